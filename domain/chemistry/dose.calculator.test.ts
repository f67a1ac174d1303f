import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChemistryInputError, dose } from './index.ts';
import type { DoseInput, DoseResult, Parameter, Product } from './index.ts';
import { bleachGramsCl2PerMl } from './products.catalog.ts';

// Shared arithmetic: 10,000 US gal × 3.785411784 L/gal = 37,854.1 L, so 1 ppm (mg/L) = 37.854 g.
// 1 ppm TA as CaCO3 = 1 / 50.043 meq/L (CaCO3 100.086 / 2).
const TEN_K = 10_000;

describe('dose: chlorine', () => {
  it('raises FC 1 ppm in 10,000 gal with 10.24 fl oz of 12.5 % (trade %) liquid chlorine', () => {
    // 37.854 g Cl2 / 0.125 g/mL = 302.83 mL; / 29.5735 mL/fl oz = 10.240 fl oz (PoolMath shows 10.2).
    const result = dose({ volumeGallons: TEN_K, product: 'liquid_chlorine', strengthPercent: 12.5, parameter: 'fc', from: 0, to: 1 });
    expect(result.unit).toBe('fl_oz');
    expect(result.amount).toBeCloseTo(10.24, 2);
    expect(result.effects).toEqual({ fc: 1 });
  });

  it('treats 6 % household bleach as % by weight and corrects for its density', () => {
    // 0.06 × SG (1 + 0.0165 × 6 = 1.099) × Cl2/NaOCl (70.90 / 74.439 = 0.95246) = 0.062805 g Cl2/mL
    // 37.854 g / 0.062805 = 602.73 mL = 20.38 fl oz.
    expect(bleachGramsCl2PerMl(6)).toBeCloseTo(0.062805, 5);
    const result = dose({ volumeGallons: TEN_K, product: 'liquid_chlorine', strengthPercent: 6, parameter: 'fc', from: 2, to: 3 });
    expect(result.amount).toBeCloseTo(20.38, 1);
  });

  it('adds 0.71 ppm calcium per ppm FC with cal hypo 65 %', () => {
    // 10 ppm → 378.54 g Cl2 / 0.65 = 582.4 g = 20.54 oz = 1.284 lb.
    // Ca(OCl)2 carries 2 Cl2 per Ca: CH = 10 × 100.086 / (2 × 70.90) = 7.058 ppm.
    const result = dose({ volumeGallons: TEN_K, product: 'cal_hypo', strengthPercent: 65, parameter: 'fc', from: 0, to: 10 });
    expect(result.unit).toBe('lb');
    expect(result.amount).toBeCloseTo(1.284, 3);
    expect(result.effects.ch).toBeCloseTo(7.058, 3);
  });

  it('adds 0.91 ppm CYA per ppm FC with dichlor and 0.61 with trichlor', () => {
    // Dichlor: 10 × 129.075 / (2 × 70.90) = 9.103. Trichlor: 10 × 129.075 / (3 × 70.90) = 6.068.
    // Trichlor amount: 378.54 g × 232.401 / 212.70 = 413.6 g = 14.59 oz.
    const dichlor = dose({ volumeGallons: TEN_K, product: 'dichlor', parameter: 'fc', from: 0, to: 10 });
    const trichlor = dose({ volumeGallons: TEN_K, product: 'trichlor', parameter: 'fc', from: 0, to: 10 });
    expect(dichlor.effects.cya).toBeCloseTo(9.103, 3);
    expect(trichlor.effects.cya).toBeCloseTo(6.068, 3);
    expect(trichlor).toMatchObject({ unit: 'oz' });
    expect(trichlor.amount).toBeCloseTo(14.59, 2);
  });
});

describe('dose: alkalinity', () => {
  it('returns the total acid of the acid-and-aeration method when lowering TA', () => {
    // 10 ppm TA = 0.19983 meq/L × 37,854 L = 7,564 mmol HCl × 36.458 g/mol = 275.8 g HCl
    // / 0.3145 = 876.9 g of acid; / 1.1566 g/mL (CRC, 31.45 %) = 758.2 mL = 25.64 fl oz (PoolMath 25.6).
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', strengthPercent: 31.45, parameter: 'ta', from: 100, to: 90 });
    expect(result.amount).toBeCloseTo(25.64, 1);
    expect(result.effects).toEqual({ ta: -10 });
  });

  it('needs 1.4 lb of baking soda to raise TA 10 ppm in 10,000 gal', () => {
    // 7,564 mmol NaHCO3 × 84.006 g/mol = 635.4 g = 22.41 oz = 1.401 lb (PoolMath 22.4 oz).
    const result = dose({ volumeGallons: TEN_K, product: 'baking_soda', parameter: 'ta', from: 80, to: 90 });
    expect(result).toMatchObject({ unit: 'lb', effects: { ta: 10 } });
    expect(result.amount).toBeCloseTo(1.401, 3);
  });

  it('uses more dilute 14.5 % acid in proportion to its lower strength and density', () => {
    // 275.8 g HCl / 0.145 / 1.070 g/mL = 1,777.6 mL = 60.11 fl oz.
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', strengthPercent: 14.5, parameter: 'ta', from: 100, to: 90 });
    expect(result.amount).toBeCloseTo(60.11, 1);
  });
});

