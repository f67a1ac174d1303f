// Schema migrations: kysely's Migrator over the platform's timestamped files in ./migrations (event
// store, checkpoints, accounts, photos) and the migrations each read model carries beside its code
// (projections/<area>/*.projection.ts, listed through infra/areas.ts). Each exports up(db) and
// down(db); names sort by their timestamp prefix.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { allProjections } from '../areas.ts';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Like kysely's FileMigrationProvider, but the import() lives in our source, so the TypeScript
// loader in use (tsx, or vitest's) resolves the .ts files. Modules without up() are helpers.
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await fs.readdir(migrationFolder)).sort()) {
      if (!/^\d{8}T\d{4}_[\w-]+\.ts$/.test(file)) continue;
      const module = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Partial<Migration>;
      if (typeof module.up === 'function') migrations[file.replace(/\.ts$/, '')] = module as Migration;
    }
    for (const projection of allProjections) {
      for (const [name, migration] of Object.entries(projection.migrations)) {
        if (migrations[name]) throw new Error(`Migration ${name} is declared twice`);
        migrations[name] = migration;
      }
    }
    return migrations;
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they precede its types
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: folderProvider,
    nameComparator: (a, b) => a.localeCompare(b),
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
  await recordSplitMigrations(db);
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, { cause: result.error });
  }
  return result;
}
