import { describe, expect, it } from 'vitest';
import { fcLevels } from '../chemistry/index.ts';
import { chlorineLossAlert, eveningTarget, sunChlorineLoss } from './chlorine-loss.rules.ts';
import { mildDays, POOL, WATER } from './testing/weather-fixtures.ts';

const sunnyTomorrow = (uvIndexMax: number) => mildDays([{}, { uvIndexMax }]);

describe('sunChlorineLoss', () => {
  it('takes 15/CYA of FC on a clear summer day (UV 8) in full sun: 37.5 % at CYA 40', () => {
    // 1.5 ppm lost from FC at 10 % of CYA (4 ppm) = 37.5 %.
    expect(sunChlorineLoss({ uvIndexMax: 8, cyaPpm: 40, sunExposure: 'full' })).toBeCloseTo(0.375, 10);
  });

  it('scales with the UV index and the share of sun on the water', () => {
    // 0.375 × 11/8 = 0.515625; half of it in partial sun; a quarter shaded.
    expect(sunChlorineLoss({ uvIndexMax: 11, cyaPpm: 40, sunExposure: 'full' })).toBeCloseTo(0.515625, 10);
    expect(sunChlorineLoss({ uvIndexMax: 11, cyaPpm: 40, sunExposure: 'partial' })).toBeCloseTo(0.2578125, 10);
    expect(sunChlorineLoss({ uvIndexMax: 11, cyaPpm: 40, sunExposure: 'shaded' })).toBeCloseTo(0.12890625, 10);
    expect(sunChlorineLoss({ uvIndexMax: 11, cyaPpm: 40, sunExposure: null })).toBeCloseTo(0.515625, 10);
  });

  it('loses 90 % of unstabilized chlorine, and caps every loss there', () => {
    expect(sunChlorineLoss({ uvIndexMax: 7, cyaPpm: 0, sunExposure: 'full' })).toBe(0.9);
    expect(sunChlorineLoss({ uvIndexMax: 11, cyaPpm: 15, sunExposure: 'full' })).toBe(0.9);
    expect(sunChlorineLoss({ uvIndexMax: 0, cyaPpm: 40, sunExposure: 'full' })).toBe(0);
  });
});

describe('eveningTarget', () => {
  it('is the lowest half ppm that stays at the minimum after the loss', () => {
    // 3 / (1 − 0.515625) = 6.19 → 6.5 ppm; 6.5 × 0.484375 = 3.15 ≥ 3.
    expect(eveningTarget(3, 0.515625)).toBe(6.5);
    expect(eveningTarget(4, 0.25)).toBe(5.5); // 5.33 → 5.5
    expect(eveningTarget(3, 0)).toBe(3);
  });
});

