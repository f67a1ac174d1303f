// The sanitiser step: raise free chlorine to the pool's target (by its CYA: water-targets.ts), or
// SLAM when a drop test's combined chlorine shows the water is fighting contamination. Swimming is
// safe at or below the SLAM level for the pool's CYA (TFP), so above it the planner waits for
// sunlight to lower FC.
// - A strip's TC–FC difference is not a combined-chlorine measurement (its pads step 1, 3, 5, 10
//   ppm), so a strip never triggers a shock: the plan asks for a FAS-DPD drop test instead.
// - Without a measured CYA there is no SLAM level to aim at, so there is no shock either.
// - A test without any free chlorine value gets a 'test free chlorine' step first.

import {
  type Levels, type PlanContext, type StepDraft, chlorineInstructions, chlorineWarnings, chooseChlorine, doseStep,
} from './treatment-steps.builder.ts';

/** TFP: combined chlorine above 0.5 ppm means it is time to SLAM. */
export const CC_SLAM_ABOVE_PPM = 0.5;
/** Below this FC a pool is not sanitised at all (spec §9 critical minimum). */
export const FC_CRITICAL_PPM = 0.5;

const combined = (v: Levels) => (v.fc !== undefined && v.tc !== undefined ? round1(v.tc - v.fc) : 0);

export function chlorineStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  if (v.fc === undefined) return undefined;
  const cc = combined(v);
  const shocking = !ctx.stripTest && ctx.cyaSource !== 'unknown' && cc > CC_SLAM_ABOVE_PPM && v.fc < ctx.fc.slam;
  // Aim 1 ppm into the target band (its middle on the 2 ppm wide chart rows), never above it: at
  // CYA 0–4 the chart's band is the single value 3 ppm (reference §3.1).
  const target = shocking ? ctx.fc.slam : Math.min(ctx.fc.targetLow + 1, ctx.fc.targetHigh);
  if (!shocking && v.fc >= ctx.fc.targetLow) return undefined;
  const choice = chooseChlorine(ctx, v, target - v.fc, shocking);
  const cyaText = ctx.cyaSource === 'unknown' ? '(CYA not measured)' : `for CYA ${v.cya} ppm`;
  const reason = shocking
    ? `Combined chlorine ${cc} ppm shows contamination: shock (SLAM) to ${ctx.fc.slam} ppm ${cyaText}.`
    : `Free chlorine ${v.fc} ppm is below the ${ctx.fc.targetLow}-${ctx.fc.targetHigh} ppm target ${cyaText}${ctx.saltwater ? ' (salt-cell levels)' : ''}.`;
  const instructions = chlorineInstructions(choice.product);
  if (shocking) instructions.push(`Keep FC at ${ctx.fc.slam} ppm until CC is 0.5 or less and FC drops no more than 1 ppm overnight.`);
  if (ctx.saltwater) instructions.push('Then raise the salt cell output so it holds the new level.');
  return doseStep(ctx, {
    product: choice.product, strengthPercent: choice.strengthPercent, parameter: 'fc', from: v.fc, to: target,
    slug: 'fc', label: shocking ? 'shock (SLAM)' : 'raise free chlorine',
    // Below the pool's minimum (the panel's critical band) is critical, as the panel and status say.
    priority: v.fc < Math.max(FC_CRITICAL_PPM, ctx.fc.minimum) ? 'critical' : shocking ? 'high' : 'medium',
    reason, instructions, warnings: chlorineWarnings(choice.product),
  });
}

/** A strip whose TC pad reads above its FC pad: confirm with a drop test before anyone shocks. */
export function stripCombinedChlorineNote(ctx: PlanContext, v: Levels): string | undefined {
  const cc = combined(v);
  if (!ctx.stripTest || cc <= CC_SLAM_ABOVE_PPM) return undefined;
  return `The strip reads total chlorine ${cc} ppm above free chlorine, within what a strip can resolve: confirm combined chlorine with a FAS-DPD drop test before shocking.`;
}

/** First step of a plan whose test has no free chlorine value. */
export function chlorineTestStep(): StepDraft {
  return {
    slug: 'test-fc', label: 'test free chlorine', chemical: 'Test free chlorine', product: null, priority: 'high',
    reason: 'This test has no free chlorine value, so nobody can say the water is sanitised or safe to swim in.',
    dosage: { amount: 0, unit: 'none', description: 'No chemical: test free and total chlorine' },
    instructions: ['Test free chlorine (and total chlorine, for combined chlorine).', 'Record the test: its plan replaces this one.'],
    waitTimeBeforeNext: 0, swimWaitMinutes: 0,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
