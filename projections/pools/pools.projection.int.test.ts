// The pools and users read models: folding a batch, ignoring replays by stream revision (a removed
// pool stays removed), and surviving events they cannot parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defaultPoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import { findPool, listPoolsOfOwner, poolsProjection } from './pools.projection.ts';
import { findUser, usersProjection } from '../users/users.projection.ts';

let position = 0n;
function recorded(streamId: string, revision: number, type: string, data: unknown): RecordedEvent {
  position++;
  return { id: crypto.randomUUID(), streamId, type, revision: BigInt(revision), position: { commit: position, prepare: position }, data, metadata: {}, createdAt: new Date() };
}

const poolId = '22222222-2222-4222-8222-222222222222';
const stream = `pool-${poolId}`;
const registered = recorded(stream, 0, 'PoolRegistered', { poolId, ownerId: 'a1a1a1a1-0000-4000-8000-000000000000', registeredAt: '2026-11-22T10:00:00Z', profile: { ...defaultPoolProfile(), name: 'Lagoon' } });
const updated = recorded(stream, 1, 'PoolProfileUpdated', { poolId, updatedAt: '2026-11-22T11:00:00Z', changes: { volumeGallons: 30000 } });
const located = recorded(stream, 2, 'PoolLocationSet', { poolId, setAt: '2026-11-22T12:00:00Z', latitude: 10, longitude: 20 });
const removed = recorded(stream, 3, 'PoolRemoved', { poolId, removedAt: '2026-11-22T13:00:00Z' });

for (const leg of databaseLegs()) {
  describe(`pools and users projections on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });
    const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => poolsProjection.apply(trx, events));

    it('folds a batch, ignores replayed revisions, and keeps a removed pool removed', async () => {
      await apply([registered, updated]);
      await apply([located, registered, updated]);
      expect((await findPool(database.db, poolId))?.pool).toMatchObject({ id: poolId, name: 'Lagoon', volumeGallons: 30000, latitude: 10, longitude: 20 });
      expect(await listPoolsOfOwner(database.db, 'a1a1a1a1-0000-4000-8000-000000000000')).toHaveLength(1);
      await apply([removed]);
      await apply([registered, updated, located]);
      expect(await findPool(database.db, poolId)).toBeUndefined();
      expect(await listPoolsOfOwner(database.db, 'a1a1a1a1-0000-4000-8000-000000000000')).toEqual([]);
    });

    it('skips events it cannot parse or place instead of failing the batch', async () => {
      const other = '33333333-3333-4333-8333-333333333333';
      await apply([
        recorded(`pool-${other}`, 0, 'PoolRegistered', { broken: true }),
        recorded(`pool-${other}`, 1, 'PoolProfileUpdated', { poolId: other, updatedAt: 'x', changes: { name: 'Orphan' } }),
        recorded('pool-not-a-uuid', 0, 'PoolRemoved', { poolId: 'x', removedAt: 'y' }),
      ]);
      expect(await findPool(database.db, other)).toBeUndefined();
    });

    it('keeps the latest user profile and ignores replays', async () => {
      const userId = 'b2b2b2b2-0000-4000-8000-000000000000';
      const userRegistered = recorded(`user-${userId}`, 0, 'UserRegistered', { userId, registeredAt: '2026-11-22T10:00:00Z', identityProvider: 'local', email: 'u@example.com', firstName: 'U', lastName: null, profileImageUrl: null });
      const profileUpdated = recorded(`user-${userId}`, 1, 'ProfileUpdated', { userId, updatedAt: '2026-11-22T11:00:00Z', changes: { lastName: 'Ser' } });
      await database.db.transaction().execute((trx) => usersProjection.apply(trx, [userRegistered, profileUpdated, userRegistered]));
      await database.db.transaction().execute((trx) => usersProjection.apply(trx, [userRegistered]));
      expect(await findUser(database.db, userId)).toEqual({ id: userId, email: 'u@example.com', firstName: 'U', lastName: 'Ser', profileImageUrl: null });
    });
  });
}
