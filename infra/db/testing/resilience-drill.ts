// Test support for the database-resilience test and bench: steady write load through the API,
// /healthz probes, and pg_terminate_backend on the app's connections by kind (as a failover, a
// proxy's idle time-out or a server restart would cut them).
import pg from 'pg';
import { APPLICATION_NAMES } from '../database.ts';
import type { ApiClient } from '../../http/testing/api-test-client.ts';

export type ConnectionKind = keyof typeof APPLICATION_NAMES | 'all';

/** Terminates the app database's backends of one kind (all: every backend of the database). Returns how many. */
export async function terminateBackends(databaseUrl: string, kind: ConnectionKind): Promise<number> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'clearwater-drill' });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::text IS NULL OR application_name = $2)`,
      [database, kind === 'all' ? null : APPLICATION_NAMES[kind]],
    );
    return rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

export interface WriteLoad {
  /** Ids of the readings the API acknowledged (201). */
  readonly acknowledged: string[];
  /** Requests that failed (status or network error), by status ('network' for no answer). */
  readonly failures: Map<string, number>;
  stop(): Promise<void>;
}

/** One loop per pool, each recording readings on its pool as fast as the API answers (one pool each, so writers never conflict). */
export function startWriteLoad(client: ApiClient, poolIds: readonly string[]): WriteLoad {
  const acknowledged: string[] = [];
  const failures = new Map<string, number>();
  let running = true;
  const fail = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
  const loop = async (poolId: string, writer: number) => {
    for (let i = 0; running; i++) {
      try {
        const response = await client.post<{ id: string }>(`/api/pools/${poolId}/readings`, { ph: 7.2 + ((writer + i) % 6) / 10, freeChlorinePpm: 3 });
        if (response.status === 201) acknowledged.push(response.body.id);
        else fail(String(response.status));
      } catch {
        fail('network');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const loops = poolIds.map((poolId, writer) => loop(poolId, writer));
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export interface HealthProbe {
  /** The slowest /healthz answer so far, in ms (a failed probe counts as Infinity). */
  readonly maxLatencyMs: () => number;
  stop(): Promise<void>;
}

/** Asks /healthz every intervalMs; the event loop of a healthy process answers in a few ms. */
export function probeHealth(baseUrl: string, intervalMs = 50): HealthProbe {
  let running = true;
  let max = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
      max = Math.max(max, ok ? performance.now() - started : Infinity);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    maxLatencyMs: () => max,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Resolves with the seconds until /readyz answers 200, or rejects after timeoutMs. */
export async function secondsUntilReady(baseUrl: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  let last = '';
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (response?.ok) return (performance.now() - started) / 1000;
    last = (await response?.text().catch(() => '')) ?? 'no answer';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/readyz not ready after ${timeoutMs} ms: ${last}`);
}
