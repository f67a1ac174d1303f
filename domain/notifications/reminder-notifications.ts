// The reminders and warranty notices a pool has armed (reminder-sources.ts), as due notifications:
// one per task (its next reminder; a click opens /schedule) and one per piece of equipment and
// warranty date (a click opens /equipment). Keys carry the pool, so ids reused in another pool never
// collide, and stay the same when a task is rescheduled: its new reminder has the old one's topic, so
// it replaces one the push service has not delivered yet.
import { dayOfInstant } from '../maintenance/calendar-day.ts';
import { dueNotification, type DueNotification } from './due-notification.ts';
import { calendarDayText } from './due-time.ts';
import { zoneOf, type ReminderSources } from './reminder-sources.ts';

export const taskReminderKey = (poolId: string, taskId: string) => `task:${poolId}:${taskId}`;
export const warrantyNoticeKey = (poolId: string, equipmentId: string) => `warranty:${poolId}:${equipmentId}`;

export function reminderNotificationsOf(poolId: string, sources: ReminderSources): DueNotification[] {
  const zone = zoneOf(sources);
  const due: DueNotification[] = [];
  for (const [taskId, task] of Object.entries(sources.tasks)) {
    if (task.reminderAt === null || !task.active || !task.notificationEnabled) continue;
    due.push(dueNotification('task_reminder', {
      key: taskReminderKey(poolId, taskId), poolId, title: task.title,
      body: `Due ${calendarDayText(task.nextDueDate, dayOfInstant(task.reminderAt, zone))}`, url: '/schedule', dueAt: task.reminderAt,
    }));
  }
  for (const [equipmentId, item] of Object.entries(sources.equipment)) {
    if (item.noticeAt === null || item.removed || item.warrantyExpiration === null) continue;
    due.push(dueNotification('warranty_ending', {
      key: warrantyNoticeKey(poolId, equipmentId), poolId, title: 'Warranty ending soon',
      body: `The warranty on ${item.name} ends on ${calendarDayText(item.warrantyExpiration, dayOfInstant(item.noticeAt, zone))}.`, url: '/equipment', dueAt: item.noticeAt,
    }));
  }
  return due;
}
