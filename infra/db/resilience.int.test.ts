// A database hiccup must not take the server down: under write load, PostgreSQL terminates the
// app's connections kind by kind (the projection locks' connection, the LISTEN connection, the
// pooled query connections), then all of them at once as a restart would. The process survives
// (an unheard 'error' event would end it, and vitest would report it), /healthz keeps answering,
// /readyz is not ready while projections are stopped and ready again once they have retaken their
// locks, and every write the API acknowledged is in the read models afterwards.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAMES, openDatabase, type Database } from './database.ts';
import { createScratchDatabase, databaseLegs } from './testing/test-database.ts';
import { probeHealth, secondsUntilReady, startWriteLoad, terminateBackends, type ConnectionKind } from './testing/resilience-drill.ts';
import { signedInClient, startTestServer } from '../http/testing/api-test-client.ts';
import { allProjections } from '../areas.ts';
import type { RunningServer } from '../server.ts';

const serverUrl = process.env.DATABASE_URL;

// A real server only: embedded PGlite has no backends to terminate (its leg below checks its locks).
if (serverUrl) describe('the server on PostgreSQL when connections are terminated', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  let server: RunningServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    server = await startTestServer(database);
  });

  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  const heldProjectionLocks = async () =>
    Number((await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND a.datname = current_database() AND a.application_name = ${APPLICATION_NAMES.locks}`.execute(database.db)).rows[0]?.n);

  it('survives each kind of terminated connection, loses no acknowledged write, and its projections catch up', async () => {
    const owner = await signedInClient(server.url, 'resilience');
    const poolIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const pool = await owner.post<{ id: string }>('/api/pools', { name: `Pool ${i}`, type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(pool.status).toBe(201);
      poolIds.push(pool.body.id);
    }
    await secondsUntilReady(server.url);
    expect(await heldProjectionLocks()).toBe(allProjections.length);

    const health = probeHealth(server.url);
    const load = startWriteLoad(owner, poolIds);
    const kinds: ConnectionKind[] = ['locks', 'listen', 'queries', 'all'];
    try {
      for (const kind of kinds) {
        if (process.env.TEST_LOG_LEVEL) console.log(`cutting ${kind} after ${load.acknowledged.length} writes`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const before = load.acknowledged.length;
        expect(await terminateBackends(scratch.url, kind), kind).toBeGreaterThan(0);
        if (kind === 'locks' || kind === 'all') {
          // Every projection stopped with its lock: not ready until they are running again.
          expect((await fetch(`${server.url}/readyz`)).status, kind).toBe(503);
        }
        const seconds = await secondsUntilReady(server.url, 30_000);
        if (process.env.TEST_LOG_LEVEL) console.log(`${kind}: ready again after ${seconds.toFixed(1)} s`);
        // Writes go on after each cut.
        await expect.poll(() => load.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(before);
      }
    } finally {
      await load.stop();
      await health.stop();
    }

    await secondsUntilReady(server.url, 30_000);
    expect(await heldProjectionLocks()).toBe(allProjections.length);
    const stored = new Set(
      (await database.db.selectFrom('readings').select('id').where('pool_id', 'in', poolIds).execute()).map((row) => row.id),
    );
    const lost = load.acknowledged.filter((id) => !stored.has(id));
    expect(load.acknowledged.length).toBeGreaterThan(20);
    expect(lost).toEqual([]);
    // Failed requests (the cut ones) answer 503, never 500.
    expect([...load.failures.keys()].filter((status) => status !== '503')).toEqual([]);
    expect(health.maxLatencyMs()).toBeLessThan(1000);
  }, 120_000);
});

describe.each(databaseLegs().filter((leg) => leg.name === 'pglite'))('locks on $name', (leg) => {
  it('are never lost while the process runs: one process owns the embedded database', async () => {
    const database = await leg.open();
    try {
      const lock = await database.tryLock('projection:example');
      expect(lock?.lost.aborted).toBe(false);
      expect(await database.tryLock('projection:example')).toBeNull();
      await lock?.release();
      expect(await database.tryLock('projection:example')).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