describe('chlorineLossAlert', () => {
  it('doses the preferred chlorine this evening when tomorrow\'s sun takes FC below the CYA minimum', () => {
    // CYA 40: minimum 3, target 5–7 (TFP chart). UV 11: loss 51.6 %, 5 → 2.4 ppm. Evening target 6.5 ppm:
    // 1.5 ppm × 20,000 gal / 781.8 (10 % liquid, TFP calc.html) = 38.4 fl oz.
    expect(fcLevels({ cyaPpm: 40, saltwater: false })).toMatchObject({ minimum: 3, targetHigh: 7 });
    const alert = chlorineLossAlert(POOL, WATER, sunnyTomorrow(11));
    expect(alert).toMatchObject({ kind: 'chlorine', severity: 'medium', title: 'Sun will burn off chlorine tomorrow' });
    expect(alert?.recommendation).toBe(
      'UV 11 tomorrow: expect the sun to take about 52% of your free chlorine (CYA 40 ppm), 5 ppm → 2.4 ppm, below the 3 ppm minimum. '
      + 'This evening add 38.4 fl oz of liquid chlorine (10%) to reach 6.5 ppm.',
    );
  });

  it('is high severity when FC is already below the minimum', () => {
    // 2 → 6.5 ppm: 4.5 × 20,000 / 781.8 = 115.1 fl oz.
    const alert = chlorineLossAlert(POOL, { ...WATER, freeChlorinePpm: 2 }, sunnyTomorrow(11));
    expect(alert?.severity).toBe('high');
    expect(alert?.recommendation).toContain('add 115.1 fl oz of liquid chlorine (10%) to reach 6.5 ppm');
  });

  it('doses dichlor for a pool that prefers granular chlorine, liquid for a salt pool (or the cell)', () => {
    // Dichlor: 1.5 × 20,000 / 4149.03 = 7.2 oz (PoolMath constant, chemistry-reference §2.1).
    expect(chlorineLossAlert({ ...POOL, preferredChlorineTypes: ['granular'] }, WATER, sunnyTomorrow(11))?.recommendation)
      .toContain('add 7.2 oz of dichlor granules to reach 6.5 ppm');
    // Salt, CYA 70: SWG minimum ⌊0.045 × 70 + 0.7⌋ = 3; loss 15/70 × 11/8 = 29.5 %; FC 4 → 2.8; target 3/0.705 = 4.26 → 4.5.
    const salt = chlorineLossAlert({ ...POOL, sanitationType: 'salt' }, { ...WATER, cyaPpm: 70, freeChlorinePpm: 4 }, sunnyTomorrow(11));
    expect(salt?.recommendation).toContain('29%');
    expect(salt?.recommendation).toContain("add 12.8 fl oz of liquid chlorine (10%) (or raise the salt cell's output) to reach 4.5 ppm");
  });

  it('says FC holds when the loss leaves it above the minimum, and says nothing on a mild day', () => {
    // CYA 50 (minimum 4), UV 9: loss 0.3 × 9/8 = 33.75 %, 7 → 4.6 ppm.
    const holds = chlorineLossAlert(POOL, { ...WATER, cyaPpm: 50, freeChlorinePpm: 7 }, sunnyTomorrow(9));
    expect(holds).toMatchObject({ severity: 'low' });
    expect(holds?.recommendation).toContain('7 ppm → 4.6 ppm, still above the 4 ppm minimum. No chlorine needed tonight.');
    expect(chlorineLossAlert(POOL, { ...WATER, cyaPpm: 50, freeChlorinePpm: 7 }, sunnyTomorrow(3))).toBeUndefined();
  });

  it('asks for a CYA test in strong sun without one, and for an FC test without a recent one', () => {
    expect(chlorineLossAlert(POOL, { ...WATER, cyaPpm: null }, sunnyTomorrow(8))).toMatchObject({ severity: 'medium', title: 'Strong sun tomorrow (UV 8)' });
    expect(chlorineLossAlert(POOL, { ...WATER, cyaPpm: null }, sunnyTomorrow(4))).toBeUndefined();
    expect(chlorineLossAlert(POOL, { ...WATER, freeChlorinePpm: null }, sunnyTomorrow(11))?.recommendation)
      .toContain('you need at least 6.5 ppm tonight to stay above the 3 ppm minimum');
  });

  it('cannot out-dose the sun in an unstabilized pool, and says to add CYA', () => {
    // CYA 0: minimum 1, target 3; loss 90 %: 10 ppm would be needed, above the 3 ppm top of the target.
    const alert = chlorineLossAlert(POOL, { ...WATER, cyaPpm: 0, freeChlorinePpm: 3 }, sunnyTomorrow(7));
    expect(alert?.recommendation).toContain('below the 1 ppm minimum even from the top of your target');
    expect(alert?.recommendation).toContain('Raising CYA to 30–50 ppm');
  });

  it('says nothing to a bromine pool (no chlorine to dose, no CYA chart)', () => {
    expect(chlorineLossAlert({ ...POOL, sanitationType: 'bromine' }, WATER, sunnyTomorrow(11))).toBeUndefined();
  });

  it('needs tomorrow\'s UV forecast', () => {
    expect(chlorineLossAlert(POOL, WATER, mildDays([{}, { uvIndexMax: null }]))).toBeUndefined();
    expect(chlorineLossAlert(POOL, WATER, mildDays().slice(0, 1))).toBeUndefined();
  });
});
