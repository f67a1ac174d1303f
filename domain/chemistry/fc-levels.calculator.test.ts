import { describe, expect, it } from 'vitest';
import { ChemistryInputError, fcLevels } from './index.ts';

describe('fcLevels', () => {
  it('follows the TFP chlorine/CYA chart for a manually chlorinated pool', () => {
    // CYA 40: 7.5 % = 3.0 → 3; 11.5 % = 4.6 → 5, +2 → 7; 40 % = 16 (chart: 3, 5–7, 16).
    expect(fcLevels({ cyaPpm: 40, saltwater: false })).toEqual({ minimum: 3, targetLow: 5, targetHigh: 7, slam: 16 });
    // CYA 70: 5.25 → 5; 8.05 → 8, 10; 28 (chart: 5, 8–10, 28).
    expect(fcLevels({ cyaPpm: 70, saltwater: false })).toEqual({ minimum: 5, targetLow: 8, targetHigh: 10, slam: 28 });
  });

  it('uses the lower saltwater-generator levels but the same SLAM level', () => {
    // CYA 80: 5 % = 4; 6.5 % = 5.2 → 5, 7; SLAM 32.
    expect(fcLevels({ cyaPpm: 80, saltwater: true })).toEqual({ minimum: 4, targetLow: 5, targetHigh: 7, slam: 32 });
  });

  it('keeps floors of 1 ppm minimum, 2–4 target and 10 ppm shock for unstabilised water', () => {
    expect(fcLevels({ cyaPpm: 0, saltwater: false })).toEqual({ minimum: 1, targetLow: 2, targetHigh: 4, slam: 10 });
  });

  it('never lets FC targets fall as CYA rises', () => {
    let previous = fcLevels({ cyaPpm: 0, saltwater: false });
    for (let cya = 5; cya <= 150; cya += 5) {
      const next = fcLevels({ cyaPpm: cya, saltwater: false });
      expect(next.minimum).toBeGreaterThanOrEqual(previous.minimum);
      expect(next.targetLow).toBeGreaterThan(next.minimum);
      expect(next.slam).toBeGreaterThanOrEqual(next.targetHigh);
      previous = next;
    }
  });

  it('rejects a negative CYA', () => {
    expect(() => fcLevels({ cyaPpm: -1, saltwater: false })).toThrow(ChemistryInputError);
  });
});
