// inBatches: how a live subscription's events are grouped into the batches a projection applies.
import { describe, expect, it } from 'vitest';
import { inBatches } from './apply-batch.ts';

/** An async stream fed by push(), as a live subscription is fed by commits. */
function feed<T>() {
  const queue: T[] = [];
  let waiting: ((value: IteratorResult<T>) => void) | undefined;
  let ended = false;
  return {
    push(value: T) {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value, done: false });
      } else queue.push(value);
    },
    end() {
      ended = true;
      waiting?.({ value: undefined, done: true });
    },
    source: {
      [Symbol.asyncIterator]: () => ({
        next: () => (queue.length > 0 ? Promise.resolve({ value: queue.shift()!, done: false }) : ended ? Promise.resolve({ value: undefined, done: true }) : new Promise<IteratorResult<T>>((resolve) => (waiting = resolve))),
      }),
    } as AsyncIterable<T>,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inBatches', () => {
  it('by default batches what is already buffered, up to max, without waiting for more', async () => {
    const stream = feed<number>();
    for (let i = 1; i <= 5; i++) stream.push(i);
    const batches = inBatches(stream.source, 3)[Symbol.asyncIterator]();
    expect((await batches.next()).value).toEqual([1, 2, 3]);
    expect((await batches.next()).value).toEqual([4, 5]);
    setTimeout(() => stream.push(6), 20);
    expect((await batches.next()).value).toEqual([6]);
  });

  it('with a close, gathers a burst that arrives over time into one batch, and closes early when told', async () => {
    const stream = feed<number>();
    let hurry = () => undefined as void;
    let gatheredSignals: AbortSignal[] = [];
    const close = (gathered: AbortSignal) => new Promise<void>((resolve) => {
      gatheredSignals.push(gathered);
      const timer = setTimeout(resolve, 150);
      hurry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const batches = inBatches(stream.source, 100, close)[Symbol.asyncIterator]();
    const first = batches.next();
    for (let i = 1; i <= 4; i++) {
      stream.push(i);
      await sleep(20);
    }
    expect((await first).value).toEqual([1, 2, 3, 4]);

    // Told to close (a request waits for the read model): the batch goes with what it has.
    const second = batches.next();
    stream.push(5);
    await sleep(10);
    const started = performance.now();
    hurry();
    expect((await second).value).toEqual([5]);
    expect(performance.now() - started).toBeLessThan(100);
    // Each batch, closed or not, tells its close that it is complete.
    expect(gatheredSignals.map((signal) => signal.aborted)).toEqual([true, true]);
    gatheredSignals = [];

    // A batch that fills up before its window ends: complete at once, its close told so.
    const other = feed<number>();
    const full = inBatches(other.source, 2, close)[Symbol.asyncIterator]();
    other.push(6);
    other.push(7);
    const startedFull = performance.now();
    expect((await full.next()).value).toEqual([6, 7]);
    expect(performance.now() - startedFull).toBeLessThan(100);
    expect(gatheredSignals.map((signal) => signal.aborted)).toEqual([true]);
    stream.end();
    expect((await batches.next()).done).toBe(true);
  });
});
