// What an area of the product (users, pools, water, strip, …) hands the application. infra/areas.ts
// lists the areas with their read models; each area's routes module is loaded only by the process
// that serves HTTP, so the projection and migration processes never load commands, images or AI.
import type { Middleware } from 'koa';
import type { Projection } from '../../projections/projection.ts';
import type { ApiRouter } from './api-router.ts';
import type { RouteContext } from './route-context.ts';

export interface AreaRoutes {
  /** Middleware every API request passes through before any route (sign-in's origin check and session). */
  readonly before?: readonly Middleware[];
  /** JSON body limits beyond the app's 1 MB default, by path. */
  readonly bodyLimits?: Readonly<Record<string, string>>;
  /** Stops the area's own background work (e.g. content being generated) when the server closes, before the database does. */
  readonly close?: () => Promise<void>;
}

/** An area's routes module (infra/http/routes/<area>.routes.ts exports one). */
export interface AreaRoutesModule {
  /** Declares the area's routes on the API router (from its contract in contracts/). */
  registerRoutes(api: ApiRouter, context: RouteContext): AreaRoutes | void;
}

export function defineRoutes(routes: AreaRoutesModule): AreaRoutesModule {
  return routes;
}

export interface Area {
  readonly name: string;
  /** The area's read models. Routes wait for them by object (waitForReadModels), never by a name string. */
  readonly projections: readonly Projection[];
  /** Loads the area's routes module. */
  readonly routes: () => Promise<AreaRoutesModule>;
}
