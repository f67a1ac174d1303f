// The water area's kept replies. The treatment-plan GET's: at any `now`, before or after its timers
// end and in any order, it is the text of the plan view the read model gives at that instant; a change
// to the plan reaches the next request; and the row is read again only when its revision moves. The
// latest-reading GET's: after a test is recorded, corrected or deleted it is the text of the newest
// reading the read model gives, and a reading is read again only when its revision moves.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import { defaultPoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import { waterDecider, type WaterCommand, type WaterState } from '../../domain/water/water.decider.ts';
import { waterStreamOf, type WaterEvent } from '../../domain/water/water.events.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { poolsProjection } from '../pools/pools.projection.ts';
import { currentTreatmentPlanReplyInOwnedPool } from './current-plan-reply.ts';
import { findLatestReading, latestReadingReplyInOwnedPool, readingsProjection } from './readings.projection.ts';
import { findCurrentTreatmentPlan, treatmentPlansProjection } from './treatment-plans.projection.ts';

const START = 1_780_000_000_000;
const MINUTE = 60_000;
const ALICE = 'a11ce000-0000-4000-8000-000000000001';
const BOB = 'b0b00000-0000-4000-8000-000000000002';
const POOL = 'a1a1a1a1-0000-4000-8000-0000000000c1';
const pool: PoolProfile = { volumeGallons: 20000, preferredChlorineTypes: ['liquid'], sanitationType: 'chlorine', surfaceMaterial: 'plaster' };

let position = 0n;
function recorded(streamId: string, revision: number, type: string, data: unknown): RecordedEvent {
  position++;
  return { id: crypto.randomUUID(), streamId, type, revision: BigInt(revision), position: { commit: position, prepare: position }, data, metadata: {}, createdAt: new Date(START) };
}

/** Runs water commands through the real decider, recording what they decide as a projection would receive it. */
function waterStream() {
  let state: WaterState = waterDecider.initialState();
  let revision = 0;
  return (command: WaterCommand): RecordedEvent[] => {
    const produced: WaterEvent[] = waterDecider.decide(command, state);
    for (const event of produced) state = waterDecider.evolve(state, event);
    return produced.map((event) => recorded(waterStreamOf(POOL), revision++, event.type, event.data));
  };
}

