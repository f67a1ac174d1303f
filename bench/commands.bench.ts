// `npm run bench:commands` (needs DATABASE_URL, a real PostgreSQL): how writes and the audit export
// behave as one pool's history grows. Runs the server as its own process on a scratch database, then
// for a pool with 100, 1,000, 5,000 and 20,000 tests (a realistic history appended straight to the
// event store, then projected by the server) measures:
// - POST a reading: the first after the history grew (it may fold the stream once and write a
//   snapshot), then p50 and p95 over the next 30;
// - GET readings/latest: p50 over 20;
// - GET history.csv: time to the first byte and to the last, and its size.
// Goals (issue 14): POST p50 at 20,000 at most 1.5 × p50 at 100; CSV first byte under 50 ms at 20,000.
// Last line: JSON. BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildWaterHistory } from '../domain/water/testing/water-history.fixture.ts';
import { waterStreamOf } from '../domain/water/water.events.ts';
import { openDatabase } from '../infra/db/database.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { secondsUntilReady } from '../infra/db/testing/resilience-drill.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';
import { signedInClient } from '../infra/http/testing/api-test-client.ts';

const SIZES = [100, 1_000, 5_000, 20_000] as const;
const POSTS = 30;
const LATEST_GETS = 20;
const GOALS = { postP50RatioAt20k: 1.5, csvFirstByteMsAt20k: 50 };
const PORT = 40_000 + Math.floor(Math.random() * 1000);
const DAY = 24 * 3_600_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:commands needs DATABASE_URL (a real PostgreSQL server)');
  process.exit(2);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => Number(value.toFixed(1));

const scratch = await createScratchDatabase(serverUrl);
const baseUrl = `http://127.0.0.1:${PORT}`;
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'infra/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, DATABASE_URL: scratch.url, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_IP_POINTS: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
const store = createPostgresEventStore(database);
const sql = new pg.Client({ connectionString: scratch.url });

try {
  await secondsUntilReady(baseUrl, 60_000);
  await sql.connect();
  const owner = await signedInClient(baseUrl, 'bench-commands');
  const created = await owner.post<{ id: string }>('/api/pools', { name: 'Long History', type: 'inground', volumeGallons: 20000, location: 'backyard', onboardingCompleted: true });
  if (created.status !== 201) throw new Error(`pool: ${created.status} ${created.text}`);
  const poolId = created.body.id;
  const stream = waterStreamOf(poolId);

  // Most days have a test (some are deleted or corrected), ending well before now so the bench's own tests are the latest.
  // A 'day' of 16 h keeps 26,000 of them after 1970.
  const days = Math.ceil(SIZES.at(-1)! * 1.3);
  const dayMs = (16 / 24) * DAY;
  const history = buildWaterHistory({ poolId, days, dayMs, start: Date.now() - days * dayMs - 30 * DAY, seed: 14 });
  let appended = 0;
  let readings = 0;
  const results = [];
  for (const size of SIZES) {
    // Append history until the pool has `size` tests (less the ones the bench itself posted).
    const batch = [];
    while (appended < history.length && readings < size - results.length * (POSTS + 1)) {
      const event = history[appended++]!;
      if (event.type === 'ReadingRecorded') readings++;
      batch.push(event);
    }
    let head = { commit: 0n, prepare: 0n };
    for (let i = 0; i < batch.length; i += 500) {
      head = (await store.append(stream, batch.slice(i, i + 500).map((event) => ({ id: crypto.randomUUID(), type: event.type, data: event.data })))).position;
    }
    const total = async () => Number((await sql.query<{ n: string }>('SELECT count(*) AS n FROM readings WHERE pool_id = $1', [poolId])).rows[0]!.n);
    // Every read model, not only readings: one still folding the appended history (achievements,
    // due notifications) would slow the POSTs measured next, which wait for their read models.
    const behind = async () => Number((await sql.query<{ n: string }>(
      'SELECT count(*) AS n FROM projection_checkpoints WHERE (position_commit::numeric, position_prepare) < ($1::numeric, $2::bigint)',
      [String(head.commit), String(head.prepare)],
    )).rows[0]!.n);
    for (let waited = 0; (await behind()) > 0; waited += 100) {
      if (waited > 180_000) throw new Error('projections did not catch up with the appended history');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const before = await total();
    const post = async () => {
      const started = performance.now();
      const response = await owner.post(`/api/pools/${poolId}/readings`, { ph: 7.4, freeChlorinePpm: 3, timestamp: new Date().toISOString() });
      if (response.status !== 201) throw new Error(`POST reading: ${response.status} ${response.text}`);
      return performance.now() - started;
    };
    const firstPostMs = await post();
    const posts: number[] = [];
    for (let i = 0; i < POSTS; i++) posts.push(await post());

    const latest: number[] = [];
    for (let i = 0; i < LATEST_GETS; i++) {
      const started = performance.now();
      await owner.get(`/api/pools/${poolId}/readings/latest`);
      latest.push(performance.now() - started);
    }

    const csvStarted = performance.now();
    const csv = await fetch(`${baseUrl}/api/pools/${poolId}/history.csv`, { headers: { cookie: owner.cookieHeader() } });
    const reader = csv.body!.getReader();
    let bytes = 0;
    let firstByteMs: number | undefined;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      firstByteMs ??= performance.now() - csvStarted;
      bytes += chunk.value.byteLength;
    }
    const csvTotalMs = performance.now() - csvStarted;

    const row = {
      readings: before,
      post: { firstMs: ms(firstPostMs), p50Ms: ms(percentile(posts, 50)), p95Ms: ms(percentile(posts, 95)) },
      latest: { p50Ms: ms(percentile(latest, 50)) },
      csv: { firstByteMs: ms(firstByteMs ?? csvTotalMs), totalMs: ms(csvTotalMs), kilobytes: Math.round(bytes / 1024) },
    };
    console.log(`${row.readings} tests: POST first ${row.post.firstMs} ms, p50 ${row.post.p50Ms} ms, p95 ${row.post.p95Ms} ms; `
      + `latest p50 ${row.latest.p50Ms} ms; CSV first byte ${row.csv.firstByteMs} ms, all ${row.csv.totalMs} ms (${row.csv.kilobytes} KB)`);
    results.push(row);
  }
  const smallest = results[0]!;
  const largest = results.at(-1)!;
  const postP50RatioAt20k = Number((largest.post.p50Ms / smallest.post.p50Ms).toFixed(2));
  const ok = postP50RatioAt20k <= GOALS.postP50RatioAt20k && largest.csv.firstByteMs < GOALS.csvFirstByteMsAt20k;
  console.log(JSON.stringify({ bench: 'commands', goals: GOALS, sizes: results, postP50RatioAt20k, csvFirstByteMsAt20k: largest.csv.firstByteMs, ok }));
} finally {
  await sql.end().catch(() => undefined);
  await store.close();
  await database.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await scratch.drop();
}
