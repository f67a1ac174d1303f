// PostgreSQL reads: a stream by revision, and the global log in (transaction id, position) order.
// The global read only returns events of transactions older than every transaction of this
// database still in progress (see cw_read_all in migration 20261122T2300_event_store). A
// transaction that took a lower position but commits later therefore holds back everything after
// it instead of being skipped by a reader that checkpointed past it.
// int8 and xid8 travel as text (a JS number would lose precision past 2^53) and become BigInt here.
import type { SqlPool } from '../db/sql-pool.ts';
import { query } from '../db/sql-pool.ts';
import { StreamDeletedError, StreamNotFoundError } from './event-store.ts';
import type { EventMetadata, Position, ReadStreamOptions, RecordedEvent, StreamMetadata } from './event-store.ts';
import { STREAM_STATE_SQL, streamExists } from './postgres-append.ts';
import { decodeStreamMetadata } from './postgres-stream-admin.ts';

interface EventRow {
  id: string;
  stream_id: string;
  type: string;
  revision: string;
  position: string;
  commit: string;
  data: unknown;
  metadata: EventMetadata | null;
  created_ms: number | string;
}

// Qualified on purpose: ORDER BY would otherwise bind "position" to the text output column and
// sort positions as strings. created_at travels as epoch milliseconds (a float8): turning that
// into a Date is far cheaper than parsing timestamp text, which matters when paging through $all.
const EVENT_COLUMNS = `e.event_id::text AS id, e.stream_id, e.type, e.stream_revision::text AS revision,
  e.position::text AS position, e.transaction_id::text AS commit, e.data, e.metadata,
  date_part('epoch', e.created_at) * 1000 AS created_ms`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    type: row.type,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.commit), prepare: BigInt(row.position) },
    data: row.data,
    metadata: row.metadata ?? {},
    createdAt: new Date(Number(row.created_ms)),
  };
}

// The page query lives in cw_read_all() (migration 20261122T2300_event_store), which pins the
// primary-key walk. System events ('$'-typed: metadata, deletions) live in the log too, but $all
// readers never see them, as with EventStoreDB's filtered $all.
const READ_ALL = 'SELECT * FROM cw_read_all($1::xid8, $2::bigint, $3::integer)';

export async function readAllPage(pool: SqlPool, options: { fromPosition: Position; maxCount: number }): Promise<RecordedEvent[]> {
  const from = options.fromPosition;
  // xid8 has no negative values; START is "before transaction 0".
  const after = from.commit < 0n ? ['0', '-1'] : [from.commit.toString(), from.prepare.toString()];
  const { rows } = await query<EventRow>(pool, READ_ALL, [...after, options.maxCount]);
  return rows.map(toRecorded);
}

interface StreamRow {
  revision: string;
  deleted_before: string;
  tombstoned: boolean;
  metadata: Record<string, unknown> | null;
}

/** The first revision a reader may see: soft deletes, truncateBefore and maxCount hide the rest. */
function firstVisibleRevision(row: StreamRow, metadata: StreamMetadata): bigint {
  let first = BigInt(row.deleted_before);
  if (metadata.truncateBefore !== undefined && metadata.truncateBefore > first) first = metadata.truncateBefore;
  if (metadata.maxCount !== undefined) {
    const byCount = BigInt(row.revision) - BigInt(metadata.maxCount) + 1n;
    if (byCount > first) first = byCount;
  }
  return first;
}

export async function readStreamEvents(pool: SqlPool, stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
  const { rows } = await query<StreamRow>(pool, `${STREAM_STATE_SQL}, s.metadata FROM (SELECT 1) AS one LEFT JOIN streams s ON s.stream_id = $1`, [stream]);
  const row = rows[0]!;
  if (row.tombstoned) throw new StreamDeletedError(stream);
  const last = BigInt(row.revision);
  if (!streamExists({ revision: last, deletedBefore: BigInt(row.deleted_before) })) throw new StreamNotFoundError(stream);
  const metadata = decodeStreamMetadata(row.metadata);
  const backwards = options.direction === 'backwards';
  const from = options.fromRevision ?? (backwards ? 'end' : 'start');
  const fromRevision = from === 'start' ? 0n : from === 'end' ? (backwards ? last : last + 1n) : from;
  const { rows: events } = await query<EventRow>(
    pool,
    `SELECT ${EVENT_COLUMNS} FROM events e
     WHERE e.stream_id = $1 AND e.stream_revision >= $2::bigint
       AND ${backwards ? 'e.stream_revision <= $3::bigint' : 'e.stream_revision >= $3::bigint'}
       AND ($5::int IS NULL OR e.created_at >= now() - make_interval(secs => $5::int))
     ORDER BY e.stream_revision ${backwards ? 'DESC' : 'ASC'}
     LIMIT $4`,
    [stream, firstVisibleRevision(row, metadata).toString(), fromRevision.toString(), options.maxCount ?? null, metadata.maxAgeSeconds ?? null],
  );
  return events.map(toRecorded);
}
