// An owner's events turned into facts: tests follow corrections and deletions (keeping the strip
// photo), plans and chemicals become facts, task completions say on time or late and set the pool's
// calendar, services are judged against the equipment's interval, removed equipment stops counting,
// shares carry the achievement they share; and no number of chemicals added ever earns anything.
import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EquipmentEvent } from '../equipment/equipment.events.ts';
import type { MaintenanceEvent } from '../maintenance/maintenance.events.ts';
import { buildWaterHistory } from '../water/testing/water-history.fixture.ts';
import { waterDecider, type WaterCommand, type WaterState } from '../water/water.decider.ts';
import type { WaterEvent } from '../water/water.events.ts';
import type { AchievementFact, ChemicalAddedFact } from './achievement-facts.ts';
import { evaluateAchievements } from './achievement-rules.ts';
import { evaluationContextOf, factsOf, foldFactEvent, type FactEntries, type FactSourceEvent } from './facts-from-events.ts';

const at = (iso: string) => parseISO(iso).getTime();
const poolId = 'p1';
const pool = { volumeGallons: 20000, preferredChlorineTypes: ['liquid' as const], sanitationType: 'chlorine' as const, surfaceMaterial: 'plaster' as const };

function fold(events: readonly FactSourceEvent[], entries: FactEntries = new Map()): FactEntries {
  for (const event of events) foldFactEvent(entries, event);
  return entries;
}
const factsOfKind = <K extends AchievementFact['kind']>(entries: FactEntries, kind: K) =>
  factsOf(entries.values()).filter((f): f is AchievementFact & { kind: K } => f.kind === kind);

/** Runs water commands through the real decider, as the app would. */
function water(commands: WaterCommand[]): WaterEvent[] {
  const events: WaterEvent[] = [];
  let state: WaterState = waterDecider.initialState();
  for (const command of commands) {
    for (const event of waterDecider.decide(command, state)) {
      state = waterDecider.evolve(state, event);
      events.push(event);
    }
  }
  return events;
}

const completed = (day: string, dueDate: string, wasOverdue: boolean, timeZone = 'America/Los_Angeles'): MaintenanceEvent => ({
  type: 'TaskCompleted',
  data: { taskId: 'task1', poolId, taskType: 'cleaning', completedAt: at(`${day}T17:00:00Z`), completedOn: day, dueDate, wasOverdue, notes: null, durationMinutes: null, photoUrl: null, nextDueDate: null, timeZone },
});
const equipmentAdded = (equipmentId: string, interval: number | null, lastMaintenanceDate: string | null): EquipmentEvent => ({
  type: 'EquipmentAdded',
  data: {
    equipmentId, poolId, name: 'Filter', category: 'filter', brand: null, model: null, serialNumber: null, installDate: '2025-06-01', warrantyExpiration: null,
    maintenanceIntervalDays: interval, lastMaintenanceDate, notes: null, condition: 'good', status: 'good', addedAt: at('2026-01-01T12:00:00Z'), onboardingKey: null,
  },
});
const serviced = (equipmentId: string, servicedOn: string): EquipmentEvent => ({
  type: 'EquipmentServiced', data: { equipmentId, poolId, servicedOn, notes: null, recordedAt: at(`${servicedOn}T18:00:00Z`), lastMaintenanceDate: servicedOn },
});

