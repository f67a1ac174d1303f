import { describe, expect, it } from 'vitest';
import { ChemistryInputError, carbonateAlkalinity, saturationIndex } from './index.ts';
import { chartCarbonateAlkalinity } from './saturation-index.calculator.ts';

const WATER = { ph: 7.5, ta: 80, ch: 300, cya: 40, tempF: 77 };
/** chemistry-reference §4.4: pH 7.5, 84 °F, CH 300, TA 80, CYA 50, TDS 800, no salt or borates. */
const WORKED_EXAMPLE = { ph: 7.5, tempF: 84, ch: 300, ta: 80, cya: 50, tds: 800 };

describe('saturationIndex: CSI', () => {
  it('matches a hand-worked PoolMath CSI', () => {
    // CarbAlk = 80 − 0.38770 × 40 / (1 + 10^(6.83 − 7.5)) = 80 − 15.508 / 1.21380 = 67.224
    // I = (1.5 × 300 + 80) / 50,043 = 0.010591, √I = 0.10291, 2.56√I / (1 + 1.65√I) = 0.22521
    // T term: 4.7375 − 1412.5 / 298.15 = −0.00005
    // CSI = 7.5 − 11.677 + log 300 (2.47712) + log 67.224 (1.82752) − 0.22521 − 0.00005 = −0.0976
    expect(carbonateAlkalinity(7.5, 80, 40)).toBeCloseTo(67.224, 2);
    expect(saturationIndex(WATER, 'csi')).toBeCloseTo(-0.0976, 3);
  });

  it('drops when salt raises the ionic strength', () => {
    expect(saturationIndex({ ...WATER, salt: 3200 }, 'csi')).toBeLessThan(saturationIndex(WATER, 'csi') - 0.1);
  });

  it('drops when CYA or borates take a larger share of the alkalinity', () => {
    expect(saturationIndex({ ...WATER, cya: 80 }, 'csi')).toBeLessThan(saturationIndex(WATER, 'csi'));
    expect(saturationIndex({ ...WATER, borates: 50 }, 'csi')).toBeLessThan(saturationIndex(WATER, 'csi'));
  });

  it('rises with temperature: warm water holds less calcium carbonate', () => {
    expect(saturationIndex({ ...WATER, tempF: 95 }, 'csi')).toBeGreaterThan(saturationIndex({ ...WATER, tempF: 60 }, 'csi'));
  });

  it('refuses water whose TA is all cyanurate alkalinity', () => {
    expect(() => saturationIndex({ ...WATER, ta: 10, cya: 100 }, 'csi')).toThrow(ChemistryInputError);
  });
});

describe('saturationIndex: CSI against published values', () => {
  it('gives −0.06 for the reference worked example', () => {
    // chemistry-reference §4.4: pH 7.5, 84 °F, CH 300, TA 80, CYA 50, TDS 800: CarbAlk 64.03, I 0.01059,
    // CSI = 7.5 − 11.677 + 2.4771 + 1.8064 − 0.2252 − 4.6766 + 4.7375 = −0.06.
    expect(carbonateAlkalinity(7.5, 80, 50)).toBeCloseTo(64.03, 2);
    expect(saturationIndex(WORKED_EXAMPLE, 'csi')).toBeCloseTo(-0.058, 2);
  });

  it('reproduces the PoolMath app values for CH 100 and 130 in salt water', () => {
    // chemistry-reference §4.3: pH 7.5, TA 80, CYA 70, salt 3200, 90 °F: the formula gives −0.74 / −0.63.
    const water = { ph: 7.5, ta: 80, cya: 70, salt: 3200, tempF: 90 };
    expect(saturationIndex({ ...water, ch: 100 }, 'csi')).toBeCloseTo(-0.74, 2);
    expect(saturationIndex({ ...water, ch: 130 }, 'csi')).toBeCloseTo(-0.63, 2);
  });
});

