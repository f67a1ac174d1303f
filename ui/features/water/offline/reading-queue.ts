// Manual water tests entered offline (issue 19), kept in this browser's localStorage until they are
// sent. Each keeps the Idempotency-Key it was first sent with, so sending it again (a second tab, a
// retry after a reply that never arrived) records it once. Bounded: a full queue takes no more, and
// says so, rather than dropping a test the owner already entered. Entries that do not read back as
// queued tests (another version, a hand edit) are left out.
import { z } from 'zod/mini';
import type { ReadingPayload } from '../../../api/water.api.ts';
import { READING_QUEUE_EVENT, READING_QUEUE_KEY } from './reading-queue-keys.ts';

export { READING_QUEUE_EVENT, READING_QUEUE_KEY };

/** At most this many tests wait at once: a week of daily tests from two pools, in a few KB. */
export const MAX_QUEUED_READINGS = 20;

const measure = z.nullable(z.number());
const queuedReadingSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(1), z.maxLength(200)),
  poolId: z.string().check(z.minLength(1)),
  /** When the owner entered it (ISO): the reading's timestamp, whenever it is sent. */
  enteredAt: z.iso.datetime({ offset: true }),
  values: z.object({
    ph: measure,
    freeChlorinePpm: measure,
    totalChlorinePpm: measure,
    totalAlkalinityPpm: measure,
    cyaPpm: measure,
    calciumHardnessPpm: measure,
    temperatureF: measure,
    notes: z.nullable(z.string().check(z.maxLength(5000))),
  }),
});

export interface QueuedReading {
  idempotencyKey: string;
  poolId: string;
  enteredAt: string;
  values: ReadingPayload;
}

/** localStorage, or a stand-in in tests. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): QueueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function queuedReadings(storage: QueueStorage | undefined = browserStorage()): QueuedReading[] {
  return parseQueue(storage?.getItem(READING_QUEUE_KEY) ?? null);
}

/** The queue as stored (JSON text), each entry checked; what is not a queued test is left out. */
export function parseQueue(text: string | null): QueuedReading[] {
  if (!text) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const parsed = queuedReadingSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(storage: QueueStorage, entries: readonly QueuedReading[]): void {
  if (entries.length === 0) storage.removeItem(READING_QUEUE_KEY);
  else storage.setItem(READING_QUEUE_KEY, JSON.stringify(entries));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(READING_QUEUE_EVENT));
}

export type EnqueueResult = 'queued' | 'full' | 'unavailable';

/** Keeps a test to send later; one already queued under its key is not added twice. */
export function enqueueReading(reading: QueuedReading, storage: QueueStorage | undefined = browserStorage()): EnqueueResult {
  if (!storage) return 'unavailable';
  const entries = queuedReadings(storage);
  if (entries.some((entry) => entry.idempotencyKey === reading.idempotencyKey)) return 'queued';
  if (entries.length >= MAX_QUEUED_READINGS) return 'full';
  try {
    write(storage, [...entries, reading]);
  } catch {
    // Storage full or refused (private mode): the test is not kept, and the caller says so.
    return 'unavailable';
  }
  return 'queued';
}

/** Takes a test off the queue once the server has it (or has refused it for good). */
export function removeQueuedReading(idempotencyKey: string, storage: QueueStorage | undefined = browserStorage()): void {
  if (!storage) return;
  const entries = queuedReadings(storage);
  const rest = entries.filter((entry) => entry.idempotencyKey !== idempotencyKey);
  if (rest.length !== entries.length) write(storage, rest);
}
