import { describe, expect, it } from 'vitest';
import { epochMsOfIso, epochMsSchema } from './time.ts';

describe('epochMsOfIso', () => {
  // Expected values are Date.parse of the same strings (domain/ may not use Date).
  it.each([
    ['2026-11-22T10:00:00Z', 1795341600000],
    ['2026-11-22T10:00:00.123Z', 1795341600123],
    ['2026-11-22T10:00:00.1239Z', 1795341600123],
    ['2024-02-29T23:59:59.999+02:30', 1709242199999],
    ['2000-03-01T00:00:00-05:00', 951886800000],
    ['1969-12-31T23:59:59Z', -1000],
    ['1970-01-01T00:00:00Z', 0],
  ])('reads %s as %i', (iso, expected) => {
    expect(epochMsOfIso(iso)).toBe(expected);
  });

  it('refuses what is not a date-time', () => {
    expect(() => epochMsOfIso('yesterday')).toThrow(RangeError);
  });
});

describe('epochMsSchema', () => {
  it('keeps epoch ms and upcasts a legacy ISO string to epoch ms', () => {
    expect(epochMsSchema.parse(1795341600000)).toBe(1795341600000);
    expect(epochMsSchema.parse('2026-11-22T10:00:00.000Z')).toBe(1795341600000);
  });

  it('refuses a string that is not a date-time', () => {
    expect(epochMsSchema.safeParse('x').success).toBe(false);
  });
});
