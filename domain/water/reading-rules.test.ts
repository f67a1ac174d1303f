// Spec §5 manual test rules: inclusive bounds, absent-when-empty, whole numbers, exact messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReading, parseNumeric, READING_RULES } from './reading-rules.ts';

describe('reading rules (spec §5)', () => {
  it('treats empty and unparseable input as absent', () => {
    expect([parseNumeric(''), parseNumeric('  '), parseNumeric('abc'), parseNumeric(null), parseNumeric(undefined), parseNumeric(Number.NaN)]).toEqual([null, null, null, null, null, null]);
    expect([parseNumeric(' 7.4 '), parseNumeric(0), parseNumeric('0')]).toEqual([7.4, 0, 0]);
  });

  it('accepts both ends of every range and refuses just outside them with the spec message', () => {
    for (const [key, rule] of Object.entries(READING_RULES)) {
      const base = key === 'ph' ? {} : { ph: 7.4 };
      expect(checkReading({ ...base, [key]: rule.min }).ok).toBe(true);
      expect(checkReading({ ...base, [key]: rule.max }).ok).toBe(true);
      expect(checkReading({ ...base, [key]: rule.min - 1 })).toMatchObject({ ok: false, fields: { [key]: rule.belowMin } });
      expect(checkReading({ ...base, [key]: rule.max + 1 })).toMatchObject({ ok: false, fields: { [key]: rule.aboveMax } });
    }
  });

  it('keeps chlorine alone as enough, trims notes, and drops blank notes', () => {
    expect(checkReading({ totalChlorinePpm: '0', notes: '  clear  ' })).toEqual({
      ok: true,
      values: { ph: null, freeChlorinePpm: null, totalChlorinePpm: 0, totalAlkalinityPpm: null, cyaPpm: null, calciumHardnessPpm: null, temperatureF: null, notes: 'clear' },
    });
    expect(checkReading({ freeChlorinePpm: 2, notes: '   ' })).toMatchObject({ ok: true, values: { notes: null } });
  });

  it('accepts every in-range reading (property)', () => {
    const reading = fc.record({
      ph: fc.integer({ min: 0, max: 140 }).map((v) => v / 10),
      freeChlorinePpm: fc.integer({ min: 0, max: 500 }).map((v) => v / 10),
      totalAlkalinityPpm: fc.integer({ min: 0, max: 1000 }),
      cyaPpm: fc.integer({ min: 0, max: 300 }),
      calciumHardnessPpm: fc.integer({ min: 0, max: 2000 }),
      temperatureF: fc.integer({ min: 32, max: 120 }),
    });
    fc.assert(fc.property(reading, (input) => {
      const result = checkReading(input);
      return result.ok && result.values.ph === input.ph && result.values.temperatureF === input.temperatureF;
    }));
  });
});
