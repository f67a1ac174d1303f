// The event store on PostgreSQL (or PGlite): the port implemented over the `events` and `streams`
// tables of migration 20261122T2300_event_store. An append is one round trip
// (postgres-append.ts), global reads are gap-safe (postgres-read.ts), live subscriptions wake on
// NOTIFY and poll as a fallback (postgres-subscription.ts).
import type { Database } from '../db/database.ts';
import { query } from '../db/sql-pool.ts';
import type { SqlPool } from '../db/sql-pool.ts';
import { START } from './event-store.ts';
import type { AppendResult, EventData, EventStore, ExpectedRevision, Position, RecordedEvent, Subscription } from './event-store.ts';
import { appendOn } from './postgres-append.ts';
import { readAllPage, readStreamEvents } from './postgres-read.ts';
import { withReadAhead } from './postgres-read-ahead.ts';
import { getStreamMetadataOn, setStreamMetadataOn, softDeleteOn, tombstoneOn } from './postgres-stream-admin.ts';
import { createPollingSubscription, createWakeups } from './postgres-subscription.ts';

export interface PostgresEventStoreOptions {
  /** The LISTEN/NOTIFY channel that wakes live subscriptions. Default 'cw_events'. */
  channel?: string;
  /**
   * 'coalesced' (default): after commit, the store sends one NOTIFY for all the appends of a
   * short window. PostgreSQL serialises the commits of notifying transactions on one global lock,
   * held across the commit's WAL flush, which cost 16 writers about 90% of their throughput in
   * bench:eventstore; this keeps appends committing in parallel. A crash between commit and
   * NOTIFY costs subscribers at most one poll interval.
   * 'transaction': each append NOTIFYs inside its own transaction.
   */
  notify?: 'transaction' | 'coalesced';
  /** With 'coalesced': how long appends are gathered before their one NOTIFY, in ms. Default 10. */
  notifyWindowMs?: number;
  /** How often a live subscription re-reads without a wake-up, in ms. Default 1000. */
  pollIntervalMs?: number;
  /** Events per page when a subscription catches up. Default 500. */
  batchSize?: number;
  /** maxCount of readAll when the caller gives none. Default 1000. */
  readAllDefaultMaxCount?: number;
}

export function createPostgresEventStore(database: Database, options: PostgresEventStoreOptions = {}): EventStore {
  const channel = options.channel ?? 'cw_events';
  const coalesced = (options.notify ?? 'coalesced') === 'coalesced';
  const notifyChannel = coalesced ? null : channel;
  const notifier = coalesced ? createCoalescedNotifier(database.pool, channel, options.notifyWindowMs ?? 10) : null;
  const wakeups = createWakeups(database, channel);
  const subscriptions = new Set<Subscription>();
  const pool = database.pool;
  const pageOfAll = (from: Position, maxCount: number): Promise<RecordedEvent[]> => readAllPage(pool, { fromPosition: from, maxCount });
  // PGlite runs one statement at a time on this thread: a page read ahead overlaps nothing there and
  // only keeps another page of events in memory.
  const ahead = (readPage: typeof pageOfAll) => (database.kind === 'pglite' ? readPage : withReadAhead(readPage));
  const readAllAhead = ahead(pageOfAll);

  async function append(stream: string, events: readonly EventData[], appendOptions?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult> {
    const client = await pool.connect();
    try {
      const expected = appendOptions?.expectedRevision ?? 'any';
      const result = await appendOn(client, { stream, events, expected, notifyChannel });
      // This process's subscriptions learn of it at once; other processes through NOTIFY.
      wakeups.wakeLocal(result.position.commit);
      notifier?.poke(result.position.commit);
      return result;
    } finally {
      client.release();
    }
  }

  return {
    append,
    readStream: (stream, readOptions) => readStreamEvents(pool, stream, readOptions),
    readAll: (readOptions) => readAllAhead(readOptions?.fromPosition ?? START, readOptions?.maxCount ?? options.readAllDefaultMaxCount ?? 1000),
    subscribeToAll(subscribeOptions) {
      const subscription = createPollingSubscription({
        from: subscribeOptions?.fromPosition ?? START,
        readPage: ahead(pageOfAll),
        wakeups,
        pollIntervalMs: options.pollIntervalMs ?? 1000,
        batchSize: options.batchSize ?? 500,
        onClose: () => subscriptions.delete(subscription),
      });
      subscriptions.add(subscription);
      return subscription;
    },
    deleteStream: (stream, o) => softDeleteOn(pool, stream, o?.expectedRevision),
    tombstoneStream: (stream, o) => tombstoneOn(pool, stream, o?.expectedRevision),
    setStreamMetadata: (stream, metadata) => setStreamMetadataOn(pool, stream, metadata),
    getStreamMetadata: (stream) => getStreamMetadataOn(pool, stream),
    /** Ends this store's subscriptions and LISTEN connection; the database stays open. */
    async close() {
      await Promise.all([...subscriptions].map((s) => s.unsubscribe()));
      await notifier?.flush();
      await wakeups.close();
    },
  };
}

/**
 * One NOTIFY for all the appends of a short window (and at most one in flight), so that neither
 * many writers nor one busy writer pay a notifying commit per append. Its payload is the latest
 * transaction of the window, so a subscriber that has already read it reads nothing more.
 */
function createCoalescedNotifier(pool: SqlPool, channel: string, windowMs: number): { poke(commit: bigint): void; flush(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let latest: bigint | null = null;
  const send = (): void => {
    timer = null;
    const payload = String(latest);
    latest = null;
    inFlight = query(pool, `SELECT pg_notify($1, $2)`, [channel, payload])
      .then(() => undefined, () => undefined) // a lost wake-up only costs subscribers a poll
      .finally(() => {
        inFlight = null;
        if (latest !== null) schedule();
      });
  };
  const schedule = (): void => {
    if (!timer && !inFlight) timer = setTimeout(send, windowMs);
  };
  return {
    poke(commit) {
      if (latest === null || commit > latest) latest = commit;
      schedule();
    },
    async flush() {
      await inFlight;
      if (timer) clearTimeout(timer);
      if (latest !== null) send();
      await inFlight;
    },
  };
}
