// Recommendations from the plan: cheapest for this dose first, the plan's dose with the advice, and
// never cal hypo beside trichlor or dichlor.
import { describe, expect, it } from 'vitest';
import type { Product as ChemistryProduct } from '../chemistry/index.ts';
import {
  calHypoForbidden, costForStep, DOSAGE_ADVICE, recommendationsFor, stapleProducts, type CatalogueChemical, type PlanStepFacts, type PoolFacts,
} from './recommendations.ts';

const pool: PoolFacts = {
  volumeGallons: 20_000, sanitationType: 'chlorine', hasSaltChlorinator: false, preferredChlorineTypes: ['liquid'],
  hasChemicalAutoFeeder: false, autoFeederType: null,
};
const step = (id: string, product: ChemistryProduct | null, chemical: string, amount: number, unit: PlanStepFacts['dosage']['unit']): PlanStepFacts => ({
  id, chemical, product, priority: 'high', reason: 'Free chlorine is low', completed: false,
  dosage: { amount, unit, description: `${amount} ${unit} of ${chemical.toLowerCase()}` },
});
const chemical = (id: string, chemistryProduct: ChemistryProduct, strengthPercent: number, netQuantity: number, netUnit: CatalogueChemical['netUnit'], price: number | null): CatalogueChemical =>
  ({ id, name: id, description: '', chemistryProduct, strengthPercent, netQuantity, netUnit, price, originalPrice: null });

describe('recommendations from the active plan', () => {
  it('costs the same chlorine in another strength: 42.3 fl oz of 10 % is 33.82 fl oz of 12.5 %; at $8 a gallon that is $2.11', () => {
    const s = step('step-1-fc', 'liquid_chlorine', 'Liquid chlorine (10%)', 42.3, 'fl_oz');
    expect(costForStep(s, chemical('lc125', 'liquid_chlorine', 12.5, 1, 'gal', 8))).toBeCloseTo((42.3 * 781.798 / 977.8825) * (8 / 128), 2);
  });

  it('lists the products cheapest for this dose first, a product without a price last, with the plan dose and the advice', () => {
    const catalogue = new Map([['liquid_chlorine' as ChemistryProduct, [
      chemical('a-dear', 'liquid_chlorine', 10, 1, 'gal', 9), chemical('b-none', 'liquid_chlorine', 10, 1, 'gal', null),
      chemical('c-cheap', 'liquid_chlorine', 12.5, 4, 'gal', 30),
    ]]]);
    const [rec] = recommendationsFor([step('step-1-fc', 'liquid_chlorine', 'Liquid chlorine (10%)', 42.3, 'fl_oz')], pool, catalogue);
    expect(rec!.products.map((p) => p.id)).toEqual(['c-cheap', 'a-dear', 'b-none']);
    expect(rec!.products[2]).toMatchObject({ price: null, costForThisDose: null });
    expect(rec!.dosage).toEqual({ amount: 42.3, unit: 'fl_oz', description: `42.3 fl_oz of liquid chlorine (10%); ${DOSAGE_ADVICE}` });
    expect(rec!.priority).toBe('high');
  });

  it('skips steps already added and steps without a product (the retest)', () => {
    const done = { ...step('step-1-ph', 'muriatic_acid', 'Muriatic acid (31.45%)', 10, 'fl_oz'), completed: true };
    expect(recommendationsFor([done, step('step-2-test', null, 'Test water', 0, 'none')], pool, new Map())).toEqual([]);
  });

  it('never recommends cal hypo in a plan that adds trichlor or dichlor: liquid chlorine serves the step', () => {
    const steps = [step('step-1-fc', 'cal_hypo', 'Cal hypo (65%)', 2, 'lb'), step('step-2-cya', 'dichlor', 'Dichlor granules', 1, 'lb')];
    expect(calHypoForbidden(steps, pool)).toBe(true);
    const catalogue = new Map<ChemistryProduct, CatalogueChemical[]>([
      ['cal_hypo', [chemical('hypo', 'cal_hypo', 65, 1, 'lb', 5)]], ['liquid_chlorine', [chemical('lc', 'liquid_chlorine', 10, 1, 'gal', 6)]],
      ['dichlor', [chemical('di', 'dichlor', 56, 5, 'lb', 20)]],
    ]);
    const [first] = recommendationsFor(steps, pool, catalogue);
    expect(first!.products.map((p) => p.id)).toEqual(['lc']);
    expect(first!.title).toMatch(/^Liquid chlorine/);
    // 2 lb of 65 % cal hypo = 32 oz × 4828.12 ppm·gal/oz = the same FC as 32 × 4828.12 / 781.80 fl oz of 10 % liquid.
    expect(first!.products[0]!.costForThisDose).toBeCloseTo(((32 * 4828.12) / 781.798) * (6 / 128), 2);
  });

  it('never recommends cal hypo to a pool that feeds tablets', () => {
    expect(calHypoForbidden([], { ...pool, preferredChlorineTypes: ['tablets', 'cal_hypo'] })).toBe(true);
    expect(calHypoForbidden([], { ...pool, hasChemicalAutoFeeder: true, autoFeederType: 'chlorinator' })).toBe(true);
    expect(stapleProducts({ ...pool, preferredChlorineTypes: ['tablets', 'cal_hypo'] })).not.toContain('cal_hypo');
  });

  it('offers staples for the sanitation type', () => {
    expect(stapleProducts(pool)).toEqual(['liquid_chlorine', 'stabilizer', 'muriatic_acid', 'baking_soda']);
    expect(stapleProducts({ ...pool, sanitationType: 'salt', hasSaltChlorinator: true })[0]).toBe('salt');
    expect(stapleProducts({ ...pool, preferredChlorineTypes: ['cal_hypo'] })[0]).toBe('cal_hypo');
  });

  it('serves a calcium step with flakes or anhydrous pellets, costed for the same calcium', () => {
    const catalogue = new Map<ChemistryProduct, CatalogueChemical[]>([
      ['calcium_chloride_anhydrous', [chemical('pellets', 'calcium_chloride_anhydrous', 94, 10, 'lb', 30)]],
      ['calcium_chloride_dihydrate', [chemical('flakes', 'calcium_chloride_dihydrate', 77, 10, 'lb', 25)]],
    ]);
    const [rec] = recommendationsFor([step('step-1-ch', 'calcium_chloride_dihydrate', 'Calcium chloride (dihydrate flakes)', 5, 'lb')], pool, catalogue);
    expect(rec!.products.map((p) => p.id).sort()).toEqual(['flakes', 'pellets']);
    // 80 oz of flakes is 80 × 5098.82 / 6754.11 = 60.39 oz of pellets: $30 / 160 oz → $11.32.
    expect(rec!.products.find((p) => p.id === 'pellets')!.costForThisDose).toBeCloseTo((80 * 5098.82 / 6754.11) * (30 / 160), 2);
  });
});
