// Child process for the crash test: rebuilds the stream-summary projection in small batches,
// printing a line per batch so the parent can kill it (SIGKILL) at chosen moments.
import { openDatabase } from '../../infra/db/database.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { rebuildProjection } from '../rebuild.ts';
import { streamSummaryProjection } from './stream-summary.projection.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
const store = createPostgresEventStore(database);
await rebuildProjection({
  database,
  store,
  projection: streamSummaryProjection(),
  batchSize: Number(process.env.BATCH_SIZE ?? 50),
  onBatch: () => void process.stdout.write('batch\n'),
});
process.stdout.write('done\n');
await store.close();
await database.close();
