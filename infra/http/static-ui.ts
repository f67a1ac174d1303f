// Serves the built UI (dist/ui): hashed assets cached for a year, everything else revalidated,
// and any other GET that is not an API call answered with index.html so client routes work.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
const RESERVED = /^\/(api|healthz|readyz)(\/|$)/;

export function staticUi(root: string): Middleware {
  const index = path.join(root, 'index.html');
  return async function serveUi(ctx, next) {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return;
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.body = 'The UI has not been built. Run `npm run build` (npm start does it for you).';
      return;
    }
    const hashed = HASHED_ASSET.test(ctx.path);
    try {
      await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        setHeaders: (res) => res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      // A path with a file extension that does not exist is a real 404, not a client route.
      if (path.extname(ctx.path) !== '' && !ctx.path.endsWith('.html')) return;
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root });
    }
  };
}
