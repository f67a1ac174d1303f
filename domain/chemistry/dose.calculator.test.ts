import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChemistryInputError, dose } from './index.ts';
import type { DoseInput, DoseResult, Parameter, Product } from './index.ts';
import { liquidChlorinePpmPerFlOzPerGallon } from './products.catalog.ts';

// Expected numbers are TFP PoolMath's, from chemistry-reference (cited by section): a linear dose
// is Δppm × gallons / K, with K the ppm one oz (fl oz) of product adds to one US gallon (§1).
const TEN_K = 10_000;

describe('dose: chlorine', () => {
  it.each([
    // chemistry-reference §2.1: +1 ppm FC per 10,000 gal, current TFP calc.html formula.
    [6, 20.79], [8.25, 14.81], [10, 12.79], [12.5, 10.23],
  ])('raises FC 1 ppm in 10,000 gal with PoolMath\'s amount of %s %% liquid chlorine (%s fl oz)', (strengthPercent, flOz) => {
    const result = dose({ volumeGallons: TEN_K, product: 'liquid_chlorine', strengthPercent, parameter: 'fc', from: 2, to: 3 });
    expect(result.unit).toBe('fl_oz');
    expect(result.amount).toBeCloseTo(flOz, 2);
    expect(result.effects).toEqual({ fc: 1 });
  });

  it('reads strengths up to 9 % as weight percent and above as trade percent, with the density term', () => {
    // chemistry-reference §2.1: K = (75.71 p + 0.746 p²) × (p > 9 ? 1.02 − 0.008 p : 1).
    // 8.25 %: 624.6075 + 50.7746 = 675.382; 12.5 %: (946.375 + 116.5625) × 0.92 = 977.9025.
    expect(liquidChlorinePpmPerFlOzPerGallon(8.25)).toBeCloseTo(675.382, 3);
    expect(liquidChlorinePpmPerFlOzPerGallon(9)).toBeCloseTo(681.39 + 60.426, 3);
    expect(liquidChlorinePpmPerFlOzPerGallon(12.5)).toBeCloseTo(977.9025, 4);
    // chemistry-reference §2.1 (S6): chem geek's 102 fl oz of 12.5 % per 10 ppm per 10,000 gal, within 0.3 %.
    const shock = dose({ volumeGallons: TEN_K, product: 'liquid_chlorine', strengthPercent: 12.5, parameter: 'fc', from: 0, to: 10 });
    expect(Math.abs(shock.amount / 102 - 1)).toBeLessThan(0.003);
  });

  it('doses cal hypo by PoolMath\'s constants and adds 0.71 ppm calcium per ppm FC', () => {
    // chemistry-reference §2.1 table: K 4828.12 (65 %), 5422.41 (73 %); +0.71 ppm CH per ppm FC.
    // 65 %, 10 ppm: 100,000 / 4828.12 = 20.712 oz = 1.2945 lb. 73 %, 1 ppm: 10,000 / 5422.41 = 1.844 oz.
    const result = dose({ volumeGallons: TEN_K, product: 'cal_hypo', strengthPercent: 65, parameter: 'fc', from: 0, to: 10 });
    expect(result.unit).toBe('lb');
    expect(result.amount).toBeCloseTo(1.2945, 3);
    expect(result.effects.ch).toBeCloseTo(7.06, 2);
    expect(dose({ volumeGallons: TEN_K, product: 'cal_hypo', strengthPercent: 73, parameter: 'fc', from: 0, to: 1 }).amount).toBeCloseTo(1.844, 3);
  });

  it('adds 0.91 ppm CYA per ppm FC with dichlor and 0.61 with trichlor', () => {
    // chemistry-reference §2.1 table: dichlor K 4149.03 → 2.41 oz per ppm per 10,000 gal, +0.91 CYA/ppm;
    // trichlor K 6854.95 → 10 ppm = 100,000 / 6854.95 = 14.588 oz, +0.61 CYA/ppm.
    const dichlor = dose({ volumeGallons: TEN_K, product: 'dichlor', parameter: 'fc', from: 0, to: 1 });
    const trichlor = dose({ volumeGallons: TEN_K, product: 'trichlor', parameter: 'fc', from: 0, to: 10 });
    expect(dichlor.amount).toBeCloseTo(2.41, 2);
    expect(dichlor.effects.cya).toBeCloseTo(0.91, 2);
    expect(trichlor).toMatchObject({ unit: 'oz' });
    expect(trichlor.amount).toBeCloseTo(14.588, 3);
    expect(trichlor.effects.cya).toBeCloseTo(6.07, 2);
  });
});

