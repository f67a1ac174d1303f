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

type PlanStepRow = NotificationPlanStepsTable;
type DueRow = { key: string; pool_id: string; kind: DueKind; title: string; body: string; url: string; due_at: string; ttl_seconds: number; urgency: 'high' | 'normal'; topic: string };

/**
 * One batch in a few statements, however many events (a rebuild folds hundreds of thousands): the
 * plans' steps in one insert, the steps the batch's chemicals need in one read, and the due rows in
 * two upserts, the pool's swim row only ever moving to a later end.
 */
async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const steps = new Map<string, PlanStepRow>();
  const stepKey = (planId: string, stepId: string) => `${planId}\u0000${stepId}`;
  const added: { planId: string; poolId: string; stepId: string; chemical: string; at: number }[] = [];
  for (const event of events) {
    if (event.type === 'TreatmentPlanIssued') {
      const parsed = treatmentPlanIssuedSchema.safeParse(event.data);
      if (!parsed.success) continue;
      const { planId, poolId } = parsed.data;
      for (const step of parsed.data.steps) {
        const key = stepKey(planId, step.id);
        if (!steps.has(key)) {
          steps.set(key, {
            plan_id: planId, step_id: step.id, pool_id: poolId, chemical: step.chemical,
            wait_minutes: Math.max(0, Math.round(step.waitTimeBeforeNext)), swim_minutes: Math.max(0, Math.round(step.swimWaitMinutes)),
          });
        }
      }
    } else if (event.type === 'ChemicalAdded') {
      const parsed = chemicalAddedSchema.safeParse(event.data);
      if (parsed.success) added.push(parsed.data);
    }
  }
  const newSteps = [...steps.values()];
  for (const chunk of chunks(newSteps)) {
    await db.insertInto('notification_plan_steps').values(chunk).onConflict((oc) => oc.columns(['plan_id', 'step_id']).doNothing()).execute();
  }
  if (added.length === 0) return;
  // Steps of plans issued in earlier batches.
  const missing = [...new Set(added.map((a) => a.planId))].filter((planId) => !newSteps.some((step) => step.plan_id === planId));
  if (missing.length > 0) {
    const stored = await db.selectFrom('notification_plan_steps').selectAll().where('plan_id', 'in', missing).execute();
    for (const row of stored) if (!steps.has(stepKey(row.plan_id, row.step_id))) steps.set(stepKey(row.plan_id, row.step_id), row);
  }
  const waits = new Map<string, DueRow>();
  const swims = new Map<string, DueRow>();
  for (const { planId, poolId, stepId, chemical, at } of added) {
    const step = steps.get(stepKey(planId, stepId));
    if (!step) continue;
    if (step.wait_minutes > 0) {
      const key = `wait:${planId}:${stepId}`;
      waits.set(key, {
        key, pool_id: poolId, kind: 'chemical_wait', title: 'Ready for the next step',
        body: `${chemical} has had time to circulate: the next step of your treatment plan can go in.`, url: '/',
        due_at: new Date(at + step.wait_minutes * MS_PER_MINUTE).toISOString(), ttl_seconds: TTL_SECONDS.chemical_wait, urgency: 'high', topic: topicOf(key),
      });
    }
    if (step.swim_minutes > 0) {
      const key = `swim:${poolId}`;
      const dueAt = new Date(at + step.swim_minutes * MS_PER_MINUTE).toISOString();
      const current = swims.get(key);
      if (!current || current.due_at < dueAt) {
        swims.set(key, {
          key, pool_id: poolId, kind: 'swim_wait', title: 'Safe to swim now',
          body: `The wait after ${chemical} is over: the pool is safe to swim.`, url: '/',
          due_at: dueAt, ttl_seconds: TTL_SECONDS.swim_wait, urgency: 'high', topic: topicOf(key),
        });
      }
    }
  }
  const upsert = (rows: DueRow[], laterOnly: boolean) =>
    db
      .insertInto('due_notifications')
      .values(rows)
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet((eb) => ({
          pool_id: eb.ref('excluded.pool_id'), kind: eb.ref('excluded.kind'), title: eb.ref('excluded.title'), body: eb.ref('excluded.body'),
          url: eb.ref('excluded.url'), due_at: eb.ref('excluded.due_at'), ttl_seconds: eb.ref('excluded.ttl_seconds'),
          urgency: eb.ref('excluded.urgency'), topic: eb.ref('excluded.topic'),
        }));
        // The pool's swim push waits for its latest swim wait; an earlier end never replaces a later one.
        return laterOnly ? update.where('due_notifications.due_at', '<', (eb) => eb.ref('excluded.due_at')) : update;
      })
      .execute();
  for (const chunk of chunks([...waits.values()])) await upsert(chunk, false);
  for (const chunk of chunks([...swims.values()])) await upsert(chunk, true);
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters at ten columns a row. */
const ROWS_PER_STATEMENT = 1000;
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

export const dueNotificationsProjection = defineProjection({
  name: 'due-notifications', version: 1, tables: ['due_notifications', 'notification_plan_steps'],
  eventTypes: ['TreatmentPlanIssued', 'ChemicalAdded'], migrations, apply,
});
