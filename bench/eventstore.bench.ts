// Event store benchmark against a real PostgreSQL server (DATABASE_URL): appends per second with
// 1 and 16 concurrent writers, the same 16-writer loop as plain INSERTs into a table with the same
// columns (the baseline the append path is judged against), and $all read throughput.
// Runs in a scratch database that is dropped afterwards. The last line printed is JSON.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../infra/db/database.ts';
import type { Database } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { query } from '../infra/db/sql-pool.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { START } from '../infra/eventstore/event-store.ts';
import type { EventStore } from '../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';

const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 2.5);
const ROUNDS = 5;
const READ_PAGE = 5000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:eventstore needs a real PostgreSQL server: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

function sampleEvent() {
  return {
    id: randomUUID(),
    type: 'ReadingRecorded',
    data: { poolId: randomUUID(), readingId: randomUUID(), ph: 7.4, freeChlorinePpm: 2.5, totalAlkalinityPpm: 90, cyanuricAcidPpm: 40 },
    metadata: { userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), schemaVersion: 1 },
  };
}

/** Runs `writers` loops of `operation` for SECONDS_PER_RUN and returns operations per second. */
async function throughput(writers: number, operation: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + SECONDS_PER_RUN * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        await operation();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const appendOne = (store: EventStore) => () => store.append(`bench-${randomUUID()}`, [sampleEvent()], { expectedRevision: 'no_stream' });

const RAW_TABLE = `CREATE TABLE raw_events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL, stream_id text NOT NULL, stream_revision bigint NOT NULL, type text NOT NULL,
  data jsonb NOT NULL, metadata jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`;

const rawInsert = (database: Database) => () => {
  const event = sampleEvent();
  return query(
    database.pool,
    'INSERT INTO raw_events (event_id, stream_id, stream_revision, type, data, metadata) VALUES ($1, $2, 0, $3, $4, $5)',
    [event.id, `bench-${randomUUID()}`, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
  );
};

async function readEverything(store: EventStore): Promise<{ events: number; perSecond: number }> {
  const started = performance.now();
  let events = 0;
  for (let from = START; ; ) {
    const page = await store.readAll({ fromPosition: from, maxCount: READ_PAGE });
    if (page.length === 0) break;
    events += page.length;
    from = page.at(-1)!.position;
  }
  return { events, perSecond: events / ((performance.now() - started) / 1000) };
}

const round = (n: number): number => Math.round(n);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(serverUrl!);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', maxConnections: 20 });
  try {
    await migrateToLatest(database.db);
    await query(database.pool, RAW_TABLE);
    // BENCH_NOTIFY=transaction measures the NOTIFY-inside-the-append variant.
    const notify = process.env.BENCH_NOTIFY === 'transaction' ? 'transaction' : 'coalesced';
    const store = createPostgresEventStore(database, { notify });
    console.log(`event store benchmark: ${SECONDS_PER_RUN} s per run, notify=${notify}, scratch database ${new URL(scratch.url).pathname.slice(1)}`);
    await throughput(16, appendOne(store)); // warm-up: connections, plans, caches
    await throughput(16, rawInsert(database));

    const appendsPerSecond1 = await throughput(1, appendOne(store));
    console.log(`append, 1 writer:         ${round(appendsPerSecond1)} appends/s`);
    // The machine may be shared: alternate the two 16-writer loops over several rounds and take
    // medians, with the ratio from each round's pair, so a burst of load elsewhere cannot decide it.
    const appends16: number[] = [];
    const raws16: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      appends16.push(await throughput(16, appendOne(store)));
      raws16.push(await throughput(16, rawInsert(database)));
    }
    const appendsPerSecond16 = median(appends16);
    const rawInsertsPerSecond16 = median(raws16);
    const appendRatioToRaw16 = median(appends16.map((a, i) => a / raws16[i]!));
    console.log(`append, 16 writers:       ${round(appendsPerSecond16)} appends/s (median; rounds: ${appends16.map(round).join(', ')})`);
    console.log(`raw INSERT, 16 writers:   ${round(rawInsertsPerSecond16)} inserts/s (median; rounds: ${raws16.map(round).join(', ')})`);
    console.log(`append / raw, 16 writers: ${appendRatioToRaw16.toFixed(3)} (median of the rounds' ratios)`);

    // The first pass over just-written rows also sets their hint bits (a one-off write per page);
    // the second is the steady state that projection rebuilds see. Both are printed.
    const cold = await readEverything(store);
    const read = await readEverything(store);
    console.log(`readAll, first pass:      ${round(cold.perSecond)} events/s over ${cold.events} events (pages of ${READ_PAGE})`);
    console.log(`readAll, second pass:     ${round(read.perSecond)} events/s over ${read.events} events`);
    await store.close();

    const result = {
      appendsPerSecond1: round(appendsPerSecond1),
      appendsPerSecond16: round(appendsPerSecond16),
      rawInsertsPerSecond16: round(rawInsertsPerSecond16),
      appendRatioToRaw16: Number(appendRatioToRaw16.toFixed(3)),
      readAllEventsPerSecond: round(read.perSecond),
    };
    console.log(`goals: appendRatioToRaw16 >= 0.6 ${result.appendRatioToRaw16 >= 0.6 ? 'met' : 'NOT met'}, readAll >= 100000/s ${result.readAllEventsPerSecond >= 100_000 ? 'met' : 'NOT met'}`);
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
