// Sending the tests kept offline: oldest first, each with its own key; a failure that may pass keeps
// the rest for the next round; a refusal that will not change drops that test and reports it; and a
// test whose reply was lost is sent again with the same key, so a server that honours the key (as the
// real one does, infra/http/command-metadata.ts) records it once.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { aQueuedReading, memoryStorage } from '../../../testing/reading-queue-fixtures.ts';
import { enqueueReading, queuedReadings, type QueuedReading } from './reading-queue.ts';
import { mayPassLater, sendQueuedReadings } from './send-queued-readings.ts';

function queueOf(...keys: string[]) {
  const storage = memoryStorage();
  for (const key of keys) enqueueReading(aQueuedReading(key), storage);
  return storage;
}

/** A server that records a reading per Idempotency-Key, as the real one does. */
function keyHonouringServer() {
  const recorded = new Map<string, QueuedReading>();
  return { recorded, record: (reading: QueuedReading) => void recorded.set(reading.idempotencyKey, recorded.get(reading.idempotencyKey) ?? reading) };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('sending the tests kept offline', () => {
  it('sends every test oldest first, each with its key, and empties the queue', async () => {
    const storage = queueOf('a', 'b', 'c');
    const sent: string[] = [];
    const round = await sendQueuedReadings(async (reading) => void sent.push(reading.idempotencyKey), storage);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(round.sent.map((reading) => reading.idempotencyKey)).toEqual(['a', 'b', 'c']);
    expect(round).toMatchObject({ refused: [], waiting: 0 });
    expect(queuedReadings(storage)).toEqual([]);
  });

  it('stops at a failure that may pass and keeps that test and the ones after it', async () => {
    const storage = queueOf('a', 'b', 'c');
    const round = await sendQueuedReadings((reading) => (reading.idempotencyKey === 'b' ? offline() : Promise.resolve()), storage);
    expect(round.sent.map((reading) => reading.idempotencyKey)).toEqual(['a']);
    expect(round.waiting).toBe(2);
    expect(queuedReadings(storage).map((reading) => reading.idempotencyKey)).toEqual(['b', 'c']);
  });

  it('drops a test the server refuses for good, reports it, and goes on with the rest', async () => {
    const storage = queueOf('a', 'b');
    const refusal = new ApiError(404, 'Not Found', JSON.stringify({ error: { code: 'not_found', message: 'Pool not found' } }));
    const round = await sendQueuedReadings((reading) => (reading.idempotencyKey === 'a' ? Promise.reject(refusal) : Promise.resolve()), storage);
    expect(round.refused).toEqual([{ reading: aQueuedReading('a'), error: refusal }]);
    expect(round.sent.map((reading) => reading.idempotencyKey)).toEqual(['b']);
    expect(queuedReadings(storage)).toEqual([]);
  });

  it.each([
    ['no reply', new TypeError('Failed to fetch'), true],
    ['500', new ApiError(500, 'Internal Server Error', ''), true],
    ['503', new ApiError(503, 'Service Unavailable', ''), true],
    ['429', new ApiError(429, 'Too Many Requests', ''), true],
    ['401 (signed out)', new ApiError(401, 'Unauthorized', ''), true],
    ['409', new ApiError(409, 'Conflict', ''), true],
    ['400', new ApiError(400, 'Bad Request', ''), false],
    ['404', new ApiError(404, 'Not Found', ''), false],
  ])('a %s may pass later: %s', (_name, error, later) => {
    expect(mayPassLater(error)).toBe(later);
  });

  it('records a test once when its first reply was lost and it is sent again', async () => {
    const storage = queueOf('entered-offline');
    const server = keyHonouringServer();
    // The server records it, but the reply never reaches the phone (the connection drops again).
    const first = await sendQueuedReadings(async (reading) => {
      server.record(reading);
      throw new TypeError('Failed to fetch');
    }, storage);
    expect(first.waiting).toBe(1);
    const second = await sendQueuedReadings(async (reading) => server.record(reading), storage);
    expect(second.sent.map((reading) => reading.idempotencyKey)).toEqual(['entered-offline']);
    expect([...server.recorded.keys()]).toEqual(['entered-offline']);
    expect(queuedReadings(storage)).toEqual([]);
  });
});
