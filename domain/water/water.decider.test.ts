// Given (past events) → when (command) → then (new events | error), for the water stream.
import { describe, expect, it } from 'vitest';
import { planTreatment, PLANNER_VERSION, type PoolProfile } from '../chemistry/index.ts';
import { DomainError, foldEvents } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { waterDecider, type WaterCommand } from './water.decider.ts';
import type { ReadingInput } from './reading-rules.ts';
import type { WaterEvent } from './water.events.ts';

const POOL_ID = '11111111-1111-4111-8111-111111111111';
const pool: PoolProfile = { volumeGallons: 20000, preferredChlorineTypes: ['liquid'], sanitationType: 'chlorine', surfaceMaterial: 'plaster' };
const T0 = 1_780_304_400_000; // 2026-06-01T09:00:00Z
const MIN = 60_000;

const LOW_CHLORINE_HIGH_PH: ReadingInput = { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100 };
const BALANCED: ReadingInput = { ph: 7.4, freeChlorinePpm: 3 };

const given = DeciderSpecification.for(waterDecider);
/** An event of that type whose data the test pins down only as far as `data` says. */
const anEvent = (type: WaterEvent['type'], data: unknown = expect.anything()) => ({ type, data }) as WaterEvent;
/** The check of a refusal: its code and, when given, exactly these field messages. */
const refused = (code: DomainError['code'], fields?: Record<string, string>) => (error: DomainError) => {
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
};

const record = (readingId: string, input: ReadingInput, timestamp = T0, now = timestamp): WaterCommand => ({
  type: 'RecordReading', poolId: POOL_ID, readingId, planId: `plan-${readingId}`, testMethod: 'manual', timestamp, input, pool, now,
});
const correct = (readingId: string, input: ReadingInput, now: number): WaterCommand => ({
  type: 'CorrectReading', poolId: POOL_ID, readingId, planId: `plan-${readingId}-fix-${now}`, input, pool, now,
});
const remove = (readingId: string, now = T0 + 5 * MIN): WaterCommand => ({ type: 'DeleteReading', poolId: POOL_ID, readingId, now });
const complete = (stepId: string, now: number): WaterCommand => ({ type: 'CompleteTreatmentStep', poolId: POOL_ID, stepId, now });

/** The events a command produces in the given history (used to build the next history). */
function after(past: WaterEvent[], command: WaterCommand): WaterEvent[] {
  return [...past, ...waterDecider.decide(command, foldEvents(waterDecider, past))];
}

const recordedR1 = after([], record('r1', LOW_CHLORINE_HIGH_PH));
const stepsOfR1 = planTreatment({ ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100 }, pool, T0).steps;

describe('water decider: recording readings', () => {
  it('records a reading and issues a plan from it, with the planner version', () => {
    given([]).when(record('r1', LOW_CHLORINE_HIGH_PH)).then([
      anEvent('ReadingRecorded', expect.objectContaining({ readingId: 'r1', ph: 8, freeChlorinePpm: 0.5, totalChlorinePpm: null, notes: null, testMethod: 'manual', timestamp: T0 })),
      anEvent('TreatmentPlanIssued', expect.objectContaining({ planId: 'plan-r1', readingId: 'r1', plannerVersion: PLANNER_VERSION, steps: stepsOfR1 })),
    ]);
  });

  it('issues a plan without steps, already completed, for balanced water', () => {
    given([]).when(record('r1', BALANCED)).then([anEvent('ReadingRecorded'), anEvent('TreatmentPlanIssued'), anEvent('TreatmentPlanCompleted')]);
  });

  it('supersedes the active plan when a newer reading is recorded', () => {
    given(recordedR1).when(record('r2', BALANCED, T0 + 60 * MIN)).then([
      anEvent('ReadingRecorded'),
      anEvent('TreatmentPlanCanceled', expect.objectContaining({ planId: 'plan-r1', reason: 'superseded', supersededBy: 'plan-r2' })),
      anEvent('TreatmentPlanIssued'),
      anEvent('TreatmentPlanCompleted'),
    ]);
  });

  it('records a back-dated reading without touching the current plan', () => {
    given(recordedR1).when(record('r0', BALANCED, T0 - 24 * 60 * MIN, T0 + MIN)).then([anEvent('ReadingRecorded')]);
  });

  it('returns [] for a repeated reading id', () => {
    given(recordedR1).when(record('r1', LOW_CHLORINE_HIGH_PH)).thenNothingHappens();
  });

  it("refuses a reading outside spec §5's ranges with every field's message", () => {
    given([]).when(record('r1', { ph: 15, freeChlorinePpm: -1, totalChlorinePpm: 51, totalAlkalinityPpm: 1001, cyaPpm: 301, calciumHardnessPpm: 2001, temperatureF: 31 })).thenThrows(DomainError, refused('invalid', {
      ph: 'pH must be 14 or lower',
      freeChlorinePpm: 'Free chlorine must be 0 or higher',
      totalChlorinePpm: 'Total chlorine seems too high',
      totalAlkalinityPpm: 'Alkalinity seems too high',
      cyaPpm: 'CYA seems too high',
      calciumHardnessPpm: 'Calcium hardness seems too high',
      temperatureF: 'Temperature must be at least 32°F',
    }));
  });

  it('refuses a reading without pH or chlorine, on the pH field', () => {
    given([]).when(record('r1', { totalAlkalinityPpm: 90, notes: '  ' })).thenThrows(DomainError, refused('invalid', { ph: 'Please enter at least pH or chlorine levels' }));
  });

  it('refuses a test time in the future', () => {
    given([]).when(record('r1', BALANCED, T0 + 60 * MIN, T0)).thenThrows(DomainError, refused('invalid', { timestamp: 'The test time is in the future' }));
  });
});

