// Which due notifications (projections/notifications/due-notifications.projection.ts) have gone out
// (issue 19). Not a read model: it records what the scheduler did, so a rebuilt read model never sends
// anything twice. One row per (key, due_at): a notification moved to a later time is a new one. The
// claim is this row: whoever inserts it (or re-claims an expired lease) sends, so several API
// instances send each notification once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_sends (
      key text NOT NULL,
      due_at timestamptz NOT NULL,
      user_id uuid,
      status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      claimed_by text,
      claimed_until timestamptz,
      next_attempt_at timestamptz,
      sent_at timestamptz,
      delivered integer NOT NULL DEFAULT 0,
      PRIMARY KEY (key, due_at)
    )`.execute(db);
  await sql`CREATE INDEX notification_sends_retry ON notification_sends (next_attempt_at) WHERE status = 'retry'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notification_sends`.execute(db);
}
