// Schema migrations: kysely's Migrator over the timestamped files in ./migrations.
// Each file exports up(db) and down(db); names sort by their timestamp prefix.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, type Kysely, type MigrationResultSet } from 'kysely';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they precede its types
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    // Test files and helpers beside the migrations are not migrations.
    nameComparator: (a, b) => a.localeCompare(b),
  });
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, { cause: result.error });
  }
  return result;
}
