// Steps that balance the water: drain-and-refill, alkalinity, pH, calcium, stabilizer and salt.
// Alkalinity comes before pH because TA is pH's buffer: raising TA with baking soda also raises
// pH, and lowering TA by acid-and-aeration ends with pH back at target, so pH is dosed last,
// from the water as the TA step leaves it.

import { bufferState, phAfterAddition } from './carbonate-buffer.model.ts';
import { DEFAULT_WATER } from './dose.calculator.ts';
import { replaceFraction } from './replace-fraction.calculator.ts';
import {
  ACID_WARNINGS, NEVER_MIX, type Levels, type PlanContext, type StepDraft, doseStep, formatAmount,
} from './treatment-steps.builder.ts';
import { GRAMS_CACO3_PER_EQUIVALENT } from './units.constants.ts';

/** Spec §9 ideal ranges drive the targets: act outside them, aim inside them. */
export const PH = { low: 7.2, high: 7.6, target: 7.4, criticalLow: 7.0, criticalHigh: 8.0, testMin: 6.8, testMax: 8.2 } as const;
export const TA = { low: 80, high: 120, raiseTo: 90, lowerTo: 100, criticalLow: 60, criticalHigh: 180 } as const;
/** TFP: above CYA 80 the chlorine a pool needs (and its shock level, about 40 % of CYA) grows out of reach, so
 * the plan drains first; down to 40 for manual chlorine, 70 for a salt cell (TFP's SWG range 70–80). */
export const CYA = { low: 30, raiseTo: 40, drainAbove: 80, drainTo: 40, drainToSaltwater: 70 } as const;
/** Plaster needs calcium to keep from dissolving (TFP: 250–350); vinyl and fiberglass need less. */
export const CH = { plaster: { low: 200, raiseTo: 250 }, liner: { low: 100, raiseTo: 150 }, drainAbove: 400, drainTo: 300 } as const;
/** Assumed calcium of tap water when draining for calcium (typical municipal 50–150 ppm). */
export const FILL_WATER_CH_PPM = 100;
/** TFP: most salt-cell makers ask for 2700–3400 ppm; 3200 is the usual target. */
export const SALT = { low: 2700, raiseTo: 3200 } as const;

const pumpOn = 'Run the pump so the water circulates.';

/** CYA and calcium can only come down by dilution; one drain covers both. No chemical goes in, so the
 * step has no chemical wait: the owner marks it done and retests after the refilled water has circulated. */
export function drainStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  const cyaTarget = ctx.saltwater ? CYA.drainToSaltwater : CYA.drainTo;
  const cyaFraction = v.cya !== undefined && v.cya > CYA.drainAbove
    ? replaceFraction({ current: v.cya, target: cyaTarget, fillWater: 0 }) : 0;
  const chFraction = v.ch !== undefined && v.ch > CH.drainAbove
    ? replaceFraction({ current: v.ch, target: CH.drainTo, fillWater: FILL_WATER_CH_PPM }) : 0;
  const fraction = Math.max(cyaFraction, chFraction);
  if (fraction === 0) return undefined;
  const gallons = Math.round(fraction * ctx.volumeGallons);
  const why = cyaFraction >= chFraction
    ? `CYA ${formatAmount(v.cya ?? 0)} ppm is above ${CYA.drainAbove}: chlorine would have to be kept impractically high, and only fresh water lowers CYA (to about ${cyaTarget} ppm).`
    : `Calcium hardness ${formatAmount(v.ch ?? 0)} ppm risks scale; only fresh water lowers it (assumes fill water at ${FILL_WATER_CH_PPM} ppm).`;
  return {
    slug: 'drain', label: 'partial drain and refill', chemical: 'Fresh water (partial drain and refill)', product: null,
    priority: cyaFraction > 0 ? 'high' : 'medium', reason: why,
    dosage: { amount: gallons, unit: 'gallons', description: `Drain about ${Math.round(fraction * 100)}% (${formatAmount(gallons)} gallons) and refill` },
    instructions: ['Drain to the calculated level (never below what your pool type allows; vinyl liners can shift).',
      'Refill with fresh water.', 'Run the pump for a few hours so the new water mixes in, then retest everything: the other doses depend on the new water.'],
    waitTimeBeforeNext: 0, swimWaitMinutes: 0,
  };
}

