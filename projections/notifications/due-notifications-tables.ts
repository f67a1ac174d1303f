// The tables of the due-notifications read model (due-notifications.projection.ts), their migrations,
// and the writes its two halves share: due rows upserted in chunks.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { DueKind, DueNotification } from '../../domain/notifications/due-notification.ts';
import type { ReminderSources } from '../../domain/notifications/reminder-sources.ts';
import type { ProjectionDb } from '../projection.ts';
import { chunks } from '../statement-rows.ts';

export interface DueNotificationsTable {
  /** Stable per notification: 'wait:{planId}:{stepId}', 'swim:{poolId}', 'task:{poolId}:{taskId}', 'warranty:{poolId}:{equipmentId}'. */
  key: string;
  pool_id: string;
  kind: DueKind;
  title: string;
  body: string;
  /** The screen a click opens. */
  url: string;
  due_at: ColumnType<Date, string, string>;
  /** Past due_at + ttl_seconds (or the end of the quiet hours that held it) it is not sent at all. */
  ttl_seconds: number;
  urgency: 'high' | 'normal';
  /** Replaces an undelivered push of the same topic. */
  topic: string;
}
export type DueNotificationRow = Selectable<DueNotificationsTable>;

/** The waits of each issued plan's steps, to know what a ChemicalAdded starts. */
export interface NotificationPlanStepsTable {
  plan_id: string;
  step_id: string;
  pool_id: string;
  chemical: string;
  wait_minutes: number;
  swim_minutes: number;
}

/** Per pool, what its reminders and warranty notices are derived from, and the stream revisions folded. */
export interface NotificationReminderSourcesTable {
  pool_id: string;
  sources: ColumnType<ReminderSources, string, string>;
  maintenance_revision: ColumnType<string, string, string>;
  equipment_revision: ColumnType<string, string, string>;
}

declare module '../../infra/db/tables.ts' {
  interface Tables {
    due_notifications: DueNotificationsTable;
    notification_plan_steps: NotificationPlanStepsTable;
    notification_reminder_sources: NotificationReminderSourcesTable;
  }
}

export const dueNotificationsMigrations = {
  '20261124T1420_due_notifications_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE due_notifications (
          key text PRIMARY KEY,
          pool_id text NOT NULL,
          kind text NOT NULL,
          title text NOT NULL,
          body text NOT NULL,
          url text NOT NULL,
          due_at timestamptz NOT NULL,
          ttl_seconds integer NOT NULL,
          urgency text NOT NULL,
          topic text NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX due_notifications_by_due ON due_notifications (due_at)`.execute(db);
      await sql`
        CREATE TABLE notification_plan_steps (
          plan_id text NOT NULL,
          step_id text NOT NULL,
          pool_id text NOT NULL,
          chemical text NOT NULL,
          wait_minutes integer NOT NULL,
          swim_minutes integer NOT NULL,
          PRIMARY KEY (plan_id, step_id)
        )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS notification_plan_steps`.execute(db);
      await sql`DROP TABLE IF EXISTS due_notifications`.execute(db);
    },
  },
  '20261125T1000_notification_reminder_sources': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE notification_reminder_sources (
          pool_id text PRIMARY KEY,
          sources jsonb NOT NULL,
          maintenance_revision bigint NOT NULL,
          equipment_revision bigint NOT NULL
        )`.execute(db);
      // Each batch replaces a pool's reminders: found by pool.
      await sql`CREATE INDEX due_notifications_by_pool ON due_notifications (pool_id)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP INDEX IF EXISTS due_notifications_by_pool`.execute(db);
      await sql`DROP TABLE IF EXISTS notification_reminder_sources`.execute(db);
    },
  },
};


function toRow(n: DueNotification) {
  return {
    key: n.key, pool_id: n.poolId, kind: n.kind, title: n.title, body: n.body, url: n.url, due_at: new Date(n.dueAt).toISOString(),
    ttl_seconds: n.ttlSeconds, urgency: n.urgency, topic: n.topic,
  };
}

/** Inserts or replaces due rows by key; `laterOnly` replaces a row only with a later due time. */
export async function upsertDueRows(db: ProjectionDb, notifications: readonly DueNotification[], options: { laterOnly: boolean }): Promise<void> {
  for (const chunk of chunks(notifications.map(toRow))) {
    await db
      .insertInto('due_notifications')
      .values(chunk)
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet((eb) => ({
          pool_id: eb.ref('excluded.pool_id'), kind: eb.ref('excluded.kind'), title: eb.ref('excluded.title'), body: eb.ref('excluded.body'),
          url: eb.ref('excluded.url'), due_at: eb.ref('excluded.due_at'), ttl_seconds: eb.ref('excluded.ttl_seconds'),
          urgency: eb.ref('excluded.urgency'), topic: eb.ref('excluded.topic'),
        }));
        return options.laterOnly ? update.where('due_notifications.due_at', '<', (eb) => eb.ref('excluded.due_at')) : update;
      })
      .execute();
  }
}
