// The offline queue of manual tests: kept in order, one entry per Idempotency-Key, bounded, and
// robust to storage that refuses writes or holds something else.
import { describe, expect, it } from 'vitest';
import { aQueuedReading, memoryStorage } from '../../../testing/reading-queue-fixtures.ts';
import { enqueueReading, MAX_QUEUED_READINGS, queuedReadings, READING_QUEUE_KEY, removeQueuedReading } from './reading-queue.ts';

describe('the offline reading queue', () => {
  it('keeps tests in the order they were entered and reads them back whole', () => {
    const storage = memoryStorage();
    expect(enqueueReading(aQueuedReading('a'), storage)).toBe('queued');
    expect(enqueueReading(aQueuedReading('b', { poolId: 'pool-2' }), storage)).toBe('queued');
    expect(queuedReadings(storage)).toEqual([aQueuedReading('a'), aQueuedReading('b', { poolId: 'pool-2' })]);
  });

  it('queues a test once however often it is handed over with the same key', () => {
    const storage = memoryStorage();
    enqueueReading(aQueuedReading('a'), storage);
    expect(enqueueReading(aQueuedReading('a'), storage)).toBe('queued');
    expect(queuedReadings(storage)).toHaveLength(1);
  });

  it(`takes at most ${MAX_QUEUED_READINGS} tests and says so, keeping those it has`, () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_QUEUED_READINGS; i++) expect(enqueueReading(aQueuedReading(`k${i}`), storage)).toBe('queued');
    expect(enqueueReading(aQueuedReading('one-too-many'), storage)).toBe('full');
    const kept = queuedReadings(storage);
    expect(kept).toHaveLength(MAX_QUEUED_READINGS);
    expect(kept.map((reading) => reading.idempotencyKey)).not.toContain('one-too-many');
  });

  it("says 'unavailable' when the browser refuses to store, or has no storage", () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(enqueueReading(aQueuedReading('a'), refusing)).toBe('unavailable');
    expect(enqueueReading(aQueuedReading('a'), undefined)).toBe('unavailable');
  });

  it('leaves out what is not a queued test: broken JSON, another shape, a bad date', () => {
    const storage = memoryStorage();
    storage.setItem(READING_QUEUE_KEY, '{not json');
    expect(queuedReadings(storage)).toEqual([]);
    storage.setItem(READING_QUEUE_KEY, JSON.stringify({ idempotencyKey: 'a' }));
    expect(queuedReadings(storage)).toEqual([]);
    storage.setItem(READING_QUEUE_KEY, JSON.stringify([aQueuedReading('good'), { ...aQueuedReading('bad'), enteredAt: 'yesterday' }, { ...aQueuedReading('no-values'), values: undefined }]));
    expect(queuedReadings(storage).map((reading) => reading.idempotencyKey)).toEqual(['good']);
  });

  it('removes only the test it names, and the storage entry with the last one', () => {
    const storage = memoryStorage();
    enqueueReading(aQueuedReading('a'), storage);
    enqueueReading(aQueuedReading('b'), storage);
    removeQueuedReading('a', storage);
    expect(queuedReadings(storage).map((reading) => reading.idempotencyKey)).toEqual(['b']);
    removeQueuedReading('unknown', storage);
    removeQueuedReading('b', storage);
    expect(storage.items.has(READING_QUEUE_KEY)).toBe(false);
  });
});
