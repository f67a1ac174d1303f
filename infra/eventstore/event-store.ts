// The event store port, shaped like EventStoreDB's client so both adapters honour one contract.
// Positions are EventStoreDB's (commit, prepare) pair; the PostgreSQL adapter maps them to
// (transaction id, global sequence), which gives the same total order that catch-up readers need.

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

export type EventMetadata = Record<string, unknown>;

export interface EventData<D = unknown> {
  /** A uuid. Re-appending an event with an id the stream already holds is a no-op (idempotency). */
  readonly id: string;
  readonly type: string;
  readonly data: D;
  readonly metadata?: EventMetadata;
}

export interface RecordedEvent<D = unknown> {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  /** Position within the stream, starting at 0. */
  readonly revision: bigint;
  readonly position: Position;
  readonly data: D;
  readonly metadata: EventMetadata;
  readonly createdAt: Date;
}

export interface AppendResult {
  readonly nextRevision: bigint;
  readonly position: Position;
}

export interface ReadStreamOptions {
  fromRevision?: bigint | 'start' | 'end';
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to START. */
  fromPosition?: Position;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: delivery begins after it. */
  fromPosition?: Position;
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export interface StreamMetadata {
  maxCount?: number;
  maxAgeSeconds?: number;
  truncateBefore?: bigint;
  custom?: Record<string, unknown>;
}

export interface DeleteResult {
  readonly position: Position;
}

export interface EventStore {
  append(stream: string, events: readonly EventData[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Throws StreamNotFoundError for a stream that has no events (or was soft-deleted). */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from the checkpoint, then delivers live events, in order, without gaps. */
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** Soft delete: the stream reads as not found; appending again continues its revisions. */
  deleteStream(stream: string, options?: { expectedRevision?: ExpectedRevision }): Promise<DeleteResult>;
  /** Hard delete: the stream can never be written or read again. */
  tombstoneStream(stream: string, options?: { expectedRevision?: ExpectedRevision }): Promise<DeleteResult>;
  setStreamMetadata(stream: string, metadata: StreamMetadata): Promise<AppendResult>;
  getStreamMetadata(stream: string): Promise<StreamMetadata>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expectedRevision: ExpectedRevision,
    readonly actualRevision: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamName}: expected ${String(expectedRevision)}, actual ${String(actualRevision)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export class StreamNotFoundError extends Error {
  constructor(readonly streamName: string) {
    super(`Stream ${streamName} not found`);
    this.name = 'StreamNotFoundError';
  }
}

export class StreamDeletedError extends Error {
  constructor(readonly streamName: string) {
    super(`Stream ${streamName} is deleted permanently`);
    this.name = 'StreamDeletedError';
  }
}

export class InvalidAppendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAppendError';
  }
}

export const MAX_EVENT_BYTES = 1024 * 1024;

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Positions travel as "commit/prepare" strings in checkpoints, HTTP headers and logs. */
export function formatPosition(position: Position): string {
  return `${position.commit}/${position.prepare}`;
}

export function parsePosition(text: string): Position {
  const match = /^(-?\d+)\/(-?\d+)$/.exec(text.trim());
  if (!match) throw new Error(`Invalid position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
