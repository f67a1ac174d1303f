import { describe, expect, it } from 'vitest';
import { defaultChartJson as defaultChart } from './default-strip-chart.ts';
import type { PadMatch } from './colour-match.ts';
import { padsFromHandle, parseStripChart } from './strip-chart.schema.ts';
import { HARDNESS_NOTE, toReading } from './strip-reading.ts';

const pads = padsFromHandle(parseStripChart(defaultChart));

function matched(values: Record<string, number>, uncertainty: Record<string, number> = {}) {
  return pads.map((pad) => ({
    pad,
    match: {
      value: values[pad.parameter] ?? 0, position: 0, lowerLevel: 0, upperLevel: 0, deltaE: 1, confidence: 0.9,
      uncertaintyLevels: uncertainty[pad.parameter] ?? 0.35,
    } satisfies PadMatch,
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

  it('reports free and total chlorine as one value, nearer the better-read pad, when they differ by less than reading error', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 3.3, totalChlorine: 3 }));
    if (!outcome.ok) throw new Error(outcome.error.code);
    expect(outcome.reading.totalChlorinePpm).toBe(outcome.reading.freeChlorinePpm);
    expect(outcome.reading.totalChlorinePpm).toBeGreaterThan(3);
    expect(outcome.reading.totalChlorinePpm).toBeLessThan(3.3);
    const fcSure = toReading(matched({ ...base, freeChlorine: 3.3, totalChlorine: 3 }, { freeChlorine: 0.2, totalChlorine: 0.8 }));
    expect(fcSure.ok && fcSure.reading.totalChlorinePpm).toBeGreaterThan(3.25);
  });

  it('refuses free chlorine above total only beyond the two pads\' combined uncertainty', () => {
    // 1 ppm over 0.5 ppm is one level on the chart: within a level, always read.
    expect(toReading(matched({ ...base, freeChlorine: 1, totalChlorine: 0.5 })).ok).toBe(true);
    // 3 ppm over 0.5 ppm is two levels: refused for pads read well, read for pads read poorly (glare, off the chart path).
    const twoLevels = { ...base, freeChlorine: 3, totalChlorine: 0.5 };
    expect(toReading(matched(twoLevels)).ok).toBe(false);
    const poorly = toReading(matched(twoLevels, { freeChlorine: 0.8, totalChlorine: 0.8 }));
    expect(poorly.ok && poorly.reading.freeChlorinePpm).toBe(poorly.ok && poorly.reading.totalChlorinePpm);
    // Four levels apart is never reading error.
    expect(toReading(matched({ ...base, freeChlorine: 10, totalChlorine: 0.5 }, { freeChlorine: 0.8, totalChlorine: 0.8 })).ok).toBe(false);
  });

  it('reads the pads it has when one is left out (a partial reading) and applies no chlorine gate without both', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 10, totalChlorine: 0.5 }).filter((m) => m.pad.parameter !== 'totalChlorine'));
    expect(outcome.ok && outcome.reading).toEqual({ cyaPpm: 40, totalAlkalinityPpm: 80, ph: 7.4, freeChlorinePpm: 10, calciumHardnessPpm: 250 });
  });

  it('flags a pale free-chlorine pad beside a dark total-chlorine pad instead of trusting 0 ppm', () => {
    const outcome = toReading(matched({ ...base, freeChlorine: 0, totalChlorine: 10 }));
    expect(outcome.ok && outcome.confidence.freeChlorinePpm).toBeLessThanOrEqual(0.3);
    expect(outcome.ok && outcome.notes.join(' ')).toMatch(/bleach/);
  });
});
