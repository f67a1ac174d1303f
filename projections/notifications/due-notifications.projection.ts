// Read model of the pushes that will fall due (issue 19), derived from the events that create them,
// so a rebuild makes exactly the same rows. Which of them have gone out is not derived: the scheduler
// records that in notification_sends (infra/notifications/scheduler.ts), keyed by (key, due_at), so a
// rebuild never sends anything twice, and a row moved to another time (a rescheduled task) is sent
// again at its new time.
//
// Two halves: timers from the water streams (due-notifications-timers.ts: 'Ready for the next step',
// 'Safe to swim now') and reminders from the maintenance and equipment streams
// (due-notifications-reminders.ts: a task's reminder, a warranty ending within 30 days). The tables
// and their migrations are in due-notifications-tables.ts.
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { applyReminders, REMINDER_EVENT_TYPES } from './due-notifications-reminders.ts';
import { dueNotificationsMigrations } from './due-notifications-tables.ts';
import { applyTimers, TIMER_EVENT_TYPES } from './due-notifications-timers.ts';

export type { DueNotificationRow, DueNotificationsTable } from './due-notifications-tables.ts';

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  await applyTimers(db, events);
  await applyReminders(db, events);
}

export const dueNotificationsProjection = defineProjection({
  name: 'due-notifications',
  // 2: task reminders and warranty notices, and the per-pool sources they are derived from.
  // 3: timers past their time to live at the pool's newest timer event are not kept.
  // 4: plan steps are kept only while they can still start a timer (not added, plan not ended).
  version: 4,
  tables: ['due_notifications', 'notification_plan_steps', 'notification_reminder_sources'],
  eventTypes: [...TIMER_EVENT_TYPES, ...REMINDER_EVENT_TYPES],
  migrations: dueNotificationsMigrations,
  apply,
});
