// Stream administration for the PostgreSQL store: soft delete, tombstone and stream metadata.
// The state that reads and appends obey lives on the stream's row; each change is also recorded
// as a '$'-typed system event in the '$$<stream>' stream, as EventStoreDB does, which gives every
// change a position in the log and keeps its history.
import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlPool } from '../db/sql-pool.ts';
import { query, withTransaction } from '../db/sql-pool.ts';
import { StreamDeletedError, WrongExpectedVersionError } from './event-store.ts';
import type { AppendResult, DeleteResult, ExpectedRevision, StreamMetadata } from './event-store.ts';
import { actualRevisionOf, appendOn, satisfiesExpected } from './postgres-append.ts';

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

interface LockedStream {
  revision: bigint;
  deleted: boolean;
  tombstoned: boolean;
}

/** Locks the stream's row (creating an empty one) so no append interleaves with the change. */
async function lockStream(client: SqlClient, stream: string): Promise<LockedStream> {
  await client.query('INSERT INTO streams (stream_id) VALUES ($1) ON CONFLICT DO NOTHING', [stream]);
  const { rows } = await client.query<{ revision: string; deleted: boolean; tombstoned: boolean }>(
    'SELECT revision::text AS revision, deleted, tombstoned FROM streams WHERE stream_id = $1 FOR UPDATE',
    [stream],
  );
  const row = rows[0]!;
  return { revision: BigInt(row.revision), deleted: row.deleted, tombstoned: row.tombstoned };
}

function recordSystemEvent(client: SqlClient, stream: string, type: string, data: unknown, notifyChannel: string | null): Promise<AppendResult> {
  return appendOn(client, { stream: metadataStreamOf(stream), events: [{ id: randomUUID(), type, data }], expected: 'any', notifyChannel });
}

export async function deleteStreamOn(
  pool: SqlPool,
  stream: string,
  options: { expectedRevision?: ExpectedRevision; hard: boolean; notifyChannel: string | null },
): Promise<DeleteResult> {
  return withTransaction(pool, async (client) => {
    const state = await lockStream(client, stream);
    if (state.tombstoned) throw new StreamDeletedError(stream);
    const expected = options.expectedRevision ?? 'any';
    if (!satisfiesExpected(expected, state)) throw new WrongExpectedVersionError(stream, expected, actualRevisionOf(state));
    await client.query(
      `UPDATE streams SET deleted = true, deleted_before = revision + 1, tombstoned = $2 WHERE stream_id = $1`,
      [stream, options.hard],
    );
    const data = { revision: state.revision.toString(), hard: options.hard };
    const { position } = await recordSystemEvent(client, stream, '$streamDeleted', data, options.notifyChannel);
    return { position };
  });
}

export async function setStreamMetadataOn(pool: SqlPool, stream: string, metadata: StreamMetadata, notifyChannel: string | null): Promise<AppendResult> {
  return withTransaction(pool, async (client) => {
    const state = await lockStream(client, stream);
    if (state.tombstoned) throw new StreamDeletedError(stream);
    const json = encodeStreamMetadata(metadata);
    await client.query('UPDATE streams SET metadata = $2::jsonb WHERE stream_id = $1', [stream, JSON.stringify(json)]);
    return recordSystemEvent(client, stream, '$metadata', json, notifyChannel);
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
