// Live $all subscriptions for the PostgreSQL store: page through the log from a checkpoint, then
// wait for a wake-up and read again. NOTIFY is only a hint that something was committed; what a
// reader may see is decided by the gap-safe read (its horizon), so an event held back by a slow
// transaction shows up on a later read. The poll timer covers wake-ups that never come: the
// notification of a writer that crashed after commit, or an unrelated long transaction ending.
import type { Database, Unlisten } from '../db/database.ts';
import type { Position, RecordedEvent, Subscription } from './event-store.ts';

/** One LISTEN connection per store, fanned out to every subscription. */
export interface Wakeups {
  register(onWake: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createWakeups(database: Database, channel: string): Wakeups {
  const listeners = new Set<() => void>();
  let listening: Promise<Unlisten> | null = null;
  return {
    async register(onWake) {
      listeners.add(onWake);
      listening ??= database.listen(channel, () => listeners.forEach((listener) => listener()));
      try {
        await listening;
      } catch (error) {
        listening = null;
        listeners.delete(onWake);
        throw error;
      }
      return () => void listeners.delete(onWake);
    },
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
  // Set by a wake-up; cleared before each read, so a wake-up during a read triggers another.
  let woken = false;
  let wake: (() => void) | null = null;
  // A wake-up means something committed. If the read after it finds nothing, the commit is held
  // back by an older transaction still running; re-read soon, backing off to the poll interval.
  let quickPollMs: number | null = null;
  const signal = (): void => {
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
    let checkpoint = options.from;
    try {
      while (!closed) {
        woken = false;
        const page = await options.readPage(checkpoint, options.batchSize);
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
      signal();
      if (!iterated) options.onClose();
    },
  };
}
