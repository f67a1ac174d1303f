// Drain-and-refill: the only way to lower CYA, calcium or salt. Mixing a fraction f of fill water
// into the pool gives current·(1 − f) + fill·f, so f = (current − target) / (current − fill).

import { ChemistryInputError, requireNumber } from './chemistry.error.ts';

export function replaceFraction(input: { current: number; target: number; fillWater: number }): number {
  const current = requireNumber('current', input.current);
  const target = requireNumber('target', input.target);
  const fill = requireNumber('fillWater', input.fillWater);
  if (current <= target) return 0;
  // Refilling with water at or above the target can never bring the level down to it.
  if (fill >= target) {
    throw new ChemistryInputError(`fill water at ${fill} ppm cannot bring ${current} down to ${target}`);
  }
  return (current - target) / (current - fill);
}
