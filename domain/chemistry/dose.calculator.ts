// How much of a product moves one water parameter from a measured level to a target, and what
// else that dose changes. Rule for odd input: "no change needs no dose" (from === to gives an
// amount of 0); anything that is a mistake (no volume, a product that cannot move that parameter
// in that direction, a strength nobody sells) throws ChemistryInputError.

import {
  type BufferWater, bufferState, molesToReachPh,
} from './carbonate-buffer.model.ts';
import { ChemistryInputError, requireNumber } from './chemistry.error.ts';
import { type MolarEffect, type Parameter, type Product, PRODUCTS } from './products.catalog.ts';
import {
  GRAMS_CACO3_PER_EQUIVALENT, GRAMS_PER_OZ, MOLAR_MASS, ML_PER_FL_OZ, OZ_PER_LB, litersFromGallons,
} from './units.constants.ts';

export type WaterBuffering = { ta?: number; borates?: number; cya?: number; tempF?: number };

export type DoseInput = {
  volumeGallons: number;
  product: Product;
  strengthPercent?: number;
  parameter: Parameter;
  /** ppm, or pH units when parameter is 'ph'. */
  from: number;
  to: number;
  water?: WaterBuffering;
};

export type DoseUnit = 'fl_oz' | 'oz' | 'lb';
export type EffectKey = Parameter | 'borates';
/** Change per parameter caused by the dose: ppm (borates as ppm boron), pH units for 'ph'. */
export type DoseEffects = Partial<Record<EffectKey, number>>;
export type DoseResult = { amount: number; unit: DoseUnit; effects: DoseEffects };

/** Buffer assumed when a pH dose is asked without a water profile: TFP's usual TA, 77 °F (25 °C). */
export const DEFAULT_WATER: Required<WaterBuffering> = { ta: 80, borates: 0, cya: 0, tempF: 77 };

/** ppm of each reported parameter per mol/L of product, from its per-mole contribution. */
function ppmPerMolar(key: Exclude<EffectKey, 'ph'>, m: MolarEffect): number {
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

const EFFECT_KEYS = ['fc', 'ta', 'cya', 'ch', 'salt', 'borates'] as const;

function effectsOf(perMol: MolarEffect, molPerLiter: number): DoseEffects {
  const effects: DoseEffects = {};
  for (const key of EFFECT_KEYS) {
    const ppm = ppmPerMolar(key, perMol) * molPerLiter;
    if (ppm !== 0) effects[key] = ppm;
  }
  return effects;
}

function phWater(water: WaterBuffering | undefined): BufferWater {
  const w = { ...DEFAULT_WATER, ...water };
  return {
    taPpm: requireNumber('water.ta', w.ta), boratesPpm: requireNumber('water.borates', w.borates),
    cyaPpm: requireNumber('water.cya', w.cya), tempF: requireNumber('water.tempF', w.tempF, 32),
  };
}

/** Moles of product per litre of pool water that make the requested change. */
function molesPerLiter(input: DoseInput, perMol: MolarEffect): number {
  const { parameter, from, to } = input;
  if (parameter === 'ph') {
    const state = bufferState(phWater(input.water), from);
    return molesToReachPh(state, to, {
      alkalinityEq: perMol.alkalinityEq ?? 0, carbonateMol: perMol.carbonateMol ?? 0, boronMol: perMol.boronMol ?? 0,
    });
  }
  return (to - from) / ppmPerMolar(parameter, perMol);
}

function validate(input: DoseInput): void {
  requireNumber('volumeGallons', input.volumeGallons, Number.MIN_VALUE);
  const [low, high] = input.parameter === 'ph' ? [5, 10] : [0, Number.MAX_VALUE];
  for (const [label, value] of [['from', input.from], ['to', input.to]] as const) {
    if (!Number.isFinite(value) || value < low || value > high) {
      throw new ChemistryInputError(`${label} must be within ${low}–${high} for ${input.parameter}, got ${value}`);
    }
  }
}

/** Converts mL or g of product into the unit that reads best: fl oz, or oz below 1 lb, else lb. */
function presentQuantity(form: 'liquid' | 'solid', quantity: number): { amount: number; unit: DoseUnit } {
  if (form === 'liquid') return { amount: quantity / ML_PER_FL_OZ, unit: 'fl_oz' };
  const oz = quantity / GRAMS_PER_OZ;
  return oz < OZ_PER_LB ? { amount: oz, unit: 'oz' } : { amount: oz / OZ_PER_LB, unit: 'lb' };
}

export function dose(input: DoseInput): DoseResult {
  validate(input);
  const spec = PRODUCTS[input.product];
  const strength = spec.strength(input.strengthPercent);
  const direction = spec.adjusts[input.parameter];
  if (direction === undefined) throw new ChemistryInputError(`${input.product} does not adjust ${input.parameter}`);
  if (input.to === input.from) return { ...presentQuantity(spec.form, 0), effects: {} };
  if ((input.to > input.from ? 'up' : 'down') !== direction) {
    throw new ChemistryInputError(`${input.product} can only move ${input.parameter} ${direction}`);
  }
  const mol = molesPerLiter(input, spec.perMol);
  if (!Number.isFinite(mol) || mol <= 0) {
    throw new ChemistryInputError(`${input.product} cannot bring pH to ${input.to} in this water`);
  }
  const quantity = mol * litersFromGallons(input.volumeGallons) * spec.quantityPerMol(strength);
  const effects = effectsOf(spec.perMol, mol);
  // Acid-and-aeration: the acid's pH drop is undone by aeration, so only TA changes for good.
  if (input.parameter === 'ph') effects.ph = input.to - input.from;
  return { ...presentQuantity(spec.form, quantity), effects };
}
