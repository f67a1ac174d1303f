// The event store's tables: one append-only `events` table, and a `streams` row for the few
// streams that carry state beyond their events (soft delete, tombstone, metadata).
// A stream's revision is the max stream_revision of its events, and the unique
// (stream_id, stream_revision) key is the optimistic concurrency check: of two appends that read
// the same revision, the second to insert waits for the first and then fails on that key. So an
// append writes nothing but its events, which keeps it close to a plain INSERT.
// Each event records the id of the transaction that wrote it (xid8): readers order by
// (transaction_id, position) and only read transactions older than every transaction of this
// database still in progress, which makes the global order gap-free for catch-up readers
// (see cw_read_all below).
// The append is a plpgsql function: one round trip, and its statements' plans are cached per
// session, where the same SQL sent as a one-off statement was planned on every append and cost
// about a third of the append throughput.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      stream_id text PRIMARY KEY,
      -- Soft delete hides revisions below this; the stream reads as not found until an append
      -- reaches it, and the hidden events stay hidden after that.
      deleted_before bigint NOT NULL DEFAULT 0,
      -- Hard delete: no more reads or appends, ever.
      tombstoned boolean NOT NULL DEFAULT false,
      -- The latest StreamMetadata as JSON (bigints as strings); its history is in '$$<stream>'.
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb
    )`.execute(db);
  // The primary key is the global read order itself, so an append maintains one index fewer
  // than a separate key on position would need.
  await sql`
    CREATE TABLE events (
      position bigint GENERATED ALWAYS AS IDENTITY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_pkey PRIMARY KEY (transaction_id, position),
      CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision),
      -- Idempotency: an event id appears at most once per stream, so a replay cannot duplicate.
      CONSTRAINT events_stream_event_id_key UNIQUE (stream_id, event_id)
    )`.execute(db);
  await sql.raw(appendFunction('jsonb')).execute(db);
  await sql.raw(readAllFunction('jsonb')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS cw_read_all(xid8, bigint, integer)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cw_append(text, text, bigint, jsonb, text)`.execute(db);
  await sql`DROP TABLE IF EXISTS events`.execute(db);
  await sql`DROP TABLE IF EXISTS streams`.execute(db);
}

// cw_append(stream, kind, exact, batch, channel): kind is 'any' | 'no_stream' | 'stream_exists' |
// 'exact' (then exact is the revision); batch is a JSON array of {id, type, data, metadata};
// channel, when not null, is NOTIFYed in the appending transaction. Returns one row (revision,
// position, commit) when the batch was written, no row when the stream's state refused it (the
// caller then diagnoses why). Two appends racing for one revision: the later insert waits for the
// earlier and fails on events_stream_revision_key. A soft-deleted stream (its revision below
// deleted_before) accepts 'no_stream' or its exact last revision, as in EventStoreDB.
// Payloads were jsonb here and are json since migration 20261126T0900_event_payloads_json: the
// definitions take the type.
export type PayloadType = 'jsonb' | 'json';

export const appendFunction = (payload: PayloadType) => `
CREATE FUNCTION cw_append(p_stream text, p_kind text, p_exact bigint, p_batch ${payload}, p_channel text)
RETURNS TABLE (revision text, last_position text, commit_id text)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_revision bigint;
  v_deleted_before bigint := 0;
  v_tombstoned boolean := false;
  v_position bigint;
  v_count bigint;
BEGIN
  SELECT (SELECT coalesce(max(e.stream_revision), -1) FROM events e WHERE e.stream_id = p_stream), s.deleted_before, s.tombstoned
    INTO v_revision, v_deleted_before, v_tombstoned
    FROM (SELECT 1) AS one LEFT JOIN streams s ON s.stream_id = p_stream;
  IF coalesce(v_tombstoned, false) OR NOT (CASE p_kind
      WHEN 'any' THEN true
      WHEN 'no_stream' THEN v_revision < coalesce(v_deleted_before, 0) OR v_revision < 0
      WHEN 'stream_exists' THEN v_revision >= 0 AND v_revision >= coalesce(v_deleted_before, 0)
      ELSE v_revision = p_exact END) THEN
    RETURN;
  END IF;
${insertBatch(payload)}  IF p_channel IS NOT NULL THEN
    PERFORM pg_notify(p_channel, '');
  END IF;
  revision := (v_revision + v_count)::text;
  last_position := v_position::text;
  commit_id := pg_current_xact_id()::text;
  RETURN NEXT;
END
$fn$`;

