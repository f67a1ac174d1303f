// One way to fail over HTTP. Handlers throw HttpError (or let a ZodError or a concurrency error
// escape); the error middleware turns it into `{ error: { code, message, fields? } }`.
// Only 4xx messages reach the client; a lost database connection is a 503 the client may retry;
// anything else is logged and answered as a generic 500.
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { DomainError } from '../../domain/common/decider.ts';
import { WrongExpectedVersionError } from '../eventstore/event-store.ts';
import { ImageWorkBusyError } from '../images/image-workers.ts';

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** Maps a zod error to field → first message, with nested paths joined by dots. */
export function fieldsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

interface ErrorBody {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
}

function describe(error: unknown): ErrorBody | undefined {
  if (error instanceof HttpError) return { ...error, message: error.message };
  if (error instanceof ZodError) return { status: 400, code: 'validation_failed', message: 'Some fields are invalid', fields: fieldsOf(error) };
  if (error instanceof DomainError) {
    const status = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 }[error.code];
    const code = error.code === 'invalid' ? 'validation_failed' : error.code;
    return { status, code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
  if (error instanceof WrongExpectedVersionError) return { status: 409, code: 'conflict', message: 'This changed while you were editing it. Reload and try again.' };
  if (error instanceof ImageWorkBusyError) {
    return { status: 503, code: 'busy', message: 'Too many photos are being read right now. Please try again in a few seconds.', headers: { 'Retry-After': '5' } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: 'unavailable', message: 'The service is briefly unavailable. Please try again.', headers: { 'Retry-After': '1' } };
  }
  // Errors from koa and its middleware (body parser, ctx.throw) carry status and expose.
  const e = error as { status?: unknown; expose?: unknown; message?: unknown; type?: unknown };
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const code = e.type === 'entity.too.large' ? 'payload_too_large' : e.status === 400 && /json/i.test(String(e.message)) ? 'invalid_json' : 'bad_request';
    const message = code === 'invalid_json' ? 'The request body is not valid JSON' : e.expose ? String(e.message) : 'Bad request';
    return { status: e.status, code, message };
  }
  return undefined;
}

/**
 * The database went away under the request (restart, failover, terminated backend): PostgreSQL's
 * connection-exception (08) and operator-intervention (57P) classes, or the socket closing. The
 * client may retry; a write retried with its Idempotency-Key appends nothing twice, even if the
 * first attempt committed before the connection dropped.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P') || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true;
  return typeof message === 'string' && (message === 'Connection terminated unexpectedly' || message === 'Connection terminated' || message.startsWith('Client has encountered a connection error'));
}

export function errorMiddleware(): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const known = describe(error);
      if (known) {
        // A route's own 503 (an outside service down) says so itself; a lost database connection is logged here.
        if (known.status === 503 && !(error instanceof HttpError)) ctx.log.warn({ err: error }, 'database unavailable');
        ctx.status = known.status;
        if (known.headers) ctx.set(known.headers);
        ctx.body = { error: { code: known.code, message: known.message, ...(known.fields ? { fields: known.fields } : {}) } };
        return;
      }
      ctx.log.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } };
    }
  };
}
