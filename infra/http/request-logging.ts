// Gives every request an id (from X-Request-Id when sane, else a new uuid), a child logger
// carrying it (made when a handler first logs: most requests only write the line below), one log
// line when the response is done, and a Server-Timing header with the time
// the server spent on it (receiving the body included), for browsers' devtools and the tests.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../logger.ts';
import './context.ts';

const CHILD_LOGGER = Symbol('request logger');
type LoggingContext = Koa.Context & { [CHILD_LOGGER]?: Logger };

/**
 * Adds the request logging to an app. `ctx.log` is a getter on the app's context prototype rather
 * than a property defined on each request's context: defining one per request gave every context a
 * new shape, and cost about a twentieth of a signed-in GET's CPU (bench:http, treatment-plan).
 */
export function useRequestLogging(app: Koa, logger: Logger): void {
  Object.defineProperty(app.context, 'log', {
    configurable: true,
    get(this: LoggingContext): Logger {
      return (this[CHILD_LOGGER] ??= logger.child({ requestId: this.state.requestId }));
    },
  });
  app.use(async function logRequests(ctx: LoggingContext, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w.-]{8,100}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (!ctx.headerSent) ctx.set('Server-Timing', `app;dur=${ms}`);
      const level = ctx.status >= 500 ? 'error' : 'info';
      (ctx[CHILD_LOGGER] ?? logger)[level]({ ...(ctx[CHILD_LOGGER] ? {} : { requestId }), method: ctx.method, path: ctx.path, status: ctx.status, ms, userId: ctx.state.user?.id }, 'request');
    }
  });
}
