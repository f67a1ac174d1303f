// What the water decider remembers of a pool's stream, and how it gets there in O(events).
// - Only what decisions need: the KEPT_READINGS most recent tests by test time (the ones that can still
//   be corrected or deleted), the newest CYA measured among tests no longer kept (chlorine targets
//   follow the latest measured CYA), a count of every test recorded (their order), and the latest plan
//   with its timers. The full history lives in the read models (every reading, every chemical, the CSV).
//   A test older than every kept one is never needed again: it is not the latest, and only kept tests
//   change. So the latest test and the latest CYA are exact while any kept test is live.
// - foldWater applies a run of events to a private draft, copying the kept readings once per run
//   rather than once per event; callers only ever see the finished, read-only state.
// - The state is small and plain, so it is what a snapshot stores (waterStateCodec).
import { z } from 'zod';
import type { ActiveTimer, CyaBasis, EpochMs, StepWithCompletion } from '../chemistry/index.ts';
import { assertNever } from '../common/decider.ts';
import { TEST_METHODS, type ReadingValues, type TestMethod, type WaterEvent } from './water.events.ts';

/** Tests kept for decisions: a test among the pool's 100 most recent (by test time) can be corrected or deleted. */
export const KEPT_READINGS = 100;

export interface ReadingEntry {
  readonly readingId: string;
  readonly testMethod: TestMethod;
  readonly timestamp: EpochMs;
  /** Order of recording: breaks ties between readings taken at the same time. */
  readonly seq: number;
  readonly values: ReadingValues;
  readonly deleted: boolean;
}

export type PlanStatus = 'active' | 'completed' | 'canceled';
export interface PlanEntry {
  readonly planId: string;
  readonly readingId: string;
  readonly status: PlanStatus;
  readonly steps: readonly StepWithCompletion[];
  readonly safeToSwimAt: EpochMs;
  /** Timers of earlier plans that were still running when this one was issued. */
  readonly earlierTimers: readonly ActiveTimer[];
}

export interface WaterState {
  /** The kept tests: the newest by test time, deleted ones included. */
  readonly readings: ReadonlyMap<string, ReadingEntry>;
  /** How many tests the pool has ever recorded. */
  readonly recorded: number;
  /** The newest measured CYA among tests no longer kept. */
  readonly olderCya: CyaBasis | null;
  /** The newest test no longer kept: every kept test is newer (a test that would not be is not kept). */
  readonly evictedUpTo: { readonly timestamp: EpochMs; readonly seq: number } | null;
  /** The most recently issued plan, whatever became of it. */
  readonly plan: PlanEntry | null;
}

export const initialWaterState = (): WaterState => ({ readings: new Map(), recorded: 0, olderCya: null, evictedUpTo: null, plan: null });

type Draft = { -readonly [K in keyof WaterState]: WaterState[K] } & { readings: Map<string, ReadingEntry> };

const isNewer = (a: ReadingEntry, b: ReadingEntry) => a.timestamp > b.timestamp || (a.timestamp === b.timestamp && a.seq > b.seq);

/** The newest reading that still exists: latest test time, then latest recorded. */
export function latestReading(readings: Iterable<ReadingEntry>): ReadingEntry | undefined {
  let latest: ReadingEntry | undefined;
  for (const entry of readings) {
    if (entry.deleted) continue;
    if (!latest || isNewer(entry, latest)) latest = entry;
  }
  return latest;
}

const cyaOf = (entry: ReadingEntry): CyaBasis | null =>
  entry.deleted || entry.values.cyaPpm === null ? null : { ppm: entry.values.cyaPpm, readingId: entry.readingId, testedAt: entry.timestamp };

/** The pool's latest measured CYA (a manual test may leave it out): the newest live test that has one. */
export function poolCya(state: Pick<WaterState, 'readings' | 'olderCya'>): CyaBasis | null {
  let kept: ReadingEntry | undefined;
  for (const entry of state.readings.values()) {
    if (!entry.deleted && entry.values.cyaPpm !== null && (!kept || isNewer(entry, kept))) kept = entry;
  }
  const older = state.olderCya;
  // Every kept test is at least as new as every evicted one; at the same time the kept one was recorded later.
  if (!kept || (older && older.testedAt > kept.timestamp)) return older;
  return cyaOf(kept);
}

/** A test leaves the kept set: its CYA may become olderCya, and it marks how far eviction reached. */
function drop(draft: Draft, entry: ReadingEntry): void {
  draft.readings.delete(entry.readingId);
  const cya = cyaOf(entry);
  if (cya && (!draft.olderCya || cya.testedAt >= draft.olderCya.testedAt)) draft.olderCya = cya;
  const upTo = draft.evictedUpTo;
  if (!upTo || entry.timestamp > upTo.timestamp || (entry.timestamp === upTo.timestamp && entry.seq > upTo.seq)) {
    draft.evictedUpTo = { timestamp: entry.timestamp, seq: entry.seq };
  }
}

/** Whether a test is older than one already dropped, and so cannot be kept. */
function behindEviction(draft: Draft, entry: ReadingEntry): boolean {
  const upTo = draft.evictedUpTo;
  return upTo !== null && (entry.timestamp < upTo.timestamp || (entry.timestamp === upTo.timestamp && entry.seq < upTo.seq));
}

/** Drops the oldest tests (by test time, then recording) beyond KEPT_READINGS. */
function evict(draft: Draft): void {
  while (draft.readings.size > KEPT_READINGS) {
    let oldest: ReadingEntry | undefined;
    for (const entry of draft.readings.values()) if (!oldest || isNewer(oldest, entry)) oldest = entry;
    if (!oldest) return;
    drop(draft, oldest);
  }
}

