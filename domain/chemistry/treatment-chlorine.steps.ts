// The sanitiser step: raise free chlorine to the CYA-aware target, or SLAM when combined
// chlorine shows the water is fighting contamination. Swimming is safe at or below the SLAM
// level for the pool's CYA (TFP), so above it the planner waits for sunlight to lower FC.

import {
  type Levels, type PlanContext, type StepDraft, chlorineInstructions, chlorineWarnings, chooseChlorine, doseStep,
} from './treatment-steps.builder.ts';

/** TFP: combined chlorine above 0.5 ppm means it is time to SLAM. */
export const CC_SLAM_ABOVE_PPM = 0.5;
/** Below this FC a pool is not sanitised at all (spec §9 critical minimum). */
export const FC_CRITICAL_PPM = 0.5;

export function chlorineStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  if (v.fc === undefined) return undefined;
  const cc = v.tc !== undefined ? v.tc - v.fc : 0;
  const shocking = cc > CC_SLAM_ABOVE_PPM && v.fc < ctx.fc.slam;
  const target = shocking ? ctx.fc.slam : ctx.fc.targetLow + 1;
  if (!shocking && v.fc >= ctx.fc.targetLow) return undefined;
  const choice = chooseChlorine(ctx, v, target - v.fc, shocking);
  const cyaText = `for CYA ${v.cya ?? 0} ppm`;
  const reason = shocking
    ? `Combined chlorine ${round1(cc)} ppm shows contamination: shock (SLAM) to ${ctx.fc.slam} ppm ${cyaText}.`
    : `Free chlorine ${v.fc} ppm is below the ${ctx.fc.targetLow}–${ctx.fc.targetHigh} ppm target ${cyaText}${ctx.saltwater ? ' (salt-cell levels)' : ''}.`;
  const instructions = chlorineInstructions(choice.product);
  if (shocking) instructions.push(`Keep FC at ${ctx.fc.slam} ppm until CC is 0.5 or less and FC drops no more than 1 ppm overnight.`);
  if (ctx.saltwater) instructions.push('Then raise the salt cell output so it holds the new level.');
  return doseStep(ctx, {
    product: choice.product, strengthPercent: choice.strengthPercent, parameter: 'fc', from: v.fc, to: target,
    slug: 'fc', label: shocking ? 'shock (SLAM)' : 'raise free chlorine',
    priority: v.fc < FC_CRITICAL_PPM ? 'critical' : shocking || v.fc < ctx.fc.minimum ? 'high' : 'medium',
    reason, instructions, warnings: chlorineWarnings(choice.product),
  });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
