// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite
// under DATA_DIR. Both are exposed through the same pool interface, kysely dialect, LISTEN and locks.
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../logger.ts';
import { embeddedLocation, prepareEmbeddedDatabase } from './embedded-init.ts';
import { migrationNames } from './migrate.ts';
import { EmbeddedStatementClient, NamedStatementClient } from './named-statements.ts';
import { PgliteSession } from './pglite-session.ts';
import { SessionLocks, type HeldLock } from './session-locks.ts';
import type { SqlClient, SqlPool } from './sql-pool.ts';
import type { Tables } from './tables.ts';

export type Unlisten = () => Promise<void>;

export type { HeldLock };

/** How the app's connections name themselves in pg_stat_activity (operators, and the resilience tests, tell them apart). */
export const APPLICATION_NAMES = { queries: 'clearwater', listen: 'clearwater-listen', locks: 'clearwater-locks' } as const;

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Tables>;
  readonly pool: SqlPool;
  /** Calls onNotify with each NOTIFY payload on the channel until the returned function is called. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  /** Takes a named lock without waiting; null when another session holds it. Throws when the database cannot be reached. */
  tryLock(name: string): Promise<HeldLock | null>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  logger?: Logger;
  maxConnections?: number;
}

// int8 (bigint) columns come back as strings from pg; we keep that and convert explicitly where a
// bigint is wanted, because a JS number silently loses precision past 2^53.

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, options.logger);
}

function makeKysely(pool: SqlPool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, application_name: APPLICATION_NAMES.queries, Client: NamedStatementClient });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle PostgreSQL connection failed'));
  // pg-pool listens for errors only on idle clients. A client that dies while checked out (between
  // the statements of a transaction, say) emits 'error' too; unheard, that would end the process.
  // Its query has already failed, and the pool drops it on release, so a log line is all it needs.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger?.warn({ err: error }, 'PostgreSQL connection in use failed'));
  });
  const locks = new SessionLocks(url, options.logger);
  const sqlPool = pool as unknown as SqlPool;
  const db = makeKysely(sqlPool);
  return {
    kind: 'postgres',
    db,
    pool: sqlPool,
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, options.logger),
    tryLock: (name) => locks.tryLock(name),
    async close() {
      await locks.close();
      await db.destroy();
    },
  };
}

async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void, logger?: Logger): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = LISTEN_RETRY_MIN_MS;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: APPLICATION_NAMES.listen });
    let lost = false;
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (lost) return;
      lost = true;
      logger?.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = LISTEN_RETRY_MIN_MS;
    // A reconnect may have missed notifications: wake the listener so it re-reads.
    onNotify('');
  };
  // Until LISTEN is back, subscribers still poll; keep trying, backing off while the server is down.
  const reconnectLater = (): void => {
    if (stopped) return;
    setTimeout(() => {
      if (stopped) return;
      connect().catch((error: unknown) => {
        logger?.warn({ err: error, channel, retryMs }, 'LISTEN reconnect failed; retrying');
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
        reconnectLater();
      });
    }, retryMs).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * The embedded database serves one small app in one process: a 16 MB buffer cache (PostgreSQL's
 * default is 128 MB) and modest sort memory keep its WebAssembly heap, and so the idle process, small.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=32MB', 'temp_buffers=2MB', 'wal_buffers=1MB'];

async function openPglite(dataDir: string, logger?: Logger): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? 'memory://' : embeddedLocation(dataDir);
  if (!inMemory) await prepareEmbeddedDatabase(dataDir, new Set(migrationNames()));
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])];
  // pg_trgm: the catalogue's typo-tolerant search (its migration creates the extension).
  const pglite = await PGlite.create(location, { startParams, extensions: { pg_trgm } });
  // node-postgres clients over PGlite's one session (pglite-session.ts): the same driver, types and
  // errors as on a real server. One pooled client at a time, as the one session allows anyway; it
  // stays open (no idle timeout), and the only other client is a LISTEN connection below.
  const session = new PgliteSession(pglite);
  const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: () => session.connect(), Client: EmbeddedStatementClient });
  pool.on('error', (error) => logger?.warn({ err: error }, 'embedded database connection failed'));
  const sqlPool = pool as unknown as SqlPool;
  const db = makeKysely(sqlPool);
  const heldLocks = new Set<string>();
  return {
    kind: 'pglite',
    db,
    pool: sqlPool,
    async listen(channel, onNotify) {
      const client = new pg.Client({ stream: () => session.connect() });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        // The session outlives this client: stop it listening before the client goes.
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        await client.end();
      };
    },
    async tryLock(name) {
      // PGlite is opened by one process only, so a process-local lock is exclusive.
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      // Nothing can take it away while this process runs, so it is never lost.
      return { lost: new AbortController().signal, release: async () => void heldLocks.delete(name) };
    },
    async close() {
      await db.destroy();
      await session.close();
    },
  };
}

export type { SqlClient, SqlPool };