describe('dose: alkalinity', () => {
  it('returns the total acid of the acid-and-aeration method when lowering TA', () => {
    // chemistry-reference §2.5: fl oz 31.45 % = ΔTA × gal / 3911.47 → 25.57 fl oz per 10 ppm per 10,000 gal;
    // oz dry acid = ΔTA × gal / 2909.47 → 34.37 oz = 2.148 lb.
    const muriatic = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', strengthPercent: 31.45, parameter: 'ta', from: 100, to: 90 });
    expect(muriatic.amount).toBeCloseTo(25.566, 3);
    expect(muriatic.effects).toEqual({ ta: -10 });
    const dry = dose({ volumeGallons: TEN_K, product: 'dry_acid', parameter: 'ta', from: 100, to: 90 });
    expect(dry).toMatchObject({ unit: 'lb' });
    expect(dry.amount).toBeCloseTo(2.148, 3);
  });

  it('needs 1.47 lb of baking soda to raise TA 10 ppm in 10,000 gal', () => {
    // chemistry-reference §2.5: oz = ΔTA × gal / 4259.15 → 23.479 oz = 1.4674 lb.
    const result = dose({ volumeGallons: TEN_K, product: 'baking_soda', parameter: 'ta', from: 80, to: 90 });
    expect(result).toMatchObject({ unit: 'lb', effects: { ta: 10 } });
    expect(result.amount).toBeCloseTo(1.4674, 4);
  });

  it('scales 14.5 % acid by PoolMath\'s MA_MUL, 31.45 / 14.5 = 2.16897', () => {
    // chemistry-reference §2.3: 25.566 × 2.16897 = 55.45 fl oz.
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', strengthPercent: 14.5, parameter: 'ta', from: 100, to: 90 });
    expect(result.amount).toBeCloseTo(55.45, 2);
  });
});

