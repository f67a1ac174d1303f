// Web push infrastructure (issue 19): the server's VAPID key pair when the configuration gives none
// (generated on first start, one row), and the delivery log behind GET /api/notifications/stats.
// Deliveries are operational records of talking to push services, not decisions, so they are a table
// rather than events.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vapid_keys (
      id smallint PRIMARY KEY CHECK (id = 1),
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE push_deliveries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL,
      endpoint text NOT NULL,
      kind text NOT NULL,
      outcome text NOT NULL,
      http_status integer,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX push_deliveries_by_user ON push_deliveries (user_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS push_deliveries`.execute(db);
  await sql`DROP TABLE IF EXISTS vapid_keys`.execute(db);
}
