// The scheduler's re-claim looks for sends waiting for a retry or for the end of quiet hours
// (status 'retry' or 'held', by next_attempt_at) and for leases that ran out ('sending', by
// claimed_until). The first index covered retries only, so held reminders and lapsed leases were
// found by reading the whole table, which grows with every notification ever sent. One partial
// index per condition lets PostgreSQL answer the OR of the two from the indexes alone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_sends_retry`.execute(db);
  await sql`CREATE INDEX notification_sends_waiting ON notification_sends (next_attempt_at) WHERE status IN ('retry', 'held')`.execute(db);
  await sql`CREATE INDEX notification_sends_leases ON notification_sends (claimed_until) WHERE status = 'sending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_sends_leases`.execute(db);
  await sql`DROP INDEX IF EXISTS notification_sends_waiting`.execute(db);
  await sql`CREATE INDEX notification_sends_retry ON notification_sends (next_attempt_at) WHERE status = 'retry'`.execute(db);
}
