// Serves the built UI (dist/ui): hashed assets cached for a year, everything else revalidated,
// and any other GET that is not an API call answered with index.html so client routes work.
// index.html carries the pre-rendered 'Loading...' screen, right for anyone; a navigation to / without a
// session cookie (a visitor, for sure) gets landing.html instead: the landing screen as a static page
// (its one action is a plain link), painted at once and loading none of the app. A signed-in user always
// has the cookie, so never sees the landing screen flash; a stale cookie just gets 'Loading...' and then
// the landing screen from the app.
// A signed-in user's / is home.html (index.html that also modulepreloads the home route's chunks) with a
// Link header preloading the API calls home makes first (routes/home-preloads.ts), so the browser fetches
// code and data together instead of one round trip after another.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
const RESERVED = /^\/(api|healthz|readyz)(\/|$)/;
const INDEX = 'index.html';
const LANDING = 'landing.html';
const HOME = 'home.html';

/** A Link header value preloading each API path as the app's fetch (credentials: 'include') asks for it. */
export function fetchPreloadLink(paths: readonly string[]): string {
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}

export interface StaticUiOptions {
  /** Without it every page gets index.html. */
  sessionCookieName?: string | undefined;
  /** The API paths a signed-in user's home fetches first; undefined when the request has no user. */
  homePreloads?: ((ctx: Context) => Promise<readonly string[] | undefined>) | undefined;
}

export function staticUi(root: string, options: StaticUiOptions = {}): Middleware {
  const { sessionCookieName, homePreloads } = options;
  /** true: a session cookie; false: surely a visitor; undefined: cannot tell. */
  const hasSessionCookie = (ctx: Context): boolean | undefined =>
    sessionCookieName === undefined ? undefined : Boolean(ctx.cookies.get(sessionCookieName));
  /**
   * A page a signed-in user sees is never stored: a stored page is also what the back/forward cache
   * would restore, user data and all, on Back after Sign Out. A visitor's page may be revalidated.
   */
  const documentCaching = (ctx: Context) => (hasSessionCookie(ctx) ? 'no-store' : 'no-cache');
  async function sendHome(ctx: Context): Promise<void> {
    // The page depends on the cookie, so no shared cache may hand one visitor's page to another.
    ctx.vary('Cookie');
    ctx.set('Cache-Control', documentCaching(ctx));
    const session = hasSessionCookie(ctx);
    const preloads = session && homePreloads ? await homePreloads(ctx).catch((error: unknown) => {
      // Only a hint: the page still works without it.
      ctx.log.warn({ err: error }, 'home preloads failed');
      return undefined;
    }) : undefined;
    if (preloads && existsSync(path.join(root, HOME))) {
      if (preloads.length > 0) ctx.set('Link', fetchPreloadLink(preloads));
      await send(ctx, HOME, { root });
      return;
    }
    // Checked per request: the UI may be rebuilt while the server runs.
    const landing = session === false && existsSync(path.join(root, LANDING));
    await send(ctx, landing ? LANDING : INDEX, { root });
  }
  return async function serveUi(ctx, next) {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return;
    if (!existsSync(path.join(root, INDEX))) {
      ctx.status = 503;
      ctx.body = 'The UI has not been built. Run `npm run build` (npm start does it for you).';
      return;
    }
    if (ctx.path === '/') return sendHome(ctx);
    const hashed = HASHED_ASSET.test(ctx.path);
    try {
      await send(ctx, ctx.path, {
        root,
        index: INDEX,
        setHeaders: (res) => res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : documentCaching(ctx)),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      // A path with a file extension that does not exist is a real 404, not a client route.
      if (path.extname(ctx.path) !== '' && !ctx.path.endsWith('.html')) return;
      ctx.set('Cache-Control', documentCaching(ctx));
      await send(ctx, INDEX, { root });
    }
  };
}