describe('water decider: correcting and deleting readings', () => {
  it('re-plans when the latest reading is corrected, superseding its plan', () => {
    given(recordedR1).when(correct('r1', BALANCED, T0 + 10 * MIN)).then([
      anEvent('ReadingCorrected', expect.objectContaining({ readingId: 'r1', ph: 7.4, freeChlorinePpm: 3, totalAlkalinityPpm: null, testMethod: 'manual', timestamp: T0 })),
      anEvent('TreatmentPlanCanceled'),
      anEvent('TreatmentPlanIssued'),
      anEvent('TreatmentPlanCompleted'),
    ]);
  });

  it('returns [] for a correction that changes nothing', () => {
    given(recordedR1).when(correct('r1', LOW_CHLORINE_HIGH_PH, T0 + MIN)).thenNothingHappens();
  });

  it('answers not_found for a correction of a deleted reading', () => {
    given(after(recordedR1, remove('r1'))).when(correct('r1', BALANCED, T0 + MIN)).thenThrows(DomainError, refused('not_found'));
  });

  it('cancels the active plan when its reading is deleted', () => {
    given(recordedR1).when(remove('r1')).then([
      anEvent('ReadingDeleted'),
      anEvent('TreatmentPlanCanceled', expect.objectContaining({ planId: 'plan-r1', reason: 'reading_deleted' })),
    ]);
  });

  it('keeps the plan when an older reading is deleted', () => {
    const history = after(after([], record('r0', BALANCED, T0 - 60 * MIN)), record('r1', LOW_CHLORINE_HIGH_PH));
    given(history).when(remove('r0')).then([anEvent('ReadingDeleted')]);
  });

  it('returns [] when the reading is already deleted, and not_found for an unknown one', () => {
    given(after(recordedR1, remove('r1'))).when(remove('r1')).thenNothingHappens();
    given(recordedR1).when(remove('nope')).thenThrows(DomainError, refused('not_found'));
  });
});

describe('water decider: completing treatment steps', () => {
  const [first, second] = stepsOfR1;
  if (!first || !second) throw new Error('fixture plan needs two steps');

  it('records the chemical added for the ready first step', () => {
    given(recordedR1).when(complete(first.id, T0 + MIN)).then([
      { type: 'ChemicalAdded', data: { planId: 'plan-r1', poolId: POOL_ID, stepId: first.id, chemical: first.chemical, product: first.product, dosage: first.dosage, at: T0 + MIN } },
    ]);
  });

  it('refuses the next step while the previous chemical_wait timer runs, then accepts it', () => {
    const history = after(recordedR1, complete(first.id, T0 + MIN));
    given(history).when(complete(second.id, T0 + MIN + first.waitTimeBeforeNext * MIN - 1)).thenThrows(DomainError, refused('conflict'));
    given(history).when(complete(second.id, T0 + MIN + first.waitTimeBeforeNext * MIN)).then([anEvent('ChemicalAdded')]);
  });

  it('refuses a step whose previous step is not done', () => {
    given(recordedR1).when(complete(second.id, T0 + MIN)).thenThrows(DomainError, refused('conflict'));
  });

  it('answers conflict when the step was already added (the second of two clients)', () => {
    given(after(recordedR1, complete(first.id, T0 + MIN))).when(complete(first.id, T0 + 2 * MIN)).thenThrows(DomainError, refused('conflict'));
  });

  it('answers not_found for an unknown step and conflict when no plan is active', () => {
    given(recordedR1).when(complete('step-9-x', T0 + MIN)).thenThrows(DomainError, refused('not_found'));
    given(after(recordedR1, remove('r1'))).when(complete(first.id, T0 + 10 * MIN)).thenThrows(DomainError, refused('conflict'));
    given([]).when(complete(first.id, T0)).thenThrows(DomainError, refused('conflict'));
  });

  it('completes the plan with its last step', () => {
    let history = recordedR1;
    let now = T0 + MIN;
    for (const step of stepsOfR1.slice(0, -1)) {
      history = after(history, complete(step.id, now));
      now += step.waitTimeBeforeNext * MIN;
    }
    const last = stepsOfR1.at(-1)!;
    given(history).when(complete(last.id, now)).then([
      anEvent('ChemicalAdded'),
      { type: 'TreatmentPlanCompleted', data: { planId: 'plan-r1', poolId: POOL_ID, completedAt: now } },
    ]);
    given(after(history, complete(last.id, now))).when(complete(last.id, now + MIN)).thenThrows(DomainError, refused('conflict'));
  });
});

