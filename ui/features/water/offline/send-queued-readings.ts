// Sends the manual tests kept offline (reading-queue.ts), oldest first, each with its own
// Idempotency-Key, so one the server already has (the reply was lost, another tab sent it) is answered
// with the same reading and recorded once. A failure that may pass (no network, the server busy or down,
// signed out) stops the round and keeps the rest for the next; a refusal that will not change (the
// pool is gone, the values are refused) takes that test off the queue and is reported.
import { isApiError } from '../../../api/client.ts';
import { queuedReadings, removeQueuedReading, type QueueStorage, type QueuedReading } from './reading-queue.ts';

export interface SendRound {
  sent: QueuedReading[];
  /** Taken off the queue: the server's refusal will not change. */
  refused: { reading: QueuedReading; error: unknown }[];
  /** Tests still queued after the round (to send later). */
  waiting: number;
}

/** HTTP statuses after which the same request may yet succeed. */
const TRY_AGAIN_STATUSES = new Set([401, 408, 409, 425, 429]);

export function mayPassLater(error: unknown): boolean {
  if (!isApiError(error)) return true; // no reply at all: offline, or the connection dropped
  return error.status >= 500 || TRY_AGAIN_STATUSES.has(error.status);
}

export async function sendQueuedReadings(
  send: (reading: QueuedReading) => Promise<unknown>,
  storage?: QueueStorage,
): Promise<SendRound> {
  const round: SendRound = { sent: [], refused: [], waiting: 0 };
  for (const reading of queuedReadings(storage)) {
    try {
      await send(reading);
      round.sent.push(reading);
    } catch (error) {
      if (mayPassLater(error)) break;
      round.refused.push({ reading, error });
    }
    removeQueuedReading(reading.idempotencyKey, storage);
  }
  round.waiting = queuedReadings(storage).length;
  return round;
}
