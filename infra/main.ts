// Process entry point: read the configuration, start the server, stop gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL) prepareEmbeddedDatabaseEarly(config.DATA_DIR);
  const { startServer } = await import('./server.ts');
  logger.debug({ ms: Math.round(performance.now()) }, 'server modules loaded');
  const server = await startServer({ config, logger });
  // An empty catalogue gets the sample feed, in the background: readiness does not wait for it.
  import('./catalogue/sample-catalogue.ts')
    .then(({ importSampleCatalogueWhenEmpty }) => importSampleCatalogueWhenEmpty(server.database, logger))
    .catch((error: unknown) => logger.warn({ err: error }, 'sample catalogue import failed'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * A new embedded data folder is a copy of the installed template: start copying now, so the files are
 * copied while the server's modules load (opening the database waits for the same copy, and for the
 * check that the template ran only migrations this code knows).
 */
function prepareEmbeddedDatabaseEarly(dataDir: string): void {
  if (dataDir.startsWith('memory://')) return;
  const knownMigrations = import('./db/migrate.ts').then(({ migrationNames }) => new Set(migrationNames()));
  // Failures surface where the database is opened (the same preparation, awaited there).
  import('./db/embedded-init.ts').then(({ prepareEmbeddedDatabase }) => prepareEmbeddedDatabase(dataDir, knownMigrations)).catch(() => undefined);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
