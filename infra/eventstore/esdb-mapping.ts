// Translations between the port and the KurrentDB/EventStoreDB client: expected revisions,
// recorded events, positions, stream metadata and errors.
import {
  ANY,
  AppendRecordSizeExceededError,
  END,
  MaxAppendSizeExceededError,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError as EsdbStreamNotFoundError,
  StreamTombstonedError as EsdbStreamTombstonedError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AppendStreamState,
  ReadPosition,
  ReadRevision,
  ResolvedEvent,
  StreamMetadata as EsdbStreamMetadata,
  StreamState,
} from '@kurrent/kurrentdb-client';
import { InvalidAppendError, START, StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from './event-store.ts';
import type { EventMetadata, ExpectedRevision, Position, RecordedEvent, StreamMetadata } from './event-store.ts';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected;
}

/** Deletes take no 'stream_exists'; the caller resolves it to the current revision first. */
export function toDeleteState(expected: Exclude<ExpectedRevision, 'stream_exists'>): StreamState {
  return expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : expected;
}

export function toReadPosition(position: Position | undefined): ReadPosition {
  return !position || position.commit < 0n ? ESDB_START : { commit: position.commit, prepare: position.prepare };
}

export function toReadRevision(from: bigint | 'start' | 'end' | undefined, backwards: boolean): ReadRevision {
  if (from === undefined) return backwards ? END : ESDB_START;
  return from === 'start' ? ESDB_START : from === 'end' ? END : from;
}

type AnyResolved = ResolvedEvent | AllStreamResolvedEvent;

/** Null for an unresolvable link; binary payloads pass through as Uint8Array. */
export function toRecorded(resolved: AnyResolved): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  const commit = event.position?.commit ?? resolved.commitPosition;
  const position = event.position ?? (commit === undefined ? START : { commit, prepare: commit });
  const metadata = event.metadata && !(event.metadata instanceof Uint8Array) && typeof event.metadata === 'object' && !Array.isArray(event.metadata)
    ? (event.metadata as EventMetadata)
    : {};
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    revision: event.revision,
    position,
    data: event.data,
    metadata,
    createdAt: event.created,
  };
}

// Custom metadata lives under one 'custom' key beside EventStoreDB's own ($maxCount, …) keys,
// so a custom name can never collide with a system one.
export function toEsdbMetadata(metadata: StreamMetadata): EsdbStreamMetadata {
  return {
    ...(metadata.maxCount !== undefined && { maxCount: metadata.maxCount }),
    ...(metadata.maxAgeSeconds !== undefined && { maxAge: metadata.maxAgeSeconds }),
    ...(metadata.truncateBefore !== undefined && { truncateBefore: Number(metadata.truncateBefore) }),
    ...(metadata.custom !== undefined && { custom: metadata.custom }),
  };
}

export function fromEsdbMetadata(metadata: EsdbStreamMetadata | undefined): StreamMetadata {
  if (!metadata) return {};
  const custom = metadata.custom;
  return {
    ...(typeof metadata.maxCount === 'number' && { maxCount: metadata.maxCount }),
    ...(typeof metadata.maxAge === 'number' && { maxAgeSeconds: metadata.maxAge }),
    ...(typeof metadata.truncateBefore === 'number' && { truncateBefore: BigInt(metadata.truncateBefore) }),
    ...(custom !== null && typeof custom === 'object' && { custom: custom as Record<string, unknown> }),
  };
}

/** Rethrows the client's errors as the port's; anything else passes through unchanged. */
export function translateError(error: unknown, stream: string, expected: ExpectedRevision = 'any'): never {
  if (error instanceof EsdbWrongExpectedVersionError) {
    throw new WrongExpectedVersionError(stream, expected, error.actualState === NO_STREAM ? 'no_stream' : error.actualState);
  }
  if (error instanceof EsdbStreamDeletedError || error instanceof EsdbStreamTombstonedError) throw new StreamDeletedError(stream);
  if (error instanceof EsdbStreamNotFoundError) throw new StreamNotFoundError(stream);
  if (error instanceof MaxAppendSizeExceededError || error instanceof AppendRecordSizeExceededError) {
    throw new InvalidAppendError(error.message);
  }
  throw error;
}
