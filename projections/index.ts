// Every projection the application runs, and the names each screen's reads depend on.
import type { Projection } from './projection.ts';
import { poolsProjection } from './pools.projection.ts';
import { usersProjection } from './users.projection.ts';

export const allProjections: readonly Projection[] = [
  usersProjection,
  poolsProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
