// Free-chlorine levels as a function of CYA: most FC binds to cyanurate, and what kills germs
// is the small unbound HOCl share, so the FC a pool needs grows in proportion to its CYA.
// Reference: Trouble Free Pool, "Chlorine / CYA Chart" (troublefreepool.com, Pool School).
// Those charts are close to fixed percentages of CYA; we use the percentages and round to whole
// ppm as the chart prints them (e.g. CYA 40 → min 3, target 5–7, SLAM 16).

import { requireNumber } from './chemistry.error.ts';

export type FcLevels = { minimum: number; targetLow: number; targetHigh: number; slam: number };

/** TFP chart ratios for manually chlorinated pools (fractions of CYA). */
const MANUAL = { minimum: 0.075, target: 0.115 } as const;
/** TFP SWG chart: the generator adds chlorine all day, so lower levels suffice. */
const SALTWATER = { minimum: 0.05, target: 0.065 } as const;
/** TFP SLAM (shock level and maintain) is 40 % of CYA for either kind of pool. */
const SLAM_FRACTION = 0.4;
/** The chart's target ranges are 2 ppm wide (e.g. 5–7 at CYA 40). */
const TARGET_WIDTH_PPM = 2;
/** Our floors for unstabilised (indoor) water, where the ratios give ~0: FC never below 1 ppm, a 2 ppm
 * wide target above it, and a 10 ppm shock (the common hyperchlorination level without CYA). */
const FLOOR = { minimum: 1, targetLow: 2, slam: 10 } as const;

export function fcLevels(input: { cyaPpm: number; saltwater: boolean }): FcLevels {
  const cya = requireNumber('cyaPpm', input.cyaPpm);
  const ratios = input.saltwater ? SALTWATER : MANUAL;
  const minimum = Math.max(FLOOR.minimum, Math.round(cya * ratios.minimum));
  const targetLow = Math.max(FLOOR.targetLow, minimum + 1, Math.round(cya * ratios.target));
  return {
    minimum,
    targetLow,
    targetHigh: targetLow + TARGET_WIDTH_PPM,
    slam: Math.max(FLOOR.slam, Math.round(cya * SLAM_FRACTION)),
  };
}