/** The function's insert: into v_position (the last event's position) and v_count (events written). */
function insertBatch(payload: PayloadType): string {
  if (payload === 'jsonb') return `
  IF jsonb_array_length(p_batch) = 1 THEN
    -- The common case, without the set-returning machinery a batch needs.
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    VALUES ((p_batch->0->>'id')::uuid, p_stream, v_revision + 1, p_batch->0->>'type', p_batch->0->'data', p_batch->0->'metadata')
    RETURNING events.position INTO v_position;
    v_count := 1;
  ELSE
    WITH inserted AS (
      INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
      SELECT (b.value->>'id')::uuid, p_stream, v_revision + b.n, b.value->>'type', b.value->'data', b.value->'metadata'
      FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(value, n)
      ORDER BY b.n
      RETURNING events.position
    )
    SELECT max(inserted.position), count(*) INTO v_position, v_count FROM inserted;
  END IF;
`;
  // json has no parsed form: every -> reads the text again, so each event is read once into a record.
  return `
  v_count := json_array_length(p_batch);
  IF v_count = 1 THEN
    -- The common case, without the set-returning machinery a batch needs.
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.id, p_stream, v_revision + 1, e.type, e.data, e.metadata
    FROM json_to_record(p_batch->0) AS e(id uuid, type text, data json, metadata json)
    RETURNING events.position INTO v_position;
  ELSE
    WITH inserted AS (
      INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
      SELECT e.id, p_stream, v_revision + b.n, e.type, e.data, e.metadata
      FROM json_array_elements(p_batch) WITH ORDINALITY AS b(value, n),
           json_to_record(b.value) AS e(id uuid, type text, data json, metadata json)
      ORDER BY b.n
      RETURNING events.position
    )
    SELECT max(inserted.position) INTO v_position FROM inserted;
  END IF;
`;
}

// cw_read_all(after commit, after position, limit): the next page of $all, without system ('$')
// events. int8 and xid8 come back as text because pg and PGlite map them to different JS types;
// created_at as epoch ms.
// Gap safety: a page only holds transactions below the horizon, the oldest transaction id that
// may still commit events: the oldest one in progress in this statement's snapshot, or the
// snapshot's xmax when none is. Transactions that pg_stat_activity shows in another database can
// never write to this table, so they do not hold the horizon back (plain pg_snapshot_xmin would
// let any long transaction anywhere on the server stall $all). Anything unidentified counts.
// The primary key walk is always the right plan, but with stale statistics or a small table the
// planner prefers a bitmap scan plus a sort of everything after the checkpoint (seen spilling to
// disk on every page of a bulk read), so the function pins the plan. The disabled plan types
// carry huge costs, which would trigger JIT compilation (half a second per call): JIT is off.
export const readAllFunction = (payload: PayloadType) => `
CREATE FUNCTION cw_read_all(p_commit xid8, p_position bigint, p_limit integer)
RETURNS TABLE (id text, stream_id text, type text, revision text, "position" text, commit text,
               data ${payload}, metadata ${payload}, created_ms double precision)
LANGUAGE sql STABLE
SET enable_bitmapscan = off
SET enable_sort = off
SET enable_seqscan = off
SET jit = off
AS $fn$
  WITH snapshot AS (SELECT pg_current_snapshot() AS s),
  elsewhere AS (
    SELECT a.backend_xid::text AS xid FROM pg_stat_activity a
    WHERE a.backend_xid IS NOT NULL AND a.datid IS NOT NULL
      AND a.datid <> (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
  ),
  horizon AS (
    SELECT coalesce(
      (SELECT min(x) FROM snapshot, pg_snapshot_xip(snapshot.s) AS x
       WHERE (x::text::numeric % 4294967296)::text NOT IN (SELECT elsewhere.xid FROM elsewhere)),
      (SELECT pg_snapshot_xmax(snapshot.s) FROM snapshot)) AS xid
  )
  SELECT e.event_id::text, e.stream_id, e.type, e.stream_revision::text, e.position::text, e.transaction_id::text,
         e.data, e.metadata, date_part('epoch', e.created_at) * 1000
  FROM events e, horizon
  WHERE (e.transaction_id, e.position) > (p_commit, p_position)
    AND e.transaction_id < horizon.xid
    AND e.type NOT LIKE '$%'
  ORDER BY e.transaction_id, e.position
  LIMIT p_limit
$fn$`;
