// The event store on EventStoreDB/KurrentDB through the official gRPC client. It honours the same
// contract as the PostgreSQL adapter: $all reads and subscriptions hide system ('$') events, reads
// from a position are exclusive of it, and client errors become the port's errors.
import { BACKWARDS, excludeSystemEvents, FORWARDS, jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { serializeBatch } from './append-rules.ts';
import { comparePositions, START, WrongExpectedVersionError } from './event-store.ts';
import type {
  AppendResult,
  DeleteResult,
  EventData,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.ts';
import { fromEsdbMetadata, toDeleteState, toEsdbMetadata, toReadPosition, toReadRevision, toRecorded, toStreamState, translateError } from './esdb-mapping.ts';

const DEFAULT_READ_ALL_COUNT = 1000;

export function createEsdbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<AllStreamSubscription>();
  return {
    append: (stream, events, options) => append(client, stream, events, options?.expectedRevision ?? 'any'),
    readStream: (stream, options) => readStream(client, stream, options),
    readAll: (options) => readAll(client, options),
    subscribeToAll: (options) => subscribeToAll(client, subscriptions, options),
    deleteStream: (stream, options) => remove(client, stream, false, options?.expectedRevision ?? 'any'),
    tombstoneStream: (stream, options) => remove(client, stream, true, options?.expectedRevision ?? 'any'),
    async setStreamMetadata(stream, metadata) {
      try {
        const result = await client.setStreamMetadata(stream, toEsdbMetadata(metadata));
        return { nextRevision: result.nextExpectedRevision, position: result.position ?? START };
      } catch (error) {
        return translateError(error, stream);
      }
    },
    async getStreamMetadata(stream) {
      try {
        return fromEsdbMetadata((await client.getStreamMetadata(stream)).metadata);
      } catch (error) {
        return translateError(error, stream);
      }
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.unsubscribe().catch(() => undefined)));
      await client.dispose();
    },
  };
}

async function append(client: KurrentDBClient, stream: string, events: readonly EventData[], expected: ExpectedRevision): Promise<AppendResult> {
  serializeBatch(events);
  const data = events.map((e) => jsonEvent({ id: e.id, type: e.type, data: toJson(e.data), metadata: e.metadata ?? {} }));
  try {
    const result = await client.appendToStream(stream, data, { streamState: toStreamState(expected) });
    // An idempotent replay can come back without a position: report the stream's last one.
    const position = result.position ?? (await lastEvent(client, stream))?.position ?? START;
    return { nextRevision: result.nextExpectedRevision, position };
  } catch (error) {
    return translateError(error, stream, expected);
  }
}

async function lastEvent(client: KurrentDBClient, stream: string): Promise<RecordedEvent | undefined> {
  const [last] = await readStream(client, stream, { direction: 'backwards', maxCount: 1 }).catch(() => []);
  return last;
}

async function readStream(client: KurrentDBClient, stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
  const backwards = options.direction === 'backwards';
  const events: RecordedEvent[] = [];
  try {
    const reading = client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: toReadRevision(options.fromRevision, backwards),
      ...(options.maxCount !== undefined && { maxCount: options.maxCount }),
    });
    for await (const resolved of reading) {
      const event = toRecorded(resolved);
      if (event) events.push(event);
    }
  } catch (error) {
    return translateError(error, stream);
  }
  return events;
}

// EventStoreDB reads $all from a position inclusively; the port is exclusive, so ask for one
// more and drop what is not strictly after the checkpoint.
async function readAll(client: KurrentDBClient, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
  const from = options.fromPosition ?? START;
  const maxCount = options.maxCount ?? DEFAULT_READ_ALL_COUNT;
  const events: RecordedEvent[] = [];
  const reading = client.readAll({ fromPosition: toReadPosition(from), maxCount: maxCount + 1, direction: FORWARDS, filter: excludeSystemEvents() });
  for await (const resolved of reading) {
    const event = toRecorded(resolved);
    if (event && comparePositions(event.position, from) > 0) events.push(event);
  }
  return events.slice(0, maxCount);
}

function subscribeToAll(client: KurrentDBClient, subscriptions: Set<AllStreamSubscription>, options: SubscribeOptions = {}): Subscription {
  const from = options.fromPosition ?? START;
  const subscription = client.subscribeToAll({ fromPosition: toReadPosition(from), filter: excludeSystemEvents() });
  subscriptions.add(subscription);
  async function* events(): AsyncGenerator<RecordedEvent> {
    try {
      for await (const resolved of subscription) {
        const event = toRecorded(resolved);
        // Guards the exclusive checkpoint whatever the server's convention for the start.
        if (event && comparePositions(event.position, from) > 0) yield event;
      }
    } finally {
      subscriptions.delete(subscription);
    }
  }
  return {
    [Symbol.asyncIterator]: () => events(),
    async unsubscribe() {
      subscriptions.delete(subscription);
      await subscription.unsubscribe();
    },
  };
}

async function remove(client: KurrentDBClient, stream: string, hard: boolean, expected: ExpectedRevision): Promise<DeleteResult> {
  try {
    const state = toDeleteState(await deleteState(client, stream, expected));
    const result = hard
      ? await client.tombstoneStream(stream, { expectedRevision: state })
      : await client.deleteStream(stream, { expectedRevision: state });
    return { position: result.position ?? START };
  } catch (error) {
    return translateError(error, stream, expected);
  }
}

/** The client's deletes accept no 'stream_exists': resolve it to the current revision. */
async function deleteState(client: KurrentDBClient, stream: string, expected: ExpectedRevision): Promise<Exclude<ExpectedRevision, 'stream_exists'>> {
  if (expected !== 'stream_exists') return expected;
  const last = await lastEvent(client, stream);
  if (!last) throw new WrongExpectedVersionError(stream, expected, 'no_stream');
  return last.revision;
}

/** The client's JSON events take objects, arrays or strings; our events carry objects, so any
 * other value (a bare number, null) is wrapped as { value } rather than rejected. */
function toJson(data: unknown): Record<string, unknown> | unknown[] | string {
  if (typeof data === 'string' || Array.isArray(data) || (data !== null && typeof data === 'object')) {
    return data as Record<string, unknown> | unknown[] | string;
  }
  return { value: data };
}
