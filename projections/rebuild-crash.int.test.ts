// Killing a rebuild (SIGKILL) at any moment and starting it again converges to the same read
// model as a clean rebuild. Runs on the real server when DATABASE_URL is set, and on an on-disk
// PGlite database (opened by one process at a time, as in production).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';
import { applyBatch } from './apply-batch.ts';
import { rebuildProjection } from './rebuild.ts';
import { createStreamSummaryTable, streamSummaryProjection, tableChecksum, STREAM_SUMMARY_TABLE } from './testing/stream-summary.projection.ts';

const child = path.join(import.meta.dirname, 'testing', 'rebuild-child.ts');

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cw-crash-'));
  return { env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir: dir }), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const { url, drop } = await createScratchDatabase(serverUrl);
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, dataDir: '' }), cleanup: drop };
}

/** Runs the child; it kills itself with SIGKILL during the batch after its `killAfterBatches`-th (never, when undefined). */
function runChild(env: Record<string, string>, killAfterBatches?: number): Promise<'killed' | 'done'> {
  return new Promise((resolve, reject) => {
    const kill = killAfterBatches === undefined ? {} : { KILL_AFTER_BATCHES: String(killAfterBatches) };
    const proc = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, ...env, ...kill, BATCH_SIZE: '20' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0) resolve('done');
      else reject(new Error(`rebuild child exited with ${code}: ${stderr}`));
    });
  });
}

async function seed(database: Database): Promise<string> {
  await migrateToLatest(database.db);
  await createStreamSummaryTable(database.db as never);
  const store = createPostgresEventStore(database);
  for (let s = 0; s < 120; s++) {
    const events = Array.from({ length: 10 }, (_, i) => ({ id: crypto.randomUUID(), type: i % 4 === 0 ? 'Tock' : 'Tick', data: { s, i } }));
    await store.append(`counter-${s}`, events);
  }
  await applyBatch(database.db, streamSummaryProjection(), await store.readAll({ maxCount: 10_000 }));
  await store.close();
  return tableChecksum(database.db as never, STREAM_SUMMARY_TABLE);
}

const legs: [string, () => Promise<Target>][] = [['pglite', pgliteTarget]];
if (process.env.DATABASE_URL) legs.push(['postgres', () => postgresTarget(process.env.DATABASE_URL!)]);

for (const [name, makeTarget] of legs) {
  describe(`rebuild after kill -9 on ${name}`, () => {
    it('converges to the same tables as a clean rebuild', { timeout: 180_000 }, async () => {
      const target = await makeTarget();
      try {
        let database = await target.open();
        const expected = await seed(database);
        await database.close();

        // 60 batches in all, and each run resumes where the last stopped: kill after 3, 23 and 48
        // batches in all (early, middle, close to the swap), then let the fourth run finish.
        for (const killAt of [3, 20, 25]) expect(await runChild(target.env, killAt)).toBe('killed');
        expect(await runChild(target.env)).toBe('done');

        database = await target.open();
        expect(await tableChecksum(database.db as never, STREAM_SUMMARY_TABLE)).toBe(expected);
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`.execute(database.db);
        expect(rows[0]?.n).toBe(0);

        // And a clean rebuild in this process agrees.
        const store = createPostgresEventStore(database);
        await rebuildProjection({ database, store, projection: streamSummaryProjection() });
        expect(await tableChecksum(database.db as never, STREAM_SUMMARY_TABLE)).toBe(expected);
        await store.close();
        await database.close();
      } finally {
        await target.cleanup();
      }
    });
  });
}
