// `npm run projections`: runs every projection in its own process (for deployments with several
// API instances started with PROJECTIONS_IN_PROCESS=false). Stops gracefully on SIGTERM/SIGINT.
import { allProjections } from '../infra/areas.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { loadConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { openEventStore } from '../infra/eventstore/open-event-store.ts';
import { createLogger } from '../infra/logger.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'clearwater-projections');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
await migrateToLatest(database.db);
const store = await openEventStore({ esdbUrl: config.ESDB_URL, database });
const runner = new ProjectionRunner({ database, store, projections: allProjections, logger });
runner.start();
logger.info({ projections: allProjections.map((p) => p.name) }, 'projections running');

const stop = async () => {
  await runner.stop();
  await store.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
