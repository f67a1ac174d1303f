// Whether water will dissolve plaster (negative) or deposit scale (positive).
// 'csi' is TFP PoolMath's Calcite Saturation Index: carbonate alkalinity is TA minus the
// cyanurate and borate alkalinity at this pH, activity is corrected for ionic strength (Davies
// form), and temperature enters through a van 't Hoff term. Reference: troublefreepool.com
// "Pool Math" CSI, as documented by TFP's Pool School "CSI and LSI".
// 'lsi' is the pool industry's chart LSI (Orenda's "whiteboard" equation; chemistry-reference §4.1):
// LSI = pH + TF + CF + AF − TDSF, with the alkalinity factor taken from the carbonate alkalinity
// (TA less the cyanurate and borate alkalinity). Both are checked against the reference's worked
// example (§4.4): chart LSI −0.02, CSI −0.06.

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

/** Linear interpolation in a table of [x, y] rows sorted by x, held flat beyond its ends. */
function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  const first = table[0];
  const last = table[table.length - 1];
  if (first === undefined || last === undefined) throw new ChemistryInputError('empty factor table');
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  const upper = table.findIndex(([at]) => at >= x);
  const [x0, y0] = table[upper - 1] ?? first;
  const [x1, y1] = table[upper] ?? last;
  return y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
}

/** Chart temperature factor, °F → TF (reference §4.1, the industry table of S9), interpolated between rows. */
const TEMPERATURE_FACTOR = [
  [32, 0.0], [37, 0.1], [46, 0.2], [53, 0.3], [60, 0.4], [66, 0.5], [76, 0.6], [84, 0.7], [94, 0.8], [105, 0.9], [128, 1.0],
] as const;
/** Chart CYA correction cf(pH): ppm of TA per ppm CYA (reference §4.1; its worked example interpolates: cf(7.5) = 0.32). */
const CYA_CORRECTION = [[7.0, 0.23], [7.2, 0.27], [7.4, 0.31], [7.6, 0.33], [7.8, 0.35], [8.0, 0.36]] as const;
/** CF = log10 CH − 0.4 and AF = log10 carbonate alkalinity: the curves the chart rows round (reference §4.1). */
const CALCIUM_FACTOR_OFFSET = 0.4;
/** TDS factor: 12.1 below 1000 ppm TDS, 12.2 from 1000 (reference §4.1). */
const TDS_FACTOR = { below: 12.1, from: 12.2, stepPpm: 1000 } as const;

/**
 * Chart carbonate alkalinity. The reference gives the CYA factor as a table but no borate table
 * (sources give 0.125–0.17 at pH 7.6, §6 item 6), so borates use the PoolMath term of §4.3,
 * 4.63 / (1 + 10^(9.11 − pH)) (0.139 at pH 7.6).
 */
export function chartCarbonateAlkalinity(ph: number, ta: number, cya: number, borates = 0): number {
  const borate = (BORON_TO_CACO3 * borates) / (1 + 10 ** (PKA_BORIC_POOL - ph));
  return ta - cya * interpolate(CYA_CORRECTION, ph) - borate;
}

/** TDS factor: the TDS when tested, else the salt level (TDS is at least the salt), else below 1000. */
function tdsFactor(i: SaturationInput): number {
  const tds = i.tds ?? i.salt ?? 0;
  return tds < TDS_FACTOR.stepPpm ? TDS_FACTOR.below : TDS_FACTOR.from;
}

function lsi(i: SaturationInput): number {
  const carbAlk = chartCarbonateAlkalinity(i.ph, i.ta, i.cya, i.borates ?? 0);
  if (carbAlk <= 0) throw new ChemistryInputError('TA is too low for this CYA/borate level to leave any carbonate alkalinity');
  const tf = interpolate(TEMPERATURE_FACTOR, i.tempF);
  const cf = Math.log10(i.ch) - CALCIUM_FACTOR_OFFSET;
  const af = Math.log10(carbAlk);
  return i.ph + tf + cf + af - tdsFactor(i);
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
