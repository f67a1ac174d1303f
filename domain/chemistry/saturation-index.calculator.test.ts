import { describe, expect, it } from 'vitest';
import { ChemistryInputError, carbonateAlkalinity, saturationIndex } from './index.ts';

const WATER = { ph: 7.5, ta: 80, ch: 300, cya: 40, tempF: 77 };

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

describe('saturationIndex: LSI', () => {
  it('matches the Langelier/Carrier formula worked by hand', () => {
    // A = (log 1000 − 1) / 10 = 0.2; B = −13.12 × log 298.15 (2.47443) + 34.55 = 2.0855
    // C = log 300 − 0.4 = 2.0771; D = log 80 = 1.9031
    // pHs = 9.3 + 0.2 + 2.0855 − (2.0771 + 1.9031) = 7.6053; LSI = 7.5 − 7.6053 = −0.1053
    expect(saturationIndex(WATER, 'lsi')).toBeCloseTo(-0.1053, 3);
  });

  it('ignores CYA, unlike the CSI', () => {
    expect(saturationIndex({ ...WATER, cya: 0 }, 'lsi')).toBeCloseTo(saturationIndex({ ...WATER, cya: 100 }, 'lsi'), 12);
  });

  it('rejects a zero calcium hardness, whose logarithm is undefined', () => {
    expect(() => saturationIndex({ ...WATER, ch: 0 }, 'lsi')).toThrow(ChemistryInputError);
  });
});
