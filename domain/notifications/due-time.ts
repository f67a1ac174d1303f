// When a calendar day is 'due' (issue 19): maintenance due dates and warranty ends are calendar days
// in the pool's time zone, with no time of day. Reminders count back from 09:00 local time on that
// day: early enough that a task is still ahead, late enough that a reminder an hour before it does not
// fall in the night. 09:00 exists on every day (clocks change in the small hours).
import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import type { EpochMs } from '../common/time.ts';
import type { CalendarDay } from '../maintenance/calendar-day.ts';

export const DUE_TIME = { hours: 9, minutes: 0 } as const;

/** The instant a calendar day is due in zone: 09:00 there. */
export function dueInstant(day: CalendarDay, zone: string): EpochMs {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, DUE_TIME.hours, DUE_TIME.minutes, 0, zone).getTime();
}

/** 'Tuesday, June 2' (the year too when it is not the year of `from`). */
export function calendarDayText(day: CalendarDay, from?: CalendarDay): string {
  const date = parseISO(day);
  return format(date, from !== undefined && from.slice(0, 4) === day.slice(0, 4) ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}
