// The one command pipeline: load the stream (from the decider's newest snapshot when it has them, see
// snapshots.ts), fold it, decide, append with the expected revision, and return the position of the
// last event. Commands on one stream queue in the process (a keyed lock); when another process wrote
// first, the command reads and decides again after a jittered back-off, up to CONFLICT_ATTEMPTS times.
// An Idempotency-Key turns into deterministic event ids, so a retried request appends nothing and
// answers with the position of the events the first attempt wrote. A snapshot only ever covers events
// from before the command that writes it, so a prompt retry still finds its first attempt's events.
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import AsyncLock from 'async-lock';
import { foldEvents, type Decider, type DomainEvent } from '../../domain/common/decider.ts';
import { readSnapshot, SNAPSHOT_EVERY, writeSnapshot } from './snapshots.ts';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../infra/eventstore/event-store.ts';

export interface CommandMetadata {
  readonly userId: string;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly idempotencyKey?: string;
}

export interface CommandResult<Event extends DomainEvent, State> {
  /** Position of the last event appended (or found, for a replayed request); undefined when nothing changed. */
  readonly position: Position | undefined;
  readonly events: readonly Event[];
  /** State after the new events. */
  readonly state: State;
  /** True when an earlier request with the same Idempotency-Key already did the work. */
  readonly replayed: boolean;
}

export const SCHEMA_VERSION = 1;

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandResult<Event, State>> {
  // Commands on one stream in this process take turns: racing would only make all but one retry.
  return streamTurns.acquire(stream, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptCommand(store, stream, decider, command, metadata);
      } catch (error) {
        // Another process wrote first: read again and decide again, after a short random wait.
        if (!(error instanceof WrongExpectedVersionError) || attempt >= CONFLICT_ATTEMPTS) throw error;
        await setTimeout(conflictBackoffMs(attempt));
      }
    }
  });
}

/** One queue per stream; at most this many commands wait on one stream before the next is refused. */
const streamTurns = new AsyncLock({ maxPending: 1000 });
/** Attempts when other instances keep writing to the same stream first. */
export const CONFLICT_ATTEMPTS = 5;

/** Full jitter: a random wait up to 10 ms, doubling with each attempt (so racing instances spread out). */
export function conflictBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * 10 * 2 ** (attempt - 1));
}

/** The state to decide on: the newest snapshot (if any) with the events recorded after it. */
async function load<Event extends DomainEvent, State>(store: EventStore, stream: string, decider: Decider<unknown, Event, State>) {
  const snapshot = decider.snapshot ? await readSnapshot(store, stream, decider.snapshot) : undefined;
  const recorded = await readStreamOrEmpty(store, stream, snapshot ? snapshot.revision + 1n : undefined);
  const past = recorded.map(toDomainEvent<Event>);
  const state = foldEvents(decider, past, snapshot?.state ?? decider.initialState());
  return { recorded, past, state, lastRevision: recorded.at(-1)?.revision ?? snapshot?.revision };
}

async function attemptCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandResult<Event, State>> {
  const { recorded, past, state, lastRevision } = await load(store, stream, decider);
  const firstId = metadata.idempotencyKey ? eventIdFor(metadata, stream, 0) : undefined;
  const earlier = firstId ? recorded.findIndex((event) => event.id === firstId) : -1;
  if (earlier >= 0) return replay(recorded, past, earlier, metadata, stream, state);

  const events = decider.decide(command, state);
  if (events.length === 0) return { position: undefined, events, state, replayed: false };
  const correlationId = metadata.correlationId ?? randomUUID();
  const { position } = await store.append(
    stream,
    events.map((event, index) => ({
      id: metadata.idempotencyKey ? eventIdFor(metadata, stream, index) : randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { userId: metadata.userId, correlationId, causationId: metadata.causationId ?? correlationId, schemaVersion: SCHEMA_VERSION },
    })),
    { expectedRevision: lastRevision === undefined ? 'no_stream' : lastRevision },
  );
  if (decider.snapshot && lastRevision !== undefined && recorded.length >= SNAPSHOT_EVERY) {
    // The state before this command's events: they stay after the snapshot, where a retry looks.
    await writeSnapshot(store, stream, decider.snapshot, state, lastRevision).catch(() => undefined);
  }
  return { position, events, state: foldEvents(decider, events, state), replayed: false };
}

/** The answer to a request already handled: the events it appended and the position of the last. */
function replay<Event extends DomainEvent, State>(
  recorded: RecordedEvent[],
  past: Event[],
  from: number,
  metadata: CommandMetadata,
  stream: string,
  state: State,
): CommandResult<Event, State> {
  let end = from;
  while (recorded[end + 1]?.id === eventIdFor(metadata, stream, end + 1 - from)) end++;
  return { position: recorded[end]!.position, events: past.slice(from, end + 1), state, replayed: true };
}

/** Whether a request with this Idempotency-Key already appended to the stream (so a retry can find where it went). */
export async function handledBefore(store: EventStore, stream: string, metadata: CommandMetadata): Promise<boolean> {
  if (!metadata.idempotencyKey) return false;
  const firstId = eventIdFor(metadata, stream, 0);
  return (await readStreamOrEmpty(store, stream)).some((event) => event.id === firstId);
}

async function readStreamOrEmpty(store: EventStore, stream: string, fromRevision?: bigint): Promise<RecordedEvent[]> {
  try {
    return await store.readStream(stream, fromRevision === undefined ? undefined : { fromRevision });
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
}

function toDomainEvent<Event extends DomainEvent>(event: RecordedEvent): Event {
  return { type: event.type, data: event.data } as Event;
}

/** A uuid derived from the user, the key, the stream and the event's index (name-based, like uuid v5). */
export function eventIdFor(metadata: CommandMetadata, stream: string, index: number): string {
  const hash = createHash('sha256').update(`${metadata.userId}\u0000${metadata.idempotencyKey}\u0000${stream}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}
