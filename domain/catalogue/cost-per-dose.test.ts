// Cost per dose against values computed by hand from PoolMath's constants (chemistry-reference §2):
// amount = Δppm × gallons / K, K in ppm per oz (fl oz) per gallon.
import { describe, expect, it } from 'vitest';
import { dose } from '../chemistry/index.ts';
import { costForPool, costPerDose, doseDescription, unitDose } from './cost-per-dose.ts';

describe('cost per dose in 10,000 gallons', () => {
  it('prices trichlor: 10,000 / 6854.95 = 1.4588 oz per ppm FC; a 50 lb bucket at $150 is $0.1875/oz → $0.2735, adding 0.61 ppm CYA', () => {
    const cost = costPerDose({ chemistryProduct: 'trichlor', strengthPercent: 99, netQuantity: 50, netUnit: 'lb' }, 150, 'amazon');
    expect(cost).toMatchObject({ parameter: 'fc', direction: 'up', change: 1, amountUnit: 'oz', vendorId: 'amazon' });
    expect(cost!.amountPer10kGallons).toBeCloseTo(1.4588, 3);
    expect(cost!.costPer10kGallons).toBeCloseTo(0.27352, 4);
    expect(cost!.sideEffects).toEqual(['adds 0.61 ppm CYA']);
  });

  it('prices 10 % liquid chlorine: K = (757.1 + 74.6) × 0.94 = 781.80, so 12.791 fl oz; 4 × 1 gal at $32 is $0.0625/fl oz → $0.7994', () => {
    const cost = costPerDose({ chemistryProduct: 'liquid_chlorine', strengthPercent: 10, netQuantity: 4, netUnit: 'gal' }, 32, 'leslies');
    expect(cost!.amountPer10kGallons).toBeCloseTo(12.791, 3);
    expect(cost!.amountUnit).toBe('fl_oz');
    expect(cost!.costPer10kGallons).toBeCloseTo(0.79944, 4);
    expect(cost!.sideEffects).toEqual([]);
  });

  it('prices 12.5 % liquid chlorine from its own constant: (946.375 + 116.5625) × 0.92 = 977.88 → 10.226 fl oz', () => {
    expect(unitDose({ chemistryProduct: 'liquid_chlorine', strengthPercent: 12.5 })!.amount).toBeCloseTo(10.2262, 3);
  });

  it('prices cal hypo 73 % (K 5422.41 → 1.8442 oz) and says it adds 0.71 ppm calcium', () => {
    const cost = costPerDose({ chemistryProduct: 'cal_hypo', strengthPercent: 73, netQuantity: 1, netUnit: 'lb' }, 8, 'poolcorp');
    expect(cost!.amountPer10kGallons).toBeCloseTo(1.8442, 3);
    expect(cost!.costPer10kGallons).toBeCloseTo((1.8442 * 8) / 16, 3);
    expect(cost!.sideEffects).toEqual(['adds 0.71 ppm calcium hardness']);
  });

  it('scales a strength PoolMath has no constant for from the nearest one: cal hypo 68 % = 2.0712 oz × 65/68', () => {
    expect(unitDose({ chemistryProduct: 'cal_hypo', strengthPercent: 68 })!.amount).toBeCloseTo((10000 / 4828.12) * (65 / 68), 4);
  });

  it('prices dichlor with the CYA it adds (0.91 ppm per ppm FC)', () => {
    const cost = costPerDose({ chemistryProduct: 'dichlor', strengthPercent: 56, netQuantity: 5, netUnit: 'lb' }, 20, 'amazon');
    expect(cost!.amountPer10kGallons).toBeCloseTo(10000 / 4149.03, 3);
    expect(cost!.sideEffects).toEqual(['adds 0.91 ppm CYA']);
  });

  it("prices acids for lowering pH by 0.1 at TA 80, exactly the chemistry engine's dose, and says they lower TA", () => {
    const engine = dose({ volumeGallons: 10_000, product: 'muriatic_acid', strengthPercent: 31.45, parameter: 'ph', from: 7.5, to: 7.4, water: { ta: 80 } });
    const cost = costPerDose({ chemistryProduct: 'muriatic_acid', strengthPercent: 31.45, netQuantity: 1, netUnit: 'gal' }, 12.8, 'leslies');
    expect(cost).toMatchObject({ parameter: 'ph', direction: 'down', change: 0.1, amountUnit: 'fl_oz' });
    expect(cost!.amountPer10kGallons).toBeCloseTo(engine.amount, 3);
    expect(cost!.costPer10kGallons).toBeCloseTo(engine.amount * 0.1, 4);
    expect(cost!.sideEffects[0]).toMatch(/^lowers [\d.]+ ppm TA$/);
  });

  it('cannot price a liquid sold by weight, or a unit the engine cannot dose', () => {
    expect(costPerDose({ chemistryProduct: 'liquid_chlorine', strengthPercent: 10, netQuantity: 10, netUnit: 'lb' }, 20, 'amazon')).toBeNull();
  });

  it('scales with the pool: a 25,000 gallon pool pays 2.5 times the 10,000 gallon cost', () => {
    expect(costForPool(0.8, 25_000)).toBe(2);
  });

  it('describes the dose for the product pages', () => {
    expect(doseDescription({ chemistryProduct: 'trichlor', strengthPercent: 99 })).toBe('Raises free chlorine 1 ppm in 10,000 gal: 1.46 oz (adds 0.61 ppm CYA)');
  });
});
