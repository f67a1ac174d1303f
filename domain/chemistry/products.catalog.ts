// The chemicals a pool owner can buy: what one mole of each puts into the water (its side effects
// follow from that), and how strong it is, as TFP PoolMath's dose constant. Amounts follow PoolMath
// (chemistry-reference §1: amount = Δppm × gallons / K, K = ppm that one oz or fl oz adds to one
// US gallon); the mole of product is then defined by K, so a dose and its side effects agree.

import { ChemistryInputError } from './chemistry.error.ts';
import {
  GRAMS_CACO3_PER_EQUIVALENT, GRAMS_PER_OZ, LITERS_PER_GALLON, MOLAR_MASS, ML_PER_FL_OZ,
} from './units.constants.ts';

export type Product =
  | 'liquid_chlorine' | 'cal_hypo' | 'dichlor' | 'trichlor' | 'muriatic_acid' | 'dry_acid'
  | 'soda_ash' | 'borax' | 'baking_soda' | 'stabilizer'
  | 'calcium_chloride_dihydrate' | 'calcium_chloride_anhydrous' | 'salt';

export type Parameter = 'fc' | 'ph' | 'ta' | 'cya' | 'ch' | 'salt';
export type Direction = 'up' | 'down';

/** Per mole of the product's formula unit: what enters the water. */
export type MolarEffect = {
  cl2Mol?: number; alkalinityEq?: number; carbonateMol?: number; boronMol?: number;
  calciumMol?: number; cyanuricMol?: number; naclMol?: number;
};

/** What a dose reports in ppm: every parameter but pH, and borates (ppm as boron). */
export type PpmKey = Exclude<Parameter, 'ph'> | 'borates';

type ProductSpec = {
  form: 'liquid' | 'solid';
  adjusts: Partial<Record<Parameter, Direction>>;
  perMol: MolarEffect;
  /** The strength used when none is given, and a check of a given one. */
  strength: (given: number | undefined) => number;
  /** The parameter PoolMath's constant K is given for. */
  basis: PpmKey;
  /** PoolMath's K at that strength: ppm of `basis` that one fl oz (liquids) or oz (solids) adds to 1 gal. */
  ppmPerUnitPerGallon: (strengthPercent: number) => number;
  /** Products that move pH: PoolMath CalcPH's divisor (see poolmath-ph.model.ts) at that strength. */
  phDemandPerUnit?: (strengthPercent: number) => number;
};

const fixed = (product: Product) => (given: number | undefined) => {
  if (given !== undefined) throw new ChemistryInputError(`${product} has a fixed strength; omit strengthPercent`);
  return 100;
};
const oneOf = (product: Product, allowed: readonly number[]) => (given: number | undefined) => {
  const value = given ?? allowed[0] ?? 100;
  if (!allowed.includes(value)) throw new ChemistryInputError(`${product} is sold at ${allowed.join(' or ')} %, not ${value}`);
  return value;
};
const between = (product: Product, low: number, high: number, byDefault: number) => (given: number | undefined) => {
  const value = given ?? byDefault;
  if (!(value >= low && value <= high)) throw new ChemistryInputError(`${product} strength must be ${low}–${high} %, got ${value}`);
  return value;
};

/** ppm of a parameter per mol/L of a product, from what one mole of it puts into the water. */
export function ppmPerMolar(key: PpmKey, m: MolarEffect): number {
  switch (key) {
    case 'fc': return (m.cl2Mol ?? 0) * MOLAR_MASS.Cl2 * 1000;
    case 'ta': return (m.alkalinityEq ?? 0) * GRAMS_CACO3_PER_EQUIVALENT * 1000;
    case 'cya': return (m.cyanuricMol ?? 0) * MOLAR_MASS.cyanuricAcid * 1000;
    case 'ch': return (m.calciumMol ?? 0) * MOLAR_MASS.CaCO3 * 1000;
    case 'salt': return (m.naclMol ?? 0) * MOLAR_MASS.NaCl * 1000;
    case 'borates': return (m.boronMol ?? 0) * MOLAR_MASS.B * 1000;
    default: {
      const unreachable: never = key;
      throw new ChemistryInputError(`unknown parameter ${String(unreachable)}`);
    }
  }
}

