// Stream administration for the PostgreSQL store: soft delete, tombstone and stream metadata.
// The state that reads and appends obey lives on the stream's row; each change is also recorded
// as a '$'-typed system event in the '$$<stream>' stream, as EventStoreDB does, which gives every
// change a position in the log and keeps its history.
import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlPool } from '../db/sql-pool.ts';
import { query, withTransaction } from '../db/sql-pool.ts';
import { StreamDeletedError, WrongExpectedVersionError } from './event-store.ts';
import type { AppendResult, DeleteResult, ExpectedRevision, StreamMetadata } from './event-store.ts';
import { actualRevisionOf, appendOn, satisfiesExpected, STREAM_STATE_SQL } from './postgres-append.ts';
import type { StreamState } from './postgres-append.ts';

export const metadataStreamOf = (stream: string): string => `$$${stream}`;

/** JSON cannot hold a bigint, so truncateBefore is stored as a string. */
export function encodeStreamMetadata(metadata: StreamMetadata): Record<string, unknown> {
  return {
    ...(metadata.maxCount !== undefined && { maxCount: metadata.maxCount }),
    ...(metadata.maxAgeSeconds !== undefined && { maxAgeSeconds: metadata.maxAgeSeconds }),
    ...(metadata.truncateBefore !== undefined && { truncateBefore: metadata.truncateBefore.toString() }),
    ...(metadata.custom !== undefined && { custom: metadata.custom }),
  };
}

export function decodeStreamMetadata(json: Record<string, unknown> | null | undefined): StreamMetadata {
  if (!json) return {};
  const { maxCount, maxAgeSeconds, truncateBefore, custom } = json;
  return {
    ...(typeof maxCount === 'number' && { maxCount }),
    ...(typeof maxAgeSeconds === 'number' && { maxAgeSeconds }),
    ...(typeof truncateBefore === 'string' && { truncateBefore: BigInt(truncateBefore) }),
    ...(custom !== undefined && custom !== null && { custom: custom as Record<string, unknown> }),
  };
}

interface LockedStream extends StreamState {
  tombstoned: boolean;
}

/**
 * Locks the stream's row (creating it) so admin changes to one stream happen one at a time.
 * Appends do not take this lock: a soft delete racing an append lands before or after it, and a
 * tombstone serialises with appends through the marker event it writes (see tombstoneOn).
 */
async function lockStream(client: SqlClient, stream: string): Promise<LockedStream> {
  await client.query('INSERT INTO streams (stream_id) VALUES ($1) ON CONFLICT DO NOTHING', [stream]);
  await client.query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [stream]);
  const { rows } = await client.query<{ revision: string; deleted_before: string; tombstoned: boolean }>(
    `${STREAM_STATE_SQL} FROM streams s WHERE s.stream_id = $1`,
    [stream],
  );
  const row = rows[0]!;
  return { revision: BigInt(row.revision), deletedBefore: BigInt(row.deleted_before), tombstoned: row.tombstoned };
}

async function lockForChange(client: SqlClient, stream: string, expected: ExpectedRevision = 'any'): Promise<LockedStream> {
  const state = await lockStream(client, stream);
  if (state.tombstoned) throw new StreamDeletedError(stream);
  if (!satisfiesExpected(expected, state)) throw new WrongExpectedVersionError(stream, expected, actualRevisionOf(state));
  return state;
}

function recordSystemEvent(client: SqlClient, stream: string, type: string, data: unknown): Promise<AppendResult> {
  // System events are hidden from $all, so there is nobody to wake.
  return appendOn(client, { stream: metadataStreamOf(stream), events: [{ id: randomUUID(), type, data }], expected: 'any', notifyChannel: null });
}

/** Soft delete: hide every revision written so far; the stream's next append revives it. */
export async function softDeleteOn(pool: SqlPool, stream: string, expected?: ExpectedRevision): Promise<DeleteResult> {
  return withTransaction(pool, async (client) => {
    const state = await lockForChange(client, stream, expected);
    await client.query('UPDATE streams SET deleted_before = $2::bigint WHERE stream_id = $1', [stream, (state.revision + 1n).toString()]);
    const { position } = await recordSystemEvent(client, stream, '$streamDeleted', { revision: state.revision.toString(), hard: false });
    return { position };
  });
}

/**
 * Tombstone: a '$streamDeleted' marker takes the stream's next revision, as in EventStoreDB, so an
 * append racing the tombstone either commits first (and the marker insert fails, so we retry) or
 * fails on the marker's revision and then sees the tombstone.
 */
export async function tombstoneOn(pool: SqlPool, stream: string, expected?: ExpectedRevision): Promise<DeleteResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(pool, (client) => writeTombstone(client, stream, expected));
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 5) throw error;
    }
  }
}

async function writeTombstone(client: SqlClient, stream: string, expected?: ExpectedRevision): Promise<DeleteResult> {
  const state = await lockForChange(client, stream, expected);
  const marker = (state.revision + 1n).toString();
  const { rows } = await client.query<{ position: string; commit: string }>(
    `INSERT INTO events (event_id, stream_id, stream_revision, type, data)
     VALUES ($1::uuid, $2, $3::bigint, '$streamDeleted', json_build_object('revision', $4::text, 'hard', true))
     RETURNING position::text AS position, transaction_id::text AS commit`,
    [randomUUID(), stream, marker, state.revision.toString()],
  );
  await client.query('UPDATE streams SET tombstoned = true, deleted_before = $2::bigint WHERE stream_id = $1', [stream, marker]);
  return { position: { commit: BigInt(rows[0]!.commit), prepare: BigInt(rows[0]!.position) } };
}

export async function setStreamMetadataOn(pool: SqlPool, stream: string, metadata: StreamMetadata): Promise<AppendResult> {
  return withTransaction(pool, async (client) => {
    await lockForChange(client, stream);
    const json = encodeStreamMetadata(metadata);
    await client.query('UPDATE streams SET metadata = $2::jsonb WHERE stream_id = $1', [stream, JSON.stringify(json)]);
    return recordSystemEvent(client, stream, '$metadata', json);
  });
}

export async function getStreamMetadataOn(pool: SqlPool, stream: string): Promise<StreamMetadata> {
  const { rows } = await query<{ metadata: Record<string, unknown>; tombstoned: boolean }>(
    pool,
    'SELECT metadata, tombstoned FROM streams WHERE stream_id = $1',
    [stream],
  );
  if (rows[0]?.tombstoned) throw new StreamDeletedError(stream);
  return decodeStreamMetadata(rows[0]?.metadata);
}
