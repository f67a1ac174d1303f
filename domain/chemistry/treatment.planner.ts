// planTreatment: from a water test and the pool's profile to an ordered, safe treatment plan.
// Order: drain (then retest), alkalinity, pH, calcium, stabilizer, salt, chlorine, retest.
// Chlorine goes last so no acid is ever still mixing when it goes in; every chemical step waits
// before the next; the last waits long enough for a meaningful retest. The plan is a recorded
// decision, so it carries the planner's version.

import { fcLevels } from './fc-levels.calculator.ts';
import {
  alkalinityStep, calciumStep, drainStep, phStep, saltStep, stabilizerStep,
} from './treatment-balance.steps.ts';
import { chlorineStep } from './treatment-chlorine.steps.ts';
import type { EpochMs, PlanReading, PoolProfile, TreatmentPlan, TreatmentStep } from './treatment-plan.types.ts';
import type { Levels, PlanContext, StepDraft } from './treatment-steps.builder.ts';
import { requireNumber } from './chemistry.error.ts';

export const PLANNER_VERSION = 'chemistry-planner/1.0.0';
/** Spec §2 /test tips: test 2–4 hours after adding chemicals. */
export const RETEST_WAIT_MINUTES = 120;
/** Minimum wait after an acid before anything else goes in (acid must be mixed before chlorine). */
export const ACID_WAIT_MINUTES = 60;
/** Assumed FC loss in a stabilised outdoor pool: ~20 %/day (TFP: typical 1–3 ppm/day). */
export const FC_DAILY_LOSS_FRACTION = 0.2;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

function present(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
}

function levelsOf(r: PlanReading): Levels {
  return {
    ph: present(r.ph), fc: present(r.freeChlorinePpm), tc: present(r.totalChlorinePpm), ta: present(r.totalAlkalinityPpm),
    cya: present(r.cyaPpm), ch: present(r.calciumHardnessPpm), tempF: present(r.temperatureF), salt: present(r.saltPpm),
  };
}

function contextOf(pool: PoolProfile, v: Levels): PlanContext {
  const saltwater = pool.sanitationType === 'salt' || pool.hasSaltChlorinator === true;
  const surface = pool.surfaceMaterial ?? 'plaster';
  return {
    volumeGallons: requireNumber('volumeGallons', pool.volumeGallons, Number.MIN_VALUE),
    saltwater,
    plasterLike: surface !== 'vinyl' && surface !== 'fiberglass',
    preferred: pool.preferredChlorineTypes?.length ? pool.preferredChlorineTypes : ['liquid'],
    fc: fcLevels({ cyaPpm: v.cya ?? 0, saltwater }),
  };
}

function draftSteps(ctx: PlanContext, v: Levels, bromine: boolean): StepDraft[] {
  const drain = drainStep(ctx, v);
  if (drain !== undefined) return [drain];
  const alkalinity = alkalinityStep(ctx, v);
  const after: Levels = { ...v, ta: alkalinity.ta, ph: alkalinity.ph };
  return [
    alkalinity.step,
    alkalinity.phSettled ? undefined : phStep(ctx, after.ph, after),
    calciumStep(ctx, v),
    bromine ? undefined : stabilizerStep(ctx, v),
    saltStep(ctx, v),
    bromine ? undefined : chlorineStep(ctx, v),
  ].filter((step): step is StepDraft => step !== undefined);
}

const RETEST: StepDraft = {
  slug: 'retest', label: 'retest', chemical: 'Retest water', product: null, priority: 'low',
  reason: 'Confirm the treatment worked before swimming or adding anything else.',
  dosage: { amount: 0, unit: 'none', description: 'No chemical: test FC, CC, pH and TA' },
  instructions: ['Test free and combined chlorine, pH and total alkalinity.', 'Record the test so the next plan starts from it.'],
  waitTimeBeforeNext: 0, swimWaitMinutes: 0,
};

/** Numbers the steps, applies the wait rules, and closes with the retest. */
function finalise(drafts: StepDraft[]): TreatmentStep[] {
  const withRetest = drafts.length > 0 ? [...drafts, RETEST] : drafts;
  return withRetest.map(({ slug, label: _label, ...draft }, index) => {
    const isLastChemical = index === drafts.length - 1 && draft.product !== null;
    const isAcid = draft.product === 'muriatic_acid' || draft.product === 'dry_acid';
    let wait = draft.waitTimeBeforeNext;
    if (isAcid) wait = Math.max(wait, ACID_WAIT_MINUTES);
    if (isLastChemical) wait = Math.max(wait, RETEST_WAIT_MINUTES);
    return { ...draft, id: `step-${index + 1}-${slug}`, waitTimeBeforeNext: wait, completed: false };
  });
}

/** Every wait run back to back from `now`, plus the time sunlight needs to bring FC down. */
function safeToSwimAt(steps: TreatmentStep[], now: EpochMs, ctx: PlanContext, v: Levels, bromine: boolean): EpochMs {
  let clock = now;
  let safe = now;
  for (const step of steps) {
    safe = Math.max(safe, clock + step.swimWaitMinutes * MS_PER_MINUTE);
    clock += step.waitTimeBeforeNext * MS_PER_MINUTE;
  }
  safe = Math.max(safe, clock);
  if (!bromine && v.fc !== undefined && v.fc > ctx.fc.slam) {
    const days = Math.log(ctx.fc.slam / v.fc) / Math.log(1 - FC_DAILY_LOSS_FRACTION);
    safe = Math.max(safe, now + Math.ceil(days * MS_PER_DAY / MS_PER_MINUTE) * MS_PER_MINUTE);
  }
  return safe;
}

function summaryOf(drafts: StepDraft[], ctx: PlanContext, v: Levels, bromine: boolean): string {
  const notes: string[] = [];
  if (!bromine && v.fc !== undefined && v.fc > ctx.fc.slam) {
    notes.push(`Free chlorine ${v.fc} ppm is above the safe swimming level of ${ctx.fc.slam} ppm for CYA ${v.cya ?? 0}; no swimming until sunlight brings it down.`);
  }
  if (bromine) notes.push('Bromine pool: chlorine and CYA targets do not apply.');
  if (drafts.length === 0) {
    const anyValue = Object.values(v).some((value) => value !== undefined);
    const head = anyValue ? 'Pool chemistry is balanced. No treatment needed.' : 'No test values to plan from. Test pH and free chlorine.';
    return [head, ...notes].join(' ');
  }
  const labels = drafts.map((d) => d.label).join(', then ');
  const head = `${drafts.length} step${drafts.length > 1 ? 's' : ''}: ${labels}. Retest when done.`;
  return [head, ...notes].join(' ');
}

export function planTreatment(reading: PlanReading, pool: PoolProfile, now: EpochMs): TreatmentPlan {
  requireNumber('now', now);
  const v = levelsOf(reading);
  const ctx = contextOf(pool, v);
  const bromine = pool.sanitationType === 'bromine';
  const drafts = draftSteps(ctx, v, bromine);
  const steps = finalise(drafts);
  return {
    steps,
    summary: summaryOf(drafts, ctx, v, bromine),
    safeToSwimAt: safeToSwimAt(steps, now, ctx, v, bromine),
    plannerVersion: PLANNER_VERSION,
  };
}
