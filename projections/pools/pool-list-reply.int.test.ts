// The pool list GET's kept views: after each change to an owner's pools (registered, changed,
// removed) the reply is the text of what the read model lists then, and a pool's row is read again
// only when its revision moves.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { poolListReply } from './pool-list-reply.ts';
import { listPoolsOfOwner, poolsProjection } from './pools.projection.ts';

const T0 = 1_780_000_000_000;
const ALICE = 'a11ce000-0000-4000-8000-000000000001';
const BOB = 'b0b00000-0000-4000-8000-000000000002';
const [FIRST, SECOND, THIRD, BOBS] = ['01', '02', '03', '0b'].map((n) => `a1a1a1a1-0000-4000-8000-0000000000${n}`) as [string, string, string, string];

let position = 0n;
const revisions = new Map<string, number>();
function event(poolId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  position++;
  const revision = revisions.get(poolId) ?? 0;
  revisions.set(poolId, revision + 1);
  return {
    id: crypto.randomUUID(), streamId: `pool-${poolId}`, type, revision: BigInt(revision), position: { commit: position, prepare: position },
    data: { poolId, ...data }, metadata: {}, createdAt: new Date(T0 + Number(position) * 60_000),
  };
}
const registered = (poolId: string, ownerId: string, name: string) =>
  event(poolId, 'PoolRegistered', { ownerId, registeredAt: T0, profile: { ...defaultPoolProfile(), name } });

for (const leg of databaseLegs()) {
  describe(`the pool list reply on ${leg.name}`, () => {
    let database: Database;
    const apply = (...events: RecordedEvent[]) => database.db.transaction().execute((trx) => poolsProjection.apply(trx, events));
    const expectCurrent = async (ownerId: string) => {
      const reply = await poolListReply(database.db, ownerId);
      expect(reply).toBe(JSON.stringify(await listPoolsOfOwner(database.db, ownerId)));
      return JSON.parse(reply) as { id: string; name: string; volumeGallons: number }[];
    };

    beforeAll(async () => {
      database = await leg.open();
      revisions.clear();
      await apply(registered(FIRST, ALICE, 'Backyard'), registered(SECOND, ALICE, 'Spa'), registered(BOBS, BOB, "Bob's"));
    });
    afterAll(async () => {
      await database?.close();
    });

    it("is the owner's live pools as the read model lists them, after every change", async () => {
      expect((await expectCurrent(ALICE)).map((pool) => pool.name)).toEqual(['Backyard', 'Spa']);
      expect((await expectCurrent(ALICE)).map((pool) => pool.name)).toEqual(['Backyard', 'Spa']);
      await apply(event(SECOND, 'PoolProfileUpdated', { updatedAt: T0 + 1, changes: { volumeGallons: 1200 } }));
      expect((await expectCurrent(ALICE))[1]).toMatchObject({ id: SECOND, volumeGallons: 1200 });
      await apply(registered(THIRD, ALICE, 'Lap pool'));
      expect((await expectCurrent(ALICE)).map((pool) => pool.name)).toEqual(['Backyard', 'Spa', 'Lap pool']);
      await apply(event(FIRST, 'PoolRemoved', { removedAt: T0 + 2 }));
      expect((await expectCurrent(ALICE)).map((pool) => pool.name)).toEqual(['Spa', 'Lap pool']);
      expect((await expectCurrent(BOB)).map((pool) => pool.id)).toEqual([BOBS]);
      expect(await poolListReply(database.db, 'a11ce000-0000-4000-8000-0000000000ff')).toBe('[]');
      expect(await poolListReply(database.db, 'not-a-uuid')).toBe('[]');
    });

    it("reads a pool's row again only when its revision moves", async () => {
      const before = await expectCurrent(ALICE);
      await sql`UPDATE pools SET profile = profile || '{"name": "Renamed behind its back"}' WHERE id = ${SECOND}`.execute(database.db);
      expect(JSON.parse(await poolListReply(database.db, ALICE))).toEqual(before);
      await sql`UPDATE pools SET revision = revision + 1 WHERE id = ${SECOND}`.execute(database.db);
      expect((await expectCurrent(ALICE))[0]).toMatchObject({ id: SECOND, name: 'Renamed behind its back' });
    });
  });
}
