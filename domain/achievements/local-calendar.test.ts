// The fast local calendar agrees with date-fns on TZDate (the slow, obviously right answer) for any
// instant in zones with daylight saving (whole and half hours), fixed offsets and UTC, including the
// hours either side of each change.
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, parseISO, startOfDay, startOfWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, localCalendar } from './local-calendar.ts';

const ZONES = ['America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata', 'America/St_Johns', 'America/Santiago', 'America/Havana', 'Etc/GMT+5', 'UTC'];
const epochDay = (zone: string) => new TZDate(1970, 0, 1, zone);
const at = (iso: string) => parseISO(iso).getTime();

function expected(instant: number, zone: string) {
  const local = new TZDate(instant, zone);
  return {
    day: differenceInCalendarDays(startOfDay(local), epochDay(zone)),
    start: startOfDay(local).getTime(),
    week: differenceInCalendarDays(startOfWeek(local, { weekStartsOn: 0 }), epochDay(zone)),
    month: local.getFullYear() * 12 + local.getMonth(),
  };
}

describe('the local calendar', () => {
  it('gives the same day, Sunday-start week and month as TZDate for any instant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: at('1995-01-01T00:00:00Z'), max: at('2045-01-01T00:00:00Z') }), (zone, instant) => {
        const calendar = localCalendar(zone);
        const day = calendar.day(instant);
        expect({ day, start: calendar.startOf(day), week: calendar.week(instant), month: calendar.month(instant) }).toEqual(expected(instant, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('starts a day whose midnight a change skips at the change', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2026-09-06: the day began at 04:00 UTC.
    const calendar = localCalendar('America/Santiago');
    expect(calendar.startOf(dayNumberOf('2026-09-06'))).toBe(at('2026-09-06T04:00:00Z'));
    expect(calendar.startOf(dayNumberOf('2026-09-07'))).toBe(at('2026-09-07T03:00:00Z'));
  });

  it('puts the hours around every 2026 change on the right day, through one long-lived calendar', { timeout: 60_000 }, () => {
    for (const zone of ['America/Los_Angeles', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      const calendar = localCalendar(zone);
      const wrong: string[] = [];
      for (let instant = at('2026-01-01T00:00:00Z'); instant < at('2027-01-01T00:00:00Z'); instant += 60 * 60_000) {
        if (calendar.day(instant) !== expected(instant, zone).day) wrong.push(`${zone} ${instant}`);
      }
      expect(wrong).toEqual([]);
    }
  });
});