describe('facts from an owner’s events', () => {
  it('follows a test through its correction (keeping its photo, taking its new time) and its deletion', () => {
    const tested = at('2026-05-01T08:00:00Z');
    const base = { poolId, pool, now: tested + 2 * 86_400_000 };
    const events = water([
      { ...base, type: 'RecordReading', readingId: 'r1', planId: 'plan1', testMethod: 'camera', timestamp: tested, input: { ph: 8.0, freeChlorinePpm: 1 }, analysis: { photo: { url: '/api/photos/abc' } } },
      { ...base, type: 'CorrectReading', readingId: 'r1', planId: 'plan1b', timestamp: tested - 3_600_000, input: { ph: 7.9, freeChlorinePpm: 1.5 } },
      { ...base, type: 'RecordReading', readingId: 'r2', planId: 'plan2', testMethod: 'manual', timestamp: tested + 86_400_000, input: { ph: 7.4 } },
      { ...base, type: 'DeleteReading', readingId: 'r2' },
    ]);
    const tests = factsOfKind(fold(events), 'test');
    expect(tests).toEqual([expect.objectContaining({ id: 'r1', at: tested - 3_600_000, ph: 7.9, freeChlorinePpm: 1.5, photoUrl: '/api/photos/abc' })]);
  });

  it('turns issued and completed plans and each chemical added into facts', () => {
    const tested = at('2026-05-01T08:00:00Z');
    const commands: WaterCommand[] = [{ type: 'RecordReading', poolId, pool, now: tested, readingId: 'r1', planId: 'plan1', testMethod: 'manual', timestamp: tested, input: { ph: 8.0, freeChlorinePpm: 1 } }];
    let state = waterDecider.initialState();
    for (const event of water(commands)) state = waterDecider.evolve(state, event);
    const steps = state.plan?.steps ?? [];
    expect(steps.length).toBeGreaterThan(0);
    const events = water([...commands, ...steps.map((step, i): WaterCommand => ({ type: 'CompleteTreatmentStep', poolId, stepId: step.id, now: tested + (i + 1) * 86_400_000 }))]);
    const entries = fold(events);
    expect(factsOfKind(entries, 'plan_issued')).toEqual([expect.objectContaining({ id: 'plan1', readingId: 'r1', steps: steps.length })]);
    expect(factsOfKind(entries, 'chemical_added')).toHaveLength(steps.length);
    expect(factsOfKind(entries, 'plan_completed')).toEqual([expect.objectContaining({ id: 'plan1', at: tested + steps.length * 86_400_000 })]);
  });

  it('records task completions on time and late, and takes the pool’s calendar from its schedule', () => {
    const scheduled: MaintenanceEvent = {
      type: 'TaskScheduled',
      data: {
        taskId: 'task1', poolId, title: 'Backwash the sand filter', description: null, taskType: 'cleaning', priority: 'medium', frequency: 'weekly', intervalDays: 7,
        nextDueDate: '2026-06-02', isRecurring: true, notificationEnabled: true, reminderMinutes: 60, estimatedDurationMinutes: 30, anchorDate: '2026-06-02',
        timeZone: 'America/Los_Angeles', scheduledAt: at('2026-06-01T12:00:00Z'), suggestionKey: 'filter', reason: null, equipmentId: null,
      },
    };
    const entries = fold([scheduled, completed('2026-06-02', '2026-06-02', false), completed('2026-06-12', '2026-06-09', true)]);
    expect(factsOfKind(entries, 'task_completed').map((f) => [f.id, f.overdue, f.dueAt, f.title])).toEqual([
      ['task1:2026-06-02', false, at('2026-06-02T07:00:00Z'), 'Backwash the sand filter'],
      ['task1:2026-06-09', true, at('2026-06-09T07:00:00Z'), 'Backwash the sand filter'],
    ]);
    expect(evaluationContextOf(entries.values())).toEqual({ timeZone: 'America/Los_Angeles' });
    expect(evaluationContextOf(fold([completed('2026-06-02', '2026-06-02', false, 'Not/AZone')]).values())).toEqual({ timeZone: 'UTC' });
  });

  it('judges a service on schedule within the equipment’s interval of the one before, and forgets removed equipment', () => {
    const entries = fold([
      equipmentAdded('e1', 30, '2026-01-01'), serviced('e1', '2026-01-25'), serviced('e1', '2026-04-01'),
      equipmentAdded('e2', null, null), serviced('e2', '2026-01-10'),
      { type: 'EquipmentRemoved', data: { equipmentId: 'e2', poolId, removedAt: at('2026-02-01T00:00:00Z') } },
    ]);
    expect(factsOfKind(entries, 'equipment_serviced').map((f) => [f.id, f.onSchedule])).toEqual([['e1:2026-01-25', true], ['e1:2026-04-01', false], ['e2:2026-01-10', false]]);
    expect(factsOfKind(entries, 'equipment_registered').map((f) => f.id)).toEqual(['e1']);
  });

  it('keeps the achievement a share shares', () => {
    const entries = fold([{ type: 'AchievementShared', data: {
      shareId: 's1', userId: 'u1', achievementId: 'a1', achievementKey: 'first-test', platform: 'linkedin', token: 'tok_0123456789abcdef', sharedAt: 42,
      snapshot: { title: 'First Test', description: '', points: 10, achievementType: 'milestone', category: 'testing', difficulty: 'easy', value: 1, unit: 'tests', achievedAt: 1, beforeValue: null, afterValue: null, location: null, pool: null, tip: null, hashtags: [] },
    } }]);
    expect(factsOfKind(entries, 'shared')).toEqual([{ kind: 'shared', id: 's1', at: 42, platform: 'linkedin', achievementKey: 'first-test' }]);
  });

  it('folds a year of generated water care into one fact per test kept, and evaluates it', () => {
    const events = buildWaterHistory({ poolId, days: 365, start: at('2025-05-01T00:00:00Z'), seed: 7 });
    const entries = fold(events);
    const recorded = new Set(events.filter((e) => e.type === 'ReadingRecorded').map((e) => (e.data as { readingId: string }).readingId));
    const deleted = new Set(events.filter((e) => e.type === 'ReadingDeleted').map((e) => (e.data as { readingId: string }).readingId));
    expect(factsOfKind(entries, 'test')).toHaveLength(recorded.size - deleted.size);
    const { earned } = evaluateAchievements(factsOf(entries.values()), evaluationContextOf(entries.values()));
    expect(earned.map((a) => a.key)).toEqual(expect.arrayContaining(['first-test', 'tests-100', 'first-plan-completed']));
  });

  it('never earns anything for chemicals added, however many', () => {
    const base = fold(buildWaterHistory({ poolId, days: 60, start: at('2025-05-01T00:00:00Z'), seed: 3 }));
    const facts = factsOf(base.values()).filter((f) => f.kind !== 'chemical_added');
    const keys = (list: AchievementFact[]) => evaluateAchievements(list, { timeZone: 'UTC' }).earned.map((a) => a.key);
    fc.assert(fc.property(fc.array(fc.integer({ min: at('2025-05-01T00:00:00Z'), max: at('2025-07-01T00:00:00Z') }), { maxLength: 300 }), (times) => {
      const chemicals = times.map((time, i): ChemicalAddedFact => ({ kind: 'chemical_added', id: `extra${i}`, poolId, at: time, chemical: 'liquid chlorine' }));
      expect(keys([...facts, ...chemicals])).toEqual(keys(facts));
    }), { numRuns: 30 });
  });
});