function taPriority(ta: number) {
  return ta < TA.criticalLow || ta > TA.criticalHigh ? 'high' as const : 'medium' as const;
}

/** Returns the step and the pH/TA it leaves; `phSettled` when the TA method itself sets pH. */
export function alkalinityStep(ctx: PlanContext, v: Levels):
  { step?: StepDraft; ta?: number; ph?: number; phSettled: boolean } {
  if (v.ta === undefined) return { ta: v.ta, ph: v.ph, phSettled: false };
  if (v.ta < TA.low) {
    const step = doseStep(ctx, {
      product: 'baking_soda', parameter: 'ta', from: v.ta, to: TA.raiseTo, slug: 'ta', label: 'raise total alkalinity',
      priority: taPriority(v.ta), reason: `Total alkalinity ${formatAmount(v.ta)} ppm is below ${TA.low}: pH will swing.`,
      instructions: [pumpOn, 'Broadcast across the deep end; add no more than about 10 lb at a time.', 'Retest pH after the wait: baking soda raises it a little.'],
      warnings: [NEVER_MIX],
    });
    return { step, ta: TA.raiseTo, ph: v.ph === undefined ? undefined : phAfterBakingSoda(v, TA.raiseTo - v.ta), phSettled: false };
  }
  if (v.ta > TA.high) {
    const step = doseStep(ctx, {
      product: 'muriatic_acid', strengthPercent: 31.45, parameter: 'ta', from: v.ta, to: TA.lowerTo, slug: 'ta',
      label: 'lower total alkalinity',
      // This step also brings pH back, so it is as urgent as a pH far out of range.
      priority: v.ph !== undefined && (v.ph < PH.criticalLow || v.ph > PH.criticalHigh) ? 'high' : taPriority(v.ta),
      reason: `Total alkalinity ${formatAmount(v.ta)} ppm is above ${TA.high}: pH keeps rising and scale forms.`,
      instructions: [pumpOn, 'Acid-and-aeration: add acid in portions, each time bringing pH down to 7.0–7.2.',
        'Aerate (returns pointed up, fountains, spa spillover) to raise pH without raising TA, then repeat.',
        `Stop at TA ${TA.lowerTo} ppm with pH ${PH.low}–${PH.high}; the amount is the total over several days.`],
      warnings: ACID_WARNINGS,
    });
    return { step, ta: TA.lowerTo, ph: PH.target, phSettled: true };
  }
  return { ta: v.ta, ph: v.ph, phSettled: false };
}

function phAfterBakingSoda(v: Levels, taRisePpm: number): number {
  const water = { taPpm: v.ta ?? DEFAULT_WATER.ta, boratesPpm: 0, cyaPpm: v.cya ?? 0, tempF: v.tempF ?? DEFAULT_WATER.tempF };
  const mol = taRisePpm / (GRAMS_CACO3_PER_EQUIVALENT * 1000);
  return phAfterAddition(bufferState(water, v.ph ?? PH.target), mol, { alkalinityEq: 1, carbonateMol: 1, boronMol: 0 });
}

/**
 * `measuredPh` is what the test said; `v.ph` is what the water will be when this step comes (after
 * baking soda, say). The reason states the measured value as measured; the dose starts from `v.ph`.
 */
