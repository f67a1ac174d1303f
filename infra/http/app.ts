// The Koa application: security headers, compression, request logging, errors, body limits,
// health checks, the API routes and the built UI. Dependencies arrive from infra/main.ts.
import zlib from 'node:zlib';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import type { Logger } from '../logger.ts';
import type { ApiRouter } from './api-router.ts';
import { errorMiddleware, HttpError } from './errors.ts';
import { jsonInputRules } from './json-input-rules.ts';
import { useRequestLogging } from './request-logging.ts';
import { staticUi, type StaticUiOptions } from './static-ui.ts';

export interface AppOptions {
  logger: Logger;
  api: ApiRouter;
  uiRoot: string;
  /** The session cookie's name: a navigation to / without it gets the pre-rendered landing screen. */
  sessionCookieName?: string;
  /** The API paths a signed-in user's home fetches first, preloaded by GET / (see static-ui.ts). */
  homePreloads?: StaticUiOptions['homePreloads'];
  trustProxy: boolean;
  /** Answers /readyz: the database is reachable and projections have caught up. */
  ready: () => Promise<{ ok: boolean; checks: Record<string, boolean> }>;
  /** Middleware that runs before the API (sessions, origin checks). */
  before?: Koa.Middleware[];
  /** JSON body limits of particular paths (exact match), e.g. a photo upload; JSON_BODY_LIMIT everywhere else. */
  bodyLimits?: Readonly<Record<string, string>>;
}

export const JSON_BODY_LIMIT = '1mb';

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Product pictures come from the stores' image hosts named in the catalogue feed (https only).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export function createApp(options: AppOptions): Koa {
  // Behind a proxy only the last X-Forwarded-For hop (added by our proxy) is trustworthy: the
  // leftmost entries are whatever the client sent, and would let it dodge per-IP rate limits.
  const app = new Koa({ proxy: options.trustProxy, maxIpsCount: 1 });
  useRequestLogging(app, options.logger);
  app.use(apiNotCached());
  app.use(errorMiddleware());
  app.use(securityHeaders());
  // Flush each write: a streamed reply (the audit CSV) reaches the client as it is made, not once zlib's buffer fills.
  app.use(compress({ threshold: 1024, gzip: { flush: zlib.constants.Z_SYNC_FLUSH }, deflate: { flush: zlib.constants.Z_SYNC_FLUSH }, br: { flush: zlib.constants.BROTLI_OPERATION_FLUSH } }));
  app.use(jsonSerializedOnce());
  app.use(healthChecks(options.ready));
  app.use(staticUi(options.uiRoot, { sessionCookieName: options.sessionCookieName, homePreloads: options.homePreloads }));
  app.use(jsonOnly());
  app.use(jsonBodies(options.bodyLimits ?? {}));
  app.use(jsonInputRules());
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(options.api.middleware());
  return app;
}

/**
 * API replies are private and change with every write: the browser must not keep them, or Back
 * after Sign Out would show the previous user's data. A route may set its own (photos do). Set
 * after the error middleware has answered, so errors carry it too.
 */
function apiNotCached(): Koa.Middleware {
  return async function noStore(ctx, next) {
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    }
  };
}

// Referrer 'same-origin': our own pages send their origin (a form POST would otherwise say 'Origin: null'), other sites get nothing.
export const helmetOptions = { contentSecurityPolicy, crossOriginEmbedderPolicy: false, strictTransportSecurity: false, referrerPolicy: { policy: 'same-origin' } } as const;

/**
 * The headers helmet sends with helmetOptions. They are the same on every response (no directive
 * depends on the request), so they are worked out once here rather than by helmet's eleven
 * middlewares on every request. Undefined if helmet did not set them synchronously.
 */
export function helmetHeaders(): ReadonlyArray<readonly [string, string]> | undefined {
  const headers: [string, string][] = [];
  // helmet also removes X-Powered-By, which Koa never sends.
  const res = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined, getHeader: () => undefined };
  void helmet(helmetOptions)({ req: { headers: {} }, res } as unknown as Koa.Context, async () => undefined);
  return headers.length > 0 ? headers : undefined;
}

/**
 * What an API reply needs of them, after OWASP's REST Security Cheat Sheet ("Security Headers"): it is
 * data, never a document, so a policy allowing nothing and no framing, no type sniffing, and no
 * reading by other origins' pages. Helmet's document headers (script and style sources, DNS
 * prefetch, …) say nothing to a JSON reply and cost every reply about 700 bytes and eight more headers.
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * helmet's headers (see helmetHeaders) on pages and assets, API_SECURITY_HEADERS on /api/ replies,
 * and HSTS only where it means something: over HTTPS (directly, or behind a trusted proxy that says so).
 */
function securityHeaders(): Koa.Middleware {
  const headers = helmetHeaders();
  const perRequestHelmet = headers ? undefined : helmet(helmetOptions);
  return async function setSecurityHeaders(ctx, next) {
    const api = ctx.path.startsWith('/api/');
    if (api) for (const [name, value] of API_SECURITY_HEADERS) ctx.res.setHeader(name, value);
    else if (headers) for (const [name, value] of headers) ctx.res.setHeader(name, value);
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (perRequestHelmet && !api) return perRequestHelmet(ctx, next);
    await next();
  };
}

/**
 * A route's object or array reply, turned into JSON text once. Koa would stringify it when it
 * responds, and koa-compress before that to learn its length: twice per reply.
 */
function jsonSerializedOnce(): Koa.Middleware {
  return async function serializeJson(ctx, next) {
    await next();
    const body: unknown = ctx.body;
    if (typeof body !== 'object' || body === null) return;
    const prototype: unknown = Object.getPrototypeOf(body);
    if (!Array.isArray(body) && prototype !== Object.prototype && prototype !== null) return;
    // Koa set Content-Type to JSON with the object; a string keeps it.
    ctx.body = JSON.stringify(body);
  };
}

/** The API reads JSON only: a body of any other type is a 415 rather than something half-parsed. */
function jsonOnly(): Koa.Middleware {
  return async function requireJson(ctx, next) {
    const hasBody = ctx.get('Transfer-Encoding') !== '' || (ctx.request.length ?? 0) > 0;
    if (ctx.path.startsWith('/api/') && hasBody && !ctx.is('json')) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)');
    }
    await next();
  };
}

/** Parses JSON bodies up to the path's own limit, or JSON_BODY_LIMIT. */
function jsonBodies(limits: Readonly<Record<string, string>>): Koa.Middleware {
  const parser = (jsonLimit: string) => bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' });
  const byPath = new Map(Object.entries(limits).map(([path, limit]) => [path, parser(limit)]));
  const fallback = parser(JSON_BODY_LIMIT);
  return function parseJsonBody(ctx, next) {
    return (byPath.get(ctx.path) ?? fallback)(ctx, next);
  };
}

function healthChecks(ready: AppOptions['ready']): Koa.Middleware {
  return async function health(ctx, next) {
    if (ctx.path === '/healthz') {
      ctx.body = { ok: true };
      return;
    }
    if (ctx.path === '/readyz') {
      const result = await ready().catch(() => ({ ok: false, checks: { database: false } }));
      ctx.status = result.ok ? 200 : 503;
      ctx.body = result;
      return;
    }
    await next();
  };
}
