// Read model of the pushes that will fall due (issue 19), derived from the events that create them,
// so a rebuild makes exactly the same rows. Which of them have gone out is not derived: the scheduler
// records that in notification_sends (infra/notifications/scheduler.ts), keyed by (key, due_at), so a
// rebuild never sends anything twice.
//
// Timers: adding a plan's chemical (ChemicalAdded) starts its waits. When the chemical wait ends:
// 'Ready for the next step'; when the pool's last swim wait ends: 'Safe to swim now' (one row per
// pool, moved to the latest end, so no push says 'safe' while another chemical's wait still runs).
// A timer runs out whatever happens to the plan afterwards (a new test, a deleted one), as on screen.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { chemicalAddedSchema, treatmentPlanIssuedSchema } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

export type DueKind = 'chemical_wait' | 'swim_wait';

export interface DueNotificationsTable {
  /** Stable per notification: 'wait:{planId}:{stepId}' or 'swim:{poolId}'. */
  key: string;
  pool_id: string;
  kind: DueKind;
  title: string;
  body: string;
  /** The screen a click opens. */
  url: string;
  due_at: ColumnType<Date, string, string>;
  /** Past due_at + ttl_seconds it is not sent at all (a server that was down for long). */
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

declare module '../../infra/db/tables.ts' {
  interface Tables {
    due_notifications: DueNotificationsTable;
    notification_plan_steps: NotificationPlanStepsTable;
  }
}

const migrations = {
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
};

const MS_PER_MINUTE = 60_000;
/** A 'ready' push more than 2 hours late is no longer news; a 'safe to swim' one 6 hours late neither. */
const TTL_SECONDS: Record<DueKind, number> = { chemical_wait: 2 * 3600, swim_wait: 6 * 3600 };

/** A topic is URL-safe base64 of at most 32 characters: the key's hash will do. */
function topicOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return `cw${hash.toString(36)}`;
}

async function onPlanIssued(db: ProjectionDb, event: RecordedEvent): Promise<void> {
  const parsed = treatmentPlanIssuedSchema.safeParse(event.data);
  if (!parsed.success) return;
  const { planId, poolId, steps } = parsed.data;
  const rows = steps.map((step) => ({
    plan_id: planId, step_id: step.id, pool_id: poolId, chemical: step.chemical,
    wait_minutes: Math.max(0, Math.round(step.waitTimeBeforeNext)), swim_minutes: Math.max(0, Math.round(step.swimWaitMinutes)),
  }));
  if (rows.length === 0) return;
  await db.insertInto('notification_plan_steps').values(rows).onConflict((oc) => oc.columns(['plan_id', 'step_id']).doNothing()).execute();
}

async function onChemicalAdded(db: ProjectionDb, event: RecordedEvent): Promise<void> {
  const parsed = chemicalAddedSchema.safeParse(event.data);
  if (!parsed.success) return;
  const { planId, poolId, stepId, chemical, at } = parsed.data;
  const step = await db.selectFrom('notification_plan_steps').selectAll().where('plan_id', '=', planId).where('step_id', '=', stepId).executeTakeFirst();
  if (!step) return;
  if (step.wait_minutes > 0) {
    const key = `wait:${planId}:${stepId}`;
    const row = {
      key, pool_id: poolId, kind: 'chemical_wait' as const, title: 'Ready for the next step',
      body: `${chemical} has had time to circulate: the next step of your treatment plan can go in.`, url: '/',
      due_at: new Date(at + step.wait_minutes * MS_PER_MINUTE).toISOString(), ttl_seconds: TTL_SECONDS.chemical_wait, urgency: 'high' as const, topic: topicOf(key),
    };
    await db.insertInto('due_notifications').values(row).onConflict((oc) => oc.column('key').doUpdateSet(row)).execute();
  }
  if (step.swim_minutes > 0) {
    const key = `swim:${poolId}`;
    const dueAt = new Date(at + step.swim_minutes * MS_PER_MINUTE).toISOString();
    const row = {
      key, pool_id: poolId, kind: 'swim_wait' as const, title: 'Safe to swim now',
      body: `The wait after ${chemical} is over: the pool is safe to swim.`, url: '/',
      due_at: dueAt, ttl_seconds: TTL_SECONDS.swim_wait, urgency: 'high' as const, topic: topicOf(key),
    };
    // The pool's swim push waits for its latest swim wait; an earlier end never replaces a later one.
    await db
      .insertInto('due_notifications')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet(row).where('due_notifications.due_at', '<', sql<Date>`${dueAt}::timestamptz`))
      .execute();
  }
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'TreatmentPlanIssued') await onPlanIssued(db, event);
    else if (event.type === 'ChemicalAdded') await onChemicalAdded(db, event);
  }
}

export const dueNotificationsProjection = defineProjection({
  name: 'due-notifications', version: 1, tables: ['due_notifications', 'notification_plan_steps'],
  eventTypes: ['TreatmentPlanIssued', 'ChemicalAdded'], migrations, apply,
});
