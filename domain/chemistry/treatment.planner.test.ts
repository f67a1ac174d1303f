import { describe, expect, it } from 'vitest';
import { PLANNER_VERSION, planTreatment } from './index.ts';
import type { PoolProfile } from './index.ts';

const NOW = 1_780_000_000_000; // a fixed instant: the planner never reads the clock
const MIN = 60_000;
const POOL: PoolProfile = { volumeGallons: 20_000 };
const BALANCED = { ph: 7.4, freeChlorinePpm: 4, totalChlorinePpm: 4, totalAlkalinityPpm: 90, cyaPpm: 30, calciumHardnessPpm: 250, temperatureF: 80 };

const slugs = (plan: ReturnType<typeof planTreatment>) => plan.steps.map((s) => s.id);

describe('planTreatment', () => {
  it('gives a plan without steps for balanced water, safe to swim now', () => {
    const plan = planTreatment(BALANCED, POOL, NOW);
    expect(plan).toEqual({ steps: [], summary: 'Pool chemistry is balanced. No treatment needed.', safeToSwimAt: NOW, plannerVersion: PLANNER_VERSION });
  });

  it('asks for a test when the reading has no values', () => {
    const plan = planTreatment({ ph: null, freeChlorinePpm: null }, POOL, NOW);
    expect(plan.steps).toEqual([]);
    expect(plan.summary).toMatch(/No test values/);
  });

  it('raises alkalinity before pH and doses pH from the water the baking soda leaves', () => {
    const plan = planTreatment({ ...BALANCED, ph: 7.0, totalAlkalinityPpm: 60 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-ta', 'step-2-ph', 'step-3-retest']);
    expect(plan.steps[0]).toMatchObject({ product: 'baking_soda', dosage: { unit: 'lb' } });
    // Baking soda alone lifts pH 7.0 → about 7.14 at these levels, so the soda ash starts there.
    expect(plan.steps[1]!.reason).toMatch(/^pH 7\.1\d is below 7\.2/);
  });

  it('lowers high TA by acid-and-aeration, which also settles pH, so there is no separate pH step', () => {
    const plan = planTreatment({ ...BALANCED, ph: 8.0, totalAlkalinityPpm: 150 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-ta', 'step-2-retest']);
    expect(plan.steps[0]!.instructions.join(' ')).toMatch(/aerat/i);
  });

  it('separates acid and chlorine by a full wait and warns about handling acid', () => {
    const plan = planTreatment({ ...BALANCED, ph: 8.0, freeChlorinePpm: 0, totalChlorinePpm: 0 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-ph', 'step-2-fc', 'step-3-retest']);
    const [acid, chlorine] = plan.steps;
    expect(acid!.waitTimeBeforeNext).toBeGreaterThanOrEqual(60);
    expect(acid!.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/add acid to water/), expect.stringMatching(/Never mix/)]));
    expect(chlorine).toMatchObject({ priority: 'critical', product: 'liquid_chlorine' });
  });

  it('sets safeToSwimAt after every wait in sequence', () => {
    // Acid at 0 (swim +30, next +60); chlorine at 60 (swim +30, next +120 as the last chemical);
    // the retest is reached at 180 min, so swimming waits until then.
    const plan = planTreatment({ ...BALANCED, ph: 8.0, freeChlorinePpm: 1 }, POOL, NOW);
    expect(plan.safeToSwimAt).toBe(NOW + 180 * MIN);
  });

  it('aims FC at the CYA-aware target', () => {
    // CYA 60: target 7–9, so FC 4 is raised to 8 (4 ppm × 20,000 gal at 10 %: 4 × 2 × 12.80 = 102.4 fl oz).
    const plan = planTreatment({ ...BALANCED, cyaPpm: 60, freeChlorinePpm: 4, totalChlorinePpm: 4 }, POOL, NOW);
    expect(plan.steps[0]).toMatchObject({ id: 'step-1-fc', dosage: { amount: 102.4, unit: 'fl_oz' } });
  });

  it('uses the lower salt-cell FC targets, liquid chlorine and salt for a saltwater pool', () => {
    const reading = { ...BALANCED, cyaPpm: 70, freeChlorinePpm: 5, totalChlorinePpm: 5, saltPpm: 2000 };
    const saltPool: PoolProfile = { volumeGallons: 20_000, sanitationType: 'salt', preferredChlorineTypes: ['granular'] };
    expect(slugs(planTreatment(reading, saltPool, NOW))).toEqual(['step-1-salt', 'step-2-retest']);
    expect(slugs(planTreatment(reading, POOL, NOW))).toEqual(['step-1-fc', 'step-2-retest']);
    const low = planTreatment({ ...reading, freeChlorinePpm: 1, totalChlorinePpm: 1 }, saltPool, NOW);
    expect(low.steps.find((s) => s.id.endsWith('-fc'))).toMatchObject({ product: 'liquid_chlorine' });
  });

  it('asks more calcium of plaster than of vinyl', () => {
    const reading = { ...BALANCED, calciumHardnessPpm: 180 };
    expect(slugs(planTreatment(reading, { volumeGallons: 20_000, surfaceMaterial: 'plaster' }, NOW))).toContain('step-1-ch');
    expect(planTreatment(reading, { volumeGallons: 20_000, surfaceMaterial: 'vinyl' }, NOW).steps).toEqual([]);
  });

  it('follows the preferred chlorine unless it would push CYA or calcium out of range', () => {
    const low = { ...BALANCED, freeChlorinePpm: 1, totalChlorinePpm: 1 };
    const product = (reading: typeof low, types: PoolProfile['preferredChlorineTypes']) =>
      planTreatment(reading, { volumeGallons: 20_000, preferredChlorineTypes: types }, NOW).steps.find((s) => s.id.endsWith('-fc'))?.product;
    expect(product(low, ['granular'])).toBe('dichlor');
    expect(product({ ...low, cyaPpm: 48 }, ['granular'])).toBe('liquid_chlorine');
    expect(product(low, ['cal_hypo'])).toBe('cal_hypo');
    expect(product({ ...low, calciumHardnessPpm: 399 }, ['cal_hypo', 'granular'])).toBe('dichlor');
    expect(product(low, ['tablets'])).toBe('liquid_chlorine');
  });

  it('SLAMs to 40 % of CYA when combined chlorine is above 0.5, never with stabilised chlorine', () => {
    const plan = planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 2, totalChlorinePpm: 3 }, { volumeGallons: 20_000, preferredChlorineTypes: ['granular'] }, NOW);
    expect(plan.steps[0]).toMatchObject({ id: 'step-1-fc', priority: 'high', product: 'liquid_chlorine' });
    expect(plan.steps[0]!.reason).toMatch(/SLAM\) to 16 ppm/);
  });

  it('waits for sunlight to bring FC down to the safe level before swimming', () => {
    // CYA 40 → safe up to 16 ppm. FC 30 at 20 % loss a day: ln(16/30) / ln(0.8) = 2.817 days.
    const plan = planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 30, totalChlorinePpm: 30 }, POOL, NOW);
    expect(plan.steps).toEqual([]);
    expect(plan.summary).toMatch(/above the safe swimming level of 16 ppm/);
    expect((plan.safeToSwimAt - NOW) / (24 * 60 * MIN)).toBeCloseTo(2.817, 3);
  });

  it('drains first when CYA is too high for chlorine to work, then retests', () => {
    // (150 − 50) / (150 − 0) = 2/3 of 20,000 gal = 13,333 gal.
    const plan = planTreatment({ ...BALANCED, cyaPpm: 150, ph: 8.0 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-drain', 'step-2-retest']);
    expect(plan.steps[0]!.dosage).toMatchObject({ amount: 13_333, unit: 'gallons' });
  });

  it('skips chlorine and CYA targets for a bromine pool', () => {
    const plan = planTreatment({ ...BALANCED, freeChlorinePpm: 0, cyaPpm: 0 }, { volumeGallons: 20_000, sanitationType: 'bromine' }, NOW);
    expect(plan.steps).toEqual([]);
    expect(plan.summary).toMatch(/Bromine/);
  });

  it('doses from the test kit limit when pH reads beyond it', () => {
    const plan = planTreatment({ ...BALANCED, ph: 9.5 }, POOL, NOW);
    expect(plan.steps[0]!.reason).toMatch(/dosed from 8\.2/);
  });
});
