// Time in events and commands is epoch milliseconds (a number), never a Date or an ISO string:
// domain/ has no clock, so `now` comes in as an argument; numbers compare, add and sort without
// parsing; and one representation across every stream means no reader has to guess which one an
// event uses. The API turns them into ISO strings at the edge (read models, replies).
//
// Pool and user events once carried ISO strings; epochMsSchema reads those too (an upcast), so
// events already stored still fold and project.
import { z } from 'zod';

export type EpochMs = number;

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** An ISO 8601 date-time with seconds and Z or ±hh:mm (what z.iso.datetime({ offset: true }) accepts) as epoch ms; digits past milliseconds are dropped. */
export function epochMsOfIso(iso: string): EpochMs {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date-time: ${iso}`);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const offsetMinutes = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) : 0;
  return daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + ms;
}

/** A time in event data: epoch ms, or (events stored before epoch ms) an ISO date-time, read as epoch ms. */
export const epochMsSchema = z.union([z.number(), z.iso.datetime({ offset: true }).transform(epochMsOfIso)]);
