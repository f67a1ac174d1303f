// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite
// under DATA_DIR. Both are exposed through the same pool interface, kysely dialect, LISTEN and locks.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger.ts';
import { PglitePool } from './pglite-pool.ts';
import type { SqlClient, SqlPool } from './sql-pool.ts';
import type { Tables } from './tables.ts';

export type Unlisten = () => Promise<void>;

/** A held, exclusive, named lock (a session advisory lock on a real server). */
export interface HeldLock {
  release(): Promise<void>;
}

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Tables>;
  readonly pool: SqlPool;
  /** Calls onNotify with each NOTIFY payload on the channel until the returned function is called. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  /** Takes a named lock without waiting; null when another session holds it. */
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
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

function makeKysely(pool: SqlPool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle PostgreSQL connection failed'));
  const sqlPool = pool as unknown as SqlPool;
  const db = makeKysely(sqlPool);
  return {
    kind: 'postgres',
    db,
    pool: sqlPool,
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, options.logger),
    async tryLock(name) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
        if (!rows[0]?.locked) {
          client.release();
          return null;
        }
      } catch (error) {
        client.release();
        throw error;
      }
      return {
        async release() {
          try {
            await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
            client.release();
          } catch (error) {
            client.release(error as Error);
          }
        },
      };
    },
    async close() {
      await db.destroy();
    },
  };
}

async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void, logger?: Logger): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger?.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    // A reconnect may have missed notifications: wake the listener so it re-reads.
    onNotify('');
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? 'memory://' : path.resolve(dataDir, 'pglite');
  if (!inMemory) await mkdir(location, { recursive: true });
  const pglite = await PGlite.create(location);
  const pool = new PglitePool(pglite);
  const db = makeKysely(pool);
  const heldLocks = new Set<string>();
  return {
    kind: 'pglite',
    db,
    pool,
    async listen(channel, onNotify) {
      // LISTEN is a statement on the one session: take it in turn like any other.
      const unlisten = await pool.exclusive(() => pglite.listen(channel, onNotify));
      return () => pool.exclusive(() => unlisten());
    },
    async tryLock(name) {
      // PGlite is opened by one process only, so a process-local lock is exclusive.
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      return { release: async () => void heldLocks.delete(name) };
    },
    async close() {
      await db.destroy();
    },
  };
}

export type { SqlClient, SqlPool };
