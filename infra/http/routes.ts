// Registers the meta routes and every area's routes (infra/areas.ts) on the router, and collects the
// middleware that must run before them and the areas' body limits.
import type { Middleware } from 'koa';
import { areas } from '../areas.ts';
import type { ApiRouter } from './api-router.ts';
import type { RouteContext } from './route-context.ts';
import { homePreloads, type HomePreloads } from './routes/home-preloads.ts';
import { registerMetaRoutes } from './routes/meta.routes.ts';

export interface RegisteredRoutes {
  before: Middleware[];
  bodyLimits: Record<string, string>;
  /** The API calls a signed-in user's home makes first, for GET / to preload. */
  homePreloads: HomePreloads;
  /** The areas' close hooks (background work to stop before the database closes). */
  closers: (() => Promise<void>)[];
}

export async function registerRoutes(api: ApiRouter, context: RouteContext): Promise<RegisteredRoutes> {
  registerMetaRoutes(api);
  const before: Middleware[] = [];
  const bodyLimits: Record<string, string> = {};
  const closers: (() => Promise<void>)[] = [];
  for (const area of areas) {
    const registered = (await area.routes()).registerRoutes(api, context);
    before.push(...(registered?.before ?? []));
    Object.assign(bodyLimits, registered?.bodyLimits);
    if (registered?.close) closers.push(registered.close);
  }
  return { before, bodyLimits, homePreloads: homePreloads(context), closers };
}
