// Child process for the crash test: rebuilds the stream-summary projection in small batches.
// With KILL_AFTER_BATCHES=n it kills itself (SIGKILL) a few milliseconds after its n-th batch, in
// the middle of the next one: the kill lands where the test chose however loaded the machine is
// (a parent reading a pipe could fall behind and kill too late, or never).
import { openDatabase } from '../../infra/db/database.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { rebuildProjection } from '../rebuild.ts';
import { streamSummaryProjection } from './stream-summary.projection.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
const store = createPostgresEventStore(database);
const killAfter = Number(process.env.KILL_AFTER_BATCHES ?? 0);
let batches = 0;
await rebuildProjection({
  database,
  store,
  projection: streamSummaryProjection(),
  batchSize: Number(process.env.BATCH_SIZE ?? 50),
  onBatch: () => {
    if (++batches === killAfter) setTimeout(() => process.kill(process.pid, 'SIGKILL'), Math.random() * 3);
  },
});
await store.close();
await database.close();
