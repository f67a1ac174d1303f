import { describe, expect, it } from 'vitest';
import {
  alkalinityAt, bufferState, equilibriumConstants, molesToReachPh, phAfterAddition,
} from './carbonate-buffer.model.ts';
import { MOLAR_MASS, molarMass } from './units.constants.ts';

const ACID = { alkalinityEq: -1, carbonateMol: 0, boronMol: 0 };
const SODA_ASH = { alkalinityEq: 2, carbonateMol: 1, boronMol: 0 };
const WATER = { taPpm: 80, boratesPpm: 0, cyaPpm: 40, tempF: 77 };

describe('carbonate buffer', () => {
  it('uses the published 25 °C carbonic acid constants', () => {
    // Plummer & Busenberg at 298.15 K: pK1 = 6.352, pK2 = 10.329; Davies γ1 at I = 0.02 is 10^−0.0600.
    const c = equilibriumConstants(77);
    expect(-Math.log10(c.k1 * c.gammaH)).toBeCloseTo(6.352, 2);
    expect(-Math.log10(c.kBoric * c.gammaH)).toBeCloseTo(9.236, 2);
  });

  it('reads back the measured TA at the measured pH', () => {
    const state = bufferState(WATER, 7.6);
    // 80 ppm / 50,043 = 1.5986 meq/L
    expect(alkalinityAt(7.6, state) * 1000).toBeCloseTo(1.5986, 4);
  });

  it('lands on the target pH when the solved dose is added', () => {
    const state = bufferState(WATER, 7.9);
    const acid = molesToReachPh(state, 7.4, ACID);
    expect(phAfterAddition(state, acid, ACID)).toBeCloseTo(7.4, 6);
    const base = molesToReachPh(bufferState(WATER, 7.0), 7.5, SODA_ASH);
    expect(phAfterAddition(bufferState(WATER, 7.0), base, SODA_ASH)).toBeCloseTo(7.5, 6);
  });

  it('keeps a self-consistent state when TA is less than the CYA alone would give', () => {
    const state = bufferState({ ...WATER, taPpm: 5, cyaPpm: 200 }, 7.5);
    expect(state.carbonateMol).toBe(0);
    expect(alkalinityAt(7.5, state)).toBeCloseTo(state.alkalinityEq, 12);
  });
});

describe('molar masses', () => {
  it('are built from atomic weights', () => {
    // NaCl = 22.99 + 35.45 = 58.44; CaCO3 = 40.078 + 12.011 + 3 × 15.999 = 100.086.
    expect(molarMass({ Na: 1, Cl: 1 })).toBeCloseTo(58.44, 10);
    expect(MOLAR_MASS.CaCO3).toBeCloseTo(100.086, 10);
    // Borax decahydrate: 2 × 22.99 + 4 × 10.81 + 7 × 15.999 + 10 × 18.015 = 381.363.
    expect(MOLAR_MASS.borax).toBeCloseTo(381.363, 3);
  });
});
