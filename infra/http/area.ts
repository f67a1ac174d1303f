// What an area of the product (users, pools, water, strip, …) hands the application: its read
// models and its routes, as one module object. infra/areas.ts lists the areas; the server, the
// projection processes and the migrator take everything from that one list.
import type { Middleware } from 'koa';
import type { Projection } from '../../projections/projection.ts';
import type { ApiRouter } from './api-router.ts';
import type { RouteContext } from './route-context.ts';

export interface AreaRoutes {
  /** Middleware every API request passes through before any route (sign-in's origin check and session). */
  readonly before?: readonly Middleware[];
  /** JSON body limits beyond the app's 1 MB default, by path. */
  readonly bodyLimits?: Readonly<Record<string, string>>;
}

export interface AreaModule<Projections extends readonly Projection[] = readonly Projection[]> {
  readonly name: string;
  /** The area's read models. Routes wait for them by object (waitForReadModels), never by a name string. */
  readonly projections: Projections;
  /** Declares the area's routes on the API router (from its contract in contracts/). */
  registerRoutes(api: ApiRouter, context: RouteContext): AreaRoutes | void;
}

export function defineArea<const Projections extends readonly Projection[]>(area: AreaModule<Projections>): AreaModule<Projections> {
  return area;
}
