// Every projection the application runs, and the names each screen's reads depend on.
import type { Projection } from './projection.ts';

export const allProjections: readonly Projection[] = [];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
