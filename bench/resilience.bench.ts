// `npm run bench:resilience` (needs DATABASE_URL, a real PostgreSQL): runs the server as its own
// process on a scratch database, drives 16 concurrent writers (one pool each) for 30 s, terminates
// the projection locks' connection at 10 s and every connection of the app's database at 20 s (as
// a server restart would), then checks that every acknowledged write reached the read models.
// Last line: JSON with acknowledged writes, writes found, process restarts (a supervisor would have
// restarted an exited server; here the bench does and counts it), the slowest /healthz answer and
// the seconds until /readyz was ready again after each cut.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { probeHealth, secondsUntilReady, startWriteLoad, terminateBackends } from '../infra/db/testing/resilience-drill.ts';
import { signedInClient } from '../infra/http/testing/api-test-client.ts';

const WRITERS = 16;
const DURATION_MS = 30_000;
const PORT = 3000 + Math.floor(Math.random() * 1000) + 40_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:resilience needs DATABASE_URL (a real PostgreSQL server)');
  process.exit(2);
}

const scratch = await createScratchDatabase(serverUrl);
let restarts = 0;
let stopping = false;
let child: ChildProcess;
const baseUrl = `http://127.0.0.1:${PORT}`;

function startServerProcess(): void {
  child = spawn(process.execPath, ['--import', 'tsx', 'infra/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: scratch.url, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_IP_POINTS: '10000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    restarts++;
    console.error(`server exited (${code ?? signal}); restarting`);
    startServerProcess();
  });
}

try {
  startServerProcess();
  await secondsUntilReady(baseUrl, 60_000);
  const owner = await signedInClient(baseUrl, 'bench');
  const poolIds: string[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const pool = await owner.post<{ id: string }>('/api/pools', { name: `Pool ${i}`, type: 'inground', volumeGallons: 20000, location: 'backyard' });
    if (pool.status !== 201) throw new Error(`pool: ${pool.status} ${pool.text}`);
    poolIds.push(pool.body.id);
  }
  const health = probeHealth(baseUrl);
  const load = startWriteLoad(owner, poolIds);
  const readyAfter: Record<string, number> = {};
  const started = performance.now();
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - performance.now())));

  await at(DURATION_MS / 3);
  const lockConnections = await terminateBackends(scratch.url, 'locks');
  readyAfter.locks = Number((await secondsUntilReady(baseUrl)).toFixed(2));
  await at((2 * DURATION_MS) / 3);
  const allConnections = await terminateBackends(scratch.url, 'all');
  readyAfter.all = Number((await secondsUntilReady(baseUrl)).toFixed(2));
  await at(DURATION_MS);
  await load.stop();
  await health.stop();
  await secondsUntilReady(baseUrl);

  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('SELECT id FROM readings WHERE pool_id = ANY($1)', [poolIds]);
  await client.end();
  const found = new Set(rows.map((row) => row.id));
  const result = {
    writers: WRITERS,
    seconds: DURATION_MS / 1000,
    acknowledgedWrites: load.acknowledged.length,
    writesFoundInReadModels: load.acknowledged.filter((id) => found.has(id)).length,
    failedRequests: Object.fromEntries(load.failures),
    terminatedConnections: { locks: lockConnections, all: allConnections },
    processRestarts: restarts,
    maxHealthzMs: Number(health.maxLatencyMs().toFixed(1)),
    secondsUntilReady: readyAfter,
  };
  console.log(JSON.stringify(result));
} finally {
  stopping = true;
  child!.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await scratch.drop();
}