describe('dose: pH through the carbonate buffer', () => {
  it('lowers pH 7.8 → 7.5 at TA 80 with 6.45 fl oz of 31.45 % acid per 10,000 gal', () => {
    // 25 °C: pK1 6.352, pK2 10.329 (Plummer & Busenberg); Davies at I = 0.02: log γ1 = −0.0600,
    // so pK1' = 6.292 and pK2' = 10.149. pH 7.8: α1 + 2α2 = 0.9743, CT = 1.5986 meq / 0.9743 ≈ 1.640 mM.
    // pH 7.5: α1 + 2α2 = 0.9439 → alkalinity 1.5483 meq/L. Acid = 0.0503 meq/L (2.52 ppm TA)
    // × 37,854 L = 1,904 mmol × 36.458 g = 69.4 g HCl / 0.3145 / 1.1566 = 190.9 mL = 6.45 fl oz.
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', parameter: 'ph', from: 7.8, to: 7.5, water: { ta: 80 } });
    expect(result.amount).toBeCloseTo(6.45, 1);
    expect(result.effects.ta).toBeCloseTo(-2.52, 1);
    expect(result.effects.ph).toBeCloseTo(-0.3, 10);
  });

  it('needs more acid when TA, CYA or borates buffer the water more', () => {
    const base = { volumeGallons: TEN_K, product: 'muriatic_acid' as const, parameter: 'ph' as const, from: 7.8, to: 7.4 };
    const low = dose({ ...base, water: { ta: 60 } }).amount;
    const high = dose({ ...base, water: { ta: 120 } }).amount;
    const withCya = dose({ ...base, water: { ta: 60, cya: 80 } }).amount;
    const withBorates = dose({ ...base, water: { ta: 60, borates: 50 } }).amount;
    expect(high).toBeGreaterThan(1.8 * low);
    expect(withCya).toBeGreaterThan(low);
    expect(withBorates).toBeGreaterThan(low);
  });

  it('reports the TA and borates that soda ash and borax add when raising pH', () => {
    // Borax adds 2 eq alkalinity per 4 boron: ΔTA / Δborates = 2 × 50.043 / (4 × 10.81) = 2.3147.
    const borax = dose({ volumeGallons: TEN_K, product: 'borax', parameter: 'ph', from: 7.2, to: 7.5, water: { ta: 80 } });
    expect((borax.effects.ta ?? 0) / (borax.effects.borates ?? 1)).toBeCloseTo(2.3147, 3);
    const sodaAsh = dose({ volumeGallons: TEN_K, product: 'soda_ash', parameter: 'ph', from: 7.2, to: 7.5, water: { ta: 80 } });
    expect(sodaAsh.effects.ta).toBeGreaterThan(0);
    expect(sodaAsh.effects.ph).toBeCloseTo(0.3, 10);
  });
});

describe('dose: stabilizer, calcium and salt', () => {
  it('weighs stabilizer, calcium chloride and salt from their molar masses', () => {
    // CYA 30 ppm: 30 × 37.854 g = 1,135.6 g = 2.504 lb.
    expect(dose({ volumeGallons: TEN_K, product: 'stabilizer', parameter: 'cya', from: 0, to: 30 }).amount).toBeCloseTo(2.504, 3);
    // CH 10 ppm: 378.54 g as CaCO3 / 100.086 = 3.782 mol × 147.01 (CaCl2·2H2O) = 556.0 g = 1.226 lb,
    // or × 110.98 (CaCl2) = 419.7 g = 14.81 oz.
    expect(dose({ volumeGallons: TEN_K, product: 'calcium_chloride_dihydrate', parameter: 'ch', from: 200, to: 210 }).amount).toBeCloseTo(1.226, 3);
    expect(dose({ volumeGallons: TEN_K, product: 'calcium_chloride_anhydrous', parameter: 'ch', from: 200, to: 210 }).amount).toBeCloseTo(14.81, 2);
    // Salt 3200 ppm: 3200 × 37.854 g = 121,133 g = 267.05 lb.
    expect(dose({ volumeGallons: TEN_K, product: 'salt', parameter: 'salt', from: 0, to: 3200 }).amount).toBeCloseTo(267.05, 1);
  });
});

