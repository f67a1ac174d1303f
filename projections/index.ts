// Every projection the application runs, and the names each screen's reads depend on.
import type { Projection } from './projection.ts';
import { poolsProjection } from './pools.projection.ts';
import { usersProjection } from './users.projection.ts';
import { readingsProjection } from './readings.projection.ts';
import { treatmentPlansProjection } from './treatment-plans.projection.ts';
import { chemicalAdditionsProjection } from './chemical-additions.projection.ts';

export const allProjections: readonly Projection[] = [
  usersProjection,
  poolsProjection,
  readingsProjection,
  treatmentPlansProjection,
  chemicalAdditionsProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
