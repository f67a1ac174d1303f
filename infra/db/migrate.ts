// Schema migrations: kysely's Migrator over the timestamped files in ./migrations.
// Each file exports up(db) and down(db); names sort by their timestamp prefix.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';

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
