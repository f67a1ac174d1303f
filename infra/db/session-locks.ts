// Named exclusive locks for the whole process, held as PostgreSQL session advisory locks on one
// dedicated connection (not one pooled connection per lock, which would starve the pool). When
// that connection dies (a server restart, a failover, a proxy's idle time-out, pg_terminate_backend)
// PostgreSQL has already released every lock it held, so each holder is told at once through its
// `lost` signal and must stop the work the lock guarded; the next tryLock opens a new connection.
import pg from 'pg';
import type { Logger } from '../logger.ts';

/** A held, exclusive, named lock. */
export interface HeldLock {
  /** Aborted when the lock is lost without release(): its connection died, so another process may take it. */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

export const LOCKS_APPLICATION_NAME = 'clearwater-locks';

export class SessionLocks {
  readonly #url: string;
  readonly #logger: Logger | undefined;
  readonly #held = new Map<string, AbortController>();
  #client: Promise<pg.Client> | null = null;
  /** The connected client the held locks live on. */
  #live: pg.Client | null = null;
  #closed = false;
  /** One statement at a time on the one connection (pg deprecates overlapping client.query calls). */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(url: string, logger?: Logger) {
    this.#url = url;
    this.#logger = logger;
  }

  /** Takes the lock without waiting: null when another session holds it. Throws when the database cannot be reached. */
  async tryLock(name: string): Promise<HeldLock | null> {
    if (this.#held.has(name)) return null;
    const client = await this.#connection();
    const { rows } = await this.#query<{ locked: boolean }>(client, 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked', name);
    if (!rows[0]?.locked) return null;
    // The connection may have died between the answer and now; a lock on it is already gone.
    if (this.#live !== client) throw new Error('lock connection lost while taking the lock');
    const holder = new AbortController();
    this.#held.set(name, holder);
    return {
      lost: holder.signal,
      release: async () => {
        if (this.#held.get(name) !== holder) return;
        this.#held.delete(name);
        if (holder.signal.aborted) return;
        await this.#query(client, 'SELECT pg_advisory_unlock(hashtext($1))', name).catch((err: unknown) => {
          this.#logger?.warn({ err, lock: name }, 'could not release a lock; its connection ends it');
        });
      },
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => null);
    this.#client = null;
    this.#live = null;
    this.#loseAll(new Error('locks closed'));
    await client?.end().catch(() => undefined);
  }

  #query<Row extends pg.QueryResultRow>(client: pg.Client, text: string, name: string): Promise<pg.QueryResult<Row>> {
    const result = this.#queue.then(() => client.query<Row>(text, [name]));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  #connection(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error('locks closed'));
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, application_name: LOCKS_APPLICATION_NAME });
    const lost = (error: Error) => {
      if (this.#live !== client) return;
      this.#live = null;
      this.#client = null;
      this.#logger?.warn({ err: error, locks: [...this.#held.keys()] }, 'lock connection lost; every lock it held is released');
      this.#loseAll(error);
      void client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('lock connection ended')));
    try {
      await client.connect();
    } catch (error) {
      this.#client = null;
      throw error;
    }
    this.#live = client;
    return client;
  }

  #loseAll(reason: Error): void {
    for (const holder of this.#held.values()) holder.abort(reason);
    this.#held.clear();
  }
}
