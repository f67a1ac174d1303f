import { describe, expect, it } from 'vitest';
import { activeTimers, planTreatment } from './index.ts';
import type { StepWithCompletion } from './index.ts';

const MIN = 60_000;
const T0 = 1_780_000_000_000; // a fixed instant: the domain never reads the clock

describe('activeTimers', () => {
  const plan = planTreatment({ ph: 7.7, freeChlorinePpm: 1, totalAlkalinityPpm: 100, cyaPpm: 30 }, { volumeGallons: 15_000 }, T0);
  const [acid, chlorine] = plan.steps;

  it('starts a chemical wait and a swim wait when a step is completed', () => {
    const steps: StepWithCompletion[] = [{ ...acid!, completed: true, completedAt: T0 }, chlorine!];
    const timers = activeTimers(steps, T0 + MIN);
    expect(timers).toEqual([
      expect.objectContaining({ id: 'step-1-ph-chemical-wait', type: 'chemical_wait', startTime: T0, endTime: T0 + 60 * MIN }),
      expect.objectContaining({ id: 'step-1-ph-swim-wait', type: 'swim_wait', startTime: T0, endTime: T0 + 30 * MIN }),
    ]);
    expect(timers.every((t) => t.id.includes(acid!.id))).toBe(true);
  });

  it('drops timers that have ended', () => {
    const steps: StepWithCompletion[] = [{ ...acid!, completed: true, completedAt: T0 }];
    expect(activeTimers(steps, T0 + 45 * MIN).map((t) => t.type)).toEqual(['chemical_wait']);
    expect(activeTimers(steps, T0 + 60 * MIN)).toEqual([]);
  });

  it('has no timers for steps not yet completed', () => {
    expect(activeTimers(plan.steps, T0)).toEqual([]);
  });
});
