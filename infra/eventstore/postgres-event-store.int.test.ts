// Runs the event store contract against the PostgreSQL adapter on every database leg: embedded
// PGlite always, and the real server when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { databaseLegs, openFreshDatabase } from '../db/testing/test-database.ts';
import type { Database } from '../db/database.ts';
import { eventStoreContract } from './testing/event-store.contract.ts';
import type { ContractSubject, LateCommitCapability } from './testing/event-store.contract.ts';
import { appendOn } from './postgres-append.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { newEvent, readAllUntil, settledHead, take, uniqueStream } from './testing/event-store-contract.support.ts';
import { START } from './event-store.ts';

/** Holds an append's transaction open on its own connection, using the adapter's own statement. */
function lateCommitOn(database: Database): LateCommitCapability {
  return {
    async beginHeldAppend(stream, events) {
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        await appendOn(client, { stream, events, expected: 'any', notifyChannel: 'cw_events' });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw error;
      }
      return {
        async commit() {
          try {
            await client.query('COMMIT');
          } finally {
            client.release();
          }
        },
      };
    },
  };
}

for (const leg of databaseLegs()) {
  eventStoreContract(`postgres adapter on ${leg.name}`, async (): Promise<ContractSubject> => {
    const database = await leg.open();
    const store = createPostgresEventStore(database, { pollIntervalMs: 50 });
    const close = async (): Promise<void> => {
      await store.close();
      await database.close();
    };
    // PGlite is one session: a held transaction would block every other statement, so the
    // late-commit case cannot be staged there (and cannot happen there either).
    return leg.name === 'postgres'
      ? { store, close, lateCommit: lateCommitOn(database) }
      : { store, close, lateCommitNotApplicable: 'PGlite is a single session, so no two transactions can overlap' };
  });
}

// Beyond the contract: live delivery must come from NOTIFY, not from the poll fallback.
for (const leg of databaseLegs()) {
  describe(`postgres adapter wake-ups on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database.close();
    });

    for (const notify of ['coalesced', 'transaction'] as const) {
      it(`wakes another process's live subscription by NOTIFY (${notify}) long before the poll would`, async () => {
        // Two stores on one database stand for two processes: only NOTIFY connects them.
        const reader = createPostgresEventStore(database, { pollIntervalMs: 60_000 });
        const writer = createPostgresEventStore(database, { notify });
        const subscription = reader.subscribeToAll({ fromPosition: await settledHead(reader) });
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = take(iterator, 1, 10_000);
        await new Promise((resolve) => setTimeout(resolve, 200)); // let the subscription go idle
        const event = newEvent();
        await writer.append(uniqueStream(), [event]);
        expect((await pending)[0]!.id).toBe(event.id);
        await Promise.all([reader.close(), writer.close()]);
      });
    }

    it("wakes its own process's subscriptions at the append, without waiting for the NOTIFY", async () => {
      const store = createPostgresEventStore(database, { notifyWindowMs: 60_000, pollIntervalMs: 60_000 });
      const subscription = store.subscribeToAll({ fromPosition: await settledHead(store) });
      const iterator = subscription[Symbol.asyncIterator]();
      const pending = take(iterator, 1, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const event = newEvent();
      await store.append(uniqueStream(), [event]);
      expect((await pending)[0]!.id).toBe(event.id);
      await store.close();
    });
  });
}

// Only transactions of this database can write its events, so only they may hold $all back.
const serverUrl = process.env.DATABASE_URL;
describe.runIf(Boolean(serverUrl))('postgres adapter horizon', () => {
  it('is not held back by a transaction left open in another database on the server', async () => {
    const database = await openFreshDatabase(serverUrl);
    const store = createPostgresEventStore(database);
    const elsewhere = new pg.Client({ connectionString: serverUrl });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()'); // takes a transaction id and keeps it
      const event = newEvent();
      await store.append(uniqueStream(), [event]);
      // Generous bound for other sessions' short transactions; the open one never ends in time.
      await readAllUntil(store, START, [event.id], 3_000);
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await elsewhere.end();
      await store.close();
      await database.close();
    }
  });
});