describe('saturationIndex: chart LSI', () => {
  it('gives −0.02 for the reference worked example', () => {
    // chemistry-reference §4.4: cf(7.5) = 0.32 → carbonate alkalinity 80 − 16 = 64; TF(84 °F) 0.7;
    // CF = log 300 − 0.4 = 2.0771; AF = log 64 = 1.8062; TDS 800 → 12.1.
    // LSI = 7.5 + 0.7 + 2.0771 + 1.8062 − 12.1 = −0.0167.
    expect(chartCarbonateAlkalinity(7.5, 80, 50)).toBeCloseTo(64, 10);
    expect(saturationIndex(WORKED_EXAMPLE, 'lsi')).toBeCloseTo(-0.0167, 4);
  });

  it('corrects TA for CYA by the chart factor at the pH, interpolated between rows', () => {
    // chemistry-reference §4.1: cf 7.0 0.23 … 8.0 0.36; beyond the table the end rows hold.
    expect(chartCarbonateAlkalinity(7.2, 100, 100)).toBeCloseTo(73, 10);
    expect(chartCarbonateAlkalinity(7.7, 100, 100)).toBeCloseTo(66, 10);
    expect(chartCarbonateAlkalinity(8.4, 100, 100)).toBeCloseTo(64, 10);
    // Without CYA the alkalinity factor is log 80 instead of log 64.
    expect(saturationIndex({ ...WORKED_EXAMPLE, cya: 0 }, 'lsi') - saturationIndex(WORKED_EXAMPLE, 'lsi')).toBeCloseTo(Math.log10(80 / 64), 10);
  });

  it('corrects TA for borates with the borate term of §4.3', () => {
    // chemistry-reference §4.3/§6: 4.63 / (1 + 10^(9.11 − 7.6)) = 0.1388 per ppm boron at pH 7.6 (sources: 0.125–0.17).
    // TA 100, CYA 90, borates 50 at pH 7.6: 100 − 90 × 0.33 − 50 × 0.1388 = 63.36.
    expect(chartCarbonateAlkalinity(7.6, 100, 90, 50)).toBeCloseTo(63.36, 2);
  });

  it('interpolates the temperature factor between chart rows', () => {
    // chemistry-reference §4.1: 76 °F 0.6, 84 °F 0.7 → 80 °F 0.65.
    const at = (tempF: number) => saturationIndex({ ...WORKED_EXAMPLE, tempF }, 'lsi');
    expect(at(80) - at(84)).toBeCloseTo(-0.05, 10);
    expect(at(76) - at(84)).toBeCloseTo(-0.1, 10);
  });

  it('takes 12.2 for the TDS factor from 1000 ppm, reading TDS from salt when it is not tested', () => {
    // chemistry-reference §4.1: TDSF 12.1 (TDS < 1000), 12.2 (≥ 1000).
    const base = saturationIndex(WORKED_EXAMPLE, 'lsi');
    expect(saturationIndex({ ...WORKED_EXAMPLE, tds: 1000 }, 'lsi')).toBeCloseTo(base - 0.1, 10);
    expect(saturationIndex({ ...WORKED_EXAMPLE, tds: undefined, salt: 3200 }, 'lsi')).toBeCloseTo(base - 0.1, 10);
    expect(saturationIndex({ ...WORKED_EXAMPLE, tds: undefined }, 'lsi')).toBeCloseTo(base, 10);
  });

  it('differs from the CSI by about 0.04 on the worked example, within the reference\'s ±0.1', () => {
    // chemistry-reference §4.4: chart −0.02, CSI −0.06.
    expect(Math.abs(saturationIndex(WORKED_EXAMPLE, 'lsi') - saturationIndex(WORKED_EXAMPLE, 'csi'))).toBeLessThan(0.1);
  });

  it('rejects a zero calcium hardness and TA that is all cyanurate', () => {
    expect(() => saturationIndex({ ...WATER, ch: 0 }, 'lsi')).toThrow(ChemistryInputError);
    expect(() => saturationIndex({ ...WATER, ta: 10, cya: 100 }, 'lsi')).toThrow(ChemistryInputError);
  });
});
