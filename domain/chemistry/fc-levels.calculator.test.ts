import { describe, expect, it } from 'vitest';
import { ChemistryInputError, fcLevels } from './index.ts';

describe('fcLevels', () => {
  it.each([
    // chemistry-reference §3.1, TFP FC/CYA chart, manual chlorine: CYA, min FC, target FC, SLAM.
    [20, 2, 3, 5, 10],
    [30, 2, 4, 6, 12],
    [40, 3, 5, 7, 16],
    [50, 4, 6, 8, 20],
    [60, 5, 7, 9, 24],
    [70, 5, 8, 10, 28],
    [80, 6, 9, 11, 31],
    [90, 7, 10, 12, 35],
    [100, 8, 11, 13, 39],
  ])('follows the chart row for CYA %s: minimum %s, target %s–%s, SLAM %s', (cyaPpm, minimum, targetLow, targetHigh, slam) => {
    expect(fcLevels({ cyaPpm, saltwater: false })).toEqual({ minimum, targetLow, targetHigh, slam });
  });

  it.each([
    // chemistry-reference §3.1, SWG rows: CYA 60: 3/4, 70: 3/5, 80: 4/6 (minimum / target); same SLAM.
    [60, 3, 4, 24],
    [70, 3, 5, 28],
    [80, 4, 6, 31],
  ])('follows the salt-water chart row for CYA %s: minimum %s, target %s, SLAM %s', (cyaPpm, minimum, target, slam) => {
    // The chart gives one SWG target; we show it as the low end of a 2 ppm band.
    expect(fcLevels({ cyaPpm, saltwater: true })).toEqual({ minimum, targetLow: target, targetHigh: target + 2, slam });
  });

  it('equals the published chart formulas, evaluated as TFP calc.html does, for every CYA from 0 to 100', () => {
    // chemistry-reference §3.1: the formulas, written here as the JavaScript that generates the chart.
    for (let cya = 0; cya <= 100; cya++) {
      expect(fcLevels({ cyaPpm: cya, saltwater: false })).toEqual({
        minimum: Math.max(1, Math.floor(0.075 * cya + 0.7)),
        targetLow: Math.max(3, Math.floor(cya / 10 + 1.5)),
        targetHigh: Math.max(3, Math.floor(cya / 10 + 3.5)),
        slam: Math.max(10, Math.floor(0.393 * cya + 0.5)),
      });
      const swg = fcLevels({ cyaPpm: cya, saltwater: true });
      expect(swg.minimum).toBe(Math.max(1, Math.floor(0.045 * cya + 0.7)));
      expect(swg.targetLow).toBe(Math.max(3, Math.floor(0.075 * cya)));
    }
  });

  it('floors at 1 ppm minimum, a 3 ppm target and a 10 ppm SLAM for unstabilised water', () => {
    // chemistry-reference §3.1 at CYA 0: min max(1, ⌊0.7⌋) = 1, target max(3, ⌊1.5⌋) … max(3, ⌊3.5⌋) = 3–3, SLAM 10.
    expect(fcLevels({ cyaPpm: 0, saltwater: false })).toEqual({ minimum: 1, targetLow: 3, targetHigh: 3, slam: 10 });
  });

  it('lands on whole numbers exactly where the formula does', () => {
    // 0.075 × 44 + 0.7 = 4 exactly (floating point gives 4 here too); at CYA 124, 0.075 × 124 + 0.7 = 10,
    // which floating point computes as 9.999…: the chart formula means 10.
    expect(fcLevels({ cyaPpm: 44, saltwater: false }).minimum).toBe(4);
    expect(fcLevels({ cyaPpm: 124, saltwater: false }).minimum).toBe(10);
  });

  it('never lets FC targets fall as CYA rises', () => {
    let previous = fcLevels({ cyaPpm: 0, saltwater: false });
    for (let cya = 1; cya <= 150; cya++) {
      const next = fcLevels({ cyaPpm: cya, saltwater: false });
      expect(next.minimum).toBeGreaterThanOrEqual(previous.minimum);
      expect(next.targetLow).toBeGreaterThanOrEqual(previous.targetLow);
      expect(next.targetLow).toBeGreaterThan(next.minimum);
      expect(next.slam).toBeGreaterThanOrEqual(next.targetHigh);
      previous = next;
    }
  });

  it('rejects a negative CYA', () => {
    expect(() => fcLevels({ cyaPpm: -1, saltwater: false })).toThrow(ChemistryInputError);
  });
});
