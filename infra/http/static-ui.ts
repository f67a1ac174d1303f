// Serves the built UI (dist/ui): hashed assets cached for a year, everything else revalidated,
// and any other GET that is not an API call answered with index.html so client routes work.
// index.html carries the pre-rendered 'Loading...' screen, right for anyone; a navigation to / without a
// session cookie (a visitor, for sure) gets landing.html instead: the landing screen as a static page
// (its one action is a plain link), painted at once and loading none of the app. A signed-in user always
// has the cookie, so never sees the landing screen flash; a stale cookie just gets 'Loading...' and then
// the landing screen from the app.
// With the cookie, / also gets a Link preload of GET /api/pools, which home needs before it can ask for
// the active pool's reading and plan (index.html itself preloads GET /api/auth/user for everyone).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
const RESERVED = /^\/(api|healthz|readyz)(\/|$)/;
const INDEX = 'index.html';
const LANDING = 'landing.html';
const HOME_DATA_PRELOAD = '</api/pools>; rel=preload; as=fetch; crossorigin=use-credentials';

export interface StaticUiOptions {
  /** Without it every page gets index.html. */
  sessionCookieName?: string | undefined;
}

export function staticUi(root: string, options: StaticUiOptions = {}): Middleware {
  const { sessionCookieName } = options;
  /** true: a session cookie; false: surely a visitor; undefined: cannot tell. */
  const hasSessionCookie = (ctx: Context): boolean | undefined =>
    sessionCookieName === undefined ? undefined : Boolean(ctx.cookies.get(sessionCookieName));
  async function sendHome(ctx: Context): Promise<void> {
    // The page depends on the cookie, so no shared cache may hand one visitor's page to another.
    ctx.vary('Cookie');
    ctx.set('Cache-Control', 'no-cache');
    const session = hasSessionCookie(ctx);
    if (session) ctx.set('Link', HOME_DATA_PRELOAD);
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
        setHeaders: (res) => res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      // A path with a file extension that does not exist is a real 404, not a client route.
      if (path.extname(ctx.path) !== '' && !ctx.path.endsWith('.html')) return;
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, INDEX, { root });
    }
  };
}
