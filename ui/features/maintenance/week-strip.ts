// The 'This Week' strip (spec §2, §9): seven days from the Sunday on or before today, today being the
// pool's today (its time zone), each day marked with the tasks really due on it. A recurring task is
// due on its next due date and on every later occurrence that falls in the week (a daily task marks
// every day from then on); an overdue task is still due, so it marks its own day when that day is in
// the week, else today, and its later occurrences count from after today, as completing it would.
import { addCalendarDays, daysBetween, type CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import { firstOccurrenceAfter, occurrence, stepOf } from '../../../domain/maintenance/recurrence.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';

export type WeekTask = Pick<MaintenanceTask, 'id' | 'title' | 'nextDueDate' | 'isRecurring' | 'frequency' | 'intervalDays' | 'status'>;

export interface WeekDay {
  day: CalendarDay;
  /** 'Sun' … 'Sat' (US English, spec §9). */
  weekday: string;
  dayOfMonth: number;
  isToday: boolean;
  /** Titles of the tasks due that day, in list order (occurrences never repeat a task within a day). */
  due: string[];
  /** Whether any of them is overdue (its due day has passed, or it is carried to today). */
  hasOverdue: boolean;
}

export const WEEK_LENGTH = 7;
/** A known Sunday: a day's weekday is its distance from it, modulo 7. */
const A_SUNDAY = '2023-01-01';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const weekdayIndex = (day: CalendarDay): number => ((daysBetween(A_SUNDAY, day) % WEEK_LENGTH) + WEEK_LENGTH) % WEEK_LENGTH;

/** The Sunday that starts the week holding `day`. */
export function weekStart(day: CalendarDay): CalendarDay {
  return addCalendarDays(day, -weekdayIndex(day));
}

/** The days in [from, to] on which the task is due. */
function dueDaysOf(task: WeekTask, from: CalendarDay, to: CalendarDay, today: CalendarDay): { day: CalendarDay; overdue: boolean }[] {
  if (task.status !== 'active') return [];
  const found: { day: CalendarDay; overdue: boolean }[] = [];
  const overdue = task.nextDueDate < today;
  if (overdue) found.push({ day: task.nextDueDate >= from ? task.nextDueDate : today, overdue: true });
  if (!task.isRecurring) return overdue || task.nextDueDate > to ? found : [{ day: task.nextDueDate, overdue: false }];
  const step = stepOf(task.frequency, task.intervalDays);
  // The next due date anchors what follows: month steps cannot fall twice in one week, so their clamping never matters here.
  let day = overdue ? firstOccurrenceAfter(task.nextDueDate, step, today) : task.nextDueDate;
  for (let k = 1; day <= to; k += 1) {
    found.push({ day, overdue: false });
    day = overdue ? firstOccurrenceAfter(task.nextDueDate, step, day) : occurrence(task.nextDueDate, step, k);
  }
  return found;
}

/** The seven days of today's week, Sunday first, each with the tasks due on it. */
export function weekStrip(today: CalendarDay, tasks: readonly WeekTask[]): WeekDay[] {
  const from = weekStart(today);
  const to = addCalendarDays(from, WEEK_LENGTH - 1);
  const days: WeekDay[] = Array.from({ length: WEEK_LENGTH }, (_, index) => {
    const day = addCalendarDays(from, index);
    return { day, weekday: WEEKDAYS[index]!, dayOfMonth: Number(day.slice(8)), isToday: day === today, due: [], hasOverdue: false };
  });
  for (const task of tasks) {
    for (const { day, overdue } of dueDaysOf(task, from, to, today)) {
      const entry = days[daysBetween(from, day)];
      if (!entry) continue;
      entry.due.push(task.title);
      entry.hasOverdue ||= overdue;
    }
  }
  return days;
}
