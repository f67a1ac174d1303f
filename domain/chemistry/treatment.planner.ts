// planTreatment: from a water test and the pool's profile to an ordered, safe treatment plan.
// Order: drain (then retest), alkalinity, pH, calcium, stabilizer, salt, chlorine, retest.
// Chlorine goes last so no acid is ever still mixing when it goes in; every chemical step waits
// before the next; the last waits long enough for a meaningful retest. Free-chlorine targets come
// from the pool's targets (water-targets.ts), the same ones the panel and the status show. Timers an
// earlier plan started keep running: the first step waits for them. The plan is a recorded
// decision, so it carries the planner's version.

import {
  alkalinityStep, calciumStep, drainStep, phStep, saltStep, stabilizerStep,
} from './treatment-balance.steps.ts';
import { chlorineStep, chlorineTestStep, stripCombinedChlorineNote } from './treatment-chlorine.steps.ts';
import type {
  ActiveTimer, EpochMs, PlanOptions, PlanReading, PoolProfile, TreatmentPlan, TreatmentStep,
} from './treatment-plan.types.ts';
import type { Levels, PlanContext, StepDraft } from './treatment-steps.builder.ts';
import { requireNumber } from './chemistry.error.ts';
import { chlorineRange, isSaltwater } from './water-targets.ts';

/** 2.1.0: doses, FC/CYA targets and wait times follow chemistry-reference (issue 15). */
export const PLANNER_VERSION = 'chemistry-planner/2.1.0';
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

function levelsOf(r: PlanReading, poolCyaPpm: number | null | undefined): Levels {
  return {
    ph: present(r.ph), fc: present(r.freeChlorinePpm), tc: present(r.totalChlorinePpm), ta: present(r.totalAlkalinityPpm),
    cya: present(r.cyaPpm) ?? present(poolCyaPpm), ch: present(r.calciumHardnessPpm), tempF: present(r.temperatureF), salt: present(r.saltPpm),
  };
}

function contextOf(pool: PoolProfile, v: Levels, reading: PlanReading): PlanContext {
  const saltwater = isSaltwater(pool);
  const surface = pool.surfaceMaterial ?? 'plaster';
  const cyaHere = present(reading.cyaPpm) !== undefined;
  const chlorine = chlorineRange(v.cya ?? null, saltwater);
  return {
    volumeGallons: requireNumber('volumeGallons', pool.volumeGallons, Number.MIN_VALUE),
    saltwater,
    plasterLike: surface !== 'vinyl' && surface !== 'fiberglass',
    preferred: pool.preferredChlorineTypes?.length ? pool.preferredChlorineTypes : ['liquid'],
    fc: { minimum: chlorine.criticalMin, targetLow: chlorine.idealMin, targetHigh: chlorine.idealMax, slam: chlorine.criticalMax },
    cyaSource: v.cya === undefined ? 'unknown' : cyaHere ? 'this_test' : 'earlier_test',
    stripTest: reading.testMethod === 'camera' || reading.testMethod === 'upload',
  };
}

