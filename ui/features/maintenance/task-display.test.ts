// How a task reads on the schedule: spec §4's due text on the pool's today, the priority colours and
// badge variants, the repeat text and US English dates.
import { describe, expect, it } from 'vitest';
import { dueOf, formatDay, formatWeekRange, PRIORITY_LOOK, repeatText, scheduleTimeZone, scheduleToday } from './task-display.ts';

describe('due text', () => {
  it.each([
    ['2026-05-12', 'Overdue', 'overdue'],
    ['2026-04-30', 'Overdue', 'overdue'],
    ['2026-05-13', 'Due today', 'today'],
    ['2026-05-14', 'Due tomorrow', 'tomorrow'],
    ['2026-05-15', 'Due in 2 days', 'upcoming'],
    ['2026-06-12', 'Due in 30 days', 'upcoming'],
  ])('a task due %s on 13 May reads %s', (due, text, state) => {
    expect(dueOf(due, '2026-05-13')).toEqual({ text, state });
  });

  it('counts calendar days across the daylight-saving change and the year', () => {
    expect(dueOf('2026-03-09', '2026-03-07').text).toBe('Due in 2 days');
    expect(dueOf('2027-01-01', '2026-12-31').text).toBe('Due tomorrow');
  });

  it("judges today in the pool's time zone", () => {
    // 03:30 UTC on 14 May is still the evening of 13 May in Los Angeles.
    const now = Date.parse('2026-05-14T03:30:00Z');
    expect(scheduleToday('America/Los_Angeles', now)).toBe('2026-05-13');
    expect(scheduleToday('Asia/Tokyo', now)).toBe('2026-05-14');
  });

  it("takes a located pool's zone from its tasks, and an unlocated pool's from the browser, as the next write will", () => {
    const located = { latitude: 35.7, longitude: 139.7 };
    const unlocated = { latitude: null, longitude: null };
    const tasks = [{ timeZone: 'Asia/Tokyo' }];
    expect(scheduleTimeZone(located, tasks, 'America/Los_Angeles')).toBe('Asia/Tokyo');
    expect(scheduleTimeZone(located, [], 'America/Los_Angeles')).toBe('America/Los_Angeles');
    // A starting schedule made at onboarding is in UTC until the browser's first write moves the pool to its zone.
    expect(scheduleTimeZone(unlocated, [{ timeZone: 'UTC' }], 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(scheduleTimeZone(unlocated, [{ timeZone: 'Europe/Paris' }], undefined)).toBe('Europe/Paris');
    expect(scheduleTimeZone(unlocated, undefined, undefined)).toBe('UTC');
  });
});

describe('priority look (spec §4)', () => {
  it('is red for critical and high, yellow for medium, green for low, with the badge variants', () => {
    expect(Object.fromEntries(Object.entries(PRIORITY_LOOK).map(([priority, look]) => [priority, look.variant]))).toEqual({
      critical: 'destructive', high: 'destructive', medium: 'default', low: 'secondary',
    });
    expect(PRIORITY_LOOK.critical.edge).toContain('red');
    expect(PRIORITY_LOOK.high.badge).toContain('red');
    expect(PRIORITY_LOOK.medium.badge).toContain('yellow');
    expect(PRIORITY_LOOK.low.badge).toContain('green');
  });
});

describe('repeat text and dates', () => {
  it('says how often a task repeats', () => {
    expect(repeatText({ isRecurring: true, frequency: 'weekly', intervalDays: 7 })).toBe('Every week');
    expect(repeatText({ isRecurring: true, frequency: 'custom', intervalDays: 3 })).toBe('Every 3 days');
    expect(repeatText({ isRecurring: true, frequency: 'custom', intervalDays: 1 })).toBe('Every day');
    expect(repeatText({ isRecurring: false, frequency: 'weekly', intervalDays: 7 })).toBe('One-time');
  });

  it('writes days in US English, the year only when it is not this one', () => {
    expect(formatDay('2026-05-13', '2026-05-01')).toBe('Wed, May 13');
    expect(formatDay('2027-01-02', '2026-12-30')).toBe('Sat, Jan 2, 2027');
    expect(formatWeekRange('2026-05-10', '2026-05-16')).toBe('May 10 – 16');
    expect(formatWeekRange('2026-05-31', '2026-06-06')).toBe('May 31 – Jun 6');
  });
});
