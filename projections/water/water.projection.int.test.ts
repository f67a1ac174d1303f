// The water read models (readings, current treatment plan, chemical additions) over a generated
// history: they agree with the decider's own state, and replaying every event changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldEvents } from '../../domain/common/decider.ts';
import { buildWaterHistory } from '../../domain/water/testing/water-history.fixture.ts';
import { latestReading, waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf, type WaterEvent } from '../../domain/water/water.events.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { chemicalAdditionsProjection, listChemicalAdditions } from './chemical-additions.projection.ts';
import type { Projection } from '../projection.ts';
import { findLatestReading, listAllReadingsForAudit, listRecentReadings, readingsProjection } from './readings.projection.ts';
import { findCurrentTreatmentPlan, treatmentPlansProjection } from './treatment-plans.projection.ts';

const START = 1_780_000_000_000;
const POOLS = ['a1a1a1a1-0000-4000-8000-000000000001', 'b2b2b2b2-0000-4000-8000-000000000002', 'c3c3c3c3-0000-4000-8000-000000000003'];
const PROJECTIONS: Projection[] = [readingsProjection, treatmentPlansProjection, chemicalAdditionsProjection];

/** The pools' histories interleaved as $all would deliver them. */
function recordedHistory(histories: Map<string, WaterEvent[]>): RecordedEvent[] {
  const queues = [...histories].map(([poolId, events]) => events.map((event, revision) => ({ poolId, event, revision })));
  const out: RecordedEvent[] = [];
  let position = 0n;
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      for (const { poolId, event, revision } of queue.splice(0, 3)) {
        position++;
        out.push({
          id: `${poolId.slice(0, 8)}-0000-4000-8000-${revision.toString().padStart(12, '0')}`, streamId: waterStreamOf(poolId), type: event.type,
          revision: BigInt(revision), position: { commit: position, prepare: position }, data: event.data, metadata: {}, createdAt: new Date(START + Number(position) * 1000),
        });
      }
    }
  }
  return out;
}

async function applyAll(db: Database['db'], events: RecordedEvent[], batch: number): Promise<void> {
  for (const projection of PROJECTIONS) {
    for (let i = 0; i < events.length; i += batch) {
      const slice = events.slice(i, i + batch).filter((event) => projection.eventTypes.has(event.type));
      if (slice.length > 0) await db.transaction().execute((trx) => projection.apply(trx, slice));
    }
  }
}

async function snapshot(db: Database['db']) {
  return {
    readings: await db.selectFrom('readings').selectAll().orderBy('id').execute(),
    plans: await db.selectFrom('current_treatment_plans').selectAll().orderBy('pool_id').execute(),
    additions: await db.selectFrom('chemical_additions').selectAll().orderBy('pool_id').orderBy('revision').execute(),
  };
}

for (const leg of databaseLegs()) {
  describe(`water projections on ${leg.name}`, () => {
    let database: Database;
    const histories = new Map(POOLS.map((poolId, i) => [poolId, buildWaterHistory({ poolId, days: 120, start: START, seed: i + 1 })]));
    const events = recordedHistory(histories);

    beforeAll(async () => {
      database = await leg.open();
      await applyAll(database.db, events, 250);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('agrees with the decider: latest reading, recent 20, audit list, current plan and chemicals added', async () => {
      const db = database.db;
      for (const [poolId, history] of histories) {
        const state = foldEvents(waterDecider, history);
        const latest = latestReading(state.readings.values());
        expect((await findLatestReading(db, poolId))?.id).toBe(latest?.readingId);
        const live = [...state.readings.values()].filter((r) => !r.deleted);
        expect(await listRecentReadings(db, poolId)).toHaveLength(Math.min(20, live.length));
        // The decider keeps only the tests it may still change; the audit list has every one.
        expect(await listAllReadingsForAudit(db, poolId)).toHaveLength(history.filter((e) => e.type === 'ReadingRecorded').length);
        // The latest plan issued, whatever became of it (a plan canceled with its test says so on home).
        const plan = await findCurrentTreatmentPlan(db, poolId, START);
        const expected = state.plan;
        expect(plan?.id ?? null).toBe(expected?.planId ?? null);
        if (plan && expected) {
          expect(plan.steps.map((s) => s.completed)).toEqual(expected.steps.map((s) => s.completed));
          expect(plan.status).toBe(expected.status);
        }
        expect(await listChemicalAdditions(db, poolId)).toHaveLength(history.filter((e) => e.type === 'ChemicalAdded').length);
      }
    });

    it('is idempotent by stream revision: replaying every event, in other batch sizes, changes nothing', async () => {
      const before = await snapshot(database.db);
      await applyAll(database.db, events, 97);
      await applyAll(database.db, events.slice(events.length / 2), 1000);
      expect(await snapshot(database.db)).toEqual(before);
    });

    it('stores text and JSON exactly, whatever characters they hold (one array per column in the insert)', async () => {
      const poolId = 'd4d4d4d4-0000-4000-8000-000000000004';
      const awkward = 'Shock {"at" 9pm}, then\\ brush, NULL, 🙂 \'spa\'';
      const analysis = { pads: [{ name: 'pH', hex: '#F0A', note: 'a "quoted", {braced} \\ value' }], NULL: null, n: 1.5 };
      const reading = (revision: number, readingId: string, notes: string | null, withAnalysis: boolean): RecordedEvent => ({
        id: `e${revision}`, streamId: waterStreamOf(poolId), type: 'ReadingRecorded', revision: BigInt(revision),
        position: { commit: 900_000n + BigInt(revision), prepare: 900_000n + BigInt(revision) }, metadata: {}, createdAt: new Date(START),
        data: {
          readingId, poolId, testMethod: 'upload', timestamp: START + revision * 60_000, recordedAt: START + revision * 60_000,
          ph: 7.4, freeChlorinePpm: null, totalChlorinePpm: null, totalAlkalinityPpm: 90, cyaPpm: null, calciumHardnessPpm: null, temperatureF: null, notes,
          ...(withAnalysis ? { analysis } : {}),
        },
      });
      await applyAll(database.db, [reading(0, 'r-awkward', awkward, true), reading(1, 'r-plain', null, false)], 10);
      const rows = await database.db.selectFrom('readings').select(['id', 'notes', 'analysis', 'total_alkalinity_ppm', 'free_chlorine_ppm']).where('pool_id', '=', poolId).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'r-awkward', notes: awkward, analysis, total_alkalinity_ppm: 90, free_chlorine_ppm: null },
        { id: 'r-plain', notes: null, analysis: null, total_alkalinity_ppm: 90, free_chlorine_ppm: null },
      ]);
    });

    it('skips events it cannot read instead of failing the batch', async () => {
      const odd: RecordedEvent = { ...events[0]!, id: 'x', type: 'ReadingRecorded', revision: 10_000n, data: { nonsense: true } };
      const foreign: RecordedEvent = { ...events[0]!, id: 'y', streamId: 'pool-123', type: 'ChemicalAdded', revision: 10_001n };
      await expect(applyAll(database.db, [odd, foreign], 10)).resolves.toBeUndefined();
    });
  });
}