for (const leg of databaseLegs()) {
  describe(`the kept treatment-plan reply on ${leg.name}`, () => {
    let database: Database;
    const run = waterStream();
    const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => treatmentPlansProjection.apply(trx, events));
    const fresh = async (now: number) => JSON.stringify(await findCurrentTreatmentPlan(database.db, POOL, now));
    const reply = (now: number, ownerId = ALICE) => currentTreatmentPlanReplyInOwnedPool(database.db, POOL, ownerId, now);

    beforeAll(async () => {
      database = await leg.open();
      const registered = recorded(`pool-${POOL}`, 0, 'PoolRegistered', { poolId: POOL, ownerId: ALICE, registeredAt: START, profile: { ...defaultPoolProfile(), name: 'Backyard' } });
      await database.db.transaction().execute((trx) => poolsProjection.apply(trx, [registered]));
      // A plan whose first step is added, then a second test: the new plan carries the first one's running timers.
      await apply(run({ type: 'RecordReading', poolId: POOL, readingId: 'r1', planId: 'p1', testMethod: 'manual', input: { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100 }, pool, timestamp: START, now: START }));
      await apply(run({ type: 'CompleteTreatmentStep', poolId: POOL, stepId: 'step-1-ph', now: START + MINUTE }));
      await apply(run({ type: 'RecordReading', poolId: POOL, readingId: 'r2', planId: 'p2', testMethod: 'manual', input: { ph: 7.9, freeChlorinePpm: 0.6, totalAlkalinityPpm: 100 }, pool, timestamp: START + 10 * MINUTE, now: START + 10 * MINUTE }));
    });
    afterAll(async () => {
      await database?.close();
    });

    it('is, at any instant and in any order, the text of the view the read model gives then', async () => {
      const plan = JSON.parse(await fresh(START + 10 * MINUTE)) as { activeTimers: { endTime: string }[] };
      const ends = plan.activeTimers.map((timer) => Date.parse(timer.endTime));
      expect(ends.length).toBeGreaterThan(1);
      // Around every timer end, where the kept text stops holding, and anywhere within four hours.
      const instants = fc.oneof(
        fc.constantFrom(...ends).chain((end) => fc.integer({ min: -2, max: 2 }).map((offset) => end + offset)),
        fc.integer({ min: START + 10 * MINUTE, max: START + 4 * 60 * MINUTE }),
      );
      await fc.assert(fc.asyncProperty(fc.array(instants, { minLength: 1, maxLength: 12 }), async (nows) => {
        for (const now of nows) expect(await reply(now)).toBe(await fresh(now));
      }), { numRuns: 60 });
    });

    it("answers undefined for another user's pool, whatever this process keeps of it", async () => {
      expect(await reply(START + 20 * MINUTE)).toBeDefined();
      expect(await reply(START + 20 * MINUTE, BOB)).toBeUndefined();
    });

    it('shows a step added since the last request', async () => {
      const now = START + 100 * MINUTE;
      const before = JSON.parse((await reply(now))!) as { readyStepId: string };
      await apply(run({ type: 'CompleteTreatmentStep', poolId: POOL, stepId: before.readyStepId, now }));
      const after = await reply(now + 1);
      expect(after).toBe(await fresh(now + 1));
      expect(JSON.parse(after!)).toMatchObject({ steps: expect.arrayContaining([expect.objectContaining({ id: before.readyStepId, displayState: 'completed' })]) });
    });

    // Last: it edits the row behind the projection's back.
    it('reads the row again only when its revision moves', async () => {
      const now = START + 110 * MINUTE;
      const before = await reply(now);
      await sql`UPDATE current_treatment_plans SET summary = 'changed without a new revision' WHERE pool_id = ${POOL}`.execute(database.db);
      expect(await reply(now)).toBe(before);
      await sql`UPDATE current_treatment_plans SET revision = revision + 1 WHERE pool_id = ${POOL}`.execute(database.db);
      expect(JSON.parse((await reply(now))!)).toMatchObject({ summary: 'changed without a new revision' });
    });
  });

  describe(`the kept latest-reading reply on ${leg.name}`, () => {
    let database: Database;
    const run = waterStream();
    const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => readingsProjection.apply(trx, events));
    const reply = () => latestReadingReplyInOwnedPool(database.db, POOL, ALICE);
    const expectCurrent = async () => {
      const text = await reply();
      expect(text).toBe(JSON.stringify((await findLatestReading(database.db, POOL)) ?? null));
      return JSON.parse(text!) as { id: string; ph: number } | null;
    };
    const record = (readingId: string, ph: number, at: number) => apply(run({
      type: 'RecordReading', poolId: POOL, readingId, planId: `plan-${readingId}`, testMethod: 'manual', input: { ph, freeChlorinePpm: 2 }, pool, timestamp: at, now: at,
    }));

    beforeAll(async () => {
      database = await leg.open();
      const registered = recorded(`pool-${POOL}`, 0, 'PoolRegistered', { poolId: POOL, ownerId: ALICE, registeredAt: START, profile: { ...defaultPoolProfile(), name: 'Backyard' } });
      await database.db.transaction().execute((trx) => poolsProjection.apply(trx, [registered]));
    });
    afterAll(async () => {
      await database?.close();
    });

    it('is the newest test the read model gives after each one is recorded, corrected or deleted', async () => {
      expect(await expectCurrent()).toBeNull();
      await record('r1', 7.4, START);
      expect(await expectCurrent()).toMatchObject({ id: 'r1', ph: 7.4 });
      expect(await expectCurrent()).toMatchObject({ id: 'r1', ph: 7.4 });
      await apply(run({ type: 'CorrectReading', poolId: POOL, readingId: 'r1', planId: 'plan-r1c', input: { ph: 7.5, freeChlorinePpm: 2 }, pool, now: START + MINUTE }));
      expect(await expectCurrent()).toMatchObject({ id: 'r1', ph: 7.5 });
      await record('r2', 7.6, START + 2 * MINUTE);
      expect(await expectCurrent()).toMatchObject({ id: 'r2', ph: 7.6 });
      await apply(run({ type: 'DeleteReading', poolId: POOL, readingId: 'r2', now: START + 3 * MINUTE }));
      expect(await expectCurrent()).toMatchObject({ id: 'r1', ph: 7.5 });
      expect(await latestReadingReplyInOwnedPool(database.db, POOL, BOB)).toBeUndefined();
    });

    it('reads the reading again only when its revision moves', async () => {
      const before = await reply();
      await sql`UPDATE readings SET notes = 'changed without a new revision' WHERE id = 'r1'`.execute(database.db);
      expect(await reply()).toBe(before);
      await sql`UPDATE readings SET revision = revision + 1 WHERE id = 'r1'`.execute(database.db);
      expect(JSON.parse((await reply())!)).toMatchObject({ id: 'r1', notes: 'changed without a new revision' });
    });
  });
}
