// What a pool's reminders and warranty notices are derived from (issue 19): the few facts of each task
// (maintenance-{poolId}) and each piece of equipment (equipment-{poolId}) that say when to notify,
// folded from their events, and the instant each notification was armed for.
//
// 'Due' is a calendar day in the pool's time zone; a task is due at 09:00 local time on its due day
// (DUE_TIME), so the default reminder (1440 minutes) arrives at 09:00 the day before. A warranty
// notice is due at 09:00 on the first day the warranty counts as 'expiring' (30 days before it ends,
// as the equipment screen shows it), or at once when the date is set inside that window.
//
// An instant is armed when what it depends on changes (the due date, reminderMinutes, notifications
// on or off, completion, skipping, deletion; the warranty date, removal), at the time of that event:
// one already past then is never armed, so a task added for today does not remind of itself at once.
// A change of the pool's calendar moves only what has not fallen due yet, so nothing sent is re-sent.
import { assertNever } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import { WARRANTY_ALERT_DAYS } from '../equipment/equipment-options.ts';
import type { EquipmentEvent } from '../equipment/equipment.events.ts';
import { addCalendarDays, dayOfInstant, DEFAULT_TIME_ZONE, type CalendarDay } from '../maintenance/calendar-day.ts';
import type { MaintenanceEvent } from '../maintenance/maintenance.events.ts';
import { dueInstant } from './due-time.ts';

export interface TaskSource {
  readonly title: string;
  readonly nextDueDate: CalendarDay;
  readonly notificationEnabled: boolean;
  readonly reminderMinutes: number;
  /** Not completed (a one-off) nor deleted. */
  readonly active: boolean;
  readonly reminderAt: EpochMs | null;
}

export interface WarrantySource {
  readonly name: string;
  readonly warrantyExpiration: CalendarDay | null;
  readonly removed: boolean;
  readonly noticeAt: EpochMs | null;
}

/** JSON as it is (the projection stores it per pool). */
export interface ReminderSources {
  /** The pool's calendar as its schedule last recorded it; null before any task. */
  readonly timeZone: string | null;
  readonly tasks: Readonly<Record<string, TaskSource>>;
  readonly equipment: Readonly<Record<string, WarrantySource>>;
}

export const initialReminderSources = (): ReminderSources => ({ timeZone: null, tasks: {}, equipment: {} });

export const zoneOf = (sources: ReminderSources): string => sources.timeZone ?? DEFAULT_TIME_ZONE;

const MINUTE = 60_000;

function taskReminderAt(task: Omit<TaskSource, 'reminderAt'>, zone: string): EpochMs | null {
  if (!task.active || !task.notificationEnabled) return null;
  return dueInstant(task.nextDueDate, zone) - task.reminderMinutes * MINUTE;
}

function warrantyNoticeAt(item: Omit<WarrantySource, 'noticeAt'>, zone: string, at: EpochMs): EpochMs | null {
  const ends = item.warrantyExpiration;
  if (item.removed || ends === null || dayOfInstant(at, zone) > ends) return null;
  return Math.max(dueInstant(addCalendarDays(ends, -WARRANTY_ALERT_DAYS, zone), zone), at);
}

/** Armed at `at`: the instant, unless it is already past. */
const armed = (instant: EpochMs | null, at: EpochMs): EpochMs | null => (instant !== null && instant >= at ? instant : null);

function withTask(sources: ReminderSources, taskId: string, next: Omit<TaskSource, 'reminderAt'>, at: EpochMs): ReminderSources {
  const current = sources.tasks[taskId];
  const unchanged = current && current.active === next.active && current.nextDueDate === next.nextDueDate
    && current.notificationEnabled === next.notificationEnabled && current.reminderMinutes === next.reminderMinutes;
  const reminderAt = unchanged ? current.reminderAt : armed(taskReminderAt(next, zoneOf(sources)), at);
  return { ...sources, tasks: { ...sources.tasks, [taskId]: { ...next, reminderAt } } };
}

function withItem(sources: ReminderSources, equipmentId: string, next: Omit<WarrantySource, 'noticeAt'>, at: EpochMs): ReminderSources {
  const current = sources.equipment[equipmentId];
  const unchanged = current && current.removed === next.removed && current.warrantyExpiration === next.warrantyExpiration;
  const noticeAt = unchanged ? current.noticeAt : armed(warrantyNoticeAt(next, zoneOf(sources), at), at);
  return { ...sources, equipment: { ...sources.equipment, [equipmentId]: { ...next, noticeAt } } };
}

