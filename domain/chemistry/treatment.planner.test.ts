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
    expect(plan).toEqual({
      steps: [], summary: 'Pool chemistry is balanced. No treatment needed.', safeToSwimAt: NOW, plannerVersion: PLANNER_VERSION, needsChlorineTest: false,
    });
  });

  it('asks for a chlorine test, and nothing else, when the reading has no values', () => {
    const plan = planTreatment({ ph: null, freeChlorinePpm: null }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-test-fc']);
    expect(plan.needsChlorineTest).toBe(true);
  });

  it('raises alkalinity before pH and doses pH from the water the baking soda leaves', () => {
    const plan = planTreatment({ ...BALANCED, ph: 7.0, totalAlkalinityPpm: 60 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-ta', 'step-2-ph', 'step-3-retest']);
    expect(plan.steps[0]).toMatchObject({ product: 'baking_soda', dosage: { unit: 'lb' } });
    // Baking soda alone lifts pH 7.0 → about 7.14 at these levels, so the soda ash starts there;
    // the reason states the measured 7 as measured and the prediction as a prediction.
    expect(plan.steps[1]!.reason).toMatch(/^pH 7\.0 is below 7\.2: .*\(about 7\.1\d once the alkalinity step is done; dosed from there\)/);
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

  it('records the planner version whose doses follow chemistry-reference', () => {
    expect(PLANNER_VERSION).toBe('chemistry-planner/2.1.0');
    expect(planTreatment(BALANCED, POOL, NOW).plannerVersion).toBe('chemistry-planner/2.1.0');
  });

  it('keeps swimmers out 2 h after a large acid dose, 30 min after a small one', () => {
    // chemistry-reference §5: ≥ 30 min after acid; 1–2 h and retest pH above 1 qt of 31.45 % per 20,000 gal.
    // pH 8.0 → 7.4 at TA 90 (§2.3: m 7.7, adj 0.71668 × 103.91 / 114.6 = 0.64982): 0.6 × 0.64982 × 20,000 / 240.15
    // = 32.5 fl oz > 32. pH 7.7 → 7.4 (m 7.55, adj 0.83569): 20.9 fl oz.
    const large = planTreatment({ ...BALANCED, ph: 8.0 }, POOL, NOW).steps[0]!;
    expect(large).toMatchObject({ id: 'step-1-ph', product: 'muriatic_acid', swimWaitMinutes: 120 });
    expect(large.dosage.amount).toBeGreaterThan(32);
    expect(large.instructions.at(-1)).toBe('A large acid dose: keep swimmers out for 2 hours, then retest pH.');
    const small = planTreatment({ ...BALANCED, ph: 7.7 }, POOL, NOW).steps[0]!;
    expect(small).toMatchObject({ id: 'step-1-ph', product: 'muriatic_acid', swimWaitMinutes: 30 });
  });

  it('keeps swimmers out 2 h after calcium chloride', () => {
    // chemistry-reference §5: calcium chloride 2–4 h or one turnover.
    const plan = planTreatment({ ...BALANCED, calciumHardnessPpm: 150 }, POOL, NOW);
    expect(plan.steps[0]).toMatchObject({ id: 'step-1-ch', swimWaitMinutes: 120 });
  });

  it('sets safeToSwimAt after every wait in sequence', () => {
    // Acid at 0 (swim +120 for this large dose, next +60); chlorine at 60 (swim +30, next +120 as the last chemical);
    // the retest is reached at 180 min, so swimming waits until then.
    const plan = planTreatment({ ...BALANCED, ph: 8.0, freeChlorinePpm: 1 }, POOL, NOW);
    expect(plan.safeToSwimAt).toBe(NOW + 180 * MIN);
  });

  it('aims FC at the CYA-aware target', () => {
    // CYA 60: target 7–9 (chemistry-reference §3.1), so FC 4 is raised to 8. 10 % liquid chlorine adds
    // (757.1 + 74.6) × 0.94 = 781.80 ppm per fl oz per gallon (§2.1): 4 × 20,000 / 781.80 = 102.3 fl oz.
    const plan = planTreatment({ ...BALANCED, cyaPpm: 60, freeChlorinePpm: 4, totalChlorinePpm: 4 }, POOL, NOW);
    expect(plan.steps[0]).toMatchObject({ id: 'step-1-fc', dosage: { amount: 102.3, unit: 'fl_oz' } });
  });

  it('aims FC at 3 ppm in unstabilised water, where the chart target is the single value 3', () => {
    // chemistry-reference §3.1, CYA 0: target max(3, ⌊1.5⌋) … max(3, ⌊3.5⌋) = 3–3; FC 1 → 3 is 2 × 20,000 / 781.80 = 51.2 fl oz.
    const plan = planTreatment({ ...BALANCED, cyaPpm: 0, freeChlorinePpm: 1, totalChlorinePpm: 1 }, POOL, NOW);
    expect(plan.steps.find((s) => s.id.endsWith('-fc'))).toMatchObject({ dosage: { amount: 51.2, unit: 'fl_oz' } });
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

  it('SLAMs to the chart shock level when combined chlorine is above 0.5, never with stabilised chlorine', () => {
    const plan = planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 2, totalChlorinePpm: 3 }, { volumeGallons: 20_000, preferredChlorineTypes: ['granular'] }, NOW);
    // FC 2 is below the CYA 40 minimum of 3: critical, as the panel shows it.
    expect(plan.steps[0]).toMatchObject({ id: 'step-1-fc', priority: 'critical', product: 'liquid_chlorine' });
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
    // (150 − 40) / (150 − 0) = 11/15 of 20,000 gal = 14,667 gal.
    const plan = planTreatment({ ...BALANCED, cyaPpm: 150, ph: 8.0 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-drain', 'step-2-retest']);
    expect(plan.steps[0]!.dosage).toEqual({ amount: 14_667, unit: 'gallons', description: 'Drain about 73% (14,667 gallons) and refill' });
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

// Issue 12: the plan tells the same story as the panel and the status.
describe('planTreatment: one set of targets, honest advice', () => {
  const FC = (plan: ReturnType<typeof planTreatment>) => plan.steps.find((s) => s.id.endsWith('-fc'));

  it('leaves FC 5 alone at CYA 40 (target 5–7) but raises FC 2 there, naming the CYA it came from', () => {
    expect(FC(planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 5, totalChlorinePpm: 5 }, POOL, NOW))).toBeUndefined();
    const low = planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 2, totalChlorinePpm: 2 }, POOL, NOW);
    expect(FC(low)!.reason).toBe('Free chlorine 2 ppm is below the 5-7 ppm target for CYA 40 ppm.');
  });

  it('uses the salt-water chart for a salt-cell pool', () => {
    // chemistry-reference §3.1, SWG chart at CYA 80: minimum 4, target 6 (band 6–8); the manual chart would want 9–11.
    const saltPool: PoolProfile = { volumeGallons: 20_000, sanitationType: 'salt' };
    const reading = { ...BALANCED, cyaPpm: 80, freeChlorinePpm: 6, totalChlorinePpm: 6 };
    expect(FC(planTreatment(reading, saltPool, NOW))).toBeUndefined();
    expect(FC(planTreatment({ ...reading, freeChlorinePpm: 5, totalChlorinePpm: 5 }, saltPool, NOW))!.reason).toMatch(/below the 6-8 ppm target for CYA 80 ppm \(salt-cell levels\)/);
    expect(FC(planTreatment(reading, POOL, NOW))!.reason).toMatch(/9-11 ppm target for CYA 80 ppm/);
  });

  it("uses the pool's CYA from an earlier test when this one has none, and says so", () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 2 }, POOL, NOW, { poolCyaPpm: 40 });
    expect(FC(plan)!.reason).toMatch(/5-7 ppm target for CYA 40 ppm/);
    expect(plan.summary).toMatch(/CYA 40 ppm from an earlier test/);
  });

  it('never cites a CYA that was not measured: spec targets and a request to test CYA', () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 0.8 }, POOL, NOW);
    expect(FC(plan)!.reason).toBe('Free chlorine 0.8 ppm is below the 1-3 ppm target (CYA not measured).');
    expect(plan.summary).toMatch(/Test CYA to get chlorine targets for your pool/);
    expect(JSON.stringify(plan)).not.toMatch(/CYA 0/);
  });

  it('SLAMs only from a drop test: a strip with TC above FC asks for a FAS-DPD test instead', () => {
    const reading = { ...BALANCED, cyaPpm: 40, freeChlorinePpm: 5, totalChlorinePpm: 7 };
    const drop = planTreatment({ ...reading, testMethod: 'manual' }, POOL, NOW);
    expect(FC(drop)!.reason).toMatch(/^Combined chlorine 2 ppm shows contamination: shock \(SLAM\) to 16 ppm/);
    for (const testMethod of ['camera', 'upload'] as const) {
      const strip = planTreatment({ ...reading, testMethod }, POOL, NOW);
      expect(FC(strip)).toBeUndefined();
      expect(strip.summary).toMatch(/confirm combined chlorine with a FAS-DPD drop test before shocking/);
    }
  });

  it('does not SLAM without a measured CYA: there is no shock level to aim at', () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 2, totalChlorinePpm: 3, testMethod: 'manual' }, POOL, NOW);
    expect(FC(plan)).toBeUndefined();
  });

  it('drains before any shock above CYA 80, never asking for hundreds of ounces of chlorine', () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 1, totalChlorinePpm: 3, cyaPpm: 90, testMethod: 'manual' }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-drain', 'step-2-retest']);
    // (90 − 40) / 90 = 56 % of 20,000 gal.
    expect(plan.steps[0]!.dosage).toMatchObject({ amount: 11_111, unit: 'gallons' });
    expect(plan.steps[0]).toMatchObject({ product: null, waitTimeBeforeNext: 0, swimWaitMinutes: 0 });
    expect(plan.steps[0]!.instructions.join(' ')).toMatch(/retest/i);
    // At CYA 80 or below the plan still treats with chlorine.
    expect(slugs(planTreatment({ ph: 7.4, freeChlorinePpm: 1, cyaPpm: 80 }, POOL, NOW))).toContain('step-1-fc');
  });

  it('drains a salt-cell pool to 70, its chart range, not to 40', () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 5, cyaPpm: 100 }, { volumeGallons: 20_000, sanitationType: 'salt' }, NOW);
    expect(plan.steps[0]!.dosage.amount).toBe(6_000);
  });

  it('asks for a chlorine test before anything else when the test has no chlorine, and never calls it balanced', () => {
    const plan = planTreatment({ ph: 7.9, totalAlkalinityPpm: 100 }, POOL, NOW);
    expect(slugs(plan)).toEqual(['step-1-test-fc', 'step-2-ph', 'step-3-retest']);
    expect(plan.needsChlorineTest).toBe(true);
    expect(plan.summary).not.toMatch(/balanced/);
    expect(plan.steps[1]!.reason).toMatch(/^pH 7\.9 is above 7\.6/);
  });

  it('shows numbers with thousands separators', () => {
    const plan = planTreatment({ ph: 7.4, freeChlorinePpm: 0, cyaPpm: 40 }, { volumeGallons: 200_000 }, NOW);
    // 6 ppm × 200,000 gal / 781.80 (10 %, chemistry-reference §2.1) = 1,534.9 fl oz.
    expect(FC(plan)!.dosage.description).toMatch(/^1,534\.9 fl oz of liquid chlorine/);
  });

  it('holds the first step and swimming until the running timers of an earlier plan end', () => {
    const running = [
      { id: 'p1:step-1-ph-chemical-wait', type: 'chemical_wait' as const, chemical: 'Muriatic acid (31.45%)', description: '', startTime: NOW - 20 * MIN, endTime: NOW + 40 * MIN, fromEarlierPlan: true },
      { id: 'p1:step-1-ph-swim-wait', type: 'swim_wait' as const, chemical: 'Muriatic acid (31.45%)', description: '', startTime: NOW - 20 * MIN, endTime: NOW + 10 * MIN, fromEarlierPlan: true },
    ];
    const plan = planTreatment({ ...BALANCED, cyaPpm: 40, freeChlorinePpm: 2 }, POOL, NOW, { runningTimers: running });
    expect(plan.summary).toMatch(/muriatic acid \(31\.45%\) added earlier is still circulating: the first step is ready in 40 min/);
    // The chlorine starts at +40 (next +120 as the last chemical) so the retest comes at +160.
    expect(plan.safeToSwimAt).toBe(NOW + 160 * MIN);
  });
});
