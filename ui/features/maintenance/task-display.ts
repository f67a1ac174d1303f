// How the schedule shows a task: its due text (spec §4: 'Overdue', 'Due today', 'Due tomorrow',
// 'Due in N days') judged on the pool's today, the priority badge and colours (spec §4: critical and
// high red, medium yellow, low green; the badge variants destructive, default, secondary), how often
// it repeats, and its dates in US English (spec §9). The pool's today comes from its time zone.
import { todayIn, type CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import type { TaskFrequency, TaskPriority, TaskType } from '../../../domain/maintenance/maintenance-options.ts';
import { taskDueState, taskDueText, type TaskDueState } from '../../../domain/maintenance/task-due.rules.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';

/** Spec §4's due state and text for a task due on `nextDueDate`, as of the pool's `today`. */
export function dueOf(nextDueDate: CalendarDay, today: CalendarDay): { state: TaskDueState['state']; text: string } {
  const due = taskDueState(nextDueDate, today);
  return { state: due.state, text: taskDueText(due) };
}

type ZonedTask = Pick<MaintenanceTask, 'timeZone'>;
export interface PoolPlace {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The pool's calendar, as the server will date the next write (commands/maintenance/pool-time-zone.ts):
 * a located pool's own zone, which its tasks carry; else the browser's zone, which every write sends.
 * (A starting schedule made at onboarding carries UTC until this browser's first write.)
 */
export function scheduleTimeZone(pool: PoolPlace, tasks: readonly ZonedTask[] | undefined, browserZone: string | undefined): string {
  const located = pool.latitude !== null && pool.longitude !== null;
  const taskZone = tasks?.[0]?.timeZone;
  return (located ? (taskZone ?? browserZone) : (browserZone ?? taskZone)) ?? 'UTC';
}

/** Today where the pool is. */
export function scheduleToday(zone: string, now = Date.now()): CalendarDay {
  return todayIn(now, zone);
}

export type BadgeVariant = 'destructive' | 'default' | 'secondary';

/** Spec §4: the badge variant, and the schedule's colour for the priority (badge and the card's edge). */
export const PRIORITY_LOOK: Record<TaskPriority, { variant: BadgeVariant; badge: string; edge: string }> = {
  critical: { variant: 'destructive', badge: 'bg-red-600 text-white', edge: 'border-l-red-600' },
  high: { variant: 'destructive', badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200', edge: 'border-l-red-500' },
  medium: { variant: 'default', badge: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100', edge: 'border-l-yellow-400' },
  low: { variant: 'secondary', badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200', edge: 'border-l-green-500' },
};

/** The due text's colour: late is red, today amber, anything later quiet. */
export function dueTone(state: TaskDueState['state']): string {
  switch (state) {
    case 'overdue':
      return 'text-red-700 dark:text-red-300';
    case 'today':
      return 'text-amber-700 dark:text-amber-300';
    case 'tomorrow':
    case 'upcoming':
      return 'text-slate-600 dark:text-slate-300';
  }
}

const EVERY: Record<Exclude<TaskFrequency, 'custom'>, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
  annual: 'Every year',
};

/** 'Every week', 'Every 3 days', or 'One-time' for a task that does not repeat. */
export function repeatText(task: Pick<MaintenanceTask, 'isRecurring' | 'frequency' | 'intervalDays'>): string {
  if (!task.isRecurring) return 'One-time';
  if (task.frequency !== 'custom') return EVERY[task.frequency];
  return task.intervalDays === 1 ? 'Every day' : `Every ${task.intervalDays} days`;
}

const LABELS: Record<TaskType | TaskFrequency | TaskPriority, string> = {
  testing: 'Testing', cleaning: 'Cleaning', maintenance: 'Maintenance', chemical: 'Chemical', inspection: 'Inspection', other: 'Other',
  daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly', annual: 'Annual', custom: 'Custom',
  low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical',
};
export const optionText = (value: TaskType | TaskFrequency | TaskPriority): string => LABELS[value];

const noonUtc = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/** 'Wed, May 13' (with the year when it is not this year's). */
export function formatDay(day: CalendarDay, today?: CalendarDay): string {
  const withYear = today !== undefined && day.slice(0, 4) !== today.slice(0, 4);
  return noonUtc(day).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
}

/** 'Wednesday, May 13' for screen readers. */
export function formatDayLong(day: CalendarDay): string {
  return noonUtc(day).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}

/** 'May 10 – 16', or 'May 31 – Jun 6' across months. */
export function formatWeekRange(from: CalendarDay, to: CalendarDay): string {
  const month = (day: CalendarDay) => noonUtc(day).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short' });
  const date = (day: CalendarDay) => Number(day.slice(8));
  return month(from) === month(to) ? `${month(from)} ${date(from)} – ${date(to)}` : `${month(from)} ${date(from)} – ${month(to)} ${date(to)}`;
}