/** Keeps a new or corrected test, unless it falls behind the tests already dropped. */
function keep(draft: Draft, entry: ReadingEntry): void {
  draft.readings.set(entry.readingId, entry);
  if (behindEviction(draft, entry)) drop(draft, entry);
  else evict(draft);
}

function updateReading(draft: Draft, readingId: string, update: (entry: ReadingEntry) => ReadingEntry): void {
  const entry = draft.readings.get(readingId);
  if (entry) draft.readings.set(readingId, update(entry));
}

function updatePlan(draft: Draft, planId: string, update: (plan: PlanEntry) => PlanEntry): void {
  if (draft.plan && draft.plan.planId === planId) draft.plan = update(draft.plan);
}

/** A step as a plan issues it: new, or kept done (with when) from the plan it revises. */
export function issuedStep(step: StepWithCompletion): StepWithCompletion {
  return { ...step, completed: step.completed === true, completedAt: step.completed ? (step.completedAt ?? null) : null };
}

function apply(draft: Draft, event: WaterEvent): void {
  switch (event.type) {
    case 'ReadingRecorded': {
      const { readingId, testMethod, timestamp, recordedAt: _r, poolId: _p, analysis: _a, ...values } = event.data;
      if (draft.readings.has(readingId)) return;
      keep(draft, { readingId, testMethod, timestamp, seq: draft.recorded, values, deleted: false });
      draft.recorded += 1;
      return;
    }
    case 'ReadingCorrected': {
      const { readingId, testMethod, timestamp, correctedAt: _c, poolId: _p, ...values } = event.data;
      const entry = draft.readings.get(readingId);
      if (entry) keep(draft, { ...entry, testMethod, timestamp, values });
      return;
    }
    case 'ReadingDeleted':
      updateReading(draft, event.data.readingId, (entry) => ({ ...entry, deleted: true }));
      return;
    case 'TreatmentPlanIssued': {
      const { planId, readingId, steps, safeToSwimAt, earlierTimers } = event.data;
      draft.plan = { planId, readingId, status: 'active', steps: steps.map(issuedStep), safeToSwimAt, earlierTimers: earlierTimers ?? [] };
      return;
    }
    case 'ChemicalAdded': {
      const { stepId, at } = event.data;
      updatePlan(draft, event.data.planId, (plan) => ({
        ...plan,
        steps: plan.steps.map((step) => (step.id === stepId ? { ...step, completed: true, completedAt: at } : step)),
      }));
      return;
    }
    case 'TreatmentPlanCanceled':
      updatePlan(draft, event.data.planId, (plan) => ({ ...plan, status: 'canceled' }));
      return;
    case 'TreatmentPlanCompleted':
      updatePlan(draft, event.data.planId, (plan) => ({ ...plan, status: 'completed' }));
      return;
    default:
      assertNever(event);
  }
}

/** The state after `events`, in O(events): one private copy of the kept readings, then in-place updates. */
export function foldWater(state: WaterState, events: readonly WaterEvent[]): WaterState {
  if (events.length === 0) return state;
  const draft: Draft = { ...state, readings: new Map(state.readings) };
  for (const event of events) apply(draft, event);
  return draft;
}

export const evolveWater = (state: WaterState, event: WaterEvent): WaterState => foldWater(state, [event]);

// ---- Snapshots: the state as JSON, checked on the way back in ----

/** Bump when the state's shape or how events fold into it changes: snapshots of another version are ignored. */
export const WATER_STATE_VERSION = 'water-state/1';

const timerSchema = z.object({
  id: z.string(), type: z.enum(['chemical_wait', 'swim_wait']), chemical: z.string(), description: z.string(),
  startTime: z.number(), endTime: z.number(), fromEarlierPlan: z.boolean().optional(),
});
const cyaSchema = z.object({ ppm: z.number(), readingId: z.string(), testedAt: z.number() });
const snapshotSchema = z.object({
  readings: z.array(z.object({
    readingId: z.string(), testMethod: z.enum(TEST_METHODS), timestamp: z.number(), seq: z.number().int(), deleted: z.boolean(),
    values: z.object({
      ph: z.number().nullable(), freeChlorinePpm: z.number().nullable(), totalChlorinePpm: z.number().nullable(),
      totalAlkalinityPpm: z.number().nullable(), cyaPpm: z.number().nullable(), calciumHardnessPpm: z.number().nullable(),
      temperatureF: z.number().nullable(), notes: z.string().nullable(),
    }),
  })).max(KEPT_READINGS + 1),
  recorded: z.number().int().nonnegative(),
  olderCya: cyaSchema.nullable(),
  evictedUpTo: z.object({ timestamp: z.number(), seq: z.number().int() }).nullable(),
  plan: z.object({
    planId: z.string(), readingId: z.string(), status: z.enum(['active', 'completed', 'canceled']),
    // Steps are the planner's own output, recorded in TreatmentPlanIssued; kept as they were.
    steps: z.array(z.looseObject({ id: z.string(), completed: z.boolean() })),
    safeToSwimAt: z.number(), earlierTimers: z.array(timerSchema),
  }).nullable(),
});

export const waterStateCodec = {
  version: WATER_STATE_VERSION,
  encode(state: WaterState): unknown {
    const { readings, ...rest } = state;
    return { ...rest, readings: [...readings.values()] };
  },
  /** The state a snapshot holds, or undefined when it is not one this version wrote. */
  decode(json: unknown): WaterState | undefined {
    const parsed = snapshotSchema.safeParse(json);
    if (!parsed.success) return undefined;
    const { readings, plan, ...rest } = parsed.data;
    return {
      ...rest,
      readings: new Map(readings.map((entry) => [entry.readingId, entry])),
      plan: plan && { ...plan, steps: plan.steps as unknown as StepWithCompletion[] },
    };
  },
};