describe('dose: input rules', () => {
  const valid: DoseInput = { volumeGallons: TEN_K, product: 'liquid_chlorine', parameter: 'fc', from: 1, to: 3 };

  it('needs no dose for no change', () => {
    expect(dose({ ...valid, to: 1 })).toEqual({ amount: 0, unit: 'fl_oz', effects: {} });
  });

  it.each<[string, Partial<DoseInput>]>([
    ['a non-positive volume', { volumeGallons: 0 }],
    ['a negative level', { from: -1 }],
    ['a product moving the parameter the wrong way', { from: 3, to: 1 }],
    ['a product that does not adjust the parameter', { parameter: 'ph', from: 7.2, to: 7.6 }],
    ['liquid chlorine weaker than 6 %', { strengthPercent: 5 }],
    ['liquid chlorine stronger than 12.5 %', { strengthPercent: 15 }],
    ['a cal hypo strength that is not sold', { product: 'cal_hypo', strengthPercent: 70 }],
    ['a strength for a fixed-strength product', { product: 'dichlor', strengthPercent: 56 }],
  ])('throws ChemistryInputError for %s', (_name, change) => {
    expect(() => dose({ ...valid, ...change })).toThrow(ChemistryInputError);
  });

  it('throws for acid used to raise pH and for a pH outside 5–10', () => {
    const acid = { volumeGallons: TEN_K, product: 'muriatic_acid' as const, parameter: 'ph' as const };
    expect(() => dose({ ...acid, from: 7.2, to: 7.6 })).toThrow(ChemistryInputError);
    expect(() => dose({ ...acid, from: 12, to: 7.6 })).toThrow(ChemistryInputError);
  });
});

/** Valid (product, parameter, direction) combinations with realistic ranges. */
const COMBOS: [Product, Parameter, 'up' | 'down', number, number][] = [
  ['liquid_chlorine', 'fc', 'up', 0, 30], ['cal_hypo', 'fc', 'up', 0, 30], ['dichlor', 'fc', 'up', 0, 30],
  ['trichlor', 'fc', 'up', 0, 30], ['muriatic_acid', 'ta', 'down', 40, 250], ['dry_acid', 'ta', 'down', 40, 250],
  ['baking_soda', 'ta', 'up', 0, 200], ['soda_ash', 'ta', 'up', 0, 200], ['stabilizer', 'cya', 'up', 0, 100],
  ['calcium_chloride_dihydrate', 'ch', 'up', 0, 500], ['calcium_chloride_anhydrous', 'ch', 'up', 0, 500],
  ['salt', 'salt', 'up', 0, 4000], ['muriatic_acid', 'ph', 'down', 7.0, 8.2], ['dry_acid', 'ph', 'down', 7.0, 8.2],
  ['soda_ash', 'ph', 'up', 6.8, 8.0], ['borax', 'ph', 'up', 6.8, 8.0],
];

const inOz = (r: DoseResult) => (r.unit === 'lb' ? r.amount * 16 : r.amount);

const doseCase = fc.record({
  combo: fc.constantFrom(...COMBOS),
  a: fc.double({ min: 0, max: 1, noNaN: true }),
  b: fc.double({ min: 0, max: 1, noNaN: true }),
  volumeGallons: fc.integer({ min: 500, max: 100_000 }),
  factor: fc.integer({ min: 2, max: 10 }),
  ta: fc.integer({ min: 40, max: 200 }),
  cya: fc.integer({ min: 0, max: 100 }),
});

describe('dose: properties', () => {
  it('scales linearly with volume', () => {
    fc.assert(fc.property(doseCase, ({ combo: [product, parameter, direction, low, high], a, b, volumeGallons, factor, ta, cya }) => {
      const [x, y] = [low + a * (high - low), low + b * (high - low)].sort((p, q) => p - q) as [number, number];
      fc.pre(y - x > 0.01);
      const [from, to] = direction === 'up' ? [x, y] : [y, x];
      const input = { product, parameter, from, to, water: { ta, cya } };
      const single = inOz(dose({ ...input, volumeGallons }));
      const scaled = inOz(dose({ ...input, volumeGallons: volumeGallons * factor }));
      expect(scaled / single).toBeCloseTo(factor, 9);
    }));
  });

  it('needs no dose for no change', () => {
    fc.assert(fc.property(doseCase, ({ combo: [product, parameter, , low, high], a, volumeGallons }) => {
      const level = low + a * (high - low);
      const result = dose({ volumeGallons, product, parameter, from: level, to: level });
      expect(result.amount).toBe(0);
      expect(result.effects).toEqual({});
    }));
  });
});