/** Liquid-chlorine labels above this are trade percent (g Cl2 per 100 mL); at or below, % by weight. */
export const TRADE_PERCENT_ABOVE = 9;
const BLEACH = { linear: 75.71, quadratic: 0.746, tradeIntercept: 1.02, tradeSlope: 0.008 } as const;
/**
 * Liquid chlorine, TFP calc.html (chemistry-reference §2.1): ppm FC per fl oz per gallon =
 * (75.71·p + 0.746·p²) × (p > 9 ? 1.02 − 0.008·p : 1). Household bleach is labelled % by weight,
 * and the p² term carries its density; pool chlorine above 9 % is trade percent.
 */
export function liquidChlorinePpmPerFlOzPerGallon(strengthPercent: number): number {
  const p = strengthPercent;
  const trade = p > TRADE_PERCENT_ABOVE ? BLEACH.tradeIntercept - BLEACH.tradeSlope * p : 1;
  return (BLEACH.linear * p + BLEACH.quadratic * p * p) * trade;
}

/** PoolMath's cal-hypo constants by label strength (§2.1 table; implied 64.5 % and 72.4 % available Cl). */
const CAL_HYPO_PPM_FC: Record<number, number> = { 65: 4828.12, 73: 5422.41 };
function calHypoPpmFc(strengthPercent: number): number {
  const k = CAL_HYPO_PPM_FC[strengthPercent];
  if (k === undefined) throw new ChemistryInputError(`cal_hypo has no PoolMath constant for ${strengthPercent} %`);
  return k;
}
/**
 * Muriatic acid: PoolMath's constants are for 31.45 % and scale by MA_MUL = 31.45 / strength, the
 * weight-percent ratio (14.5 % → 2.169; §2.3, §6 item 3: by molarity it would be 2.35).
 */
const MURIATIC_REFERENCE_PERCENT = 31.45;
const muriaticScale = (s: number) => s / MURIATIC_REFERENCE_PERCENT;

/**
 * PoolMath dose and effect constants (chemistry-reference §2), ppm per oz (fl oz) per gallon, and
 * CalcPH divisors (§2.3). Dichlor, trichlor, soda ash, borax, stabilizer and calcium chloride
 * agree with the products' stoichiometry within 0.03 %. Baking soda's dose constant asks 4.7 % more
 * than its stoichiometry (4461.56); salt's and muriatic acid's differ from it by 0.27 %. Kept as PoolMath has them.
 */
export const POOLMATH = {
  dichlorFc: 4149.03, trichlorFc: 6854.95,
  muriaticTa: 3911.47, muriaticPh: 240.15, dryAcidTa: 2909.47, dryAcidPh: 178.66,
  sodaAshTa: 7072.46, sodaAshPh: 218.68, boraxBorates: 849.271, boraxPh: 110.05,
  bakingSodaTa: 4259.15, stabilizerCya: 7489.51,
  calciumChlorideAnhydrousCh: 6754.11, calciumChlorideDihydrateCh: 5098.82, saltSalt: 7468.64,
} as const;

const constant = (k: number) => () => k;

