// How much of a product moves one water parameter from a measured level to a target, and what
// else that dose changes. Amounts are TFP PoolMath's (chemistry-reference §2): linear doses from
// each product's PoolMath constant (products.catalog.ts), pH doses from PoolMath's CalcPH
// (poolmath-ph.model.ts); side effects follow from what the dose's moles put into the water.
// Rule for odd input: "no change needs no dose" (from === to gives an amount of 0); anything that
// is a mistake (no volume, a product that cannot move that parameter in that direction, a strength
// nobody sells) throws ChemistryInputError.

import { ChemistryInputError, requireNumber } from './chemistry.error.ts';
import { type PhDemandWater, poolMathPhDemand } from './poolmath-ph.model.ts';
import {
  type MolarEffect, type Parameter, type PpmKey, type Product, PRODUCTS, ppmPerMolar, quantityPerMol, unitQuantity,
} from './products.catalog.ts';
import { GRAMS_PER_OZ, LITERS_PER_GALLON, ML_PER_FL_OZ, OZ_PER_LB, litersFromGallons } from './units.constants.ts';

/** The water a pH dose is computed for. PoolMath's model reads TA and borates; CYA and temperature are
 * accepted (and checked) for callers that track them, but do not change the dose (reference §2.3). */
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

const EFFECT_KEYS: readonly PpmKey[] = ['fc', 'ta', 'cya', 'ch', 'salt', 'borates'];

function effectsOf(perMol: MolarEffect, molPerLiter: number): DoseEffects {
  const effects: DoseEffects = {};
  for (const key of EFFECT_KEYS) {
    const ppm = ppmPerMolar(key, perMol) * molPerLiter;
    if (ppm !== 0) effects[key] = ppm;
  }
  return effects;
}

function phWater(water: WaterBuffering | undefined): PhDemandWater {
  const w = { ...DEFAULT_WATER, ...water };
  requireNumber('water.cya', w.cya);
  requireNumber('water.tempF', w.tempF, 32);
  return { taPpm: requireNumber('water.ta', w.ta), boratesPpm: requireNumber('water.borates', w.borates) };
}

/** Moles of product per litre of pool water that make the requested change. */
function molesPerLiter(input: DoseInput, strength: number): number {
  const { product, parameter, from, to } = input;
  const spec = PRODUCTS[product];
  if (parameter !== 'ph') return (to - from) / ppmPerMolar(parameter, spec.perMol);
  const divisor = spec.phDemandPerUnit?.(strength);
  if (divisor === undefined) throw new ChemistryInputError(`${product} has no pH demand constant`);
  // Acid answers a falling demand, a base a rising one: both give a positive amount.
  const demand = poolMathPhDemand(from, to, phWater(input.water));
  const unitsPerGallon = (spec.adjusts.ph === 'down' ? -demand : demand) / divisor;
  return (unitsPerGallon * unitQuantity(spec.form)) / (quantityPerMol(product, strength) * LITERS_PER_GALLON);
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
  const mol = molesPerLiter(input, strength);
  if (!Number.isFinite(mol) || mol <= 0) {
    throw new ChemistryInputError(`${input.product} cannot bring pH to ${input.to} in this water`);
  }
  const quantity = mol * litersFromGallons(input.volumeGallons) * quantityPerMol(input.product, strength);
  const effects = effectsOf(spec.perMol, mol);
  // Acid-and-aeration: the acid's pH drop is undone by aeration, so only TA changes for good.
  if (input.parameter === 'ph') effects.ph = input.to - input.from;
  return { ...presentQuantity(spec.form, quantity), effects };
}
