// Cross-site request forgery guard for the API: a state-changing request must come from our own
// origin. Browsers send Origin on every cross-origin write and Sec-Fetch-Site on every request, so
// a cross-site form or fetch is refused before any handler runs.
import type { Context, Middleware } from 'koa';
import type { Config } from '../../config.ts';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * This server's origin as the browser addressed it. Not ctx.origin: in Koa 3 that is the request's
 * Origin header, i.e. whatever the caller claims. Forwarded host and protocol count only with TRUST_PROXY.
 */
export function ownOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

export function originCheck(config: Pick<Config, 'PUBLIC_URL'>): Middleware {
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return async function requireSameOrigin(ctx, next) {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (ctx.get('Sec-Fetch-Site') === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = ctx.get('Origin');
    // A form POST under a strict Referrer-Policy carries 'Origin: null'; the browser's own
    // Sec-Fetch-Site then tells a same-origin form from a sandboxed frame or another site.
    const sameOriginNull = origin === 'null' && ctx.get('Sec-Fetch-Site') === 'same-origin';
    if (origin && !sameOriginNull && origin !== ownOrigin(ctx) && origin !== publicOrigin) throw forbidden('Cross-site requests are not allowed');
    await next();
  };
}
