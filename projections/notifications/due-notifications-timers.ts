// The timer pushes of the due_notifications read model (due-notifications.projection.ts): adding a
// plan's chemical (ChemicalAdded) starts its waits. When the chemical wait ends: 'Ready for the next
// step'; when the pool's last swim wait ends: 'Safe to swim now' (one row per pool, moved to the latest
// end, so no push says 'safe' while another chemical's wait still runs). A timer runs out whatever
// happens to the plan afterwards (a new test, a deleted one), as on screen.
//
// One batch in a few statements, however many events (a rebuild folds hundreds of thousands): the
// steps the batch's chemicals need from earlier batches in one read, the steps done with in one
// delete, the new plans' steps in one insert, and the due rows in two upserts, the pool's swim row
// only ever moving to a later end.
//
// notification_plan_steps keeps a step only while it can still start a timer: until its chemical is
// added (once: the decider refuses a second time) or its plan ends (completed, or canceled, which a
// newer plan does to the one it supersedes). It held every step of every plan ever issued: 68,832
// rows (18 MB) for bench:projections' history, one insert for each in a rebuild; now at most the
// unfinished steps of each pool's current plan.
//
// A timer past its time to live can never be sent (a timer is never held by quiet hours, so it
// expires at its end plus its TTL), and the pool's newest timer event was recorded before the
// present: timers expired by then are not written, and those written earlier are deleted. So the
// table holds the timers that may still go out, not one row for every chemical a pool ever had,
// and it is the same whatever the batches were (each pool's rows are cut at its newest event).
import { sql } from 'kysely';
import { DUE_POLICIES, dueNotification, type DueNotification } from '../../domain/notifications/due-notification.ts';
import { parseWaterEvent } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import type { ProjectionDb } from '../projection.ts';
import { arrayLiteral, unnestRows, type UnnestColumn } from '../unnest-rows.ts';
import { upsertDueRows, type NotificationPlanStepsTable } from './due-notifications-tables.ts';

const MS_PER_MINUTE = 60_000;
export const TIMER_EVENT_TYPES = ['TreatmentPlanIssued', 'ChemicalAdded', 'TreatmentPlanCompleted', 'TreatmentPlanCanceled'] as const;

type PlanStepRow = NotificationPlanStepsTable;
const STEP_COLUMNS: readonly UnnestColumn<PlanStepRow>[] = [
  ['plan_id', 'text'], ['step_id', 'text'], ['pool_id', 'text'], ['chemical', 'text'], ['wait_minutes', 'integer'], ['swim_minutes', 'integer'],
];
const stepKey = (planId: string, stepId: string) => `${planId}\u0000${stepId}`;

function stepsIssued(events: readonly RecordedEvent[]): Map<string, PlanStepRow> {
  const steps = new Map<string, PlanStepRow>();
  for (const event of events) {
    if (event.type !== 'TreatmentPlanIssued') continue;
    const parsed = parseWaterEvent(event.type, event.data);
    if (parsed?.type !== 'TreatmentPlanIssued') continue;
    const { planId, poolId } = parsed.data;
    for (const step of parsed.data.steps) {
      const key = stepKey(planId, step.id);
      // A step with no waits starts no timer: nothing to remember.
      if (steps.has(key) || (step.waitTimeBeforeNext <= 0 && step.swimWaitMinutes <= 0)) continue;
      steps.set(key, {
        plan_id: planId, step_id: step.id, pool_id: poolId, chemical: step.chemical,
        wait_minutes: Math.max(0, Math.round(step.waitTimeBeforeNext)), swim_minutes: Math.max(0, Math.round(step.swimWaitMinutes)),
      });
    }
  }
  return steps;
}

/** When each pool's newest timer event in the batch was recorded (epoch ms). */
function newestEventByPool(events: readonly RecordedEvent[]): Map<string, number> {
  const newest = new Map<string, number>();
  for (const event of events) {
    const parsed = event.type === 'TreatmentPlanIssued' || event.type === 'ChemicalAdded' ? parseWaterEvent(event.type, event.data) : undefined;
    if (parsed?.type !== 'TreatmentPlanIssued' && parsed?.type !== 'ChemicalAdded') continue;
    const at = event.createdAt.getTime();
    if (at > (newest.get(parsed.data.poolId) ?? -Infinity)) newest.set(parsed.data.poolId, at);
  }
  return newest;
}

/** Deletes each pool's timers that expired before its newest event. */
async function deleteExpiredTimers(db: ProjectionDb, newest: ReadonlyMap<string, number>): Promise<void> {
  if (newest.size === 0) return;
  const pools = [...newest.keys()];
  const times = pools.map((poolId) => new Date(newest.get(poolId)!).toISOString());
  await sql`
    DELETE FROM due_notifications AS d
    USING unnest(${pools}::text[], ${times}::timestamptz[]) AS newest(pool_id, at)
    WHERE d.pool_id = newest.pool_id
      AND d.kind IN ('chemical_wait', 'swim_wait')
      AND d.due_at + d.ttl_seconds * interval '1 second' < newest.at`.execute(db);
}

