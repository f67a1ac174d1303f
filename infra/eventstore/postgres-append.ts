// The PostgreSQL append path. The common case is one call of the cw_append() function, so one
// round trip: read the stream's revision (the max of its events) and state, check the expected
// revision, insert the batch. Two appends that read the same revision collide on the unique
// (stream_id, stream_revision) key: the second waits for the first, then fails, and is diagnosed.
// Anything unusual (a conflict, a replay, a tombstone) goes through diagnose(), which picks between
// an idempotent result, a retry and the port's errors. Kept apart from the store so the
// late-commit contract test can run the very same append inside a transaction it holds open.
import type { SqlClient } from '../db/sql-pool.ts';
import { serializeBatch } from './append-rules.ts';
import { InvalidAppendError, StreamDeletedError, WrongExpectedVersionError } from './event-store.ts';
import type { AppendResult, EventData, ExpectedRevision } from './event-store.ts';

export interface StreamState {
  /** The last revision written, -1 for none. */
  readonly revision: bigint;
  /** Revisions below this were soft-deleted. */
  readonly deletedBefore: bigint;
}

/** Whether the stream has events a reader can see (a soft-deleted one has none). */
export const streamExists = (state: StreamState): boolean => state.revision >= 0n && state.revision >= state.deletedBefore;

/** The revision rules of the port; a soft-deleted stream accepts 'no_stream' or its last revision. */
export function satisfiesExpected(expected: ExpectedRevision, state: StreamState): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return !streamExists(state);
  if (expected === 'stream_exists') return streamExists(state);
  return state.revision === expected;
}

export function actualRevisionOf(state: StreamState): bigint | 'no_stream' {
  return state.revision < 0n ? 'no_stream' : state.revision;
}

/** The batch as one JSON array of {id, type, data, metadata}, built from the measured parts. */
export function encodeBatch(events: readonly EventData[]): string {
  const parts = serializeBatch(events).map(
    (e) => `{"id":${JSON.stringify(e.id)},"type":${JSON.stringify(e.type)},"data":${e.data},"metadata":${e.metadata}}`,
  );
  return `[${parts.join(',')}]`;
}

// The function is defined by migration 20261122T2300_event_store; its rules mirror satisfiesExpected().
const APPEND = `SELECT revision, last_position AS position, commit_id AS commit FROM cw_append($1, $2, $3::bigint, $4::json, $5::text)`;

interface AppendRow {
  revision: string | null;
  position: string | null;
  commit: string | null;
}

export interface AppendRequest {
  readonly stream: string;
  readonly events: readonly EventData[];
  readonly expected: ExpectedRevision;
  /** The channel to NOTIFY in the appending transaction; null when the caller notifies itself. */
  readonly notifyChannel: string | null;
}

type Refusal = 'refused' | 'revision_conflict' | 'duplicate_id';

/** Appends on the given client (autocommit or inside the caller's transaction). */
export async function appendOn(client: SqlClient, request: AppendRequest): Promise<AppendResult> {
  const batch = encodeBatch(request.events);
  // Retries serve 'any' appends that lost a race for the next revision (and any append whose
  // refusal no longer holds by the time it is diagnosed); hot streams rarely need more than one.
  for (let attempt = 1; ; attempt++) {
    const outcome = await tryAppend(client, request, batch);
    if (typeof outcome === 'object') return outcome;
    const diagnosis = await diagnose(client, request, outcome, attempt < 10);
    if (diagnosis !== 'retry') return diagnosis;
  }
}

async function tryAppend(client: SqlClient, request: AppendRequest, batch: string): Promise<AppendResult | Refusal> {
  const { stream, expected } = request;
  const kind = typeof expected === 'bigint' ? 'exact' : expected;
  const exact = typeof expected === 'bigint' ? expected.toString() : null;
  try {
    const { rows } = await client.query<AppendRow>(APPEND, [stream, kind, exact, batch, request.notifyChannel]);
    const row = rows[0];
    if (!row?.revision || !row.position || !row.commit) return 'refused';
    return { nextRevision: BigInt(row.revision), position: { commit: BigInt(row.commit), prepare: BigInt(row.position) } };
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated === 'events_stream_event_id_key') return 'duplicate_id';
    if (violated === 'events_stream_revision_key') return 'revision_conflict';
    // Class 22 is bad data, e.g. text that is not JSON.
    const code = (error as { code?: string }).code;
    if (code?.startsWith('22')) throw new InvalidAppendError(`Cannot store an event of ${stream}: ${(error as Error).message}`);
    throw error;
  }
}

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return null;
  if (e.constraint) return e.constraint;
  return ['events_stream_event_id_key', 'events_stream_revision_key'].find((key) => e.message?.includes(key)) ?? null;
}

interface DiagnoseRow {
  revision: string;
  deleted_before: string;
  tombstoned: boolean;
  replay_from: string | null;
}

export const STREAM_STATE_SQL = `
  SELECT (SELECT coalesce(max(e.stream_revision), -1) FROM events e WHERE e.stream_id = $1)::text AS revision,
         coalesce(s.deleted_before, 0)::text AS deleted_before, coalesce(s.tombstoned, false) AS tombstoned`;

/**
 * Why did the append not happen? A replay of ids the stream already holds as a contiguous run
 * returns the original result (even if the expected revision has moved on since: the retried
 * request is already done). Otherwise the stream's state names the error, or allows a retry.
 */
async function diagnose(client: SqlClient, request: AppendRequest, refusal: Refusal, mayRetry: boolean): Promise<AppendResult | 'retry'> {
  const { rows } = await client.query<DiagnoseRow>(
    `${STREAM_STATE_SQL},
       (SELECT e.stream_revision::text FROM events e WHERE e.stream_id = $1 AND e.event_id = $2::uuid) AS replay_from
     FROM (SELECT 1) AS one LEFT JOIN streams s ON s.stream_id = $1`,
    [request.stream, request.events[0]!.id],
  );
  const row = rows[0]!;
  const state = { revision: BigInt(row.revision), deletedBefore: BigInt(row.deleted_before) };
  if (row.tombstoned) throw new StreamDeletedError(request.stream);
  if (row.replay_from != null) {
    const replayed = await replayResult(client, request, BigInt(row.replay_from));
    if (replayed) return replayed;
    throw new WrongExpectedVersionError(request.stream, request.expected, actualRevisionOf(state));
  }
  if (refusal === 'duplicate_id') {
    throw new InvalidAppendError(`Append to ${request.stream} repeats an event id the stream (or the batch) already holds`);
  }
  if (satisfiesExpected(request.expected, state) && mayRetry) return 'retry';
  throw new WrongExpectedVersionError(request.stream, request.expected, actualRevisionOf(state));
}

async function replayResult(client: SqlClient, request: AppendRequest, from: bigint): Promise<AppendResult | null> {
  const { rows } = await client.query<{ id: string; revision: string; position: string; commit: string }>(
    `SELECT event_id::text AS id, stream_revision::text AS revision, position::text AS position, transaction_id::text AS commit
     FROM events e WHERE e.stream_id = $1 AND e.stream_revision >= $2::bigint ORDER BY e.stream_revision LIMIT $3`,
    [request.stream, from.toString(), request.events.length],
  );
  const matches = rows.length === request.events.length && rows.every((r, i) => r.id.toLowerCase() === request.events[i]!.id.toLowerCase());
  const last = rows.at(-1);
  if (!matches || !last) return null;
  return { nextRevision: BigInt(last.revision), position: { commit: BigInt(last.commit), prepare: BigInt(last.position) } };
}
