// `npm run bench:http` (needs DATABASE_URL, a real PostgreSQL): what a signed-in GET costs next to the
// smallest Koa + pg server doing one primary-key SELECT, on the same machine in the same run.
// The app (run as `npm start` runs it: scripts/start.mjs, the server's bundle on plain node) and the baseline (bench/http-baseline-server.ts) each run as their own
// process on one scratch database. autocannon drives each with 50 connections, after a warm-up:
// GET /api/pools, GET /api/pools/{id}/readings/latest and GET /api/pools/{id}/treatment-plan (a pool
// with a reading and an active plan, the signed-in cookie sent), each just after a baseline run, and
// each route's ratio is its req/s over that baseline run's: the median of BENCH_PAIRS (default 3) such
// pairs, since this machine's speed drifts by ±20 % within a minute. Then writes: 8 clients record readings on
// that one pool at once for the same time; 2xx, 409 and other answers are counted.
// CPU per request: the server process's user + system time (from /proc) over the requests it
// answered, and the same for the PostgreSQL backends serving its pool (found by application_name).
// Last line: JSON with each route's req/s, CPU and ratio, the writes and the goals (ok: all met).
// BENCH_SECONDS (default 6) sets each run's length; BENCH_LOG_LEVEL (default info, as in production)
// the app's LOG_LEVEL; BENCH_ROUTES (e.g. "plan,latest") measures only those routes and skips the writes;
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the app there (node --cpu-prof).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { APPLICATION_NAMES } from '../infra/db/database.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { ApiClient, signedInClient } from '../infra/http/testing/api-test-client.ts';
import { freePort } from './free-port.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));
const WARM_UP_SECONDS = 2;
const WRITERS = 8;
const GOALS = { ratio: 0.5, conflictShare: 0 };
const BASELINE_APPLICATION_NAME = 'bench-baseline';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:http needs DATABASE_URL (a real PostgreSQL server), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:http');
  process.exit(2);
}

