// The user's quiet hours (issue 19): a window of wall-clock times in the pool's time zone, such as
// 21:00–08:00 across midnight, during which reminders wait. The window starts at `start` and ends at
// `end` (exclusive): at 07:59:59 it is quiet, at 08:00 it is not. Clock times are read where the pool
// is, through @date-fns/tz, so a night on which the clocks change is an hour shorter or longer and an
// `end` the clocks skip (02:30 on a spring-forward night) ends the quiet hours when the clock jumps.
// Pure: the instants come in as arguments.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { EpochMs } from '../common/time.ts';
import type { QuietHours } from '../users/user-preferences.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 'HH:mm' as minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Where the local clock stands at an instant, as a number that grows with it (date, then minutes). */
function wallClock(at: EpochMs, zone: string): number {
  const local = new TZDate(at, zone);
  return (local.getFullYear() * 400 + local.getMonth() * 32 + local.getDate()) * 1440 + local.getHours() * 60 + local.getMinutes();
}

/** The first instant of the local day `day` at which the clock reads `minutes` or later. */
function firstInstantAtClock(day: TZDate, minutes: number): EpochMs {
  const zone = day.timeZone ?? 'UTC';
  const candidate = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60, 0, zone).getTime();
  const target = (day.getFullYear() * 400 + day.getMonth() * 32 + day.getDate()) * 1440 + minutes;
  if (wallClock(candidate, zone) === target) return candidate;
  // The clocks skipped that time: the answer is the instant they jumped, found by bisection (to the minute).
  let before = candidate - 26 * HOUR;
  let after = candidate + 26 * HOUR;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (wallClock(middle, zone) >= target) after = middle;
    else before = middle;
  }
  return after;
}

/** When the quiet period that `at` falls in ends; null when `at` is not in quiet hours. */
export function quietUntil(at: EpochMs, quiet: QuietHours, zone: string): EpochMs | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const local = new TZDate(at, zone);
  const now = local.getHours() * 60 + local.getMinutes();
  const acrossMidnight = start > end;
  const quietNow = acrossMidnight ? now >= start || now < end : now >= start && now < end;
  if (!quietNow) return null;
  // Before midnight in a window that crosses it, the quiet period ends tomorrow.
  const endDay = acrossMidnight && now >= start ? addDays(local, 1) : local;
  return firstInstantAtClock(endDay, end);
}
