// Migrating the embedded database's template (infra/db/embedded-init.ts) at `npm install`: a copy of
// the template is migrated like any data folder, then becomes the template, with the names of the
// migrations it ran. Separate from embedded-init.ts because it opens databases, which use that module.
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import path from 'node:path';
import { openDatabase, type Database } from './database.ts';
import { embeddedLocation, ensureTemplate, installMigratedTemplate, prepareEmbeddedDatabase, TEMPLATE_DIR, templateMigrations } from './embedded-init.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';

/** Makes the template (if missing) and migrates it to this code's migrations, unless it ran exactly those. */
export async function migrateTemplate(template = TEMPLATE_DIR): Promise<void> {
  await ensureTemplate(template);
  const names = migrationNames();
  const ran = new Set(await templateMigrations(template));
  if (ran.size === names.length && names.every((name) => ran.has(name))) return;
  const staging = await mkdtemp(path.join(path.dirname(template), 'migrating-'));
  try {
    await prepareEmbeddedDatabase(staging, new Set(names), template);
    const database = await openDatabase({ dataDir: staging });
    try {
      await migrateToLatest(database.db);
      await dropTemplateDatabases(database);
    } finally {
      await database.close();
    }
    await installMigratedTemplate(embeddedLocation(staging), names, template);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * An embedded database is one process's own and never creates databases, so it needs neither of
 * initdb's template databases: without them every new data folder copies 26 MB instead of 40 MB
 * (its first start waits for that copy).
 */
async function dropTemplateDatabases(database: Database): Promise<void> {
  await sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`.execute(database.db);
  await sql`DROP DATABASE IF EXISTS template0`.execute(database.db);
  await sql`DROP DATABASE IF EXISTS template1`.execute(database.db);
  await sql`CHECKPOINT`.execute(database.db);
}
