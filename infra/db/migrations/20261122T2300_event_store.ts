// The event store's tables: one append-only `events` table, and a `streams` row for the few
// streams that carry state beyond their events (soft delete, tombstone, metadata).
// A stream's revision is the max stream_revision of its events, and the unique
// (stream_id, stream_revision) key is the optimistic concurrency check: of two appends that read
// the same revision, the second to insert waits for the first and then fails on that key. So an
// append writes nothing but its events, which keeps it close to a plain INSERT.
// Each event records the id of the transaction that wrote it (xid8): readers order by
// (transaction_id, position) and only read transactions older than every running one, which is
// what makes the global order gap-free for catch-up readers (see postgres-read.ts).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS events`.execute(db);
  await sql`DROP TABLE IF EXISTS streams`.execute(db);
}
