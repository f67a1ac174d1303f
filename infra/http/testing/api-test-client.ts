// Test support for the HTTP integration suites: a server on a fresh database, and a tiny client
// with a cookie jar that sends same-origin requests like the browser app does.
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { startServer, type RunningServer } from '../../server.ts';

export async function startTestServer(database: Database, env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_IP_POINTS: '10000',
    ...env,
  });
  return startServer({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), database, uiRoot: '/nonexistent-ui' });
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(method: string, path: string, options: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.store(response.headers);
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  store(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get = <T = unknown>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, { headers });
  post = <T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, { json, headers });
  patch = <T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) => this.request<T>('PATCH', path, { json, headers });
  delete = <T = unknown>(path: string, headers?: Record<string, string>) => this.request<T>('DELETE', path, { headers });
}

let counter = 0;
/** Registers a fresh local account and returns a client signed in as it. */
export async function signedInClient(baseUrl: string, name = 'user'): Promise<ApiClient & { email: string; userId: string }> {
  const client = new ApiClient(baseUrl);
  const email = `${name}-${Date.now().toString(36)}-${counter++}@example.com`;
  const response = await client.post<{ id: string }>('/api/auth/register', { email, password: 'correct horse battery', firstName: 'Pat', lastName: 'Owner' });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return Object.assign(client, { email, userId: response.body.id });
}
