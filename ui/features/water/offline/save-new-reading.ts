// Saving a new manual test (issue 19): sent at once with its Idempotency-Key when the browser is online;
// kept in the offline queue when it is not, or when the request got no reply (the server may have it:
// sending it again later with the same key records it once). A reply from the server, success or
// refusal, is the answer and is never queued.
import { isApiError } from '../../../api/client.ts';
import { createReading, type ReadingPayload } from '../../../api/water.api.ts';
import { enqueueReading, MAX_QUEUED_READINGS, type EnqueueResult } from './reading-queue.ts';

/** A new key per test: crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The test could not be kept for later either. */
export class QueueUnavailableError extends Error {
  readonly reason: Exclude<EnqueueResult, 'queued'>;

  constructor(reason: Exclude<EnqueueResult, 'queued'>) {
    super(reason === 'full'
      ? `You're offline and ${MAX_QUEUED_READINGS} tests are already waiting to be sent. Please try again when you're back online.`
      : "You're offline and this browser cannot keep the test. Please try again when you're back online.");
    this.name = 'QueueUnavailableError';
    this.reason = reason;
  }
}

export interface NewReading {
  poolId: string;
  values: ReadingPayload;
  idempotencyKey: string;
  enteredAt: Date;
}

export type NewReadingOutcome = 'saved' | 'queued';

function keepForLater({ poolId, values, idempotencyKey, enteredAt }: NewReading): NewReadingOutcome {
  const result = enqueueReading({ poolId, values, idempotencyKey, enteredAt: enteredAt.toISOString() });
  if (result !== 'queued') throw new QueueUnavailableError(result);
  return 'queued';
}

export async function saveNewReading(reading: NewReading): Promise<NewReadingOutcome> {
  if (!navigator.onLine) return keepForLater(reading);
  try {
    await createReading(reading.poolId, reading.values, reading.enteredAt, reading.idempotencyKey);
    return 'saved';
  } catch (error) {
    if (isApiError(error)) throw error;
    return keepForLater(reading);
  }
}
