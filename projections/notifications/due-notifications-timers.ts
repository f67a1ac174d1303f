// The timer pushes of the due_notifications read model (due-notifications.projection.ts): adding a
// plan's chemical (ChemicalAdded) starts its waits. When the chemical wait ends: 'Ready for the next
// step'; when the pool's last swim wait ends: 'Safe to swim now' (one row per pool, moved to the latest
// end, so no push says 'safe' while another chemical's wait still runs). A timer runs out whatever
// happens to the plan afterwards (a new test, a deleted one), as on screen.
//
// One batch in a few statements, however many events (a rebuild folds hundreds of thousands): the
// plans' steps in one insert, the steps the batch's chemicals need in one read, and the due rows in
// two upserts, the pool's swim row only ever moving to a later end.
import { dueNotification, type DueNotification } from '../../domain/notifications/due-notification.ts';
import { chemicalAddedSchema, treatmentPlanIssuedSchema } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import type { ProjectionDb } from '../projection.ts';
import { chunks, upsertDueRows, type NotificationPlanStepsTable } from './due-notifications-tables.ts';

const MS_PER_MINUTE = 60_000;
export const TIMER_EVENT_TYPES = ['TreatmentPlanIssued', 'ChemicalAdded'] as const;

type PlanStepRow = NotificationPlanStepsTable;
const stepKey = (planId: string, stepId: string) => `${planId}\u0000${stepId}`;

function stepsIssued(events: readonly RecordedEvent[]): Map<string, PlanStepRow> {
  const steps = new Map<string, PlanStepRow>();
  for (const event of events) {
    if (event.type !== 'TreatmentPlanIssued') continue;
    const parsed = treatmentPlanIssuedSchema.safeParse(event.data);
    if (!parsed.success) continue;
    const { planId, poolId } = parsed.data;
    for (const step of parsed.data.steps) {
      const key = stepKey(planId, step.id);
      if (steps.has(key)) continue;
      steps.set(key, {
        plan_id: planId, step_id: step.id, pool_id: poolId, chemical: step.chemical,
        wait_minutes: Math.max(0, Math.round(step.waitTimeBeforeNext)), swim_minutes: Math.max(0, Math.round(step.swimWaitMinutes)),
      });
    }
  }
  return steps;
}

export async function applyTimers(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const steps = stepsIssued(events);
  const newSteps = [...steps.values()];
  for (const chunk of chunks(newSteps)) {
    await db.insertInto('notification_plan_steps').values(chunk).onConflict((oc) => oc.columns(['plan_id', 'step_id']).doNothing()).execute();
  }
  const added = events.flatMap((event) => {
    const parsed = event.type === 'ChemicalAdded' ? chemicalAddedSchema.safeParse(event.data) : undefined;
    return parsed?.success ? [parsed.data] : [];
  });
  if (added.length === 0) return;
  // Steps of plans issued in earlier batches.
  const missing = [...new Set(added.map((a) => a.planId))].filter((planId) => !newSteps.some((step) => step.plan_id === planId));
  if (missing.length > 0) {
    const stored = await db.selectFrom('notification_plan_steps').selectAll().where('plan_id', 'in', missing).execute();
    for (const row of stored) if (!steps.has(stepKey(row.plan_id, row.step_id))) steps.set(stepKey(row.plan_id, row.step_id), row);
  }
  const waits = new Map<string, DueNotification>();
  const swims = new Map<string, DueNotification>();
  for (const { planId, poolId, stepId, chemical, at } of added) {
    const step = steps.get(stepKey(planId, stepId));
    if (!step) continue;
    if (step.wait_minutes > 0) {
      const key = `wait:${planId}:${stepId}`;
      waits.set(key, dueNotification('chemical_wait', {
        key, poolId, title: 'Ready for the next step', body: `${chemical} has had time to circulate: the next step of your treatment plan can go in.`,
        url: '/', dueAt: at + step.wait_minutes * MS_PER_MINUTE,
      }));
    }
    if (step.swim_minutes > 0) {
      const key = `swim:${poolId}`;
      const dueAt = at + step.swim_minutes * MS_PER_MINUTE;
      const current = swims.get(key);
      if (!current || current.dueAt < dueAt) {
        swims.set(key, dueNotification('swim_wait', { key, poolId, title: 'Safe to swim now', body: `The wait after ${chemical} is over: the pool is safe to swim.`, url: '/', dueAt }));
      }
    }
  }
  await upsertDueRows(db, [...waits.values()], { laterOnly: false });
  // The pool's swim push waits for its latest swim wait; an earlier end never replaces a later one.
  await upsertDueRows(db, [...swims.values()], { laterOnly: true });
}
