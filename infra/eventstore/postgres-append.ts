// The PostgreSQL append path. The common case is one statement, so one round trip: lock the
// stream's row with its revision check, insert the batch, return the new revision and position.
// Anything unusual (a conflict, a replay, a tombstone) falls back to diagnose(), which decides
// between an idempotent result and the port's errors. Kept apart from the store so the
// late-commit contract test can run the very same statement inside a transaction it holds open.
import type { SqlClient } from '../db/sql-pool.ts';
import { serializeBatch } from './append-rules.ts';
import { InvalidAppendError, StreamDeletedError, WrongExpectedVersionError } from './event-store.ts';
import type { AppendResult, EventData, ExpectedRevision } from './event-store.ts';

export interface StreamState {
  readonly revision: bigint;
  readonly deleted: boolean;
}

/** The revision rules of the port; a soft-deleted stream accepts 'no_stream' or its last revision. */
export function satisfiesExpected(expected: ExpectedRevision, state: StreamState | null): boolean {
  const exists = state !== null && state.revision >= 0n && !state.deleted;
  if (expected === 'any') return true;
  if (expected === 'no_stream') return !exists;
  if (expected === 'stream_exists') return exists;
  return state !== null && state.revision === expected;
}

export function actualRevisionOf(state: StreamState | null): bigint | 'no_stream' {
  return state === null || state.revision < 0n ? 'no_stream' : state.revision;
}

/** The batch as one JSON array of {id, type, data, metadata}, built from the measured parts. */
export function encodeBatch(events: readonly EventData[]): string {
  const parts = serializeBatch(events).map(
    (e) => `{"id":${JSON.stringify(e.id)},"type":${JSON.stringify(e.type)},"data":${e.data},"metadata":${e.metadata}}`,
  );
  return `[${parts.join(',')}]`;
}

// $1 stream, $2 expected kind, $3 batch size, $4 batch JSON, $5 NOTIFY channel or null, and for
// an exact expected revision $6 that revision. The stream row is the lock: ON CONFLICT DO UPDATE
// and UPDATE both wait for a concurrent appender, then re-check against its committed revision.
const UPSERT_STREAM = `
  INSERT INTO streams AS s (stream_id, revision) VALUES ($1, $3::int - 1)
  ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + $3::int, deleted = false
  WHERE NOT s.tombstoned AND ($2 = 'any' OR s.revision = -1 OR s.deleted)
  RETURNING s.revision`;
const UPDATE_STREAM = `
  UPDATE streams AS s SET revision = s.revision + $3::int, deleted = false
  WHERE s.stream_id = $1 AND NOT s.tombstoned
    AND (($2 = 'stream_exists' AND s.revision >= 0 AND NOT s.deleted) OR s.revision = $6::bigint)
  RETURNING s.revision`;
const appendSql = (lockStream: string): string => `
  WITH stream AS (${lockStream}),
  inserted AS (
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT (e.value->>'id')::uuid, $1, stream.revision - $3::int + e.n, e.value->>'type', e.value->'data', e.value->'metadata'
    FROM stream, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(value, n)
    ORDER BY e.n
    RETURNING position, transaction_id
  )
  SELECT (SELECT revision::text FROM stream) AS revision,
         (SELECT max(position)::text FROM inserted) AS position,
         (SELECT transaction_id::text FROM inserted LIMIT 1) AS commit,
         (SELECT count(pg_notify($5, '')) FROM (SELECT FROM inserted LIMIT 1) AS one WHERE $5::text IS NOT NULL) AS notified`;
const APPEND_NEW_OR_ANY = appendSql(UPSERT_STREAM);
const APPEND_EXISTING = appendSql(UPDATE_STREAM);

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

/** Appends on the given client (autocommit or inside the caller's transaction). */
export async function appendOn(client: SqlClient, request: AppendRequest): Promise<AppendResult> {
  const batch = encodeBatch(request.events);
  // A retry is only needed if the stream changed back between the append and its diagnosis
  // (e.g. soft-deleted meanwhile); a few attempts are plenty.
  for (let attempt = 1; ; attempt++) {
    const outcome = await tryAppend(client, request, batch);
    if (typeof outcome === 'object') return outcome;
    const diagnosis = await diagnose(client, request, outcome === 'duplicate_id', attempt < 3);
    if (diagnosis !== 'retry') return diagnosis;
  }
}

async function tryAppend(client: SqlClient, request: AppendRequest, batch: string): Promise<AppendResult | 'refused' | 'duplicate_id'> {
  const { stream, events, expected } = request;
  const kind = typeof expected === 'bigint' ? 'exact' : expected;
  const params: unknown[] = [stream, kind, events.length, batch, request.notifyChannel];
  const createsStream = kind === 'any' || kind === 'no_stream';
  if (!createsStream) params.push(typeof expected === 'bigint' ? expected.toString() : null);
  try {
    const { rows } = await client.query<AppendRow>(createsStream ? APPEND_NEW_OR_ANY : APPEND_EXISTING, params);
    const row = rows[0];
    if (!row?.revision || !row.position || !row.commit) return 'refused';
    return { nextRevision: BigInt(row.revision), position: { commit: BigInt(row.commit), prepare: BigInt(row.position) } };
  } catch (error) {
    if (isDuplicateEventId(error)) return 'duplicate_id';
    throw error;
  }
}

function isDuplicateEventId(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint === 'events_stream_event_id_key' || Boolean(e.message?.includes('events_stream_event_id_key')));
}

interface DiagnoseRow {
  revision: string | null;
  deleted: boolean | null;
  tombstoned: boolean | null;
  replay_from: string | null;
}

/**
 * Why did the append not happen? A replay of ids the stream already holds as a contiguous run
 * returns the original result (even if the expected revision has moved on since: the retried
 * request is already done). Otherwise the stream's state names the error.
 */
async function diagnose(client: SqlClient, request: AppendRequest, duplicateId: boolean, mayRetry: boolean): Promise<AppendResult | 'retry'> {
  const { rows } = await client.query<DiagnoseRow>(
    `SELECT s.revision::text AS revision, s.deleted, s.tombstoned,
            (SELECT e.stream_revision::text FROM events e WHERE e.stream_id = $1 AND e.event_id = $2::uuid) AS replay_from
     FROM (SELECT 1) AS one LEFT JOIN streams s ON s.stream_id = $1`,
    [request.stream, request.events[0]!.id],
  );
  const row = rows[0];
  const state = row?.revision == null ? null : { revision: BigInt(row.revision), deleted: Boolean(row.deleted) };
  if (row?.tombstoned) throw new StreamDeletedError(request.stream);
  if (row?.replay_from != null) {
    const replayed = await replayResult(client, request, BigInt(row.replay_from));
    if (replayed) return replayed;
    throw new WrongExpectedVersionError(request.stream, request.expected, actualRevisionOf(state));
  }
  if (duplicateId) throw new InvalidAppendError(`Append to ${request.stream} repeats an event id the stream (or the batch) already holds`);
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