async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Runs a script with node: TypeScript through tsx, JavaScript (the app's `npm start`) as it is. */
function spawnNode(args: string[], env: Record<string, string>): ChildProcess {
  const loader = args.at(-1)!.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${args.at(-1)} exited (${code ?? signal})`);
  });
  return child;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The processes' CPU time (user + system) in ms, from /proc; undefined where /proc is missing. */
function cpuMs(pids: readonly number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // Fields 14 and 15 of stat (utime, stime), counted from field 3 after the command name: clock ticks, 100 a second on Linux.
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return undefined;
    }
  }
  return total;
}

/** The PostgreSQL backends (same machine) serving a server's pool, by its application_name. */
async function backendPids(applicationName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [applicationName],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

interface Measured {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU per request answered. */
  cpuMsPerRequest: number | null;
  /** Its PostgreSQL backends' CPU per request answered. */
  dbCpuMsPerRequest: number | null;
}

async function measure(
  name: string, url: string, headers: Record<string, string>, server: ChildProcess, applicationName: string, warmUp: boolean,
): Promise<Measured> {
  const options = { url, connections: CONNECTIONS, headers, pipelining: 1 };
  if (warmUp) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const pids = { server: server.pid === undefined ? [] : [server.pid], db: await backendPids(applicationName) };
  const before = { server: cpuMs(pids.server), db: cpuMs(pids.db) };
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = { server: cpuMs(pids.server), db: cpuMs(pids.db) };
  const answered = result.requests.total;
  const perRequest = (from: number | undefined, to: number | undefined) =>
    from !== undefined && to !== undefined && answered > 0 ? Number(((to - from) / answered).toFixed(3)) : null;
  const measured: Measured = {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: pids.server.length > 0 ? perRequest(before.server, after.server) : null,
    dbCpuMsPerRequest: pids.db.length > 0 ? perRequest(before.db, after.db) : null,
  };
  console.log(
    `${name.padEnd(9)} ${String(measured.rps).padStart(6)} req/s  p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms`
      + `  cpu ${measured.cpuMsPerRequest ?? '?'} ms/req (PostgreSQL ${measured.dbCpuMsPerRequest ?? '?'})  non-2xx ${measured.non2xx}  errors ${measured.errors}`,
  );
  return measured;
}

async function writeLoad(baseUrl: string, cookie: string, poolId: string): Promise<{ rps: number; ok: number; conflicts: number; other: Record<string, number>; conflictShare: number }> {
  let ok = 0;
  let conflicts = 0;
  const other: Record<string, number> = {};
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const loop = async (writer: number) => {
    const client = new ApiClient(baseUrl);
    for (const pair of cookie.split('; ')) {
      const index = pair.indexOf('=');
      client.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    for (let i = 0; performance.now() < deadline; i++) {
      const status = await client
        .post(`/api/pools/${poolId}/readings`, { ph: 7.2 + ((writer + i) % 6) / 10, freeChlorinePpm: 1 + (i % 4), testMethod: 'manual' })
        .then((response) => String(response.status), () => 'network');
      if (status.startsWith('2')) ok++;
      else if (status === '409') conflicts++;
      else other[status] = (other[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, writer) => loop(writer)));
  const seconds = (performance.now() - started) / 1000;
  const total = ok + conflicts + Object.values(other).reduce((sum, count) => sum + count, 0);
  return { rps: Math.round(ok / seconds), ok, conflicts, other, conflictShare: total === 0 ? 1 : Number((conflicts / total).toFixed(4)) };
}

let stopping = false;
let app: ChildProcess | undefined;
let baseline: ChildProcess | undefined;
const scratch = await createScratchDatabase(serverUrl);
try {
  const [appPort, baselinePort] = [await freePort(), await freePort()];
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  app = spawnNode([...profile, 'scripts/start.mjs'], {
    DATABASE_URL: scratch.url, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    NODE_ENV: 'production', AUTH_RATE_LIMIT_IP_POINTS: '10000',
  });
  baseline = spawnNode([...profile, 'bench/http-baseline-server.ts'], { DATABASE_URL: scratch.url, PORT: String(baselinePort), HOST: '127.0.0.1', APPLICATION_NAME: BASELINE_APPLICATION_NAME });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await waitForOk(`${appUrl}/readyz`);
  await waitForOk(`${baselineUrl}/items/1`);

  const owner = await signedInClient(appUrl, 'bench-http');
  const pool = await owner.post<{ id: string }>('/api/pools', { name: 'Bench Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
  if (pool.status !== 201) throw new Error(`pool: ${pool.status} ${pool.text}`);
  const poolId = pool.body.id;
  const reading = await owner.post(`/api/pools/${poolId}/readings`, { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100, testMethod: 'manual' });
  if (reading.status !== 201) throw new Error(`reading: ${reading.status} ${reading.text}`);
  const plan = await owner.get<{ status: string } | null>(`/api/pools/${poolId}/treatment-plan`);
  if (plan.body?.status !== 'active') throw new Error(`expected an active plan, got ${plan.text}`);
  const cookie = owner.cookieHeader();

  console.log(`bench:http: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s per run, app LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'}`);
  const targets = {
    pools: '/api/pools',
    latest: `/api/pools/${poolId}/readings/latest`,
    plan: `/api/pools/${poolId}/treatment-plan`,
  };
  // Each route run follows a baseline run, and its ratio is to that run: a machine that gets busier
  // or quieter during the bench moves both sides of a ratio alike. The route's figures are those of
  // its median pair (by ratio); all the pairs' ratios are reported too.
  const baselines: Measured[] = [];
  const routes: Record<string, Measured & { ratio: number; baselineRps: number; ratios: number[] }> = {};
  const only = process.env.BENCH_ROUTES?.split(',');
  for (const [name, target] of Object.entries(targets)) {
    if (only && !only.includes(name)) continue;
    const pairs: { base: Measured; route: Measured; ratio: number }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const base = await measure('baseline', `${baselineUrl}/items/1`, {}, baseline, BASELINE_APPLICATION_NAME, pair === 0);
      const route = await measure(name, `${appUrl}${target}`, { cookie }, app, APPLICATION_NAMES.queries, pair === 0);
      baselines.push(base);
      pairs.push({ base, route, ratio: Number((route.rps / base.rps).toFixed(3)) });
    }
    const ratios = pairs.map((pair) => pair.ratio);
    const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
    routes[name] = { ...median.route, ratio: median.ratio, baselineRps: median.base.rps, ratios };
  }
  const writes = only ? { rps: 0, ok: 0, conflicts: 0, other: {}, conflictShare: 0 } : await writeLoad(appUrl, cookie, poolId);
  console.log(`writes    ${String(writes.rps).padStart(6)} req/s  ${WRITERS} clients on one pool: 2xx ${writes.ok}, 409 ${writes.conflicts}, other ${JSON.stringify(writes.other)}`);

  const readsClean = [...baselines, ...Object.values(routes)].every((m) => m.non2xx === 0 && m.errors === 0);
  const ok = !only && readsClean
    && Object.values(routes).every((m) => m.ratio >= GOALS.ratio)
    && writes.conflictShare <= GOALS.conflictShare
    && Object.keys(writes.other).length === 0;
  for (const [name, m] of Object.entries(routes)) console.log(`ratio ${name}: ${m.ratio} (median of ${m.ratios.join(', ')}; goal ≥ ${GOALS.ratio})`);
  const average = (values: (number | null)[]) => (values.some((v) => v === null) ? null : Number(((values as number[]).reduce((a, b) => a + b, 0) / values.length).toFixed(3)));
  console.log(JSON.stringify({
    bench: 'http',
    connections: CONNECTIONS,
    seconds: SECONDS,
    pairs: PAIRS,
    baselineRps: Math.round(average(baselines.map((m) => m.rps))!),
    baselineCpuMsPerRequest: average(baselines.map((m) => m.cpuMsPerRequest)),
    baselineDbCpuMsPerRequest: average(baselines.map((m) => m.dbCpuMsPerRequest)),
    routes,
    writes: { clients: WRITERS, rps: writes.rps, ok: writes.ok, conflicts: writes.conflicts, other: writes.other, conflictShare: writes.conflictShare },
    goals: GOALS,
    ok,
  }));
} finally {
  stopping = true;
  await Promise.all([stop(app), stop(baseline)]);
  await scratch.drop();
}
