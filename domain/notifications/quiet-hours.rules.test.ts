import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import { quietUntil } from './quiet-hours.rules.ts';

const NIGHT = { start: '21:00', end: '08:00' };
const at = epochMsOfIso;

describe('quiet hours across midnight (21:00–08:00)', () => {
  const paris = (iso: string) => quietUntil(at(iso), NIGHT, 'Europe/Paris');

  it('is not quiet in the day, up to the minute before 21:00 and from 08:00', () => {
    expect(paris('2026-06-10T20:59:59+02:00')).toBeNull();
    expect(paris('2026-06-10T12:00:00+02:00')).toBeNull();
    expect(paris('2026-06-11T08:00:00+02:00')).toBeNull();
  });

  it('holds from 21:00 until 08:00 the next morning, on either side of midnight', () => {
    expect(paris('2026-06-10T21:00:00+02:00')).toBe(at('2026-06-11T06:00:00.000Z'));
    expect(paris('2026-06-10T23:59:00+02:00')).toBe(at('2026-06-11T06:00:00.000Z'));
    expect(paris('2026-06-11T00:00:00+02:00')).toBe(at('2026-06-11T06:00:00.000Z'));
    expect(paris('2026-06-11T07:59:59+02:00')).toBe(at('2026-06-11T06:00:00.000Z'));
  });

  it('reads the clock where the pool is, not in UTC', () => {
    // 22:30 UTC is 15:30 in Los Angeles (not quiet) and 08:30 next day in Sydney (not quiet), 23:30 in London (quiet).
    const instant = at('2026-06-10T22:30:00Z');
    expect(quietUntil(instant, NIGHT, 'America/Los_Angeles')).toBeNull();
    expect(quietUntil(instant, NIGHT, 'Australia/Sydney')).toBeNull();
    expect(quietUntil(instant, NIGHT, 'Europe/London')).toBe(at('2026-06-11T07:00:00.000Z'));
  });

  it('ends at the end of the month and of the year like any other night', () => {
    expect(quietUntil(at('2026-12-31T22:00:00Z'), NIGHT, 'UTC')).toBe(at('2027-01-01T08:00:00.000Z'));
    expect(quietUntil(at('2026-02-28T23:00:00Z'), NIGHT, 'UTC')).toBe(at('2026-03-01T08:00:00.000Z'));
  });
});

describe('quiet hours within a day', () => {
  const NAP = { start: '13:00', end: '15:30' };

  it('holds only between its start and its end on the same day', () => {
    expect(quietUntil(at('2026-06-10T12:59:00Z'), NAP, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T13:00:00Z'), NAP, 'UTC')).toBe(at('2026-06-10T15:30:00.000Z'));
    expect(quietUntil(at('2026-06-10T15:30:00Z'), NAP, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T23:00:00Z'), NAP, 'UTC')).toBeNull();
  });
});

describe('quiet hours when the clocks change', () => {
  const newYork = (iso: string, quiet = NIGHT) => quietUntil(at(iso), quiet, 'America/New_York');

  it('ends at 08:00 local on the night the clocks spring forward: ten hours, not eleven', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT.
    const start = at('2026-03-07T21:00:00-05:00');
    const end = newYork('2026-03-07T21:00:00-05:00');
    expect(end).toBe(at('2026-03-08T12:00:00.000Z')); // 08:00 EDT
    expect((end! - start) / 3_600_000).toBe(10);
  });

  it('ends at 08:00 local on the night the clocks fall back: twelve hours, through the repeated hour', () => {
    // 2026-11-01 02:00 EDT becomes 01:00 EST; 01:30 happens twice.
    const start = at('2026-10-31T21:00:00-04:00');
    const end = newYork('2026-10-31T21:00:00-04:00');
    expect(end).toBe(at('2026-11-01T13:00:00.000Z')); // 08:00 EST
    expect((end! - start) / 3_600_000).toBe(12);
    expect(newYork('2026-11-01T01:30:00-04:00')).toBe(at('2026-11-01T13:00:00.000Z'));
    expect(newYork('2026-11-01T01:30:00-05:00')).toBe(at('2026-11-01T13:00:00.000Z'));
  });

  it('ends when the clock jumps when its end is a time the clocks skip', () => {
    const lateNight = { start: '22:00', end: '02:30' };
    // 02:30 does not exist on 2026-03-08 in New York: the quiet hours end at the jump, 03:00 EDT.
    expect(newYork('2026-03-07T23:00:00-05:00', lateNight)).toBe(at('2026-03-08T07:00:00.000Z'));
    expect(newYork('2026-03-08T03:00:00-04:00', lateNight)).toBeNull();
    // The next night is an ordinary one.
    expect(newYork('2026-03-08T23:00:00-04:00', lateNight)).toBe(at('2026-03-09T06:30:00.000Z'));
  });

  it('follows a southern-hemisphere change too (Sydney, first Sunday of April)', () => {
    // 2026-04-05 03:00 AEDT becomes 02:00 AEST: the night is an hour longer.
    const end = quietUntil(at('2026-04-04T21:00:00+11:00'), NIGHT, 'Australia/Sydney');
    expect(end).toBe(at('2026-04-04T22:00:00.000Z')); // 08:00 AEST
    expect((end! - at('2026-04-04T21:00:00+11:00')) / 3_600_000).toBe(12);
  });
});