/** The pool's calendar changed at `at`: what is still to come moves to the new zone's 09:00; what is past stays. */
function rezoned(sources: ReminderSources, timeZone: string, at: EpochMs): ReminderSources {
  if (timeZone === sources.timeZone) return sources;
  const pending = (instant: EpochMs | null) => instant !== null && instant > at;
  const tasks = Object.fromEntries(Object.entries(sources.tasks).map(([id, task]) =>
    [id, pending(task.reminderAt) ? { ...task, reminderAt: armed(taskReminderAt(task, timeZone), at) ?? task.reminderAt } : task]));
  const equipment = Object.fromEntries(Object.entries(sources.equipment).map(([id, item]) =>
    [id, pending(item.noticeAt) ? { ...item, noticeAt: armed(warrantyNoticeAt(item, timeZone, at), at) ?? item.noticeAt } : item]));
  return { timeZone, tasks, equipment };
}

/** One event recorded at `at` folded in. */
export function evolveReminderSources(sources: ReminderSources, event: MaintenanceEvent | EquipmentEvent, at: EpochMs): ReminderSources {
  const task = 'taskId' in event.data ? sources.tasks[event.data.taskId] : undefined;
  // Tasks name equipment too (equipmentId, maybe null): only equipment events are about an item.
  const item = event.type.startsWith('Equipment') && 'equipmentId' in event.data && event.data.equipmentId ? sources.equipment[event.data.equipmentId] : undefined;
  switch (event.type) {
    case 'TaskScheduled': {
      const { taskId, title, nextDueDate, notificationEnabled, reminderMinutes, timeZone } = event.data;
      return withTask(rezoned(sources, timeZone, at), taskId, { title, nextDueDate, notificationEnabled, reminderMinutes, active: true }, at);
    }
    case 'TaskUpdated':
      return task ? withTask(sources, event.data.taskId, { ...task, ...pickTaskChanges(event.data.changes) }, at) : sources;
    case 'TaskCompleted': {
      const { taskId, nextDueDate, timeZone } = event.data;
      const moved = rezoned(sources, timeZone, at);
      return task ? withTask(moved, taskId, nextDueDate === null ? { ...task, active: false } : { ...task, nextDueDate }, at) : moved;
    }
    case 'TaskSkipped':
      return task ? withTask(sources, event.data.taskId, { ...task, nextDueDate: event.data.nextDueDate }, at) : sources;
    case 'TaskDeleted':
      return task ? withTask(sources, event.data.taskId, { ...task, active: false }, at) : sources;
    case 'MaintenanceTimeZoneSet':
      return rezoned(sources, event.data.timeZone, at);
    case 'EquipmentAdded': {
      const { equipmentId, name, warrantyExpiration } = event.data;
      return withItem(sources, equipmentId, { name, warrantyExpiration, removed: false }, at);
    }
    case 'EquipmentUpdated': {
      const { name, warrantyExpiration } = event.data.changes;
      return item ? withItem(sources, event.data.equipmentId, { ...item, ...(name === undefined ? {} : { name }), ...(warrantyExpiration === undefined ? {} : { warrantyExpiration }) }, at) : sources;
    }
    case 'EquipmentRemoved':
      return item ? withItem(sources, event.data.equipmentId, { ...item, removed: true }, at) : sources;
    case 'EquipmentStatusChanged':
    case 'EquipmentServiced':
      return sources;
    default:
      return assertNever(event);
  }
}

type TaskChanges = Partial<Pick<TaskSource, 'title' | 'nextDueDate' | 'notificationEnabled' | 'reminderMinutes'>>;

function pickTaskChanges(changes: TaskChanges): TaskChanges {
  const picked: { -readonly [K in keyof TaskChanges]: TaskChanges[K] } = {};
  if (changes.title !== undefined) picked.title = changes.title;
  if (changes.nextDueDate !== undefined) picked.nextDueDate = changes.nextDueDate;
  if (changes.notificationEnabled !== undefined) picked.notificationEnabled = changes.notificationEnabled;
  if (changes.reminderMinutes !== undefined) picked.reminderMinutes = changes.reminderMinutes;
  return picked;
}
