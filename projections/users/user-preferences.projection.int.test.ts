// The user preferences read model: defaults without a row, each change folded on top, replays ignored
// by stream revision, unreadable events skipped (the routes' test projects the command's events end to end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from '../../domain/users/user-preferences.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { findUserPreferences, userPreferencesProjection } from './user-preferences.projection.ts';

let position = 0n;
function recorded(streamId: string, revision: number, type: string, data: unknown): RecordedEvent {
  position++;
  return { id: crypto.randomUUID(), streamId, type, revision: BigInt(revision), position: { commit: position, prepare: position }, data, metadata: {}, createdAt: new Date() };
}

const T0 = 1_795_341_600_000;
const userId = '44444444-4444-4444-8444-444444444444';
const changed = (revision: number, changes: Record<string, unknown>) => recorded(`user-${userId}`, revision, 'PreferencesChanged', { userId, changedAt: T0, changes });

for (const leg of databaseLegs()) {
  describe(`user preferences read model on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });
    const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => userPreferencesProjection.apply(trx, events));

    it('reads the defaults for a user who never changed a preference, and for an id that is not a uuid', async () => {
      expect(await findUserPreferences(database.db, crypto.randomUUID())).toEqual(DEFAULT_USER_PREFERENCES);
      expect(await findUserPreferences(database.db, 'not-a-uuid')).toEqual(DEFAULT_USER_PREFERENCES);
      expect(DEFAULT_USER_PREFERENCES.quietHours).toEqual({ start: '21:00', end: '08:00' });
    });

    it('folds each change on top of the last, ignores replayed revisions and skips what it cannot read', async () => {
      const metric = changed(1, { units: 'metric', quietHours: { start: '22:00', end: '07:00' } });
      const order = changed(2, { testMethodOrder: ['manual', 'upload', 'camera'], productDeals: false });
      await apply([metric]);
      await apply([order, metric, changed(3, { units: 'furlongs' }), recorded('user-not-a-uuid', 1, 'PreferencesChanged', { userId: 'x', changedAt: T0, changes: { units: 'metric' } })]);
      const expected = { ...DEFAULT_USER_PREFERENCES, units: 'metric', quietHours: { start: '22:00', end: '07:00' }, testMethodOrder: ['manual', 'upload', 'camera'], productDeals: false };
      expect(await findUserPreferences(database.db, userId)).toEqual(expected);
      // A replay of the first change after the second does not undo the second.
      await apply([changed(1, { units: 'imperial', productDeals: true })]);
      expect(await findUserPreferences(database.db, userId)).toEqual(expected);
    });
  });
}
