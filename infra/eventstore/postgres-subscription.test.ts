// The live subscription's reads: one per wake-up, none for a wake-up naming a transaction it has
// already read, and quick re-reads while the announced transaction is still held back.
import { describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from './event-store.ts';
import { createPollingSubscription, type OnWake, type Wakeups } from './postgres-subscription.ts';

function recorded(commit: number): RecordedEvent {
  return {
    id: `e${commit}`, streamId: 's', type: 'Tested', revision: BigInt(commit), position: { commit: BigInt(commit), prepare: BigInt(commit) },
    data: {}, metadata: {}, createdAt: new Date(0),
  };
}

/** A log whose visible part the test controls, counting the subscription's reads. */
function fakeLog() {
  const visible: RecordedEvent[] = [];
  let reads = 0;
  let onWake: OnWake = () => undefined;
  const wakeups: Wakeups = {
    register: async (listener) => {
      onWake = listener;
      return () => undefined;
    },
    wakeLocal: (commit) => onWake(commit),
    close: async () => undefined,
  };
  const readPage = async (from: Position, maxCount: number) => {
    reads++;
    return visible.filter((event) => event.position.commit > from.commit).slice(0, maxCount);
  };
  return { visible, wakeups, readPage, reads: () => reads, wake: (commit: bigint | null) => onWake(commit) };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the PostgreSQL live subscription', () => {
  it('reads once per wake-up, and not at all for a NOTIFY of a transaction it has already read', async () => {
    const log = fakeLog();
    const subscription = createPollingSubscription({ from: { commit: 0n, prepare: 0n }, readPage: log.readPage, wakeups: log.wakeups, pollIntervalMs: 60_000, batchSize: 10, onClose: () => undefined });
    const iterator = subscription[Symbol.asyncIterator]();
    const first = iterator.next();
    await tick();
    expect(log.reads()).toBe(1); // the first read finds nothing and waits

    log.visible.push(recorded(5));
    log.wake(5n); // the append in this process
    expect((await first).value).toMatchObject({ id: 'e5' });
    const second = iterator.next();
    await tick(60);
    expect(log.reads()).toBe(2);

    log.wake(5n); // the coalesced NOTIFY of the same transaction, arriving later
    await tick(60);
    expect(log.reads()).toBe(2);

    log.wake(null); // a wake-up that names nothing (a LISTEN reconnect) always reads
    await tick();
    expect(log.reads()).toBe(3);
    await subscription.unsubscribe();
    await second;
  });

  it('re-reads soon while the announced transaction is held back, and stops once it is read', async () => {
    const log = fakeLog();
    const subscription = createPollingSubscription({ from: { commit: 0n, prepare: 0n }, readPage: log.readPage, wakeups: log.wakeups, pollIntervalMs: 60_000, batchSize: 10, onClose: () => undefined });
    const iterator = subscription[Symbol.asyncIterator]();
    const received: string[] = [];
    const consuming = (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) received.push(next.value.id);
    })();
    await tick();
    log.visible.push(recorded(3));
    log.wake(7n); // transaction 7 committed, but an older one (3's) is all that is visible yet
    await tick(30);
    expect(received).toEqual(['e3']);
    const readsWhileHeld = log.reads();
    log.visible.push(recorded(7)); // the older transaction ended: 7 becomes visible, with no new wake-up
    await tick(200);
    expect(received).toEqual(['e3', 'e7']);
    expect(log.reads()).toBeGreaterThan(readsWhileHeld);
    const readsAfter = log.reads();
    await tick(300);
    expect(log.reads()).toBe(readsAfter); // read past 7: no more quick re-reads
    await subscription.unsubscribe();
    await consuming;
  });
});
