import { describe, expect, it } from 'vitest';
import { planProgress, stepDisplayState, swimSafeAt, swimSafeText, timerProgress, visibleTimers } from './index.ts';
import type { ActiveTimer } from './index.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const timer = (id: string, startTime: number, endTime: number, type: ActiveTimer['type'] = 'chemical_wait'): ActiveTimer =>
  ({ id, type, chemical: 'Muriatic acid', description: 'wait', startTime, endTime });

describe('stepDisplayState', () => {
  const steps = [{ id: 'step-1-ta', completed: true }, { id: 'step-2-ph', completed: false }, { id: 'step-3-fc', completed: false }];

  it('marks completed steps completed and the first open step ready when no timer runs', () => {
    expect(stepDisplayState(steps, 0, [], 0)).toBe('completed');
    expect(stepDisplayState(steps, 1, [], 0)).toBe('ready');
  });

  it('makes the first step ready even though nothing precedes it', () => {
    expect(stepDisplayState([{ id: 'step-1-fc', completed: false }], 0, [], 0)).toBe('ready');
  });

  it('holds the next step in timer_waiting while the previous chemical wait runs', () => {
    const timers = [timer('step-1-ta-chemical-wait', 0, 60 * MIN)];
    expect(stepDisplayState(steps, 1, timers, 30 * MIN)).toBe('timer_waiting');
    expect(stepDisplayState(steps, 1, timers, 60 * MIN)).toBe('ready');
  });

  it('ignores swim timers when deciding readiness', () => {
    expect(stepDisplayState(steps, 1, [timer('step-1-ta-swim-wait', 0, HOUR, 'swim_wait')], MIN)).toBe('ready');
  });

  it('keeps a step waiting while the previous step is not completed', () => {
    expect(stepDisplayState(steps, 2, [], 0)).toBe('waiting');
  });
});

describe('timers in the plan view', () => {
  it('hides timers whose end time has passed', () => {
    const timers = [timer('a', 0, HOUR), timer('b', 0, 2 * HOUR)];
    expect(visibleTimers(timers, HOUR).map((t) => t.id)).toEqual(['b']);
  });

  it('shows progress as elapsed over total, green above 90 %', () => {
    expect(timerProgress(timer('a', 0, 100 * MIN), 50 * MIN)).toEqual({ percent: 50, colour: 'default' });
    expect(timerProgress(timer('a', 0, 100 * MIN), 90 * MIN)).toEqual({ percent: 90, colour: 'default' });
    expect(timerProgress(timer('a', 0, 100 * MIN), 91 * MIN)).toEqual({ percent: 91, colour: 'green' });
    expect(timerProgress(timer('a', 0, 100 * MIN), 200 * MIN).percent).toBe(100);
  });
});

describe('swimSafeText', () => {
  it('says now once the time has passed and very soon under a minute', () => {
    expect(swimSafeText(1000, 1000)).toBe('Safe to swim now');
    expect(swimSafeText(0, 1000)).toBe('Safe to swim now');
    expect(swimSafeText(59_000, 0)).toBe('Safe to swim very soon');
  });

  it('counts hours and minutes under a day, days and hours from 24 h', () => {
    expect(swimSafeText(2 * HOUR + 15 * MIN + 30_000, 0)).toBe('Safe to swim in 2h 15m');
    expect(swimSafeText(MIN, 0)).toBe('Safe to swim in 0h 1m');
    expect(swimSafeText(24 * HOUR, 0)).toBe('Safe to swim in 1d 0h');
    expect(swimSafeText(51 * HOUR + 59 * MIN, 0)).toBe('Safe to swim in 2d 3h');
  });
});

describe('planProgress', () => {
  it('offers the final water test once every step is done and no timer runs', () => {
    expect(planProgress([{ completed: true }], [], 0)).toMatchObject({ state: 'done', title: 'Test Water Quality' });
  });

  it('waits for the safety timers after the last chemical', () => {
    expect(planProgress([{ completed: true }], [timer('a', 0, HOUR, 'swim_wait')], 0).state).toBe('awaiting_timers');
    expect(planProgress([{ completed: false }], [], 0).state).toBe('in_progress');
  });
});

describe('swimSafeAt: the swim-safe time never passes while the plan waits undone', () => {
  const chlorine = { completed: false, waitTimeBeforeNext: 120, swimWaitMinutes: 30 };
  const retest = { completed: false, waitTimeBeforeNext: 0, swimWaitMinutes: 0 };

  it("is the plan's own time once every step is done", () => {
    expect(swimSafeAt({ safeToSwimAt: 5 * HOUR, steps: [{ ...chlorine, completed: true }] }, [], 9 * HOUR)).toBe(5 * HOUR);
  });

  it('moves with the clock while a chemical waits to be added: never "Safe to swim now" for an untreated pool', () => {
    const plan = { safeToSwimAt: 2 * HOUR, steps: [chlorine, retest] };
    // Issued at 0, opened three hours later with nothing added: still two hours away.
    expect(swimSafeAt(plan, [], 3 * HOUR)).toBe(5 * HOUR);
    expect(swimSafeText(swimSafeAt(plan, [], 3 * HOUR), 3 * HOUR)).toBe('Safe to swim in 2h 0m');
  });

  it('starts the remaining steps after the running chemical wait, and waits out every running timer', () => {
    const plan = { safeToSwimAt: 0, steps: [{ ...chlorine, completed: true }, retest] };
    expect(swimSafeAt(plan, [timer('a', 0, HOUR), timer('b', 0, 90 * MIN, 'swim_wait')], 30 * MIN)).toBe(90 * MIN);
  });
});
