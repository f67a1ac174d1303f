import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planTreatment } from './index.ts';
import type { PlanReading, PoolProfile, TreatmentStep } from './index.ts';

const MIN = 60_000;
const optional = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: undefined });
const tenth = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

/** Readings within the spec §5 manual-entry limits, any field possibly missing. */
const reading: fc.Arbitrary<PlanReading> = fc.record({
  ph: optional(tenth(0, 14)),
  freeChlorinePpm: optional(tenth(0, 50)),
  totalChlorinePpm: optional(tenth(0, 50)),
  totalAlkalinityPpm: optional(fc.integer({ min: 0, max: 1000 })),
  cyaPpm: optional(fc.integer({ min: 0, max: 300 })),
  calciumHardnessPpm: optional(fc.integer({ min: 0, max: 2000 })),
  temperatureF: optional(fc.integer({ min: 32, max: 120 })),
  saltPpm: optional(fc.integer({ min: 0, max: 6000 })),
});

const pool: fc.Arbitrary<PoolProfile> = fc.record({
  volumeGallons: fc.integer({ min: 1000, max: 100_000 }),
  preferredChlorineTypes: fc.subarray(['liquid', 'granular', 'tablets', 'cal_hypo'] as const),
  sanitationType: fc.constantFrom('chlorine', 'salt', 'bromine', 'mineral', 'uv', 'ozone'),
  hasSaltChlorinator: fc.boolean(),
  surfaceMaterial: fc.constantFrom('plaster', 'vinyl', 'fiberglass', 'pebble_tec', 'aggregate'),
});

const now = fc.integer({ min: 0, max: 4_000_000_000_000 });

const isAcid = (s: TreatmentStep) => s.product === 'muriatic_acid' || s.product === 'dry_acid';
const isChlorine = (s: TreatmentStep) => ['liquid_chlorine', 'cal_hypo', 'dichlor', 'trichlor'].includes(s.product ?? '');
const indexOf = (steps: TreatmentStep[], suffix: string) => steps.findIndex((s) => s.id.endsWith(`-${suffix}`));

describe('planTreatment: properties', () => {
  it('puts alkalinity before pH and chlorine after every acid', () => {
    fc.assert(fc.property(reading, pool, now, (r, p, t) => {
      const { steps } = planTreatment(r, p, t);
      const ta = indexOf(steps, 'ta');
      const ph = indexOf(steps, 'ph');
      if (ta >= 0 && ph >= 0) expect(ta).toBeLessThan(ph);
      const lastAcid = steps.findLastIndex(isAcid);
      const firstChlorine = steps.findIndex(isChlorine);
      if (lastAcid >= 0 && firstChlorine >= 0) expect(lastAcid).toBeLessThan(firstChlorine);
    }));
  });

  it('waits after every chemical, at least an hour after acid, and ends with a retest', () => {
    fc.assert(fc.property(reading, pool, now, (r, p, t) => {
      const { steps } = planTreatment(r, p, t);
      steps.forEach((step, i) => {
        if (step.product !== null) expect(step.waitTimeBeforeNext).toBeGreaterThan(0);
        if (isAcid(step)) expect(step.waitTimeBeforeNext).toBeGreaterThanOrEqual(60);
        expect(step.id).toBe(`step-${i + 1}-${step.id.split('-').slice(2).join('-')}`);
        expect(step.completed).toBe(false);
      });
      // A plan that only asks for a test (no chemical, no drain) has nothing to retest.
      if (steps.some((s) => s.dosage.unit !== 'none')) expect(steps.at(-1)!.id).toMatch(/-retest$/);
    }));
  });

  it('never makes swimming safe before the last wait ends', () => {
    fc.assert(fc.property(reading, pool, now, (r, p, t) => {
      const plan = planTreatment(r, p, t);
      const allWaits = plan.steps.reduce((sum, s) => sum + s.waitTimeBeforeNext, 0);
      expect(plan.safeToSwimAt).toBeGreaterThanOrEqual(t + allWaits * MIN);
    }));
  });

  it('is deterministic and gives positive, finite doses', () => {
    fc.assert(fc.property(reading, pool, now, (r, p, t) => {
      const plan = planTreatment(r, p, t);
      expect(planTreatment(r, p, t)).toEqual(plan);
      for (const step of plan.steps) {
        if (step.product !== null) expect(step.dosage.amount).toBeGreaterThan(0);
        expect(Number.isFinite(step.dosage.amount)).toBe(true);
      }
    }));
  });
});
