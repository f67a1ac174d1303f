// Composition root: opens the database and event store, migrates, starts the projections and the
// HTTP server, and shuts all of it down gracefully. main.ts and the HTTP tests both use it.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allProjections } from './areas.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { EventStore } from './eventstore/event-store.ts';
import { openEventStore } from './eventstore/open-event-store.ts';
import { ApiRouter } from './http/api-router.ts';
import { createApp } from './http/app.ts';
import { createImageWorkers } from './images/image-workers.ts';
import { createPushNotifier } from './notifications/push-notifier.ts';
import { createNotificationScheduler, type NotificationScheduler } from './notifications/scheduler.ts';
import { registerRoutes } from './http/routes.ts';
import type { Logger } from './logger.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  readonly url: string;
  readonly database: Database;
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly api: ApiRouter;
  /** Sends due pushes; ticking on its own unless PUSH_SCHEDULER is false. */
  readonly notifications: NotificationScheduler;
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** An already open database (tests pass a fresh one); otherwise opened from config. */
  database?: Database;
  uiRoot?: string;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const starting = performance.now();
  const sinceStart = () => Math.round(performance.now() - starting);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger }));
  logger.debug({ ms: sinceStart() }, 'database open');
  const { results } = await migrateToLatest(database.db);
  logger.debug({ ms: sinceStart(), migrations: results?.length ?? 0 }, 'database migrated');
  const store = await openEventStore({ esdbUrl: config.ESDB_URL, database });
  const runner = new ProjectionRunner({ database, store, projections: allProjections, logger: logger.child({ component: 'projections' }) });

  const api = new ApiRouter();
  const images = createImageWorkers({}, logger.child({ component: 'image-workers' }));
  const routeContext = { config, database, store, runner, logger, images };
  const { before, bodyLimits, homePreloads, closers } = await registerRoutes(api, routeContext);
  logger.debug({ ms: sinceStart() }, 'routes registered');
  const app = createApp({
    logger,
    api,
    before,
    bodyLimits,
    homePreloads,
    uiRoot: options.uiRoot ?? path.join(repoRoot, 'dist', 'ui'),
    sessionCookieName: config.SESSION_COOKIE_NAME,
    trustProxy: config.TRUST_PROXY,
    ready: async () => {
      const databaseOk = await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute().then(() => true, () => false);
      const projectionsOk = databaseOk && (await runner.caughtUp().catch(() => false));
      return { ok: databaseOk && projectionsOk, checks: { database: databaseOk, projections: projectionsOk } };
    },
  });
  const notifications = createNotificationScheduler({ database, notifier: createPushNotifier(routeContext), logger: logger.child({ component: 'notifications' }) });
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  // Started once the server listens: on the embedded database their first reads would queue ahead of
  // start-up's own statements. Until the projections have caught up, /readyz says so.
  if (config.PROJECTIONS_IN_PROCESS) runner.start();
  if (config.PUSH_SCHEDULER) notifications.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  logger.info({ url, database: database.kind, eventStore: config.ESDB_URL ? 'esdb' : 'postgres' }, 'Clearwater is listening');

  return {
    url,
    database,
    store,
    runner,
    api,
    notifications,
    async close() {
      await closeHttp(server);
      await Promise.allSettled(closers.map((close) => close()));
      await notifications.stop();
      await runner.stop();
      await images.close();
      await store.close();
      await database.close();
    },
  };
}

/** Stops accepting connections, lets in-flight requests finish (up to 10 s), then closes the rest. */
async function closeHttp(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(timer);
}
