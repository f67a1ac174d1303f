// The water state over random histories (made by the decider itself, so every history is one it
// could have written): the one-pass fold equals evolving event by event, a snapshot taken anywhere
// and folded forward equals the whole fold, and the bounded state decides as an unbounded one would
// (the latest test and the latest measured CYA) while any kept test is live.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/decider.ts';
import { evolveWater, foldWater, initialWaterState, KEPT_READINGS, latestReading, poolCya, waterStateCodec, type ReadingEntry, type WaterState } from './water-state.ts';
import { waterDecider, type WaterCommand } from './water.decider.ts';
import type { WaterEvent } from './water.events.ts';

const POOL_ID = 'pool-1';
const HOUR = 3_600_000;
const T0 = 1_780_000_000_000;
const pool = { volumeGallons: 20_000 };

type Op =
  | { kind: 'record'; backHours: number; ph: number; fc: number | null; cya: number | null }
  | { kind: 'correct'; pick: number; cya: number | null; backHours: number | null }
  | { kind: 'delete'; pick: number }
  | { kind: 'complete' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('record' as const), backHours: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 24 * 30 })), ph: fc.integer({ min: 68, max: 82 }).map((n) => n / 10), fc: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }), cya: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('correct' as const), pick: fc.nat(), cya: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }), backHours: fc.option(fc.integer({ min: 0, max: 24 * 60 }), { nil: null }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('complete' as const) }) },
);

/** Runs the ops through the decider at one per hour; refusals (a step not ready, say) append nothing. */
function history(ops: readonly Op[]): { events: WaterEvent[]; deletions: number } {
  const events: WaterEvent[] = [];
  let state = initialWaterState();
  let deletions = 0;
  ops.forEach((o, i) => {
    const now = T0 + i * HOUR;
    const known = [...state.readings.values()].filter((r) => !r.deleted);
    const picked = (n: number) => known[n % Math.max(1, known.length)];
    let command: WaterCommand | undefined;
    if (o.kind === 'record') {
      command = { type: 'RecordReading', poolId: POOL_ID, readingId: `r${i}`, planId: `p${i}`, testMethod: 'manual', timestamp: now - o.backHours * HOUR, input: { ph: o.ph, freeChlorinePpm: o.fc, cyaPpm: o.cya }, pool, now };
    } else if (o.kind === 'correct' && picked(o.pick)) {
      const entry = picked(o.pick)!;
      command = { type: 'CorrectReading', poolId: POOL_ID, readingId: entry.readingId, planId: `p${i}`, input: { ...entry.values, cyaPpm: o.cya }, pool, now, ...(o.backHours === null ? {} : { timestamp: now - o.backHours * HOUR }) };
    } else if (o.kind === 'delete' && picked(o.pick)) {
      command = { type: 'DeleteReading', poolId: POOL_ID, readingId: picked(o.pick)!.readingId, now };
      deletions += 1;
    } else if (o.kind === 'complete' && state.plan?.status === 'active') {
      const next = state.plan.steps.find((s) => !s.completed);
      if (next) command = { type: 'CompleteTreatmentStep', poolId: POOL_ID, stepId: next.id, now };
    }
    if (!command) return;
    try {
      const produced = waterDecider.decide(command, state);
      events.push(...produced);
      state = foldWater(state, produced);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  });
  return { events, deletions };
}

/** Every test the events ever recorded, with nothing dropped: the reference the bounded state must agree with. */
function everyReading(events: readonly WaterEvent[]): Map<string, ReadingEntry> {
  const all = new Map<string, ReadingEntry>();
  for (const event of events) {
    if (event.type === 'ReadingRecorded') {
      const { readingId, testMethod, timestamp, recordedAt: _r, poolId: _p, analysis: _a, ...values } = event.data;
      all.set(readingId, { readingId, testMethod, timestamp, seq: all.size, values, deleted: false });
    } else if (event.type === 'ReadingCorrected') {
      const { readingId, testMethod, timestamp, correctedAt: _c, poolId: _p, ...values } = event.data;
      const entry = all.get(readingId);
      if (entry) all.set(readingId, { ...entry, testMethod, timestamp, values });
    } else if (event.type === 'ReadingDeleted') {
      const entry = all.get(event.data.readingId);
      if (entry) all.set(entry.readingId, { ...entry, deleted: true });
    }
  }
  return all;
}

const plain = (state: WaterState) => ({ ...state, readings: [...state.readings.entries()].sort(([a], [b]) => a.localeCompare(b)) });
const runs = { numRuns: 40 };
/** Long enough that tests leave the kept set (and sometimes not, to check the short histories too). */
const ops = fc.oneof(fc.array(op, { minLength: 1, maxLength: 30 }), fc.array(op, { minLength: KEPT_READINGS + 50, maxLength: KEPT_READINGS * 2 + 50 }));

describe('water state folds', () => {
  it('folds a run of events in one pass to what evolving them one by one gives', () => {
    fc.assert(fc.property(ops, (list) => {
      const { events } = history(list);
      expect(plain(foldWater(initialWaterState(), events))).toEqual(plain(events.reduce(evolveWater, initialWaterState())));
    }), runs);
  });

  it('gives the same state from a snapshot taken anywhere and the events after it', () => {
    fc.assert(fc.property(ops, fc.nat(), (list, at) => {
      const { events } = history(list);
      const cut = at % (events.length + 1);
      const snapshot = JSON.parse(JSON.stringify(waterStateCodec.encode(foldWater(initialWaterState(), events.slice(0, cut))))) as unknown;
      const restored = waterStateCodec.decode(snapshot);
      expect(restored).toBeDefined();
      expect(plain(foldWater(restored!, events.slice(cut)))).toEqual(plain(foldWater(initialWaterState(), events)));
    }), runs);
  });

  it(`keeps at most ${KEPT_READINGS} tests, yet finds the latest test and the latest CYA an unbounded fold finds`, () => {
    fc.assert(fc.property(ops, (list) => {
      const { events, deletions } = history(list);
      fc.pre(deletions < KEPT_READINGS);
      const state = foldWater(initialWaterState(), events);
      const all = everyReading(events);
      expect(state.readings.size).toBeLessThanOrEqual(KEPT_READINGS);
      if (all.size > KEPT_READINGS) expect(state.evictedUpTo).not.toBeNull();
      expect(latestReading(state.readings.values())?.readingId).toBe(latestReading(all.values())?.readingId);
      expect(poolCya(state)).toEqual(poolCya({ readings: all, olderCya: null }));
    }), runs);
  });
});
