// The pools and users read models: folding a batch, ignoring replays by stream revision (a removed
// pool stays removed), surviving events they cannot parse, and reading events stored with ISO
// times before times were epoch ms.
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

const T0 = 1_795_341_600_000; // 2026-11-22T10:00:00Z
const HOUR = 3_600_000;
const poolId = '22222222-2222-4222-8222-222222222222';
const stream = `pool-${poolId}`;
const registered = recorded(stream, 0, 'PoolRegistered', { poolId, ownerId: 'a1a1a1a1-0000-4000-8000-000000000000', registeredAt: T0, profile: { ...defaultPoolProfile(), name: 'Lagoon' } });
const updated = recorded(stream, 1, 'PoolProfileUpdated', { poolId, updatedAt: T0 + HOUR, changes: { volumeGallons: 30000 } });
const located = recorded(stream, 2, 'PoolLocationSet', { poolId, setAt: T0 + 2 * HOUR, latitude: 10, longitude: 20 });
const removed = recorded(stream, 3, 'PoolRemoved', { poolId, removedAt: T0 + 3 * HOUR });

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
    const registeredAtOf = async (userId: string) =>
      (await database.db.selectFrom('users').select('registered_at').where('id', '=', userId).executeTakeFirstOrThrow()).registered_at.toISOString();

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
        recorded(`pool-${other}`, 1, 'PoolProfileUpdated', { poolId: other, updatedAt: T0, changes: { name: 'Orphan' } }),
        recorded('pool-not-a-uuid', 0, 'PoolRemoved', { poolId: 'x', removedAt: T0 }),
      ]);
      expect(await findPool(database.db, other)).toBeUndefined();
    });

    it('keeps the latest user profile and ignores replays', async () => {
      const userId = 'b2b2b2b2-0000-4000-8000-000000000000';
      const userRegistered = recorded(`user-${userId}`, 0, 'UserRegistered', { userId, registeredAt: T0, identityProvider: 'local', email: 'u@example.com', firstName: 'U', lastName: null, profileImageUrl: null });
      const profileUpdated = recorded(`user-${userId}`, 1, 'ProfileUpdated', { userId, updatedAt: T0 + HOUR, changes: { lastName: 'Ser' } });
      await database.db.transaction().execute((trx) => usersProjection.apply(trx, [userRegistered, profileUpdated, userRegistered]));
      await database.db.transaction().execute((trx) => usersProjection.apply(trx, [userRegistered]));
      expect(await findUser(database.db, userId)).toEqual({ id: userId, email: 'u@example.com', firstName: 'U', lastName: 'Ser', profileImageUrl: null });
      expect(await registeredAtOf(userId)).toBe('2026-11-22T10:00:00.000Z');
    });

    it('folds and projects pool and user events stored with ISO times (before times were epoch ms)', async () => {
      const oldPool = '44444444-4444-4444-8444-444444444444';
      await apply([
        recorded(`pool-${oldPool}`, 0, 'PoolRegistered', { poolId: oldPool, ownerId: 'a1a1a1a1-0000-4000-8000-000000000000', registeredAt: '2026-11-22T10:00:00Z', profile: { ...defaultPoolProfile(), name: 'Old Pond' } }),
        recorded(`pool-${oldPool}`, 1, 'PoolProfileUpdated', { poolId: oldPool, updatedAt: '2026-11-22T11:00:00.000Z', changes: { volumeGallons: 12000 } }),
        recorded(`pool-${oldPool}`, 2, 'PoolLocationSet', { poolId: oldPool, setAt: '2026-11-22T12:00:00.000Z', latitude: 1, longitude: 2 }),
      ]);
      expect((await findPool(database.db, oldPool))?.pool).toMatchObject({ id: oldPool, name: 'Old Pond', volumeGallons: 12000, latitude: 1, longitude: 2 });
      await apply([recorded(`pool-${oldPool}`, 3, 'PoolRemoved', { poolId: oldPool, removedAt: '2026-11-22T13:00:00.000Z' })]);
      expect(await findPool(database.db, oldPool)).toBeUndefined();

      const oldUser = 'c3c3c3c3-0000-4000-8000-000000000000';
      const userRegistered = recorded(`user-${oldUser}`, 0, 'UserRegistered', { userId: oldUser, registeredAt: '2026-11-22T10:00:00.000Z', identityProvider: 'local', email: 'old@example.com', firstName: 'O', lastName: null, profileImageUrl: null });
      const profileUpdated = recorded(`user-${oldUser}`, 1, 'ProfileUpdated', { userId: oldUser, updatedAt: '2026-11-22T11:00:00.000Z', changes: { lastName: 'Timer' } });
      await database.db.transaction().execute((trx) => usersProjection.apply(trx, [userRegistered, profileUpdated]));
      expect(await findUser(database.db, oldUser)).toEqual({ id: oldUser, email: 'old@example.com', firstName: 'O', lastName: 'Timer', profileImageUrl: null });
      expect(await registeredAtOf(oldUser)).toBe('2026-11-22T10:00:00.000Z');
    });
  });
}
