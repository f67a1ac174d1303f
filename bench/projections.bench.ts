// `npm run bench:projections`: builds a realistic history of at least 200,000 events, then
// rebuilds every projection from position 0 in a separate process (the production command) and
// reports its throughput and peak memory (of the rebuild process itself). Uses DATABASE_URL's server (a scratch database beside
// it) when set, otherwise an embedded PGlite database in a temporary folder.
// Goal: ≥ 20,000 events/s with peak RSS under 300 MB.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';
import { appendOwnerHistory } from './history.fixture.ts';

const TARGET_EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const DAYS = 365;

const serverUrl = process.env.DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const dataDir = serverUrl ? undefined : await mkdtemp(path.join(os.tmpdir(), 'cw-bench-'));
const env = scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '', DATA_DIR: dataDir! };

try {
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: dataDir ?? '', maxConnections: 8 });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  let events = 0;
  let owners = 0;
  const generating = performance.now();
  while (events < TARGET_EVENTS) {
    const batch = await Promise.all(Array.from({ length: 4 }, (_, i) => appendOwnerHistory(store, owners + i, DAYS)));
    owners += batch.length;
    events += batch.reduce((a, b) => a + b, 0);
  }
  console.log(`history: ${events} events for ${owners} owners in ${Math.round(performance.now() - generating)} ms (${scratch ? 'PostgreSQL' : 'PGlite'})`);
  await store.close();
  await database.close();

  // Exactly the production command, `npm run projections:rebuild` (its heap cap included).
  const rebuild = spawnSync('npm', ['run', '-s', 'projections:rebuild', '--', '--stats'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (rebuild.status !== 0) throw new Error(`rebuild failed: ${rebuild.stderr}`);
  process.stdout.write(rebuild.stdout.split('\n').filter((l) => !l.startsWith('{')).join('\n'));
  const stats = JSON.parse(rebuild.stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssMb: number };
  const eventsPerSecond = Math.round(events / (stats.ms / 1000));
  console.log(JSON.stringify({ events, rebuildEventsPerSecond: eventsPerSecond, peakRssMb: stats.maxRssMb }));
} finally {
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
