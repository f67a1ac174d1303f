// What route modules receive: the application's ports, plus the read-your-writes wait.
import type { Projection } from '../../projections/projection.ts';
import type { ProjectionRunner } from '../../projections/runner.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ImageWorkers } from '../images/image-workers.ts';
import type { EventStore, Position } from '../eventstore/event-store.ts';
import type { Logger } from '../logger.ts';

export interface RouteContext {
  readonly config: Config;
  readonly database: Database;
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly logger: Logger;
  /** The worker threads photos are decoded and read in, off the event loop. */
  readonly images: ImageWorkers;
}

/**
 * Waits (bounded by READ_YOUR_WRITES_TIMEOUT_MS) until the given read models have applied
 * position, so the client's refetch after a write sees it. Returns false on time-out; the write
 * itself has succeeded either way.
 */
export function waitForReadModels(context: RouteContext, position: Position | undefined, readModels: readonly Projection[]): Promise<boolean> {
  if (!position) return Promise.resolve(true);
  return context.runner.waitFor(position, readModels.map((readModel) => readModel.name), context.config.READ_YOUR_WRITES_TIMEOUT_MS);
}
