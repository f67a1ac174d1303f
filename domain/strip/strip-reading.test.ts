import { describe, expect, it } from 'vitest';
import { defaultChartJson as defaultChart } from './default-strip-chart.ts';
import type { PadMatch } from './colour-match.ts';
import { padsFromHandle, parseStripChart } from './strip-chart.schema.ts';
import { HARDNESS_NOTE, toReading } from './strip-reading.ts';

const pads = padsFromHandle(parseStripChart(defaultChart));

function matched(values: Record<string, number>) {
  return pads.map((pad) => ({
    pad,
    match: { value: values[pad.parameter] ?? 0, position: 0, lowerLevel: 0, upperLevel: 0, deltaE: 1, confidence: 0.9 } satisfies PadMatch,
  }));
}

const base = { cyanuricAcid: 40, totalAlkalinity: 80, ph: 7.4, freeChlorine: 3, totalChlorine: 3, totalHardness: 250 };

describe('toReading', () => {
  it('maps pads onto the reading fields and says hardness stands in for calcium hardness', () => {
    const outcome = toReading(matched(base));
    expect(outcome.ok && outcome.reading).toEqual({
      cyaPpm: 40,
      totalAlkalinityPpm: 80,
      ph: 7.4,
      freeChlorinePpm: 3,
      totalChlorinePpm: 3,
      calciumHardnessPpm: 250,
    });
    expect(outcome.ok && outcome.notes).toContain(HARDNESS_NOTE);
  });

  it('refuses free chlorine well above total chlorine', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 5, totalChlorine: 0.5 }));
    expect(!outcome.ok && outcome.error.code).toBe('chlorine_inconsistent');
  });

  it('levels total chlorine up to free chlorine when they differ by less than reading error', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 3.3, totalChlorine: 3 }));
    expect(outcome.ok && outcome.reading.totalChlorinePpm).toBe(3.3);
  });

  it('flags a pale free-chlorine pad beside a dark total-chlorine pad instead of trusting 0 ppm', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 0, totalChlorine: 10 }));
    expect(outcome.ok && outcome.confidence.freeChlorinePpm).toBeLessThanOrEqual(0.3);
    expect(outcome.ok && outcome.notes.join(' ')).toMatch(/bleach/);
  });
});
