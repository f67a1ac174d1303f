// The event store's tables: one append-only `events` table and one `streams` row per stream.
// The streams row is what concurrent appenders lock, so the revision check is a row lock plus a
// comparison instead of a scan; it also carries soft-delete, tombstone and metadata state.
// Each event records the id of the transaction that wrote it (xid8): readers order by
// (transaction_id, position) and only read transactions older than every running one, which is
// what makes the global order gap-free for catch-up readers (see postgres-event-store.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      stream_id text PRIMARY KEY,
      -- Last revision written, -1 before the first event.
      revision bigint NOT NULL DEFAULT -1,
      -- Soft delete: the stream reads as not found until the next append.
      deleted boolean NOT NULL DEFAULT false,
      -- Revisions below this were soft-deleted and stay hidden after the stream is recreated.
      deleted_before bigint NOT NULL DEFAULT 0,
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS events`.execute(db);
  await sql`DROP TABLE IF EXISTS streams`.execute(db);
}
