// Unit conversions and molar masses used by every chemistry calculator.
// Molar masses are built from IUPAC standard atomic weights so every factor can be traced
// back to a formula instead of a magic number.

/** NIST Handbook 44: 1 US gallon = 231 in³ = 3.785411784 L. */
export const LITERS_PER_GALLON = 3.785411784;
/** NIST Handbook 44: 1 US fluid ounce = 1/128 gallon = 29.5735295625 mL. */
export const ML_PER_FL_OZ = 29.5735295625;
/** NIST Handbook 44: 1 avoirdupois ounce = 28.349523125 g. */
export const GRAMS_PER_OZ = 28.349523125;
/** NIST Handbook 44: 1 avoirdupois pound = 16 oz = 453.59237 g. */
export const OZ_PER_LB = 16;

/** IUPAC 2021 standard atomic weights (abridged, g/mol). */
const ATOMIC_WEIGHT = {
  H: 1.008, B: 10.81, C: 12.011, N: 14.007, O: 15.999,
  Na: 22.99, S: 32.06, Cl: 35.45, Ca: 40.078,
} as const;

type Element = keyof typeof ATOMIC_WEIGHT;

/** Molar mass (g/mol) of a formula given as element counts, e.g. { Na: 1, Cl: 1 }. */
export function molarMass(formula: Partial<Record<Element, number>>): number {
  let grams = 0;
  for (const [element, count] of Object.entries(formula) as [Element, number][]) {
    grams += ATOMIC_WEIGHT[element] * count;
  }
  return grams;
}

const WATER = { H: 2, O: 1 };
const withWater = (formula: Partial<Record<Element, number>>, waters: number) =>
  molarMass(formula) + waters * molarMass(WATER);

/** g/mol of the substances the calculators need. */
export const MOLAR_MASS = {
  Cl2: molarMass({ Cl: 2 }),
  NaOCl: molarMass({ Na: 1, O: 1, Cl: 1 }),
  CaOCl2: molarMass({ Ca: 1, O: 2, Cl: 2 }),
  // Sodium dichloroisocyanurate dihydrate, NaCl2(C3N3O3)·2H2O: the common "dichlor" granules.
  dichlorDihydrate: withWater({ Na: 1, Cl: 2, C: 3, N: 3, O: 3 }, 2),
  trichlor: molarMass({ C: 3, Cl: 3, N: 3, O: 3 }),
  cyanuricAcid: molarMass({ C: 3, H: 3, N: 3, O: 3 }),
  HCl: molarMass({ H: 1, Cl: 1 }),
  NaHSO4: molarMass({ Na: 1, H: 1, S: 1, O: 4 }),
  Na2CO3: molarMass({ Na: 2, C: 1, O: 3 }),
  NaHCO3: molarMass({ Na: 1, H: 1, C: 1, O: 3 }),
  // Borax decahydrate, Na2B4O7·10H2O (20 Mule Team).
  borax: withWater({ Na: 2, B: 4, O: 7 }, 10),
  CaCO3: molarMass({ Ca: 1, C: 1, O: 3 }),
  CaCl2: molarMass({ Ca: 1, Cl: 2 }),
  CaCl2Dihydrate: withWater({ Ca: 1, Cl: 2 }, 2),
  NaCl: molarMass({ Na: 1, Cl: 1 }),
  B: ATOMIC_WEIGHT.B,
} as const;

/** TA and CH are reported "as CaCO3": one equivalent of alkalinity = CaCO3 / 2 ≈ 50.04 g. */
export const GRAMS_CACO3_PER_EQUIVALENT = MOLAR_MASS.CaCO3 / 2;

export function litersFromGallons(volumeGallons: number): number {
  return volumeGallons * LITERS_PER_GALLON;
}

export function fahrenheitToKelvin(tempF: number): number {
  return ((tempF - 32) * 5) / 9 + 273.15;
}