describe('dose: pH by PoolMath\'s CalcPH', () => {
  it.each([
    // chemistry-reference §2.3: fl oz of 31.45 % acid per −0.1 pH per 10,000 gal at TA 100, by mid-point pH.
    [7.2, 7.0], [7.4, 5.0], [7.5, 4.2], [7.6, 3.5], [7.8, 2.6], [8.0, 2.1],
  ])('at mid-point pH %s takes %s fl oz per −0.1 pH', (midPh, flOz) => {
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', parameter: 'ph', from: midPh + 0.05, to: midPh - 0.05, water: { ta: 100 } });
    expect(result.amount).toBeCloseTo(flOz, 1);
  });

  it('lowers pH 7.8 → 7.5 at TA 80 with 7.95 fl oz of 31.45 % acid per 10,000 gal, and reports the TA it removes', () => {
    // chemistry-reference §2.3: m = 7.65; adj = (192.1626 − 459.9341 + 355.5359 − 86.9876) × 93.91 / 114.6
    // = 0.77688 × 0.81946 = 0.63662; D = −0.3 × 10,000 = −3000; fl oz = 3000 × 0.63662 / 240.15 = 7.953.
    // TA lost = fl oz / gal × 3911.47 = 7.953 / 10,000 × 3911.47 = 3.11 ppm.
    const result = dose({ volumeGallons: TEN_K, product: 'muriatic_acid', parameter: 'ph', from: 7.8, to: 7.5, water: { ta: 80 } });
    expect(result.amount).toBeCloseTo(7.953, 2);
    expect(result.effects.ta).toBeCloseTo(-3.111, 3);
    expect(result.effects.ph).toBeCloseTo(-0.3, 10);
    // chemistry-reference §2.11: the same move at TA 100 is 9.6 fl oz.
    expect(dose({ volumeGallons: TEN_K, product: 'muriatic_acid', parameter: 'ph', from: 7.8, to: 7.5, water: { ta: 100 } }).amount).toBeCloseTo(9.65, 2);
  });

  it('uses PoolMath\'s divisors for dry acid and 14.5 % acid', () => {
    // chemistry-reference §2.3: dry acid oz = 3000 × 0.63662 / 178.66 = 10.69; 14.5 %: 7.953 × 2.16897 = 17.25.
    const move = { volumeGallons: TEN_K, parameter: 'ph' as const, from: 7.8, to: 7.5, water: { ta: 80 } };
    expect(dose({ ...move, product: 'dry_acid' }).amount).toBeCloseTo(10.69, 2);
    expect(dose({ ...move, product: 'muriatic_acid', strengthPercent: 14.5 }).amount).toBeCloseTo(17.25, 2);
  });

  it('adds borate demand but ignores CYA and temperature, as PoolMath does', () => {
    // chemistry-reference §2.3: extra = (−5.476259 + 2.414292 m − 0.355882 m² + 0.01755 m³) × borates
    // = 0.023055 × 50 = 1.15275 at m = 7.65; (0.63662 + 1.15275) × 3000 / 240.15 = 22.35 fl oz.
    const base = { volumeGallons: TEN_K, product: 'muriatic_acid' as const, parameter: 'ph' as const, from: 7.8, to: 7.5 };
    const plain = dose({ ...base, water: { ta: 80 } }).amount;
    expect(dose({ ...base, water: { ta: 80, borates: 50 } }).amount).toBeCloseTo(22.35, 2);
    expect(dose({ ...base, water: { ta: 80, cya: 80, tempF: 95 } }).amount).toBeCloseTo(plain, 12);
    expect(dose({ ...base, water: { ta: 120 } }).amount / plain).toBeCloseTo((120 + 13.91) / (80 + 13.91), 12);
  });

  it('raises pH with soda ash and borax, reporting the TA and borates they add', () => {
    // chemistry-reference §2.3/§2.4, pH 7.2 → 7.5 at TA 80 (m = 7.35, demand 0.3 × 1.31285 × 0.81946 × 10,000 = 3227.5):
    // soda ash 3227.5 / 218.68 = 14.76 oz, +TA = oz / gal × 7072.46 = 10.44 ppm;
    // borax 3227.5 / 110.05 = 29.33 oz = 1.833 lb, +borates = oz / gal × 849.271 = 2.49 ppm.
    const move = { volumeGallons: TEN_K, parameter: 'ph' as const, from: 7.2, to: 7.5, water: { ta: 80 } };
    const sodaAsh = dose({ ...move, product: 'soda_ash' });
    expect(sodaAsh).toMatchObject({ unit: 'oz' });
    expect(sodaAsh.amount).toBeCloseTo(14.76, 2);
    expect(sodaAsh.effects.ta).toBeCloseTo(10.44, 2);
    expect(sodaAsh.effects.ph).toBeCloseTo(0.3, 10);
    const borax = dose({ ...move, product: 'borax' });
    expect(borax).toMatchObject({ unit: 'lb' });
    expect(borax.amount).toBeCloseTo(1.833, 3);
    expect(borax.effects.borates).toBeCloseTo(2.49, 2);
    // Borax adds 2 eq alkalinity per 4 boron: ΔTA / Δborates = 2 × 50.043 / (4 × 10.81) = 2.3147.
    expect((borax.effects.ta ?? 0) / (borax.effects.borates ?? 1)).toBeCloseTo(2.3147, 3);
  });
});

describe('dose: stabilizer, calcium and salt', () => {
  it('weighs stabilizer, calcium chloride and salt by PoolMath\'s constants', () => {
    // chemistry-reference §2.6: oz = ΔCYA × gal / 7489.51 → 13.35 oz per 10 ppm per 10,000 gal.
    expect(dose({ volumeGallons: TEN_K, product: 'stabilizer', parameter: 'cya', from: 30, to: 40 }).amount).toBeCloseTo(13.352, 3);
    // chemistry-reference §2.7: anhydrous 6754.11 → 14.81 oz; dihydrate 5098.82 → 19.612 oz = 1.2258 lb.
    expect(dose({ volumeGallons: TEN_K, product: 'calcium_chloride_anhydrous', parameter: 'ch', from: 200, to: 210 }).amount).toBeCloseTo(14.806, 3);
    expect(dose({ volumeGallons: TEN_K, product: 'calcium_chloride_dihydrate', parameter: 'ch', from: 200, to: 210 }).amount).toBeCloseTo(1.2258, 4);
    // chemistry-reference §2.8: 8.37 lb per 100 ppm per 10,000 gal; 0 → 3200 ppm in 15,000 gal = 402 lb.
    expect(dose({ volumeGallons: TEN_K, product: 'salt', parameter: 'salt', from: 3000, to: 3100 }).amount).toBeCloseTo(8.368, 3);
    expect(dose({ volumeGallons: 15_000, product: 'salt', parameter: 'salt', from: 0, to: 3200 }).amount).toBeCloseTo(401.68, 2);
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
