// What the treatment plan view shows (spec §4 "Treatment step display state", timers and
// "Swim-safe text"). Pure, so the React view and its tests agree on every rule.

import type { ActiveTimer, EpochMs, TreatmentStep } from './treatment-plan.types.ts';

export type StepDisplayState = 'completed' | 'ready' | 'timer_waiting' | 'waiting';

/** Timers whose end time has passed are hidden. */
export function visibleTimers(timers: readonly ActiveTimer[], now: EpochMs): ActiveTimer[] {
  return timers.filter((timer) => timer.endTime > now);
}

/**
 * completed; ready = first step, or previous step completed and its chemical_wait is over;
 * timer_waiting = previous completed but its chemical_wait still runs (for the first step: a
 * chemical_wait an earlier plan started still runs); waiting = previous not done.
 */
export function stepDisplayState(
  steps: readonly Pick<TreatmentStep, 'id' | 'completed'>[], index: number,
  timers: readonly ActiveTimer[], now: EpochMs,
): StepDisplayState {
  const step = steps[index];
  if (step === undefined) throw new RangeError(`no step at index ${index}`);
  if (step.completed) return 'completed';
  const running = visibleTimers(timers, now).filter((timer) => timer.type === 'chemical_wait');
  const previous = steps[index - 1];
  if (previous === undefined) return running.some((timer) => timer.fromEarlierPlan === true) ? 'timer_waiting' : 'ready';
  if (!previous.completed) return 'waiting';
  const waiting = running.some((timer) => timer.fromEarlierPlan !== true && timer.id === `${previous.id}-chemical-wait`);
  return waiting ? 'timer_waiting' : 'ready';
}

export type TimerProgress = { percent: number; colour: 'green' | 'default' };

/** Elapsed over total duration, clamped to 0–100; green above 90 %. */
export function timerProgress(timer: ActiveTimer, now: EpochMs): TimerProgress {
  const total = timer.endTime - timer.startTime;
  const raw = total <= 0 ? 100 : ((now - timer.startTime) / total) * 100;
  const percent = Math.min(100, Math.max(0, raw));
  return { percent, colour: percent > 90 ? 'green' : 'default' };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TEST_CHLORINE_BEFORE_SWIMMING = 'Test chlorine before swimming';

const MINUTE_MS = 60_000;

/**
 * When swimming is safe if the owner does the remaining steps now. The plan's safeToSwimAt assumed
 * its steps were done one after another from the moment it was issued; a step still undone later
 * (the chlorine not yet added, say) pushes that back, so the time never passes on its own.
 */
export function swimSafeAt(
  plan: { safeToSwimAt: EpochMs; steps: readonly (Pick<TreatmentStep, 'completed' | 'waitTimeBeforeNext'> & { swimWaitMinutes?: number })[] },
  timers: readonly ActiveTimer[], now: EpochMs,
): EpochMs {
  const remaining = plan.steps.filter((step) => !step.completed);
  if (remaining.length === 0) return plan.safeToSwimAt;
  const running = visibleTimers(timers, now);
  let clock = running.filter((t) => t.type === 'chemical_wait').reduce((at, t) => Math.max(at, t.endTime), now);
  let safe = running.reduce((at, t) => Math.max(at, t.endTime), Math.max(plan.safeToSwimAt, clock));
  for (const step of remaining) {
    safe = Math.max(safe, clock + (step.swimWaitMinutes ?? 0) * MINUTE_MS);
    clock += step.waitTimeBeforeNext * MINUTE_MS;
  }
  return Math.max(safe, clock);
}

/**
 * 'Safe to swim now' once passed; 'very soon' under a minute; hours+minutes; days+hours from 24 h.
 * A plan whose test had no free chlorine value never says it is safe: chlorine must be tested first.
 */
export function swimSafeText(safeToSwimAt: EpochMs, now: EpochMs, needsChlorineTest = false): string {
  if (needsChlorineTest) return TEST_CHLORINE_BEFORE_SWIMMING;
  const remaining = safeToSwimAt - now;
  if (remaining <= 0) return 'Safe to swim now';
  if (remaining < MINUTE) return 'Safe to swim very soon';
  if (remaining >= DAY) {
    return `Safe to swim in ${Math.floor(remaining / DAY)}d ${Math.floor((remaining % DAY) / HOUR)}h`;
  }
  return `Safe to swim in ${Math.floor(remaining / HOUR)}h ${Math.floor((remaining % HOUR) / MINUTE)}m`;
}

export type PlanProgress =
  | { state: 'in_progress' }
  | { state: 'awaiting_timers'; message: string }
  | { state: 'done'; title: 'Test Water Quality'; message: 'Pool is now safe for swimming' | typeof RECORD_CHLORINE_TEST };

export const RECORD_CHLORINE_TEST = 'Record a chlorine test to confirm the water is safe';

/** After the last step: wait out the timers, then offer the final water test. */
export function planProgress(
  steps: readonly Pick<TreatmentStep, 'completed'>[], timers: readonly ActiveTimer[], now: EpochMs, needsChlorineTest = false,
): PlanProgress {
  if (!steps.every((step) => step.completed)) return { state: 'in_progress' };
  if (visibleTimers(timers, now).length > 0) {
    return { state: 'awaiting_timers', message: 'All chemicals added. Waiting for the safety timers to finish.' };
  }
  if (needsChlorineTest) return { state: 'done', title: 'Test Water Quality', message: RECORD_CHLORINE_TEST };
  return { state: 'done', title: 'Test Water Quality', message: 'Pool is now safe for swimming' };
}
