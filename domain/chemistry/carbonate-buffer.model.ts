// The pool's pH buffer from first principles: carbonate + borate + cyanurate + water equilibria at
// temperature. Doses follow PoolMath's fitted CalcPH (poolmath-ph.model.ts, chemistry-reference
// §2.3); this model is its cross-check in tests and predicts the pH that baking soda leaves in the
// planner. Total alkalinity here means the titration value the TA test reports, which counts
// carbonate, cyanurate and borate alkalinity alike.

import { GRAMS_CACO3_PER_EQUIVALENT, MOLAR_MASS, fahrenheitToKelvin } from './units.constants.ts';

export type BufferWater = {
  /** Total alkalinity as the TA test reports it, ppm as CaCO3. */
  taPpm: number;
  /** Borates as ppm boron (what borate test strips and PoolMath report). */
  boratesPpm: number;
  cyaPpm: number;
  tempF: number;
};

/** Nominal ionic strength of pool water: I ≈ 2.5e-5 × TDS (Langelier/Russell) at TDS ≈ 800 ppm. */
const NOMINAL_IONIC_STRENGTH = 0.02;
/** Debye–Hückel A at 25 °C for the Davies equation (Stumm & Morgan, Aquatic Chemistry). */
const DAVIES_A = 0.5085;
/** Cyanuric acid first pKa 6.88 at 25 °C (Wojtowicz, J. Swimming Pool Spa Ind. 2001). */
const PKA_CYANURIC = 6.88;

/** Davies log10 activity coefficient of an ion of charge z at ionic strength I. */
function logGamma(charge: number, ionicStrength: number): number {
  const root = Math.sqrt(ionicStrength);
  return -DAVIES_A * charge * charge * (root / (1 + root) - 0.3 * ionicStrength);
}

/** Conditional constants (pH as measured = −log a_H+, species as concentrations) at temperature. */
export function equilibriumConstants(tempF: number) {
  const t = fahrenheitToKelvin(tempF);
  const lg = Math.log10(t);
  // Plummer & Busenberg (1982), Geochim. Cosmochim. Acta 46:1011, carbonic acid K1 and K2.
  const logK1 = -356.3094 - 0.06091964 * t + 21834.37 / t + 126.8339 * lg - 1684915 / (t * t);
  const logK2 = -107.8871 - 0.03252849 * t + 5151.79 / t + 38.92561 * lg - 563713.9 / (t * t);
  // Owen (1934), J. Am. Chem. Soc. 56:1695: boric acid pKa = 2237.94/T − 3.305 + 0.016883 T.
  const pKaBoric = 2237.94 / t - 3.305 + 0.016883 * t;
  // Harned & Owen: pKw = 4470.99/T − 6.0875 + 0.01706 T.
  const pKw = 4470.99 / t - 6.0875 + 0.01706 * t;
  const g1 = 10 ** logGamma(1, NOMINAL_IONIC_STRENGTH);
  const g2 = 10 ** logGamma(2, NOMINAL_IONIC_STRENGTH);
  return {
    k1: 10 ** logK1 / g1,
    k2: (10 ** logK2 * g1) / g2,
    kBoric: 10 ** -pKaBoric / g1,
    kCyanuric: 10 ** -PKA_CYANURIC / g1,
    kw: 10 ** -pKw / g1,
    gammaH: g1,
  };
}

type Constants = ReturnType<typeof equilibriumConstants>;

/** Equivalents of alkalinity per mole of total carbonate at this pH (α1 + 2α2). */
export function carbonateAlkalinityPerMole(ph: number, c: Constants): number {
  const h = 10 ** -ph;
  const denominator = h * h + h * c.k1 + c.k1 * c.k2;
  return (h * c.k1 + 2 * c.k1 * c.k2) / denominator;
}

/** Fraction of boron present as borate B(OH)4− (one equivalent of alkalinity each). */
export function borateFraction(ph: number, c: Constants): number {
  const h = 10 ** -ph;
  return c.kBoric / (c.kBoric + h);
}

/** Buffer state in mol/L: what stays constant when strong acid or base is added. */
export type BufferState = {
  alkalinityEq: number;
  carbonateMol: number;
  boronMol: number;
  cyanuricMol: number;
  constants: Constants;
};

/** Alkalinity (eq/L) the water would show at this pH given its total carbonate, boron and CYA. */
export function alkalinityAt(ph: number, s: BufferState): number {
  const c = s.constants;
  const h = 10 ** -ph;
  const cyanurate = (s.cyanuricMol * c.kCyanuric) / (c.kCyanuric + h);
  const water = c.kw / h - h / c.gammaH;
  return s.carbonateMol * carbonateAlkalinityPerMole(ph, c) +
    s.boronMol * borateFraction(ph, c) + cyanurate + water;
}

/** Reads the measured TA at the measured pH into a buffer state (total carbonate inferred). */
export function bufferState(water: BufferWater, ph: number): BufferState {
  const constants = equilibriumConstants(water.tempF);
  const base: BufferState = {
    alkalinityEq: water.taPpm / (GRAMS_CACO3_PER_EQUIVALENT * 1000),
    carbonateMol: 0,
    boronMol: water.boratesPpm / (MOLAR_MASS.B * 1000),
    cyanuricMol: water.cyaPpm / (MOLAR_MASS.cyanuricAcid * 1000),
    constants,
  };
  const nonCarbonate = alkalinityAt(ph, base);
  // A TA reading below the CYA/borate share means no carbonate left (or a test error): trust pH
  // and CYA, and take the alkalinity they imply so the state stays self-consistent.
  if (base.alkalinityEq <= nonCarbonate) return { ...base, alkalinityEq: nonCarbonate };
  const carbonateMol = (base.alkalinityEq - nonCarbonate) / carbonateAlkalinityPerMole(ph, constants);
  return { ...base, carbonateMol };
}

/** What one mole of an added chemical contributes to the buffer. */
export type BufferContribution = { alkalinityEq: number; carbonateMol: number; boronMol: number };

/**
 * Moles per litre of a chemical that move pH from the state's pH to `toPh` in a closed system
 * (no CO2 lost while it mixes). The balance is linear in the dose, so it solves exactly:
 * alk(toPh; C + c·x, B + b·x) = A + e·x  ⇒  x = (alk(toPh) − A) / (e − c·f − b·β).
 */
export function molesToReachPh(s: BufferState, toPh: number, add: BufferContribution): number {
  const shortfall = alkalinityAt(toPh, s) - s.alkalinityEq;
  const perMole = add.alkalinityEq -
    add.carbonateMol * carbonateAlkalinityPerMole(toPh, s.constants) -
    add.boronMol * borateFraction(toPh, s.constants);
  return shortfall / perMole;
}

/** pH after adding `mol` per litre of a chemical, by bisection (alkalinity rises with pH). */
export function phAfterAddition(s: BufferState, mol: number, add: BufferContribution): number {
  const after: BufferState = {
    ...s,
    alkalinityEq: s.alkalinityEq + add.alkalinityEq * mol,
    carbonateMol: s.carbonateMol + add.carbonateMol * mol,
    boronMol: s.boronMol + add.boronMol * mol,
  };
  let low = 2;
  let high = 12;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (alkalinityAt(mid, after) < after.alkalinityEq) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
