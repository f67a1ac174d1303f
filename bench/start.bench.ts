// `npm run bench:start`: the first `npm start` on a fresh machine, measured from outside. Each run
// starts `node scripts/start.mjs` (what `npm start` runs) with the embedded database in a new, empty
// data folder, polls GET /healthz every 10 ms until it answers 200, then leaves the server idle for
// BENCH_IDLE_SECONDS (default 10) and reads its resident memory from /proc. The server logs its
// start-up phases at debug level; their times are reported too (see PHASES). BENCH_RUNS (default 3) runs.
// Last line: JSON with each run and the medians. Goal: healthy in ≤ 2 s, idle RSS ≤ 350 MB.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const GOALS = { healthyMs: 2000, idleRssMb: 350 };
/** The server's start-up lines (infra/main.ts, infra/server.ts): ms since the process, then since startServer began. */
const PHASES = new Set(['server modules loaded', 'database open', 'database migrated', 'routes registered']);

interface Run {
  healthyMs: number;
  idleRssMb: number;
  phases: Record<string, number>;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

async function once(): Promise<Run> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cw-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const phases: Record<string, number> = {};
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    let newline: number;
    while ((newline = output.indexOf('\n')) >= 0) {
      const line = output.slice(0, newline);
      output = output.slice(newline + 1);
      try {
        const entry = JSON.parse(line) as { msg?: string; ms?: number };
        if (entry.msg && PHASES.has(entry.msg) && typeof entry.ms === 'number') phases[entry.msg] = Math.round(entry.ms);
      } catch {
        // Not a log line.
      }
    }
  });
  try {
    let healthyMs = 0;
    while (!healthyMs) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
      if (performance.now() - started > 60_000) throw new Error('not healthy after 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (ok) healthyMs = Math.round(performance.now() - started);
      else await sleep(10);
    }
    await sleep(IDLE_SECONDS * 1000);
    return { healthyMs, idleRssMb: rssMb(child.pid!), phases };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const runs: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  const run = await once();
  console.log(`run ${i + 1}: healthy in ${run.healthyMs} ms, idle RSS ${run.idleRssMb} MB, phases ${JSON.stringify(run.phases)}`);
  runs.push(run);
}
const healthyMs = median(runs.map((run) => run.healthyMs));
const idleRssMb = median(runs.map((run) => run.idleRssMb));
console.log(JSON.stringify({ bench: 'start', runs, healthyMs, idleRssMb, goals: GOALS, ok: healthyMs <= GOALS.healthyMs && idleRssMb <= GOALS.idleRssMb }));
