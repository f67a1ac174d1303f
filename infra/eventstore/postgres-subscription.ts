// Live $all subscriptions for the PostgreSQL store: page through the log from a checkpoint, then
// wait for a wake-up and read again. NOTIFY is only a hint that something was committed; what a
// reader may see is decided by the gap-safe read (its horizon), so an event held back by a slow
// transaction shows up on a later read. The poll timer covers wake-ups that never come: the
// notification of a writer that crashed after commit, or an unrelated long transaction ending.
import type { Database, Unlisten } from '../db/database.ts';
import type { Position, RecordedEvent, Subscription } from './event-store.ts';

/**
 * A wake-up names the transaction (its xid, the commit of a Position) whose events are new, or null
 * when that is unknown (a NOTIFY sent inside the append's own transaction, a LISTEN reconnect).
 */
export type OnWake = (commit: bigint | null) => void;

/** One LISTEN connection per store, fanned out to every subscription; appends in this process wake them directly. */
export interface Wakeups {
  register(onWake: OnWake): Promise<() => void>;
  /** Wakes this process's subscriptions for a transaction it has just committed. */
  wakeLocal(commit: bigint): void;
  close(): Promise<void>;
}

/** A transaction id as a NOTIFY payload carries it: digits only (xid8 fits in 20). */
const COMMIT_PAYLOAD = /^\d{1,20}$/;

export function createWakeups(database: Database, channel: string): Wakeups {
  const listeners = new Set<OnWake>();
  let listening: Promise<Unlisten> | null = null;
  const wakeAll = (commit: bigint | null) => listeners.forEach((listener) => listener(commit));
  return {
    async register(onWake) {
      listeners.add(onWake);
      listening ??= database.listen(channel, (payload) => wakeAll(COMMIT_PAYLOAD.test(payload) ? BigInt(payload) : null));
      try {
        await listening;
      } catch (error) {
        listening = null;
        listeners.delete(onWake);
        throw error;
      }
      return () => void listeners.delete(onWake);
    },
    wakeLocal: wakeAll,
    async close() {
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export interface PollingSubscriptionOptions {
  readonly from: Position;
  readonly readPage: (from: Position, maxCount: number) => Promise<RecordedEvent[]>;
  readonly wakeups: Wakeups;
  readonly pollIntervalMs: number;
  readonly batchSize: number;
  readonly onClose: () => void;
}

/** First re-read after a wake-up that found nothing yet; doubles up to the poll interval. */
const FIRST_QUICK_POLL_MS = 20;

export function createPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let closed = false;
  let iterated = false;
  let checkpoint = options.from;
  // Set by a wake-up; cleared before each read, so a wake-up during a read triggers another.
  let woken = false;
  let wake: (() => void) | null = null;
  // The latest transaction a wake-up announced that the reader has not yet read past, if known.
  let awaited: bigint | null = null;
  // A wake-up means something committed. Until a read has passed it (or, when it is unknown, while
  // reads find nothing), the commit is held back by an older transaction still running: re-read
  // soon, backing off to the poll interval.
  let quickPollMs: number | null = null;
  const signal: OnWake = (commit) => {
    // A NOTIFY for a transaction this reader already passed (an append in this process woke it first).
    if (commit !== null && commit <= checkpoint.commit && !closed) return;
    if (commit !== null && (awaited === null || commit > awaited)) awaited = commit;
    woken = true;
    quickPollMs = FIRST_QUICK_POLL_MS;
    wake?.();
  };

  async function waitForWake(): Promise<void> {
    if (woken || closed) return;
    const timedOut = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), Math.min(quickPollMs ?? options.pollIntervalMs, options.pollIntervalMs));
      wake = () => {
        clearTimeout(timer);
        resolve(false);
      };
    });
    wake = null;
    if (timedOut && quickPollMs !== null) quickPollMs = quickPollMs * 2 < options.pollIntervalMs ? quickPollMs * 2 : null;
  }

  async function* events(): AsyncGenerator<RecordedEvent> {
    const unregister = await options.wakeups.register(signal);
    try {
      while (!closed) {
        woken = false;
        const page = await options.readPage(checkpoint, options.batchSize);
        const last = page.at(-1);
        if (last && (awaited === null || last.position.commit >= awaited)) {
          // The commit that woke the reader is read: no quick re-reads for it.
          awaited = null;
          quickPollMs = null;
        }
        for (const event of page) {
          if (closed) return;
          checkpoint = event.position;
          yield event;
        }
        if (page.length < options.batchSize) await waitForWake();
      }
    } finally {
      unregister();
      options.onClose();
    }
  }

  return {
    [Symbol.asyncIterator]() {
      if (iterated) throw new Error('A subscription can be iterated only once');
      iterated = true;
      return events();
    },
    async unsubscribe() {
      closed = true;
      signal(null);
      if (!iterated) options.onClose();
    },
  };
}
