// The event store on EventStoreDB/KurrentDB through the official gRPC client. It honours the same
// contract as the PostgreSQL adapter: $all reads and subscriptions hide system ('$') events, reads
// from a position are exclusive of it, and client errors become the port's errors.
import { BACKWARDS, excludeSystemEvents, FORWARDS, jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { serializeBatch } from './append-rules.ts';
import { comparePositions, START, WrongExpectedVersionError } from './event-store.ts';
import type { AppendResult, DeleteResult, EventData, EventStore, ExpectedRevision, Position, RecordedEvent, Subscription } from './event-store.ts';
import {
  fromEsdbMetadata,
  toDeleteState,
  toEsdbMetadata,
  toReadPosition,
  toReadRevision,
  toRecorded,
  toStreamState,
  translateError,
} from './esdb-mapping.ts';

const DEFAULT_READ_ALL_COUNT = 1000;

export function createEsdbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<AllStreamSubscription>();

  async function lastPositionOf(stream: string): Promise<Position> {
    const [last] = await readStream(stream, { direction: 'backwards', maxCount: 1 }).catch(() => []);
    return last?.position ?? START;
  }

  async function append(stream: string, events: readonly EventData[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult> {
    serializeBatch(events);
    const expected = options?.expectedRevision ?? 'any';
    const data = events.map((e) => jsonEvent({ id: e.id, type: e.type, data: toJson(e.data), metadata: e.metadata ?? {} }));
    try {
      const result = await client.appendToStream(stream, data, { streamState: toStreamState(expected) });
      // An idempotent replay can come back without a position: report the stream's last one.
      const position = result.position ?? (await lastPositionOf(stream));
      return { nextRevision: result.nextExpectedRevision, position };
    } catch (error) {
      return translateError(error, stream, expected);
    }
  }

  async function readStream(stream: string, options: Parameters<EventStore['readStream']>[1] = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reading = client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: toReadRevision(options.fromRevision, backwards),
        ...(options.maxCount !== undefined && { maxCount: options.maxCount }),
      });
      for await (const resolved of reading) pushRecorded(events, toRecorded(resolved));
    } catch (error) {
      return translateError(error, stream);
    }
    return events;
  }

  // EventStoreDB reads $all from a position inclusively; the port is exclusive, so ask for one
  // more and drop what is not strictly after the checkpoint.
  async function readAll(options: Parameters<EventStore['readAll']>[0] = {}): Promise<RecordedEvent[]> {
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

  function subscribeToAll(options: Parameters<EventStore['subscribeToAll']>[0] = {}): Subscription {
    const from = options.fromPosition ?? START;
    const subscription = client.subscribeToAll({ fromPosition: toReadPosition(from), filter: excludeSystemEvents() });
    subscriptions.add(subscription);
    async function* events(): AsyncGenerator<RecordedEvent> {
      try {
        for await (const resolved of subscription) {
          const event = toRecorded(resolved);
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

  /** The client's deletes accept no 'stream_exists': resolve it to the current revision. */
  async function deleteState(stream: string, expected: ExpectedRevision): Promise<Exclude<ExpectedRevision, 'stream_exists'>> {
    if (expected !== 'stream_exists') return expected;
    const [last] = await readStream(stream, { direction: 'backwards', maxCount: 1 }).catch(() => []);
    if (!last) throw new WrongExpectedVersionError(stream, expected, 'no_stream');
    return last.revision;
  }

  async function remove(stream: string, hard: boolean, options?: { expectedRevision?: ExpectedRevision }): Promise<DeleteResult> {
    const expected = options?.expectedRevision ?? 'any';
    try {
      const state = toDeleteState(await deleteState(stream, expected));
      const result = hard
        ? await client.tombstoneStream(stream, { expectedRevision: state })
        : await client.deleteStream(stream, { expectedRevision: state });
      return { position: result.position ?? START };
    } catch (error) {
      return translateError(error, stream, expected);
    }
  }

  return {
    append,
    readStream,
    readAll,
    subscribeToAll,
    deleteStream: (stream, options) => remove(stream, false, options),
    tombstoneStream: (stream, options) => remove(stream, true, options),
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

function pushRecorded(events: RecordedEvent[], event: RecordedEvent | null): void {
  if (event) events.push(event);
}

/** The client's JSON events take objects, arrays or strings; our events carry objects, so any
 * other value (a bare number, null) is wrapped as { value } rather than rejected. */
function toJson(data: unknown): Record<string, unknown> | unknown[] | string {
  if (typeof data === 'string' || Array.isArray(data) || (data !== null && typeof data === 'object')) {
    return data as Record<string, unknown> | unknown[] | string;
  }
  return { value: data };
}
