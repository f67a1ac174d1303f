// The append rules both adapters enforce before anything reaches the server, so an invalid batch
// fails the same way (InvalidAppendError, nothing written) on PostgreSQL and on EventStoreDB.
import { InvalidAppendError, MAX_EVENT_BYTES } from './event-store.ts';
import type { EventData } from './event-store.ts';

export interface SerializedEvent {
  readonly id: string;
  readonly type: string;
  /** JSON text of data and metadata, measured once and reused by the PostgreSQL adapter. */
  readonly data: string;
  readonly metadata: string;
}

// An escaped NUL (\u0000) not itself preceded by an escaping backslash: JSON can carry it, but
// PostgreSQL's text and jsonb cannot hold it (a read model would fail on the event), so both
// adapters refuse it for the same contract.
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Serialises every event of the batch, rejecting the whole batch if any one breaks a rule. */
export function serializeBatch(events: readonly EventData[]): SerializedEvent[] {
  if (events.length === 0) throw new InvalidAppendError('Cannot append an empty list of events');
  return events.map((event) => {
    if (!UUID.test(event.id)) throw new InvalidAppendError(`Event id ${event.id} is not a uuid`);
    if (!event.type) throw new InvalidAppendError(`Event ${event.id} has no type`);
    const data = JSON.stringify(event.data) ?? 'null';
    const metadata = JSON.stringify(event.metadata ?? {});
    if (ESCAPED_NUL.test(data) || ESCAPED_NUL.test(metadata)) throw new InvalidAppendError(`Event ${event.id} contains a NUL character`);
    const bytes = Buffer.byteLength(data) + Buffer.byteLength(metadata);
    if (bytes > MAX_EVENT_BYTES) throw new InvalidAppendError(`Event ${event.id} is ${bytes} bytes; the limit is ${MAX_EVENT_BYTES}`);
    return { id: event.id, type: event.type, data, metadata };
  });
}
