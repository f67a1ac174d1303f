// Runs projections live: one subscription to $all per projection, from its checkpoint, applying
// batches as they arrive. Only one process runs a projection at a time (a named lock); the others
// keep trying, so a second instance takes over when the first stops. A projection whose stored
// version differs from its code is rebuilt first, while its old tables keep serving. When the
// database goes away (its lock's connection dies, or a batch fails) the projection stops, and the
// runner retries with back-off until it holds the lock again; meanwhile caughtUp() says false.
import { EventEmitter, setMaxListeners } from 'node:events';
import type { Database } from '../infra/db/database.ts';
import { comparePositions, START, type EventStore, type Position, type RecordedEvent } from '../infra/eventstore/event-store.ts';
import type { Logger } from '../infra/logger.ts';
import { applyBatch, inBatches, type BatchClose } from './apply-batch.ts';
import { readAllCheckpoints, readCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection } from './rebuild.ts';

export interface RunnerOptions {
  database: Database;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  /** How long to wait before retrying a lock held elsewhere or a failed batch. */
  retryMs?: number;
  /** The longest wait between retries while the database keeps failing (the wait doubles from retryMs). */
  maxRetryMs?: number;
}

export class ProjectionRunner {
  readonly #options: RunnerOptions;
  readonly #positions = new Map<string, Position>();
  readonly #progress = new EventEmitter();
  /** 'hurry:{name}': a request waits for that read model, so its batch closes now. */
  readonly #hurry = new EventEmitter();
  readonly #abort = new AbortController();
  readonly #loops: Promise<void>[] = [];
  /** Projections stopped by a failure (lost lock, unreachable database) and not yet running again. */
  readonly #recovering = new Set<string>();
  /** Projections running here that have reached the head of $all since they (re)started. */
  readonly #live = new Set<string>();

