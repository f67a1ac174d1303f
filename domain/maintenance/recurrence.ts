// When a recurring task is due next. A schedule is an anchor day and a step: daily, weekly and custom
// step in days (1, 7, intervalDays); monthly, quarterly and annual step in calendar months (1, 3, 12),
// so a task due on the 31st stays at each month's end (Feb 28 or 29, Mar 31, Apr 30, …) and an annual
// task anchored on Feb 29 falls on Feb 28 in common years and on Feb 29 again in leap years. The
// nominal intervals of spec §5 (30, 90, 365) stay what the task reports as intervalDays.
// Occurrence k is always computed from the anchor (never from the previous occurrence), so clamping
// at a short month never drifts the day. Completing moves the task to the first occurrence after both
// its due date and today: early or late, the schedule keeps its days, and missed occurrences never
// pile up as a backlog.
import { addCalendarDays, addCalendarMonths, daysBetween, laterDay, monthsBetween, type CalendarDay } from './calendar-day.ts';
import { FREQUENCY_INTERVAL_DAYS, type TaskFrequency } from './maintenance-options.ts';

export type RecurrenceStep = { unit: 'days'; count: number } | { unit: 'months'; count: number };

export function stepOf(frequency: TaskFrequency, intervalDays: number): RecurrenceStep {
  switch (frequency) {
    case 'daily':
    case 'weekly':
      return { unit: 'days', count: FREQUENCY_INTERVAL_DAYS[frequency] };
    case 'custom':
      return { unit: 'days', count: intervalDays };
    case 'monthly':
      return { unit: 'months', count: 1 };
    case 'quarterly':
      return { unit: 'months', count: 3 };
    case 'annual':
      return { unit: 'months', count: 12 };
  }
}

/** The k-th occurrence after the anchor (k = 0 is the anchor itself). */
export function occurrence(anchor: CalendarDay, step: RecurrenceStep, k: number, zone?: string): CalendarDay {
  return step.unit === 'days' ? addCalendarDays(anchor, k * step.count, zone) : addCalendarMonths(anchor, k * step.count, zone);
}

/** The first occurrence strictly after `after` (the anchor itself when it is later). */
export function firstOccurrenceAfter(anchor: CalendarDay, step: RecurrenceStep, after: CalendarDay, zone?: string): CalendarDay {
  if (anchor > after) return anchor;
  const elapsed = step.unit === 'days' ? daysBetween(anchor, after, zone) : monthsBetween(anchor, after, zone);
  // Whole steps since the anchor; month clamping may leave that occurrence on or before `after`, so step on (at most twice).
  let k = Math.floor(elapsed / step.count);
  let next = occurrence(anchor, step, k, zone);
  while (next <= after) next = occurrence(anchor, step, ++k, zone);
  return next;
}

/** Where a completed (or skipped) recurring task goes: the first occurrence after its due date and after today. */
export function nextDueDate(schedule: { anchorDate: CalendarDay; step: RecurrenceStep; dueDate: CalendarDay }, today: CalendarDay, zone?: string): CalendarDay {
  return firstOccurrenceAfter(schedule.anchorDate, schedule.step, laterDay(schedule.dueDate, today), zone);
}