/** The plans that ended (completed or canceled) in the batch. */
function plansEnded(events: readonly RecordedEvent[]): Set<string> {
  const ended = new Set<string>();
  for (const event of events) {
    const parsed = event.type === 'TreatmentPlanCompleted' || event.type === 'TreatmentPlanCanceled' ? parseWaterEvent(event.type, event.data) : undefined;
    if (parsed?.type === 'TreatmentPlanCompleted' || parsed?.type === 'TreatmentPlanCanceled') ended.add(parsed.data.planId);
  }
  return ended;
}

/** Deletes the stored steps of ended plans (step null) and the stored steps whose chemical went in. */
async function forgetSteps(db: ProjectionDb, done: readonly { planId: string; stepId: string | null }[]): Promise<void> {
  if (done.length === 0) return;
  await sql`
    DELETE FROM notification_plan_steps AS s
    USING unnest(${arrayLiteral(done, (d) => d.planId)}::text[], ${arrayLiteral(done, (d) => d.stepId)}::text[]) AS done(plan_id, step_id)
    WHERE s.plan_id = done.plan_id AND (done.step_id IS NULL OR s.step_id = done.step_id)`.execute(db);
}

export async function applyTimers(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const newest = newestEventByPool(events);
  await deleteExpiredTimers(db, newest);
  const steps = stepsIssued(events);
  const newSteps = [...steps.values()];
  const added = events.flatMap((event) => {
    const parsed = event.type === 'ChemicalAdded' ? parseWaterEvent(event.type, event.data) : undefined;
    return parsed?.type === 'ChemicalAdded' ? [parsed.data] : [];
  });
  const ended = plansEnded(events);
  // Steps of plans issued in earlier batches, read before those done with are forgotten.
  const issuedHere = new Set(newSteps.map((step) => step.plan_id));
  const missing = [...new Set(added.map((a) => a.planId))].filter((planId) => !issuedHere.has(planId));
  if (missing.length > 0) {
    const stored = await db.selectFrom('notification_plan_steps').selectAll().where('plan_id', 'in', missing).execute();
    for (const row of stored) if (!steps.has(stepKey(row.plan_id, row.step_id))) steps.set(stepKey(row.plan_id, row.step_id), row);
  }
  await forgetSteps(db, [
    ...added.filter((a) => !issuedHere.has(a.planId)).map((a) => ({ planId: a.planId, stepId: a.stepId })),
    ...[...ended].filter((planId) => !issuedHere.has(planId)).map((planId) => ({ planId, stepId: null })),
  ]);
  // Of the steps issued here, those that can still start a timer after this batch.
  const addedHere = new Set(added.map((a) => stepKey(a.planId, a.stepId)));
  const pending = newSteps.filter((step) => !ended.has(step.plan_id) && !addedHere.has(stepKey(step.plan_id, step.step_id)));
  if (pending.length > 0) {
    await sql`INSERT INTO notification_plan_steps ${unnestRows(STEP_COLUMNS, pending)} ON CONFLICT (plan_id, step_id) DO NOTHING`.execute(db);
  }
  if (added.length === 0) return;
  // Only live timers are made (a year of history holds thousands of expired ones); the pool's swim
  // push is made once, for the latest end of the batch.
  const live = (poolId: string, kind: 'chemical_wait' | 'swim_wait', dueAt: number) => {
    const newestAt = newest.get(poolId);
    return newestAt === undefined || dueAt + DUE_POLICIES[kind].ttlSeconds * 1000 >= newestAt;
  };
  const waits = new Map<string, DueNotification>();
  const swims = new Map<string, { dueAt: number; chemical: string }>();
  for (const { planId, poolId, stepId, chemical, at } of added) {
    const step = steps.get(stepKey(planId, stepId));
    if (!step) continue;
    const waitEnds = at + step.wait_minutes * MS_PER_MINUTE;
    if (step.wait_minutes > 0 && live(poolId, 'chemical_wait', waitEnds)) {
      const key = `wait:${planId}:${stepId}`;
      waits.set(key, dueNotification('chemical_wait', {
        key, poolId, title: 'Ready for the next step', body: `${chemical} has had time to circulate: the next step of your treatment plan can go in.`,
        url: '/', dueAt: waitEnds,
      }));
    }
    const swimEnds = at + step.swim_minutes * MS_PER_MINUTE;
    if (step.swim_minutes > 0 && swimEnds > (swims.get(poolId)?.dueAt ?? -Infinity)) swims.set(poolId, { dueAt: swimEnds, chemical });
  }
  const swimRows = [...swims].filter(([poolId, { dueAt }]) => live(poolId, 'swim_wait', dueAt)).map(([poolId, { dueAt, chemical }]) =>
    dueNotification('swim_wait', { key: `swim:${poolId}`, poolId, title: 'Safe to swim now', body: `The wait after ${chemical} is over: the pool is safe to swim.`, url: '/', dueAt }));
  await upsertDueRows(db, [...waits.values()], { laterOnly: false });
  // The pool's swim push waits for its latest swim wait; an earlier end never replaces a later one.
  await upsertDueRows(db, swimRows, { laterOnly: true });
}
