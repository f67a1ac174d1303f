// The rebuild benchmarks' common run (bench:projections, bench:achievements): a history of at least
// the target number of events, generated round by round, then the production rebuild command
// (`npm run projections:rebuild`, its heap cap included) in a separate process, reporting its events
// per second and peak memory on the last line as JSON. Uses DATABASE_URL's server (a scratch database
// beside it) when set, otherwise an embedded PGlite database in a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import type { EventStore } from '../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';

export interface RebuildBenchOptions {
  /** The projections to rebuild; all when empty. */
  readonly projections: readonly string[];
  readonly targetEvents: number;
  /** Appends one round of history (owners numbered from `firstOwner`); answers its owners and events. */
  appendRound(store: EventStore, firstOwner: number): Promise<{ owners: number; events: number }>;
  /** Figures read from the rebuilt read models, added to the last line. */
  report?(database: Database): Promise<Record<string, unknown>>;
}

export async function runRebuildBench(options: RebuildBenchOptions): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const dataDir = serverUrl ? undefined : await mkdtemp(path.join(os.tmpdir(), 'cw-bench-'));
  const env = scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '', DATA_DIR: dataDir! };
  const open = (maxConnections: number) => openDatabase({ databaseUrl: scratch?.url, dataDir: dataDir ?? '', maxConnections });
  try {
    const database = await open(8);
    await migrateToLatest(database.db);
    const store = createPostgresEventStore(database);
    let events = 0;
    let owners = 0;
    const generating = performance.now();
    while (events < options.targetEvents) {
      const round = await options.appendRound(store, owners);
      owners += round.owners;
      events += round.events;
    }
    console.log(`history: ${events} events for ${owners} owners in ${Math.round(performance.now() - generating)} ms (${scratch ? 'PostgreSQL' : 'PGlite'})`);
    await store.close();
    await database.close();

    const rebuild = spawnSync('npm', ['run', '-s', 'projections:rebuild', '--', ...options.projections, '--stats'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (rebuild.status !== 0) throw new Error(`rebuild failed: ${rebuild.stderr}`);
    process.stdout.write(rebuild.stdout.split('\n').filter((line) => !line.startsWith('{')).join('\n'));
    const stats = JSON.parse(rebuild.stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssMb: number };
    let extra: Record<string, unknown> = {};
    if (options.report) {
      const rebuilt = await open(1);
      extra = await options.report(rebuilt);
      await rebuilt.close();
    }
    const eventsPerSecond = Math.round(events / (stats.ms / 1000));
    console.log(JSON.stringify({ events, ...extra, rebuildEventsPerSecond: eventsPerSecond, peakRssMb: stats.maxRssMb }));
  } finally {
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