function draftSteps(ctx: PlanContext, v: Levels, bromine: boolean): StepDraft[] {
  const drain = drainStep(ctx, v);
  if (drain !== undefined) return [drain];
  const alkalinity = alkalinityStep(ctx, v);
  const after: Levels = { ...v, ta: alkalinity.ta, ph: alkalinity.ph };
  return [
    alkalinity.step,
    alkalinity.phSettled ? undefined : phStep(ctx, v.ph, after),
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

/** Numbers the steps, applies the wait rules, and closes with the retest (unless the plan is only a test). */
function finalise(drafts: StepDraft[]): TreatmentStep[] {
  const onlyTests = drafts.every((draft) => draft.dosage.unit === 'none');
  const withRetest = drafts.length > 0 && !onlyTests ? [...drafts, RETEST] : drafts;
  return withRetest.map(({ slug, label: _label, ...draft }, index) => {
    const isLastChemical = index === drafts.length - 1 && draft.product !== null;
    const isAcid = draft.product === 'muriatic_acid' || draft.product === 'dry_acid';
    let wait = draft.waitTimeBeforeNext;
    if (isAcid) wait = Math.max(wait, ACID_WAIT_MINUTES);
    if (isLastChemical) wait = Math.max(wait, RETEST_WAIT_MINUTES);
    return { ...draft, id: `step-${index + 1}-${slug}`, waitTimeBeforeNext: wait, completed: false };
  });
}

/** When the first step may start: after every chemical_wait an earlier plan left running. */
function firstStepAt(now: EpochMs, running: readonly ActiveTimer[]): EpochMs {
  return running.filter((t) => t.type === 'chemical_wait').reduce((at, t) => Math.max(at, t.endTime), now);
}

/** Every wait run back to back from when the first step may start, plus the time sunlight needs to bring FC down. */
function safeToSwimAt(steps: TreatmentStep[], now: EpochMs, running: readonly ActiveTimer[], ctx: PlanContext, v: Levels, bromine: boolean): EpochMs {
  let clock = firstStepAt(now, running);
  let safe = running.reduce((at, t) => Math.max(at, t.endTime), clock);
  for (const step of steps) {
    safe = Math.max(safe, clock + step.swimWaitMinutes * MS_PER_MINUTE);
    clock += step.waitTimeBeforeNext * MS_PER_MINUTE;
  }
  safe = Math.max(safe, clock);
  if (!bromine && v.fc !== undefined && v.fc > ctx.fc.slam && ctx.cyaSource !== 'unknown') {
    const days = Math.log(ctx.fc.slam / v.fc) / Math.log(1 - FC_DAILY_LOSS_FRACTION);
    safe = Math.max(safe, now + Math.ceil(days * MS_PER_DAY / MS_PER_MINUTE) * MS_PER_MINUTE);
  }
  return safe;
}

function notesOf(ctx: PlanContext, v: Levels, bromine: boolean, running: readonly ActiveTimer[], now: EpochMs): string[] {
  const notes: string[] = [];
  const waits = running.filter((t) => t.type === 'chemical_wait' && t.endTime > now);
  if (waits.length > 0) {
    const chemicals = [...new Set(waits.map((t) => t.chemical.toLowerCase()))].join(' and ');
    const minutes = Math.ceil((firstStepAt(now, waits) - now) / MS_PER_MINUTE);
    notes.push(`The ${chemicals} added earlier is still circulating: the first step is ready in ${minutes} min, when its timer ends.`);
  }
  if (bromine) {
    notes.push('Bromine pool: chlorine and CYA targets do not apply.');
    return notes;
  }
  if (v.fc !== undefined && v.fc > ctx.fc.slam) {
    notes.push(ctx.cyaSource === 'unknown'
      ? `Free chlorine ${v.fc} ppm is above ${ctx.fc.slam} ppm; test CYA to know when swimming is safe.`
      : `Free chlorine ${v.fc} ppm is above the safe swimming level of ${ctx.fc.slam} ppm for CYA ${v.cya} ppm; no swimming until sunlight brings it down.`);
  }
  const strip = stripCombinedChlorineNote(ctx, v);
  if (strip !== undefined) notes.push(strip);
  if (ctx.cyaSource === 'unknown' && v.fc !== undefined) notes.push('Test CYA to get chlorine targets for your pool.');
  if (ctx.cyaSource === 'earlier_test') notes.push(`Chlorine targets use CYA ${v.cya} ppm from an earlier test.`);
  return notes;
}

function summaryOf(drafts: StepDraft[], notes: string[], v: Levels): string {
  if (drafts.length === 0) {
    const anyValue = Object.values(v).some((value) => value !== undefined);
    const head = anyValue ? 'Pool chemistry is balanced. No treatment needed.' : 'No test values to plan from. Test pH and free chlorine.';
    return [head, ...notes].join(' ');
  }
  const labels = drafts.map((d) => d.label).join(', then ');
  const last = drafts.every((d) => d.dosage.unit === 'none') ? '' : ' Retest when done.';
  return [`${drafts.length} step${drafts.length > 1 ? 's' : ''}: ${labels}.${last}`, ...notes].join(' ');
}

export function planTreatment(reading: PlanReading, pool: PoolProfile, now: EpochMs, options: PlanOptions = {}): TreatmentPlan {
  requireNumber('now', now);
  const v = levelsOf(reading, options.poolCyaPpm);
  const ctx = contextOf(pool, v, reading);
  const bromine = pool.sanitationType === 'bromine';
  const running = (options.runningTimers ?? []).filter((timer) => timer.endTime > now);
  const needsChlorineTest = v.fc === undefined;
  const drafts = needsChlorineTest ? [chlorineTestStep(), ...draftSteps(ctx, v, bromine)] : draftSteps(ctx, v, bromine);
  const steps = finalise(drafts);
  return {
    steps,
    summary: summaryOf(drafts, notesOf(ctx, v, bromine, running, now), v),
    safeToSwimAt: safeToSwimAt(steps, now, running, ctx, v, bromine),
    plannerVersion: PLANNER_VERSION,
    needsChlorineTest,
  };
}