export const PRODUCTS: Record<Product, ProductSpec> = {
  liquid_chlorine: {
    form: 'liquid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 1 },
    strength: between('liquid_chlorine', 6, 12.5, 10),
    basis: 'fc', ppmPerUnitPerGallon: liquidChlorinePpmPerFlOzPerGallon,
  },
  // Cal hypo strength is % available chlorine; Ca(OCl)2 carries 2 Cl2-equivalents per Ca.
  cal_hypo: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 2, calciumMol: 1 },
    strength: oneOf('cal_hypo', [65, 73]),
    basis: 'fc', ppmPerUnitPerGallon: calHypoPpmFc,
  },
  // Stoichiometric: 2 × 70.90 / 255.97 = 55.4 % available chlorine (labels say 55–56 %).
  dichlor: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 2, cyanuricMol: 1 },
    strength: fixed('dichlor'), basis: 'fc', ppmPerUnitPerGallon: constant(POOLMATH.dichlorFc),
  },
  // Stoichiometric: 3 × 70.90 / 232.40 = 91.5 % available chlorine (labels say ≥ 90 %).
  trichlor: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 3, cyanuricMol: 1 },
    strength: fixed('trichlor'), basis: 'fc', ppmPerUnitPerGallon: constant(POOLMATH.trichlorFc),
  },
  muriatic_acid: {
    form: 'liquid', adjusts: { ph: 'down', ta: 'down' }, perMol: { alkalinityEq: -1 },
    strength: oneOf('muriatic_acid', [31.45, 14.5]),
    basis: 'ta', ppmPerUnitPerGallon: (s) => POOLMATH.muriaticTa * muriaticScale(s),
    phDemandPerUnit: (s) => POOLMATH.muriaticPh * muriaticScale(s),
  },
  // 93.2 % sodium bisulfate; HSO4− (pKa2 ≈ 2) gives up its proton completely at pool pH.
  dry_acid: {
    form: 'solid', adjusts: { ph: 'down', ta: 'down' }, perMol: { alkalinityEq: -1 },
    strength: fixed('dry_acid'), basis: 'ta', ppmPerUnitPerGallon: constant(POOLMATH.dryAcidTa),
    phDemandPerUnit: constant(POOLMATH.dryAcidPh),
  },
  soda_ash: {
    form: 'solid', adjusts: { ph: 'up', ta: 'up' }, perMol: { alkalinityEq: 2, carbonateMol: 1 },
    strength: fixed('soda_ash'), basis: 'ta', ppmPerUnitPerGallon: constant(POOLMATH.sodaAshTa),
    phDemandPerUnit: constant(POOLMATH.sodaAshPh),
  },
  // B4O7^2− + 7 H2O → 2 B(OH)3 + 2 B(OH)4−: 4 boron and 2 equivalents of alkalinity per mole.
  borax: {
    form: 'solid', adjusts: { ph: 'up' }, perMol: { alkalinityEq: 2, boronMol: 4 },
    strength: fixed('borax'), basis: 'borates', ppmPerUnitPerGallon: constant(POOLMATH.boraxBorates),
    phDemandPerUnit: constant(POOLMATH.boraxPh),
  },
  baking_soda: {
    form: 'solid', adjusts: { ta: 'up' }, perMol: { alkalinityEq: 1, carbonateMol: 1 },
    strength: fixed('baking_soda'), basis: 'ta', ppmPerUnitPerGallon: constant(POOLMATH.bakingSodaTa),
  },
  // Cyanuric acid is the TA test's reference species, so adding it leaves measured TA unchanged.
  stabilizer: {
    form: 'solid', adjusts: { cya: 'up' }, perMol: { cyanuricMol: 1 },
    strength: fixed('stabilizer'), basis: 'cya', ppmPerUnitPerGallon: constant(POOLMATH.stabilizerCya),
  },
  calcium_chloride_dihydrate: {
    form: 'solid', adjusts: { ch: 'up' }, perMol: { calciumMol: 1 },
    strength: fixed('calcium_chloride_dihydrate'), basis: 'ch', ppmPerUnitPerGallon: constant(POOLMATH.calciumChlorideDihydrateCh),
  },
  calcium_chloride_anhydrous: {
    form: 'solid', adjusts: { ch: 'up' }, perMol: { calciumMol: 1 },
    strength: fixed('calcium_chloride_anhydrous'), basis: 'ch', ppmPerUnitPerGallon: constant(POOLMATH.calciumChlorideAnhydrousCh),
  },
  salt: {
    form: 'solid', adjusts: { salt: 'up' }, perMol: { naclMol: 1 },
    strength: fixed('salt'), basis: 'salt', ppmPerUnitPerGallon: constant(POOLMATH.saltSalt),
  },
};

/** mL (liquids) or g (solids) of one fl oz or oz of product. */
export function unitQuantity(form: 'liquid' | 'solid'): number {
  return form === 'liquid' ? ML_PER_FL_OZ : GRAMS_PER_OZ;
}

/**
 * mL or g of product per mole of its formula unit, from its PoolMath constant: one unit in one
 * gallon adds K ppm of the basis parameter, i.e. K / (ppm per mol/L) mol/L in 3.785 L.
 */
export function quantityPerMol(product: Product, strengthPercent: number): number {
  const spec = PRODUCTS[product];
  const molarPerUnitPerGallon = spec.ppmPerUnitPerGallon(strengthPercent) / Math.abs(ppmPerMolar(spec.basis, spec.perMol));
  return unitQuantity(spec.form) / (molarPerUnitPerGallon * LITERS_PER_GALLON);
}
