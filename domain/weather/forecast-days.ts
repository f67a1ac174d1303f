// Naming forecast days in advice ('today', 'tomorrow', 'on Thursday') from their local YYYY-MM-DD
// date, without a clock or Date (domain/ is pure): the weekday comes from the calendar arithmetic of
// Sakamoto's method for the Gregorian calendar.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export function weekdayIndex(isoDate: string): number {
  const [yearText = '', monthText = '', dayText = ''] = isoDate.split('-');
  const month = Number(monthText);
  const day = Number(dayText);
  const year = Number(yearText) - (month < 3 ? 1 : 0);
  const offset = MONTH_OFFSETS[month - 1];
  if (offset === undefined || !Number.isInteger(year) || !Number.isInteger(day)) throw new Error(`not a date: ${isoDate}`);
  return (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + offset + day) % 7;
}

export function weekdayName(isoDate: string): string {
  return WEEKDAYS[weekdayIndex(isoDate)] ?? '';
}

/** How advice names the forecast's day at `index` (0 = today in the pool's time zone). */
export function dayPhrase(isoDate: string, index: number): string {
  if (index === 0) return 'today';
  if (index === 1) return 'tomorrow';
  return `on ${weekdayName(isoDate)}`;
}
