// Calendar days ('YYYY-MM-DD') in a pool's time zone: what a due date, an install date or a warranty
// end is. 'Today' depends on where the pool is, so it is always asked for with the pool's zone, and
// all arithmetic goes through date-fns on TZDate in that zone (never milliseconds times 86,400,000,
// which a daylight-saving day of 23 or 25 hours breaks). Pure: `now` comes in as an argument.
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths, format, isValid, parseISO } from 'date-fns';

export { isTimeZone } from '../common/time-zone.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;
export type EpochMs = number;

export const DEFAULT_TIME_ZONE = 'UTC';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a date may have: beyond them a date is a typo, and PostgreSQL's date column and date-fns agree inside them. */
export const CALENDAR_YEARS = { min: 1970, max: 2200 } as const;

/**
 * The fixed-offset zone of a longitude's mean solar time ('Etc/GMT+5' is UTC-5): without DST or
 * political borders, so an hour or more off in places, but far nearer the pool's 'today' than UTC.
 * Only for when no real zone is known.
 */
export function solarTimeZone(longitude: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(longitude / 15)));
  if (hours === 0) return DEFAULT_TIME_ZONE;
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}

/** Whether text is a real calendar day (no 2026-02-30) within CALENDAR_YEARS. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return false;
  const parsed = parseISO(text, { in: tz(DEFAULT_TIME_ZONE) });
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === text;
}

/** Noon of the day in zone: every day has a noon, even one whose midnight a DST change skips. */
function noonOf(day: CalendarDay, zone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 12, 0, 0, zone);
}

const dayOf = (date: Date): CalendarDay => format(date, 'yyyy-MM-dd');

/** The calendar day it is at `now` where the pool is. */
export function todayIn(now: EpochMs, zone: string): CalendarDay {
  return dayOf(new TZDate(now, zone));
}

export function addCalendarDays(day: CalendarDay, days: number, zone: string = DEFAULT_TIME_ZONE): CalendarDay {
  return dayOf(addDays(noonOf(day, zone), days));
}

/** Months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29). */
export function addCalendarMonths(day: CalendarDay, months: number, zone: string = DEFAULT_TIME_ZONE): CalendarDay {
  return dayOf(addMonths(noonOf(day, zone), months));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay, zone: string = DEFAULT_TIME_ZONE): number {
  return differenceInCalendarDays(noonOf(to, zone), noonOf(from, zone));
}

/** Calendar months from `from` to `to`, by month number only (Jan 31 to Feb 1 is 1). */
export function monthsBetween(from: CalendarDay, to: CalendarDay, zone: string = DEFAULT_TIME_ZONE): number {
  return differenceInCalendarMonths(noonOf(to, zone), noonOf(from, zone));
}

/** The calendar day an instant (epoch ms) falls on in zone. */
export function dayOfInstant(at: EpochMs, zone: string): CalendarDay {
  return todayIn(at, zone);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The day an ISO date-time with an offset ('2026-03-08T03:30:00Z') falls on in zone; undefined for anything else. */
export function dayOfIsoDateTime(text: string, zone: string): CalendarDay | undefined {
  if (!ISO_DATE_TIME.test(text)) return undefined;
  const parsed = parseISO(text);
  return isValid(parsed) ? todayIn(parsed.getTime(), zone) : undefined;
}

export const laterDay = (a: CalendarDay, b: CalendarDay): CalendarDay => (a >= b ? a : b);
