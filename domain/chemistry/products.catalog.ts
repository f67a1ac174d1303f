// The chemicals a pool owner can buy, described by what one mole of each does to the water
// and how much product (by volume or weight, at its label strength) carries that mole.

import { ChemistryInputError } from './chemistry.error.ts';
import { MOLAR_MASS } from './units.constants.ts';

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

type ProductSpec = {
  form: 'liquid' | 'solid';
  adjusts: Partial<Record<Parameter, Direction>>;
  perMol: MolarEffect;
  /** The strength used when none is given, and a check of a given one. */
  strength: (given: number | undefined) => number;
  /** mL (liquids) or g (solids) of product per mole of formula unit at that strength. */
  quantityPerMol: (strengthPercent: number) => number;
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

/** Each mole of NaOCl carries one mole of Cl2-equivalent oxidant (both take 2 electrons). */
const AVAILABLE_CL2_PER_NAOCL_GRAM = MOLAR_MASS.Cl2 / MOLAR_MASS.NaOCl;
/** Labels above this are trade percent (g Cl2 per 100 mL); at or below, % NaOCl by weight. */
export const TRADE_PERCENT_ABOVE = 9;

/**
 * Specific gravity of hypochlorite bleach vs % NaOCl by weight: a straight line through
 * household 6 % bleach, SG ≈ 1.10 (Clorox SDS), and 12.5 trade % (≈ 10.9 wt %), SG ≈ 1.18
 * (pool-chlorine supplier SDSs). Co-produced NaCl is why it is denser than water.
 */
export function bleachSpecificGravity(weightPercentNaOCl: number): number {
  return 1 + 0.0165 * weightPercentNaOCl;
}

/** Grams of available chlorine (as Cl2) per mL of liquid chlorine of this label strength. */
export function bleachGramsCl2PerMl(strengthPercent: number): number {
  if (strengthPercent > TRADE_PERCENT_ABOVE) return strengthPercent / 100;
  return (strengthPercent / 100) * bleachSpecificGravity(strengthPercent) * AVAILABLE_CL2_PER_NAOCL_GRAM;
}

/** CRC Handbook density of hydrochloric acid at 20 °C, interpolated (30 % 1.1493, 32 % 1.1593; 14 % 1.0675, 16 % 1.0776). */
const MURIATIC_DENSITY: Record<number, number> = { 31.45: 1.1566, 14.5: 1.07 };
/** Dry acid is sold as 93.2 % sodium bisulfate (common pH-decreaser label, e.g. Leslie's, HTH). */
const DRY_ACID_PURITY = 0.932;

export const PRODUCTS: Record<Product, ProductSpec> = {
  liquid_chlorine: {
    form: 'liquid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 1 },
    strength: between('liquid_chlorine', 6, 12.5, 10),
    quantityPerMol: (s) => MOLAR_MASS.Cl2 / bleachGramsCl2PerMl(s),
  },
  // Cal hypo strength is % available chlorine; Ca(OCl)2 carries 2 Cl2-equivalents.
  cal_hypo: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 2, calciumMol: 1 },
    strength: oneOf('cal_hypo', [65, 73]),
    quantityPerMol: (s) => (2 * MOLAR_MASS.Cl2) / (s / 100),
  },
  // Stoichiometric: 2 × 70.90 / 255.97 = 55.4 % available chlorine (labels say 55–56 %).
  dichlor: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 2, cyanuricMol: 1 },
    strength: fixed('dichlor'), quantityPerMol: () => MOLAR_MASS.dichlorDihydrate,
  },
  // Stoichiometric: 3 × 70.90 / 232.40 = 91.5 % available chlorine (labels say ≥ 90 %).
  trichlor: {
    form: 'solid', adjusts: { fc: 'up' }, perMol: { cl2Mol: 3, cyanuricMol: 1 },
    strength: fixed('trichlor'), quantityPerMol: () => MOLAR_MASS.trichlor,
  },
  muriatic_acid: {
    form: 'liquid', adjusts: { ph: 'down', ta: 'down' }, perMol: { alkalinityEq: -1 },
    strength: oneOf('muriatic_acid', [31.45, 14.5]),
    quantityPerMol: (s) => MOLAR_MASS.HCl / ((s / 100) * (MURIATIC_DENSITY[s] ?? 1)),
  },
  // HSO4− (pKa2 ≈ 2) gives up its proton completely at pool pH: one equivalent per mole.
  dry_acid: {
    form: 'solid', adjusts: { ph: 'down', ta: 'down' }, perMol: { alkalinityEq: -1 },
    strength: fixed('dry_acid'), quantityPerMol: () => MOLAR_MASS.NaHSO4 / DRY_ACID_PURITY,
  },
  soda_ash: {
    form: 'solid', adjusts: { ph: 'up', ta: 'up' }, perMol: { alkalinityEq: 2, carbonateMol: 1 },
    strength: fixed('soda_ash'), quantityPerMol: () => MOLAR_MASS.Na2CO3,
  },
  // B4O7^2− + 7 H2O → 2 B(OH)3 + 2 B(OH)4−: 4 boron and 2 equivalents of alkalinity per mole.
  borax: {
    form: 'solid', adjusts: { ph: 'up' }, perMol: { alkalinityEq: 2, boronMol: 4 },
    strength: fixed('borax'), quantityPerMol: () => MOLAR_MASS.borax,
  },
  baking_soda: {
    form: 'solid', adjusts: { ta: 'up' }, perMol: { alkalinityEq: 1, carbonateMol: 1 },
    strength: fixed('baking_soda'), quantityPerMol: () => MOLAR_MASS.NaHCO3,
  },
  // Cyanuric acid is the TA test's reference species, so adding it leaves measured TA unchanged.
  stabilizer: {
    form: 'solid', adjusts: { cya: 'up' }, perMol: { cyanuricMol: 1 },
    strength: fixed('stabilizer'), quantityPerMol: () => MOLAR_MASS.cyanuricAcid,
  },
  calcium_chloride_dihydrate: {
    form: 'solid', adjusts: { ch: 'up' }, perMol: { calciumMol: 1 },
    strength: fixed('calcium_chloride_dihydrate'), quantityPerMol: () => MOLAR_MASS.CaCl2Dihydrate,
  },
  calcium_chloride_anhydrous: {
    form: 'solid', adjusts: { ch: 'up' }, perMol: { calciumMol: 1 },
    strength: fixed('calcium_chloride_anhydrous'), quantityPerMol: () => MOLAR_MASS.CaCl2,
  },
  salt: {
    form: 'solid', adjusts: { salt: 'up' }, perMol: { naclMol: 1 },
    strength: fixed('salt'), quantityPerMol: () => MOLAR_MASS.NaCl,
  },
};
