// Registers every API route module on the router, and the middleware that must run before them.
import type { Middleware } from 'koa';
import type { ApiRouter } from './api-router.ts';
import type { RouteContext } from './route-context.ts';
import { setUpAuth } from './auth/auth-setup.ts';
import { ANALYZE_BODY_LIMITS, registerAnalyzeRoutes } from './routes/analyze.routes.ts';
import { homePreloads, type HomePreloads } from './routes/home-preloads.ts';
import { registerMetaRoutes } from './routes/meta.routes.ts';
import { registerPoolRoutes } from './routes/pools.routes.ts';
import { registerWaterRoutes } from './routes/water.routes.ts';

export interface RegisteredRoutes {
  before: Middleware[];
  bodyLimits: Record<string, string>;
  /** The API calls a signed-in user's home makes first, for GET / to preload. */
  homePreloads: HomePreloads;
}

export function registerRoutes(api: ApiRouter, context: RouteContext): RegisteredRoutes {
  registerMetaRoutes(api);
  const authMiddleware = setUpAuth(api, context);
  registerPoolRoutes(api, context);
  registerWaterRoutes(api, context);
  registerAnalyzeRoutes(api, context);
  return { before: [...authMiddleware], bodyLimits: { ...ANALYZE_BODY_LIMITS }, homePreloads: homePreloads(context) };
}
