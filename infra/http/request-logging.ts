// Gives every request an id (from X-Request-Id when sane, else a new uuid), a child logger
// carrying it (made when a handler first logs: most requests only write the line below), one log
// line when the response is done, and a Server-Timing header with the time
// the server spent on it (receiving the body included), for browsers' devtools and the tests.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import './context.ts';

export function requestLogging(logger: Logger): Middleware {
  return async function logRequests(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w.-]{8,100}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    let child: Logger | undefined;
    Object.defineProperty(ctx, 'log', { configurable: true, get: () => (child ??= logger.child({ requestId })) });
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (!ctx.headerSent) ctx.set('Server-Timing', `app;dur=${ms}`);
      const level = ctx.status >= 500 ? 'error' : 'info';
      (child ?? logger)[level]({ ...(child ? {} : { requestId }), method: ctx.method, path: ctx.path, status: ctx.status, ms, userId: ctx.state.user?.id }, 'request');
    }
  };
}
