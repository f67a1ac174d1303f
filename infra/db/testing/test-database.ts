// Test support: fresh, migrated databases. Integration suites run once per leg: embedded PGlite
// always, and the real PostgreSQL server when DATABASE_URL is set (as in CI). Each database is
// created for the test file and dropped after it, so files can run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

export interface DatabaseLeg {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

export function databaseLegs(): DatabaseLeg[] {
  const legs: DatabaseLeg[] = [{ name: 'pglite', open: () => openFreshDatabase(undefined) }];
  const url = process.env.DATABASE_URL;
  if (url) legs.push({ name: 'postgres', open: () => openFreshDatabase(url) });
  return legs;
}

/** A migrated database: in-memory PGlite, or a new database on the server at serverUrl. */
export async function openFreshDatabase(serverUrl: string | undefined, options: { migrate?: boolean } = {}): Promise<Database> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (options.migrate !== false) await migrateToLatest(database.db);
    return database;
  }
  const { url, drop } = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  if (options.migrate !== false) await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** Creates an empty database beside the one serverUrl names; drop() removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