export function phStep(ctx: PlanContext, measuredPh: number | undefined, v: Levels): StepDraft | undefined {
  const startPh = v.ph ?? measuredPh;
  if (measuredPh === undefined || startPh === undefined || (startPh >= PH.low && startPh <= PH.high)) return undefined;
  // Phenol-red kits read 6.8–8.2; beyond that the reading is a bound, so dose from the bound and retest.
  const ph = Math.min(PH.testMax, Math.max(PH.testMin, startPh));
  const water = { ta: v.ta ?? DEFAULT_WATER.ta, cya: v.cya ?? 0, tempF: v.tempF ?? DEFAULT_WATER.tempF };
  const priority = ph < PH.criticalLow || ph > PH.criticalHigh ? 'high' as const : 'medium' as const;
  // As the test read it, with a decimal (a pH of 8 reads 8.0, as the panel shows it).
  const shown = Number.isInteger(measuredPh) ? measuredPh.toFixed(1) : String(measuredPh);
  const predicted = Math.round(startPh * 100) / 100;
  const assumed = (predicted !== measuredPh ? ` (about ${predicted} once the alkalinity step is done; dosed from there)` : '') +
    (v.ta === undefined ? ` (dose assumes TA ${DEFAULT_WATER.ta} ppm; test TA for accuracy)` : '') +
    (ph !== startPh ? ` (dosed from ${ph}, the test's limit; retest after)` : '');
  if (ph < PH.low) {
    return doseStep(ctx, {
      product: 'soda_ash', parameter: 'ph', from: ph, to: PH.target, water, slug: 'ph', label: 'raise pH', priority,
      reason: `pH ${shown} is below ${PH.low}: acidic water stings eyes and etches surfaces${assumed}.`,
      instructions: [pumpOn, 'Pre-dissolve in a bucket of water, then pour slowly in front of a return jet.', 'Adding it too fast can cloud the water.'],
      warnings: [NEVER_MIX],
    });
  }
  return doseStep(ctx, {
    product: 'muriatic_acid', strengthPercent: 31.45, parameter: 'ph', from: ph, to: PH.target, water, slug: 'ph',
    label: 'lower pH', priority,
    reason: `pH ${shown} is above ${PH.high}: chlorine weakens and scale forms${assumed}.`,
    instructions: [pumpOn, 'Pour slowly in front of a return jet, low over the water to avoid splashing.'],
    warnings: ACID_WARNINGS,
  });
}

export function calciumStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  const band = ctx.plasterLike ? CH.plaster : CH.liner;
  if (v.ch === undefined || v.ch >= band.low) return undefined;
  return doseStep(ctx, {
    product: 'calcium_chloride_dihydrate', parameter: 'ch', from: v.ch, to: band.raiseTo, slug: 'ch', label: 'raise calcium hardness',
    priority: v.ch < 100 ? 'medium' : 'low',
    reason: ctx.plasterLike ? `Calcium hardness ${formatAmount(v.ch)} ppm is low for a plaster-type surface, which it would slowly dissolve.`
      : `Calcium hardness ${formatAmount(v.ch)} ppm is low; very soft water can foam and attack fittings.`,
    instructions: [pumpOn, 'Dissolve in a bucket of pool water (flakes into water, never water onto flakes).', 'Pour around the deep end.'],
    warnings: ['Dissolving calcium chloride gets very hot: use a plastic bucket and stir slowly.', NEVER_MIX],
  });
}

export function stabilizerStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  if (v.cya === undefined || v.cya >= CYA.low) return undefined;
  return doseStep(ctx, {
    product: 'stabilizer', parameter: 'cya', from: v.cya, to: CYA.raiseTo, slug: 'cya', label: 'raise stabilizer (CYA)',
    priority: v.cya < 20 ? 'medium' : 'low',
    reason: `CYA ${v.cya} ppm is low: sunlight will burn off chlorine within hours.`,
    instructions: ['Put the granules in a sock or mesh bag in the skimmer basket or in front of a return.',
      'It takes 2–3 days to dissolve; do not backwash or clean the filter for a week.', 'Retest CYA after a week.'],
    warnings: [NEVER_MIX],
  });
}

export function saltStep(ctx: PlanContext, v: Levels): StepDraft | undefined {
  if (!ctx.saltwater || v.salt === undefined || v.salt >= SALT.low) return undefined;
  return doseStep(ctx, {
    product: 'salt', parameter: 'salt', from: v.salt, to: SALT.raiseTo, slug: 'salt', label: 'raise salt',
    priority: 'medium', reason: `Salt ${formatAmount(v.salt)} ppm is below ${formatAmount(SALT.low)}: the salt cell cannot make chlorine.`,
    instructions: ['Pour into the deep end and brush until dissolved.', 'Keep the salt cell off for 24 hours while the salt dissolves.'],
    warnings: [NEVER_MIX],
  });
}
