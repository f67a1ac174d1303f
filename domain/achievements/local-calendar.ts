// Calendar days, Sunday-start weeks and months of instants in one IANA time zone, as plain day
// numbers (days since 1970-01-01 where the pool is), so rules compare and subtract days with integer
// arithmetic. A rebuild evaluates every owner's rules many times over: TZDate asks Intl for the
// zone's offset on each call (tens of microseconds), which made a year of tests cost ~50 ms per
// evaluation. Here the offset is asked once at each end of a week and, only in the week of a
// daylight-saving change, a binary search finds the minute it changes; every other instant reuses
// them. Pure: the offsets come from @date-fns/tz (the runtime's zone data), nothing from a clock.
import { TZDate, tzOffset } from '@date-fns/tz';
import type { EpochMs } from '../common/time.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** A local calendar day: days since 1970-01-01 (a Thursday) in the zone. */
export type DayNumber = number;

export interface LocalCalendar {
  readonly timeZone: string;
  /** The local day the instant falls on. */
  day(at: EpochMs): DayNumber;
  /** The Sunday that starts the local week the instant falls in. */
  week(at: EpochMs): DayNumber;
  /** The local month, as year * 12 + month index (0-11). */
  month(at: EpochMs): number;
  /** The instant a local day starts (its first instant, when a change skips its midnight). */
  startOf(day: DayNumber): EpochMs;
}

/** The Sunday that starts a day's week (1970-01-01, day 0, was a Thursday; day 3 a Sunday). */
export const sundayOf = (day: DayNumber): DayNumber => day - (((day + 4) % 7) + 7) % 7;

/** Year and month index of a day number (H. Hinnant's civil_from_days). */
export function monthOfDay(day: DayNumber): number {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const monthIndex = shifted < 10 ? shifted + 2 : shifted - 10;
  const year = yearOfEra + era * 400 + (monthIndex <= 1 ? 1 : 0);
  return year * 12 + monthIndex;
}

/** The day number of a calendar day 'YYYY-MM-DD' (H. Hinnant's days_from_civil). */
export function dayNumberOf(calendarDay: string): DayNumber {
  const [year, month, day] = calendarDay.split('-').map(Number) as [number, number, number];
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

interface WeekOffsets {
  readonly before: number;
  readonly after: number;
  /** The first instant with `after`'s offset (the week's end when the offset does not change). */
  readonly changesAt: EpochMs;
}

/**
 * A zone's offsets per week, shared by every calendar of the zone: a week's offsets never change, so
 * this is a memo, not state. Bounded: past MAX_CACHED_WEEKS a zone's weeks are dropped and asked again.
 */
const offsetsByZone = new Map<string, Map<number, WeekOffsets>>();
const MAX_CACHED_WEEKS = 20_000;

export function localCalendar(timeZone: string): LocalCalendar {
  const offsetMinutes = (at: EpochMs) => tzOffset(timeZone, new TZDate(at, 'UTC'));
  let weeks = offsetsByZone.get(timeZone);
  if (!weeks || weeks.size > MAX_CACHED_WEEKS) {
    weeks = new Map();
    offsetsByZone.set(timeZone, weeks);
  }
  const zoneWeeks = weeks;
  function offsetsOf(bucket: number): WeekOffsets {
    const start = bucket * WEEK;
    const before = offsetMinutes(start);
    const after = offsetMinutes(start + WEEK);
    if (before === after) return { before, after, changesAt: start + WEEK };
    // One change a week at most (zones change twice a year); find its minute.
    let low = start;
    let high = start + WEEK;
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(mid) === before) low = mid;
      else high = mid;
    }
    return { before, after, changesAt: high };
  }
  function offsetAt(at: EpochMs): number {
    const bucket = Math.floor(at / WEEK);
    let offsets = zoneWeeks.get(bucket);
    if (!offsets) {
      offsets = offsetsOf(bucket);
      zoneWeeks.set(bucket, offsets);
    }
    return at < offsets.changesAt ? offsets.before : offsets.after;
  }
  const day = (at: EpochMs) => Math.floor((at + offsetAt(at) * MINUTE) / DAY);
  function startOf(localDay: DayNumber): EpochMs {
    const wall = localDay * DAY;
    // The offset at a first guess, then at the instant it gives: right unless a change falls between.
    const guess = wall - offsetAt(wall) * MINUTE;
    const at = wall - offsetAt(guess) * MINUTE;
    // A midnight a change skips: the day starts at the change.
    return day(at) === localDay ? at : at + (offsetAt(at + DAY) - offsetAt(at)) * MINUTE;
  }
  return { timeZone, day, week: (at) => sundayOf(day(at)), month: (at) => monthOfDay(day(at)), startOf };
}
