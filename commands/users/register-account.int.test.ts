// Local registration against a real database: the credential and the UserRegistered event are
// written together or not at all, and a taken email is a conflict.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCredential } from '../../infra/accounts/accounts.store.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { DomainError } from '../../domain/common/decider.ts';
import { registerAccount, type RegisterAccountInput } from './register-account.ts';

const accountFor = (email: string): RegisterAccountInput => ({
  userId: randomUUID(), email, password: 'correct horse battery', firstName: 'Pat', lastName: null, now: new Date('2026-11-22T10:00:00Z'),
});

for (const leg of databaseLegs()) {
  describe(`registerAccount on ${leg.name}`, () => {
    let database: Database;
    let store: EventStore;
    beforeAll(async () => {
      database = await leg.open();
      store = createPostgresEventStore(database);
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('claims the email and registers the user, with the time as epoch ms', async () => {
      const input = accountFor('pat@example.com');
      const account = await registerAccount({ store, db: database.db }, input);
      expect(account).toMatchObject({ userId: input.userId, profile: { email: 'pat@example.com', firstName: 'Pat', lastName: null, profileImageUrl: null } });
      expect(await findCredential(database.db, 'pat@example.com')).toMatchObject({ user_id: input.userId });
      const [registered] = await store.readStream(`user-${input.userId}`);
      expect(registered?.data).toMatchObject({ userId: input.userId, registeredAt: input.now.getTime(), identityProvider: 'local' });
    });

    it('leaves no credential behind when the registration event cannot be appended', async () => {
      const failing: EventStore = { ...store, append: () => Promise.reject(new Error('the event store is down')) };
      await expect(registerAccount({ store: failing, db: database.db }, accountFor('lost@example.com'))).rejects.toThrow('the event store is down');
      expect(await findCredential(database.db, 'lost@example.com')).toBeUndefined();
      // The email is free again: the next attempt succeeds.
      await expect(registerAccount({ store, db: database.db }, accountFor('lost@example.com'))).resolves.toMatchObject({ profile: { email: 'lost@example.com' } });
    });

    it('refuses a taken email with a conflict, keeping the first account', async () => {
      const first = await registerAccount({ store, db: database.db }, accountFor('taken@example.com'));
      const again = registerAccount({ store, db: database.db }, accountFor('taken@example.com'));
      await expect(again).rejects.toBeInstanceOf(DomainError);
      await expect(again).rejects.toMatchObject({ code: 'conflict' });
      expect(await findCredential(database.db, 'taken@example.com')).toMatchObject({ user_id: first.userId });
    });
  });
}
