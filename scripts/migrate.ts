// `npm run migrate`: brings the database schema up to date and reports what ran.
import { loadConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const result = await migrateToLatest(database.db);
  const ran = result.results ?? [];
  console.log(ran.length === 0 ? 'Schema is up to date.' : ran.map((r) => `${r.status}: ${r.migrationName}`).join('\n'));
} finally {
  await database.close();
}
