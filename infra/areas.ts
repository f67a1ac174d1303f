// The areas of the product, in one list. Adding an area: a contract in contracts/, a folder in each
// layer, and one line here (see the README's "How to add an area").
import type { Projection } from '../projections/projection.ts';
import type { AreaModule } from './http/area.ts';
import { poolsArea } from './http/routes/pools.routes.ts';
import { stripArea } from './http/routes/strip.routes.ts';
import { usersArea } from './http/routes/users.routes.ts';
import { waterArea } from './http/routes/water.routes.ts';

export const areas: readonly AreaModule[] = [usersArea, poolsArea, waterArea, stripArea];

/** Every read model the application runs, in area order. */
export const allProjections: readonly Projection[] = areas.flatMap((area) => area.projections);

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
