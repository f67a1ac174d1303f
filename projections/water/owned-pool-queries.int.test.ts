// The one-statement reads GET routes use (`…InOwnedPool`): each checks the pool's owner in the same
// statement as its read, answers exactly what the plain read model query answers for the owner, and
// undefined (the route's 404) for another user's pool, a removed one, an unknown id or a malformed one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import { buildWaterHistory } from '../../domain/water/testing/water-history.fixture.ts';
import { waterStreamOf } from '../../domain/water/water.events.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { findOwnedPool, findPool, poolsProjection } from '../pools/pools.projection.ts';
import type { Projection } from '../projection.ts';
import { chemicalAdditionsProjection, listChemicalAdditions, listChemicalAdditionsInOwnedPool } from './chemical-additions.projection.ts';
import {
  findLatestReading, latestReadingReplyInOwnedPool, findOwnedPoolWithCya, findPoolCya, listReadingHistory, listReadingHistoryInOwnedPool,
  listRecentReadings, listRecentReadingsInOwnedPool, readingsProjection,
} from './readings.projection.ts';
import { currentTreatmentPlanReplyInOwnedPool } from './current-plan-reply.ts';
import { findCurrentTreatmentPlan, treatmentPlansProjection } from './treatment-plans.projection.ts';
import { countingStatements } from '../../infra/db/testing/statement-counter.ts';

const START = 1_780_000_000_000;
const ALICE = 'a11ce000-0000-4000-8000-000000000001';
const BOB = 'b0b00000-0000-4000-8000-000000000002';
const POOL = 'a1a1a1a1-0000-4000-8000-00000000000a';
const EMPTY = 'a1a1a1a1-0000-4000-8000-00000000000e';
const REMOVED = 'a1a1a1a1-0000-4000-8000-00000000000f';
const UNKNOWN = 'ffffffff-0000-4000-8000-000000000000';
const PROJECTIONS: Projection[] = [poolsProjection, readingsProjection, treatmentPlansProjection, chemicalAdditionsProjection];

let position = 0n;
function recorded(streamId: string, revision: number, type: string, data: unknown): RecordedEvent {
  position++;
  return { id: crypto.randomUUID(), streamId, type, revision: BigInt(revision), position: { commit: position, prepare: position }, data, metadata: {}, createdAt: new Date(START + Number(position) * 1000) };
}

const registered = (poolId: string, name: string) =>
  recorded(`pool-${poolId}`, 0, 'PoolRegistered', { poolId, ownerId: ALICE, registeredAt: START, profile: { ...defaultPoolProfile(), name } });

function waterEvents(poolId: string, seed: number): RecordedEvent[] {
  return buildWaterHistory({ poolId, days: 60, start: START, seed }).map((event, revision) => recorded(waterStreamOf(poolId), revision, event.type, event.data));
}

const counted = countingStatements;

for (const leg of databaseLegs()) {
  describe(`one-statement owned reads on ${leg.name}`, () => {
    let database: Database;

    beforeAll(async () => {
      database = await leg.open();
      const events = [
        registered(POOL, 'Backyard'), registered(EMPTY, 'Empty'), registered(REMOVED, 'Gone'),
        recorded(`pool-${REMOVED}`, 1, 'PoolRemoved', { poolId: REMOVED, removedAt: START + 1 }),
        ...waterEvents(POOL, 1), ...waterEvents(REMOVED, 2),
      ];
      for (const projection of PROJECTIONS) {
        const mine = events.filter((event) => projection.eventTypes.has(event.type));
        await database.db.transaction().execute((trx) => projection.apply(trx, mine));
      }
    });
    afterAll(async () => {
      await database?.close();
    });

    const ownedReads = (db: Database['db'], poolId: string, ownerId: string) => ({
      pool: () => findOwnedPool(db, poolId, ownerId),
      latest: async () => {
        const reply = await latestReadingReplyInOwnedPool(db, poolId, ownerId);
        return reply === undefined ? undefined : { latest: JSON.parse(reply) as unknown };
      },
      recent: () => listRecentReadingsInOwnedPool(db, poolId, ownerId),
      history: () => listReadingHistoryInOwnedPool(db, poolId, ownerId, { limit: 5 }),
      plan: async () => {
        const reply = await currentTreatmentPlanReplyInOwnedPool(db, poolId, ownerId, START);
        return reply === undefined ? undefined : { plan: JSON.parse(reply) as unknown };
      },
      poolWithCya: () => findOwnedPoolWithCya(db, poolId, ownerId),
      additions: () => listChemicalAdditionsInOwnedPool(db, poolId, ownerId),
    });

    it("answers the owner exactly what the plain queries answer, each in one statement", async () => {
      const { db, statements } = counted(database.db);
      const reads = ownedReads(db, POOL, ALICE);
      const plain = database.db;

      expect(await reads.pool()).toEqual((await findPool(plain, POOL))?.pool);
      expect(await reads.latest()).toEqual({ latest: (await findLatestReading(plain, POOL)) ?? null });
      const recent = await reads.recent();
      expect(recent).toEqual(await listRecentReadings(plain, POOL));
      expect(recent).toHaveLength(20);
      const firstPage = await reads.history();
      expect(firstPage).toEqual(await listReadingHistory(plain, POOL, { limit: 5 }));
      const cursor = firstPage!.nextCursor!;
      expect(cursor).toEqual(expect.any(String));
      expect(await listReadingHistoryInOwnedPool(db, POOL, ALICE, { limit: 5, cursor })).toEqual(await listReadingHistory(plain, POOL, { limit: 5, cursor }));
      const plan = await reads.plan();
      expect(plan?.plan).not.toBeNull();
      expect(plan).toEqual({ plan: await findCurrentTreatmentPlan(plain, POOL, START) });
      const withCya = await reads.poolWithCya();
      expect(withCya?.cya).not.toBeNull();
      expect(withCya).toEqual({ pool: (await findPool(plain, POOL))?.pool, cya: await findPoolCya(plain, POOL) });
      const additions = await reads.additions();
      expect(additions!.length).toBeGreaterThan(0);
      expect(additions).toEqual(await listChemicalAdditions(plain, POOL));
      const range = { from: new Date(START + 10 * 86_400_000), to: new Date(START + 20 * 86_400_000) };
      expect(await listChemicalAdditionsInOwnedPool(db, POOL, ALICE, range)).toEqual(await listChemicalAdditions(plain, POOL, range));

      expect(statements()).toBe(Object.keys(reads).length + 2);
    });

    it("answers undefined (the route's 404) for another user's pool, a removed one, an unknown id and a malformed one", async () => {
      const cases: [string, string][] = [[POOL, BOB], [REMOVED, ALICE], [UNKNOWN, ALICE], ['not-a-uuid', ALICE], [POOL, 'not-a-uuid']];
      for (const [poolId, ownerId] of cases) {
        for (const [name, read] of Object.entries(ownedReads(database.db, poolId, ownerId))) {
          expect(await read(), `${name} of ${poolId} for ${ownerId}`).toBeUndefined();
        }
      }
    });

    it('answers empty, not undefined, for an owned pool with nothing recorded yet', async () => {
      const reads = ownedReads(database.db, EMPTY, ALICE);
      expect(await reads.latest()).toEqual({ latest: null });
      expect(await reads.recent()).toEqual([]);
      expect(await reads.history()).toEqual({ items: [], nextCursor: null });
      expect(await reads.plan()).toEqual({ plan: null });
      expect(await reads.poolWithCya()).toEqual({ pool: expect.objectContaining({ id: EMPTY, name: 'Empty' }), cya: null });
      expect(await reads.additions()).toEqual([]);
    });
  });
}
