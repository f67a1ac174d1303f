// Typed fetch wrapper and the app's QueryClient (spec §7 and §8): every call sends cookies, JSON is sent
// only with a payload, and a non-OK reply becomes an ApiError whose message is "{status}: {body or statusText}".
// There is no default query function: every xxxQueryOptions factory in ui/api names its own, calling its
// contract's path builder, so a query key says what the data is, never where it comes from.
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';

/** What validates a reply: a contract's zod/mini schema (its parse method). Structural, so this module needs no zod. */
export interface ReplySchema<T> {
  parse(data: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-successful reply. `body` is the parsed JSON body when the server sent JSON, else undefined. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseJsonOrUndefined(bodyText);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function parseJsonOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, bodyText);
}

/** Sends a request and returns the raw Response after checking its status. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<Response> {
  const hasPayload = payload !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasPayload ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasPayload ? JSON.stringify(payload) : undefined,
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a request and parses the JSON reply (an empty body reads as null), validated by `schema` if given. */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  options: { payload?: unknown; schema: ReplySchema<T>; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<T>;
export async function apiJson(
  method: HttpMethod,
  path: string,
  options?: { payload?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<unknown>;
export async function apiJson(
  method: HttpMethod,
  path: string,
  options: { payload?: unknown; schema?: ReplySchema<unknown>; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const response = await apiRequest(method, path, options.payload, options.signal, options.headers);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return options.schema ? options.schema.parse(data) : data;
}

/** GET a path and validate the reply with its contract schema; what the xxxQueryOptions factories' queryFns call. */
export function getJson<T>(path: string, schema: ReplySchema<T>, signal?: AbortSignal): Promise<T> {
  return apiJson('GET', path, { schema, signal });
}

/** Where a failure came from; `meta` is the query's or mutation's `meta` option. */
export interface ErrorSource {
  queryKey?: QueryKey;
  meta?: Record<string, unknown>;
}

export interface QueryClientHooks {
  /** Called for every failed query or mutation, e.g. to handle a 401 globally. */
  onError?: (error: unknown, source: ErrorSource) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const onError = hooks.onError;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError?.(error, { queryKey: query.queryKey, meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, { meta: mutation.meta }),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
