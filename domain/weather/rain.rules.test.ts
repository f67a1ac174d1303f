import { describe, expect, it } from 'vitest';
import { replaceFraction } from '../chemistry/index.ts';
import { dilutedLevel, heavyRainAlert, rainDilution } from './rain.rules.ts';
import { mildDays, POOL, WATER } from './testing/weather-fixtures.ts';

describe('rainDilution', () => {
  it('replaces rain depth / average depth of the water: 1.2 in on 5.5 ft is 1.82 %', () => {
    expect(rainDilution(1.2, 'inground')).toBeCloseTo(1.2 / 66, 12);
    expect(rainDilution(1, 'above_ground')).toBeCloseTo(1 / 48, 12);
    expect(rainDilution(100, 'above_ground')).toBe(1);
  });

  it('lowers each level by that share, the inverse of domain/chemistry replaceFraction (fill water 0)', () => {
    const f = rainDilution(1.2, 'inground');
    expect(dilutedLevel(100, f)).toBeCloseTo(98.18, 2);
    // chemistry-reference §2.9: replacing f of the water with rain-water at 0 ppm brings 100 to 100 (1 − f).
    expect(replaceFraction({ current: 100, target: dilutedLevel(100, f), fillWater: 0 })).toBeCloseTo(f, 12);
  });
});

describe('heavyRainAlert', () => {
  it('gives the dilution for this pool and says to retest pH and alkalinity (very heavy: high)', () => {
    // 1.2 in ≥ 20 mm (0.79 in): R20mm, high. 20,000 gal × 1.82 % = 364 → 360 gal.
    // FC 5 → 4.9, TA 100 → 98, CYA 40 → 39.
    const alert = heavyRainAlert(POOL, WATER, mildDays([{}, { precipitation: 1.2, rainChancePercent: 80 }]));
    expect(alert).toMatchObject({ kind: 'rain', severity: 'high', title: 'Heavy rain tomorrow' });
    expect(alert?.recommendation).toBe(
      'About 1.2 in of rain will replace roughly 360 gallons (1.8%) of your water: FC 5 → 4.9, TA 100 → 98, CYA 40 → 39 ppm. '
      + 'Rain is acidic: retest pH and alkalinity after the rain, and lower the water if it rises above the middle of the skimmer opening.',
    );
  });

  it('is medium from 10 mm (0.39 in), and names a later day by its weekday', () => {
    // 2026-11-26 is a Thursday. Above ground 15,000 gal: 0.5 / 48 = 1.04 % = 156 → 160 gal.
    const alert = heavyRainAlert({ ...POOL, type: 'above_ground', volumeGallons: 15000 }, { ...WATER, totalAlkalinityPpm: null, cyaPpm: null, freeChlorinePpm: null },
      mildDays([{}, {}, { precipitation: 0.5, rainChancePercent: null }]));
    expect(alert).toMatchObject({ severity: 'medium', title: 'Heavy rain on Thursday' });
    expect(alert?.recommendation).toContain('roughly 160 gallons (1%) of your water. Rain is acidic');
  });

  it('ignores light rain and heavy rain that is unlikely', () => {
    expect(heavyRainAlert(POOL, WATER, mildDays([{ precipitation: 0.3, rainChancePercent: 90 }]))).toBeUndefined();
    expect(heavyRainAlert(POOL, WATER, mildDays([{ precipitation: 0.6, rainChancePercent: 40 }]))).toBeUndefined();
  });
});
