// Registers every API route module on the router, and the middleware that must run before them.
import type { Middleware } from 'koa';
import type { ApiRouter } from './api-router.ts';
import type { RouteContext } from './route-context.ts';
import { registerMetaRoutes } from './routes/meta.routes.ts';

export function registerRoutes(api: ApiRouter, _context: RouteContext): { before: Middleware[] } {
  registerMetaRoutes(api);
  return { before: [] };
}
