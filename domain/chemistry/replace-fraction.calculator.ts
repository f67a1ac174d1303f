// Drain-and-refill: the only way to lower CYA, calcium, salt or borates. Mixing a fraction f of fill
// water into the pool gives current·(1 − f) + fill·f, so f = 1 − (target − fill) / (current − fill)
// (TFP PoolMath, chemistry-reference §2.9; CYA and salt with fill = 0, CH with the fill water's CH).

import { ChemistryInputError, requireNumber } from './chemistry.error.ts';

export function replaceFraction(input: { current: number; target: number; fillWater: number }): number {
  const current = requireNumber('current', input.current);
  const target = requireNumber('target', input.target);
  const fill = requireNumber('fillWater', input.fillWater);
  if (current <= target) return 0;
  // Reference §2.9: a target below the fill water's level is impossible; at it, only replacing all the water reaches it.
  if (fill > target) {
    throw new ChemistryInputError(`fill water at ${fill} ppm cannot bring ${current} down to ${target}`);
  }
  return 1 - (target - fill) / (current - fill);
}
