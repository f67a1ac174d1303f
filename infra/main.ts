// Process entry point: read the configuration, start the server, stop gracefully on SIGTERM/SIGINT.
// The server's modules load after the embedded database (when there is no DATABASE_URL) has begun
// initialising in its own process, so a first start does the two at once.
import { ConfigError, loadConfig } from './config.ts';
import { prepareEmbeddedDatabase } from './db/embedded-init.ts';
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
  // Started now, awaited when the server opens the database; a failure surfaces there.
  if (!config.DATABASE_URL) prepareEmbeddedDatabase(config.DATA_DIR).catch(() => undefined);
  const logger = createLogger(config.LOG_LEVEL);
  const { startServer } = await import('./server.ts');
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
