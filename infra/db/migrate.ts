// Schema migrations: kysely's Migrator over the platform's timestamped files in ./migrations (event
// store, checkpoints, accounts, photos; listed in platform-migrations.ts) and the migrations each read model carries beside its code
// (projections/<area>/*.projection.ts, listed through infra/areas.ts). Each exports up(db) and
// down(db); names sort by their timestamp prefix.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { allProjections } from '../areas.ts';
import { platformMigrations } from './platform-migrations.ts';

function allMigrations(): Record<string, Migration> {
  const migrations: Record<string, Migration> = { ...platformMigrations };
  for (const projection of allProjections) {
    for (const [name, migration] of Object.entries(projection.migrations)) {
      if (migrations[name]) throw new Error(`Migration ${name} is declared twice`);
      migrations[name] = migration;
    }
  }
  return migrations;
}

/** The names of every migration this code knows, sorted as they run. */
export function migrationNames(): string[] {
  return Object.keys(allMigrations()).sort((a, b) => a.localeCompare(b));
}

const provider: MigrationProvider = {
  async getMigrations() {
    return allMigrations();
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they precede its types
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider,
    nameComparator: (a, b) => a.localeCompare(b),
    // A migration merged after others that sort later (a branch's timestamp is older than main's
    // newest) would otherwise stop every database that ran those: it runs, after them.
    allowUnorderedMigrations: true,
  });
}

/**
 * Migrations that were split in two or more when the read models' tables moved beside their
 * projections. A database that ran the old one has every table it created, so it is recorded as
 * having run each of the new ones, under the old one's timestamp.
 */
export const SPLIT_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '20261122T2311_users_pools_read_models': ['20261122T2311_users_read_model', '20261122T2312_pools_read_model'],
  '20261123T0100_water_read_models': [
    '20261123T0100_readings_read_model', '20261123T0101_current_treatment_plans_read_model', '20261123T0102_chemical_additions_read_model',
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function recordSplitMigrations(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ exists: boolean }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS exists`.execute(db);
  if (!rows[0]?.exists) return;
  await db.transaction().execute(async (trx) => {
    for (const [old, parts] of Object.entries(SPLIT_MIGRATIONS)) {
      const done = await trx.selectFrom('kysely_migration').select('timestamp').where('name', '=', old).executeTakeFirst();
      if (!done) continue;
      await trx.deleteFrom('kysely_migration').where('name', '=', old).execute();
      await trx.insertInto('kysely_migration').values(parts.map((name) => ({ name, timestamp: done.timestamp }))).execute();
    }
  });
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const ran = await ranMigrations(db);
  if (ran?.some((name) => name in SPLIT_MIGRATIONS)) await recordSplitMigrations(db);
  // Up to date (every start but the first after an upgrade): two statements instead of the migrator's
  // table checks, lock and listing.
  else if (ran && sameNames(ran, migrationNames())) return { results: [] };
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, { cause: result.error });
  }
  return result;
}

/** The names in kysely's migration table, or undefined before the first migration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function ranMigrations(db: Kysely<any>): Promise<string[] | undefined> {
  const { rows } = await sql<{ exists: boolean }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS exists`.execute(db);
  if (!rows[0]?.exists) return undefined;
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db)).rows.map((row) => row.name);
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === b.length && b.every((name) => set.has(name));
}