const revise = (volumeGallons: number, now: number, planId = `plan-revised-${volumeGallons}`): WaterCommand => ({
  type: 'ReviseTreatmentPlan', poolId: POOL_ID, planId, pool: { ...pool, volumeGallons }, now, because: 'settings_changed',
});
const issuedIn = (events: WaterEvent[]) => events.filter((e) => e.type === 'TreatmentPlanIssued').at(-1)!.data as Extract<WaterEvent, { type: 'TreatmentPlanIssued' }>['data'];

describe('water decider: plans follow reality (issue 12)', () => {
  const [acid, chlorine] = stepsOfR1;
  if (!acid || !chlorine) throw new Error('fixture plan needs two steps');

  it("plans chlorine from the pool's latest measured CYA when the new test leaves CYA out", () => {
    const history = after([], record('r1', { ph: 7.4, freeChlorinePpm: 6, cyaPpm: 40 }));
    const next = after(history, record('r2', { ph: 7.4, freeChlorinePpm: 3 }, T0 + 60 * MIN));
    const plan = issuedIn(next);
    expect(plan.steps[0]!.reason).toMatch(/below the 5-7 ppm target for CYA 40 ppm/);
    expect(plan.summary).toMatch(/CYA 40 ppm from an earlier test/);
  });

  it('re-issues the active plan with new doses when the volume changes, keeping the steps already done', () => {
    const history = after(recordedR1, complete(acid.id, T0 + MIN));
    const events = waterDecider.decide(revise(30_000, T0 + 5 * MIN), foldEvents(waterDecider, history));
    expect(events.map((e) => e.type)).toEqual(['TreatmentPlanCanceled', 'TreatmentPlanIssued']);
    const plan = issuedIn(events);
    expect(plan.planId).toBe('plan-revised-30000');
    expect(plan.steps[0]).toMatchObject({ id: acid.id, completed: true, completedAt: T0 + MIN, dosage: acid.dosage });
    const newChlorine = plan.steps[1]!;
    expect(newChlorine).toMatchObject({ id: 'step-2-fc', completed: false });
    // 30,000 gallons need 1.5 × the chlorine of 20,000.
    expect(newChlorine.dosage.amount).toBeCloseTo(chlorine.dosage.amount * 1.5, 0);
    expect(plan.summary).toMatch(/^Pool settings changed: the doses were recalculated; steps already done are kept\./);
    // The acid's wait still holds the chlorine back, then it can be added.
    const revised = [...history, ...events];
    given(revised).when(complete('step-2-fc', T0 + 30 * MIN)).thenThrows(DomainError, refused('conflict'));
    given(revised).when(complete('step-2-fc', T0 + MIN + acid.waitTimeBeforeNext * MIN)).then([anEvent('ChemicalAdded')]);
  });

  it('issues nothing when the new profile changes no advice, or when no plan is active', () => {
    given(recordedR1).when(revise(20_000, T0 + 5 * MIN)).then([]);
    given(after(recordedR1, remove('r1'))).when(revise(30_000, T0 + 10 * MIN)).then([]);
    given([]).when(revise(30_000, T0)).then([]);
  });

  it("keeps a running chemical_wait when a new test comes in: the new plan's first step waits for it", () => {
    const added = after(recordedR1, complete(acid.id, T0 + MIN));
    const retested = after(added, record('r2', { ph: 7.4, freeChlorinePpm: 0.5 }, T0 + 10 * MIN));
    const plan = issuedIn(retested);
    expect(plan.earlierTimers).toEqual([
      expect.objectContaining({ id: `plan-r1:${acid.id}-chemical-wait`, type: 'chemical_wait', fromEarlierPlan: true, endTime: T0 + MIN + acid.waitTimeBeforeNext * MIN }),
      expect.objectContaining({ id: `plan-r1:${acid.id}-swim-wait`, type: 'swim_wait', fromEarlierPlan: true }),
    ]);
    expect(plan.summary).toMatch(/added earlier is still circulating: the first step is ready in 51 min/);
    const firstStep = plan.steps[0]!.id;
    given(retested).when(complete(firstStep, T0 + 30 * MIN)).thenThrows(DomainError, (error: DomainError) => {
      expect(error.message).toBe('Wait for the previous chemical to circulate before adding this one');
    });
    given(retested).when(complete(firstStep, T0 + MIN + acid.waitTimeBeforeNext * MIN)).then([anEvent('ChemicalAdded')]);
  });

  it('carries the waits along when a third test supersedes the second, without renaming them', () => {
    const added = after(recordedR1, complete(acid.id, T0 + MIN));
    const second = after(added, record('r2', { ph: 7.4, freeChlorinePpm: 0.5 }, T0 + 10 * MIN));
    const third = after(second, record('r3', { ph: 7.4, freeChlorinePpm: 0.6 }, T0 + 20 * MIN));
    expect(issuedIn(third).earlierTimers?.map((t) => t.id)).toEqual([`plan-r1:${acid.id}-chemical-wait`, `plan-r1:${acid.id}-swim-wait`]);
  });
});
