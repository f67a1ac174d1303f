// Timers started by completing a treatment step: a chemical_wait until the next chemical may go
// in, and a swim_wait until swimming is safe. Derived, never stored: the ChemicalAdded time and
// the step's waits say everything, so a timer can always be recomputed from the event history.

import type { ActiveTimer, EpochMs, StepWithCompletion } from './treatment-plan.types.ts';

const MS_PER_MINUTE = 60_000;

function timersOf(step: StepWithCompletion, completedAt: EpochMs): ActiveTimer[] {
  const timers: ActiveTimer[] = [];
  if (step.waitTimeBeforeNext > 0) {
    timers.push({
      id: `${step.id}-chemical-wait`, type: 'chemical_wait', chemical: step.chemical,
      description: `Let ${step.chemical.toLowerCase()} circulate before the next step`,
      startTime: completedAt, endTime: completedAt + step.waitTimeBeforeNext * MS_PER_MINUTE,
    });
  }
  if (step.swimWaitMinutes > 0) {
    timers.push({
      id: `${step.id}-swim-wait`, type: 'swim_wait', chemical: step.chemical,
      description: `No swimming until ${step.chemical.toLowerCase()} has mixed in`,
      startTime: completedAt, endTime: completedAt + step.swimWaitMinutes * MS_PER_MINUTE,
    });
  }
  return timers;
}

/** Timers of completed steps that are still running at `now` (ended timers are dropped). */
export function activeTimers(steps: readonly StepWithCompletion[], now: EpochMs): ActiveTimer[] {
  return steps.flatMap((step) => {
    if (!step.completed || step.completedAt === null || step.completedAt === undefined) return [];
    return timersOf(step, step.completedAt).filter((timer) => timer.endTime > now);
  });
}
