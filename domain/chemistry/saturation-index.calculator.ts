// Whether water will dissolve plaster (negative) or deposit scale (positive).
// 'csi' is TFP PoolMath's Calcite Saturation Index: carbonate alkalinity is TA minus the
// cyanurate and borate alkalinity at this pH, activity is corrected for ionic strength (Davies
// form), and temperature enters through a van 't Hoff term. Reference: troublefreepool.com
// "Pool Math" CSI, as documented by TFP's Pool School "CSI and LSI".
// 'lsi' is the classic Langelier index with the Carrier factors (Langelier 1936; Carrier 1965)
// as pool-industry calculators use it: TA is not corrected for CYA.

import { ChemistryInputError, requireNumber } from './chemistry.error.ts';
import { GRAMS_CACO3_PER_EQUIVALENT, MOLAR_MASS, fahrenheitToKelvin } from './units.constants.ts';

export type SaturationInput = {
  ph: number; ta: number; ch: number; cya: number; tempF: number;
  salt?: number; borates?: number; tds?: number;
};
export type SaturationIndexKind = 'csi' | 'lsi';

/** mg/L of CaCO3 equivalents per mg/L of the buffer (one proton each): 50.04 / 129.07 = 0.3877. */
const CYA_TO_CACO3 = GRAMS_CACO3_PER_EQUIVALENT / MOLAR_MASS.cyanuricAcid;
/** 50.04 / 10.81 = 4.63: one borate ion per boron atom. */
const BORON_TO_CACO3 = GRAMS_CACO3_PER_EQUIVALENT / MOLAR_MASS.B;
/** PoolMath's pKa values in pool water (ionic strength ≈ 0.02): cyanuric 6.83, boric 9.11. */
const PKA_CYA_POOL = 6.83;
const PKA_BORIC_POOL = 9.11;
/** CaCl2 that a salt meter reads as NaCl: 2 × 58.44 / 100.09 = 1.168 ppm per ppm CH. */
const SALT_READ_PER_CH = (2 * MOLAR_MASS.NaCl) / MOLAR_MASS.CaCO3;

export function carbonateAlkalinity(ph: number, ta: number, cya: number, borates = 0): number {
  const cyanurate = (CYA_TO_CACO3 * cya) / (1 + 10 ** (PKA_CYA_POOL - ph));
  const borate = (BORON_TO_CACO3 * borates) / (1 + 10 ** (PKA_BORIC_POOL - ph));
  return ta - cyanurate - borate;
}

/** Ionic strength (mol/L): Ca2+ with 2 Cl− counts 3×, Na+HCO3− counts 1×, extra NaCl 1× per mole. */
export function ionicStrength(ta: number, ch: number, salt = 0): number {
  const extraNaCl = Math.max(0, salt - SALT_READ_PER_CH * ch);
  const eqPerLiter = GRAMS_CACO3_PER_EQUIVALENT * 1000;
  return (1.5 * ch + ta) / eqPerLiter + extraNaCl / (MOLAR_MASS.NaCl * 1000);
}

function csi(i: SaturationInput): number {
  const carbAlk = carbonateAlkalinity(i.ph, i.ta, i.cya, i.borates ?? 0);
  if (carbAlk <= 0) throw new ChemistryInputError('TA is too low for this CYA/borate level to leave any carbonate alkalinity');
  const strength = ionicStrength(i.ta, i.ch, i.salt ?? 0);
  const root = Math.sqrt(strength);
  // PoolMath's CSI constants, kept as published; the temperature term is zero at 25 °C
  // (1412.5 / 298.15 = 4.7375), so the remaining constant holds pK2 − pKsp and the unit conversions.
  return i.ph - 11.677 + Math.log10(i.ch) + Math.log10(carbAlk) -
    (2.56 * root) / (1 + 1.65 * root) - 1412.5 / fahrenheitToKelvin(i.tempF) + 4.7375;
}

/** TDS assumed when none is given: 1000 ppm, or the salt level for a saltwater pool. */
function assumedTds(i: SaturationInput): number {
  return i.tds ?? Math.max(1000, i.salt ?? 0);
}

function lsi(i: SaturationInput): number {
  const kelvin = fahrenheitToKelvin(i.tempF);
  const a = (Math.log10(assumedTds(i)) - 1) / 10;
  const b = -13.12 * Math.log10(kelvin) + 34.55;
  const c = Math.log10(i.ch) - 0.4;
  const d = Math.log10(i.ta);
  return i.ph - (9.3 + a + b - (c + d));
}

export function saturationIndex(input: SaturationInput, kind: SaturationIndexKind): number {
  requireNumber('ph', input.ph);
  requireNumber('ta', input.ta, Number.MIN_VALUE);
  requireNumber('ch', input.ch, Number.MIN_VALUE);
  requireNumber('cya', input.cya);
  requireNumber('tempF', input.tempF, 32);
  switch (kind) {
    case 'csi': return csi(input);
    case 'lsi': return lsi(input);
    default: {
      const unreachable: never = kind;
      throw new ChemistryInputError(`unknown index ${String(unreachable)}`);
    }
  }
}