  constructor(options: RunnerOptions) {
    this.#options = options;
    this.#progress.setMaxListeners(0);
    this.#hurry.setMaxListeners(0);
    // Each projection's loop listens on the runner's abort signal (while it runs or sleeps), so
    // the signal has one listener per projection: more than Node's default warning threshold.
    setMaxListeners(options.projections.length + 10, this.#abort.signal);
  }

  start(): void {
    for (const projection of this.#options.projections) this.#loops.push(this.#runForever(projection));
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    await Promise.all(this.#loops);
  }

  /** The position each projection running in this process has reached. */
  positionOf(name: string): Position | undefined {
    return this.#positions.get(name);
  }

  /**
   * Resolves true once every named projection has passed position, false after timeoutMs.
   * Projections run by another process are followed through their stored checkpoints.
   */
  async waitFor(position: Position, names: readonly string[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const behind = await this.#behind(position, names);
      if (behind.length === 0) return true;
      for (const name of behind) this.#hurry.emit(`hurry:${name}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0 || this.#abort.signal.aborted) return false;
      await this.#nextProgress(Math.min(remaining, 50));
    }
  }

  /**
   * For /readyz: true when no projection is stopped by a failure and each has caught up with $all
   * (one running here counts from the first time it reached the head since it started, so steady
   * writes, which keep it a few events behind, do not make the API flap between ready and not).
   */
  async caughtUp(): Promise<boolean> {
    if (this.#recovering.size > 0) return false;
    const stored = await readAllCheckpoints(this.#options.database.db);
    for (const { name } of this.#options.projections) {
      if (this.#live.has(name)) continue;
      const local = this.#positions.get(name);
      const from = local ?? stored.get(name)?.position ?? START;
      const pending = await this.#options.store.readAll({ fromPosition: from, maxCount: 1 });
      if (pending.length > 0) return false;
      if (local && this.#positions.has(name)) this.#live.add(name);
    }
    return true;
  }

  async #behind(position: Position, names: readonly string[]): Promise<string[]> {
    const notLocal = names.filter((name) => !this.#positions.has(name));
    const stored = notLocal.length > 0 ? await readAllCheckpoints(this.#options.database.db) : new Map();
    return names.filter((name) => {
      const reached = this.#positions.get(name) ?? stored.get(name)?.position ?? START;
      return comparePositions(reached, position) < 0;
    });
  }

  #nextProgress(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#progress.once('progress', done);
    });
  }

  async #runForever(projection: Projection): Promise<void> {
    const { logger, retryMs = 1000, maxRetryMs = 10_000 } = this.#options;
    let wait = retryMs;
    while (!this.#abort.signal.aborted) {
      const lock = await this.#options.database.tryLock(`projection:${projection.name}`).catch((err: unknown) => {
        logger.warn({ err, projection: projection.name }, 'could not take projection lock');
        return undefined;
      });
      if (lock === null) this.#recovering.delete(projection.name); // another process runs it
      let failed = lock === undefined;
      if (lock) {
        // Stops this run when the runner stops or the lock is lost.
        const run = new AbortController();
        const stop = () => run.abort();
        this.#abort.signal.addEventListener('abort', stop, { once: true });
        lock.lost.addEventListener('abort', stop, { once: true });
        try {
          this.#recovering.delete(projection.name);
          await this.#run(projection, run.signal);
          if (lock.lost.aborted) {
            failed = true;
            logger.warn({ err: lock.lost.reason, projection: projection.name }, 'projection lock lost; stopped until it is taken again');
          }
        } catch (err) {
          failed = true;
          logger.error({ err, projection: projection.name }, 'projection failed; restarting from its checkpoint');
        } finally {
          this.#abort.signal.removeEventListener('abort', stop);
          this.#positions.delete(projection.name);
          this.#live.delete(projection.name);
          await lock.release().catch(() => undefined);
        }
      }
      if (failed && !this.#abort.signal.aborted) this.#recovering.add(projection.name);
      await sleep(failed ? wait : retryMs, this.#abort.signal);
      wait = failed ? Math.min(wait * 2, maxRetryMs) : retryMs;
    }
  }

  /** Runs one projection while this process holds its lock: rebuild if its version changed, then follow $all. */
  async #run(projection: Projection, stopSignal: AbortSignal): Promise<void> {
    const { database, store, batchSize = 1000 } = this.#options;
    const stored = await readCheckpoint(database.db, projection.name);
    if (stored && stored.version !== projection.version) {
      this.#options.logger.info({ projection: projection.name, from: stored.version, to: projection.version }, 'projection version changed; rebuilding');
      await rebuildProjection({ database, store, projection, logger: this.#options.logger });
    }
    let position = (await readCheckpoint(database.db, projection.name))?.position ?? START;
    this.#setPosition(projection.name, position);
    if (stopSignal.aborted) return;
    const subscription = store.subscribeToAll({ fromPosition: position });
    const stop = () => void subscription.unsubscribe();
    stopSignal.addEventListener('abort', stop, { once: true });
    const skipped = new SkippedCheckpoint(() => database.db, projection, this.#options.logger);
    try {
      for await (const events of inBatches(subscription, batchSize, this.#batchClose(projection, stopSignal))) {
        if (stopSignal.aborted) break;
        if (events.some((event) => projection.eventTypes.has(event.type))) {
          skipped.clear();
          position = (await applyBatch(database.db, projection, events)).position;
        } else {
          // Nothing here for this read model: pass the events without a transaction, and store the
          // checkpoint a moment later (another process waiting on it reads the stored one).
          position = events.at(-1)!.position;
          skipped.passed(events.at(-1)!);
        }
        // A short batch: the subscription had nothing more to give, so the projection is at the head.
        if (events.length < batchSize) this.#live.add(projection.name);
        this.#setPosition(projection.name, position);
        if (stopSignal.aborted) break;
      }
    } finally {
      stopSignal.removeEventListener('abort', stop);
      await subscription.unsubscribe();
      await skipped.flush();
    }
  }

  /** When a live batch of this projection closes: see Projection.liveBatchWindowMs. */
  #batchClose(projection: Projection, stopSignal: AbortSignal): BatchClose | undefined {
    const windowMs = projection.liveBatchWindowMs;
    if (windowMs === undefined) return undefined;
    const event = `hurry:${projection.name}`;
    return (gathered) => new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#hurry.off(event, done);
        stopSignal.removeEventListener('abort', done);
        gathered.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, windowMs);
      this.#hurry.once(event, done);
      stopSignal.addEventListener('abort', done, { once: true });
      // A batch that filled up before its window ended leaves nothing behind.
      gathered.addEventListener('abort', done, { once: true });
    });
  }

  #setPosition(name: string, position: Position): void {
    this.#positions.set(name, position);
    this.#progress.emit('progress');
  }
}

/** How soon the checkpoint of a projection that only passed events it ignores is stored. */
const SKIPPED_CHECKPOINT_DELAY_MS = 200;

/**
 * The checkpoint of events a projection passed without applying: stored once, SKIPPED_CHECKPOINT_DELAY_MS
 * after the first of them (however many follow), unless a batch it applies stores a later one first.
 * Losing it costs nothing: the projection passes those events again after a restart.
 */
class SkippedCheckpoint {
  #last: RecordedEvent | undefined;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Database['db'],
    private readonly projection: Projection,
    private readonly logger: Logger,
  ) {}

  passed(event: RecordedEvent): void {
    this.#last = event;
    this.#timer ??= setTimeout(() => void this.flush(), SKIPPED_CHECKPOINT_DELAY_MS);
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#last = undefined;
  }

  /** Stores the checkpoint now (applyBatch with nothing to apply: it only ever moves it forward). */
  flush(): Promise<void> {
    const last = this.#last;
    this.clear();
    if (last) {
      this.#writing = this.#writing
        .then(() => applyBatch(this.db(), this.projection, [last]))
        .then(() => undefined, (err: unknown) => this.logger.warn({ err, projection: this.projection.name }, 'could not store a projection checkpoint; it will be stored with a later batch'));
    }
    return this.#writing;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });
}
