// Runs the event store contract against EventStoreDB/KurrentDB when ESDB_URL names a server
// (e.g. esdb://localhost:2113?tls=false). Without it this leg is skipped, and says so.
import { describe, it } from 'vitest';
import { eventStoreContract } from './testing/event-store.contract.ts';
import { createEsdbEventStore } from './esdb-event-store.ts';

const esdbUrl = process.env.ESDB_URL;

if (esdbUrl) {
  eventStoreContract('EventStoreDB (ESDB) adapter', async () => {
    const store = createEsdbEventStore(esdbUrl);
    return {
      store,
      close: () => store.close(),
      lateCommitNotApplicable: 'ESDB assigns $all positions in commit order, so no write can commit behind a later position',
    };
  });
} else {
  console.warn('[event store contract] ESDB leg skipped: ESDB_URL is not set');
  describe.skip('EventStore contract: ESDB adapter (skipped: ESDB_URL is not set)', () => {
    it('runs the event store contract against ESDB', () => undefined);
  });
}
