// What a dose of a chemical really costs (issue 16): the product amount that moves its parameter by
// one unit (1 ppm; 0.1 for pH) in 10,000 US gallons, from the chemistry engine's dose(), priced at
// the product's price for its net quantity. Doses are proportional to volume, so a pool of V gallons
// pays cost × V / 10,000. Side effects (trichlor and dichlor add CYA, cal hypo adds calcium, acids
// lower TA) come from the same dose.
//
// Strength: fixed-strength products (trichlor, dichlor, soda ash, …) are dosed as the engine defines
// them. Liquid chlorine, cal hypo and muriatic acid are dosed at the label's strength when PoolMath
// has a constant for it; otherwise at the nearest strength it has, scaled by the ratio of strengths
// (liquid chlorine: of its strength formula), since the amount for a change is inversely
// proportional to the product's strength.
import { ChemistryInputError, dose, DEFAULT_WATER, type DoseResult, type DoseUnit, type Parameter, type Product } from '../chemistry/index.ts';
import { liquidChlorinePpmPerFlOzPerGallon, PRODUCTS } from '../chemistry/products.catalog.ts';
import { OZ_PER_LB } from '../chemistry/units.constants.ts';
import type { VendorId } from './catalogue-options.ts';
import type { NET_UNITS } from './feed.schema.ts';

export type NetUnit = (typeof NET_UNITS)[number];

export interface ChemicalFacts {
  readonly chemistryProduct: Product;
  readonly strengthPercent: number;
  readonly netQuantity: number;
  readonly netUnit: NetUnit;
}

/** The parameter each product is bought for, and which way it moves it. */
export const PRICED_CHANGE: Record<Product, { parameter: Parameter; direction: 'up' | 'down' }> = {
  liquid_chlorine: { parameter: 'fc', direction: 'up' }, cal_hypo: { parameter: 'fc', direction: 'up' },
  dichlor: { parameter: 'fc', direction: 'up' }, trichlor: { parameter: 'fc', direction: 'up' },
  muriatic_acid: { parameter: 'ph', direction: 'down' }, dry_acid: { parameter: 'ph', direction: 'down' },
  soda_ash: { parameter: 'ph', direction: 'up' }, borax: { parameter: 'ph', direction: 'up' },
  baking_soda: { parameter: 'ta', direction: 'up' }, stabilizer: { parameter: 'cya', direction: 'up' },
  calcium_chloride_dihydrate: { parameter: 'ch', direction: 'up' }, calcium_chloride_anhydrous: { parameter: 'ch', direction: 'up' },
  salt: { parameter: 'salt', direction: 'up' },
};

export const PRICED_VOLUME_GALLONS = 10_000;
/** pH is priced between 7.4 and 7.5 in water of DEFAULT_WATER's TA (80 ppm, no borates). */
const PH_PRICED = { low: 7.4, high: 7.5 } as const;

export interface UnitDose {
  readonly parameter: Parameter;
  readonly direction: 'up' | 'down';
  readonly change: number;
  readonly amount: number;
  readonly unit: DoseUnit;
  /** The amount in fl oz (liquids) or oz (solids). */
  readonly baseAmount: number;
  readonly effects: DoseResult['effects'];
}

export interface CostPerDose {
  readonly parameter: Parameter;
  readonly direction: 'up' | 'down';
  readonly change: number;
  readonly costPer10kGallons: number;
  readonly amountPer10kGallons: number;
  readonly amountUnit: DoseUnit;
  readonly vendorId: VendorId;
  readonly sideEffects: string[];
}

const FIXED_STRENGTH = new Set<Product>(['dichlor', 'trichlor', 'dry_acid', 'soda_ash', 'borax', 'baking_soda', 'stabilizer',
  'calcium_chloride_dihydrate', 'calcium_chloride_anhydrous', 'salt']);
const SOLD_AT: Partial<Record<Product, readonly number[]>> = { cal_hypo: [65, 73], muriatic_acid: [31.45, 14.5] };
const LIQUID_CHLORINE_RANGE = { low: 6, high: 12.5 } as const;

/** The strength to dose at, and the factor that turns its amount into the label strength's amount. */
export function doseStrength(product: Product, labelPercent: number): { strength: number | undefined; factor: number } {
  if (FIXED_STRENGTH.has(product)) return { strength: undefined, factor: 1 };
  if (product === 'liquid_chlorine') {
    const strength = Math.min(LIQUID_CHLORINE_RANGE.high, Math.max(LIQUID_CHLORINE_RANGE.low, labelPercent));
    return { strength, factor: liquidChlorinePpmPerFlOzPerGallon(strength) / liquidChlorinePpmPerFlOzPerGallon(labelPercent) };
  }
  const sold = SOLD_AT[product] ?? [labelPercent];
  const strength = sold.reduce((a, b) => (Math.abs(b - labelPercent) < Math.abs(a - labelPercent) ? b : a));
  return { strength, factor: strength / labelPercent };
}

export function toBaseAmount(amount: number, unit: DoseUnit): number {
  return unit === 'lb' ? amount * OZ_PER_LB : amount;
}

/** The product amount that moves its parameter one unit in `gallons` (10,000 by default); undefined when the engine cannot dose it. */
export function unitDose(chemical: Pick<ChemicalFacts, 'chemistryProduct' | 'strengthPercent'>, gallons = PRICED_VOLUME_GALLONS): UnitDose | undefined {
  const product = chemical.chemistryProduct;
  const { parameter, direction } = PRICED_CHANGE[product];
  const { strength, factor } = doseStrength(product, chemical.strengthPercent);
  const [from, to] = parameter === 'ph'
    ? (direction === 'up' ? [PH_PRICED.low, PH_PRICED.high] : [PH_PRICED.high, PH_PRICED.low])
    : [0, 1];
  try {
    const result = dose({
      volumeGallons: gallons, product, ...(strength === undefined ? {} : { strengthPercent: strength }), parameter, from, to,
      ...(parameter === 'ph' ? { water: DEFAULT_WATER } : {}),
    });
    const baseAmount = toBaseAmount(result.amount, result.unit) * factor;
    const solid = PRODUCTS[product].form === 'solid';
    const presented = solid && baseAmount >= OZ_PER_LB ? { amount: baseAmount / OZ_PER_LB, unit: 'lb' as const } : { amount: baseAmount, unit: result.unit === 'lb' ? 'oz' as const : result.unit };
    return { parameter, direction, change: parameter === 'ph' ? 0.1 : 1, ...presented, baseAmount, effects: result.effects };
  } catch (error) {
    if (error instanceof ChemistryInputError) return undefined;
    throw error;
  }
}

/** The net quantity in fl oz (liquids) or oz (solids); undefined when the label's unit does not fit the product's form. */
export function netBaseQuantity(chemical: Pick<ChemicalFacts, 'chemistryProduct' | 'netQuantity' | 'netUnit'>): number | undefined {
  const liquid = PRODUCTS[chemical.chemistryProduct].form === 'liquid';
  const perUnit: Partial<Record<NetUnit, number>> = liquid ? { fl_oz: 1, qt: 32, gal: 128 } : { oz: 1, lb: OZ_PER_LB };
  const factor = perUnit[chemical.netUnit];
  return factor === undefined ? undefined : chemical.netQuantity * factor;
}

/** The cost of a unit change in 10,000 gallons at `price` for the product's net quantity; null when it cannot be priced. */
export function costPerDose(chemical: ChemicalFacts, price: number, vendorId: VendorId): CostPerDose | null {
  const unit = unitDose(chemical);
  const net = netBaseQuantity(chemical);
  if (!unit || net === undefined || !(net > 0)) return null;
  return {
    parameter: unit.parameter, direction: unit.direction, change: unit.change,
    costPer10kGallons: roundTo(unit.baseAmount * (price / net), 4),
    amountPer10kGallons: roundTo(unit.amount, 3), amountUnit: unit.unit, vendorId,
    sideEffects: sideEffectsOf(unit),
  };
}

/** What a dose for a pool of `gallons` costs, from the cost in 10,000 gallons. */
export function costForPool(costPer10kGallons: number, gallons: number): number {
  return roundTo((costPer10kGallons * gallons) / PRICED_VOLUME_GALLONS, 2);
}

const EFFECT_NAMES: Record<string, string> = { fc: 'free chlorine', ta: 'TA', cya: 'CYA', ch: 'calcium hardness', salt: 'salt', borates: 'borates' };

function sideEffectsOf(unit: UnitDose): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(unit.effects)) {
    if (key === unit.parameter || key === 'ph' || value === undefined || Math.abs(value) < 0.005) continue;
    out.push(`${value > 0 ? 'adds' : 'lowers'} ${trim(Math.abs(value))} ppm ${EFFECT_NAMES[key] ?? key}`);
  }
  return out;
}

const PARAMETER_TEXT: Record<Parameter, string> = { fc: 'free chlorine', ph: 'pH', ta: 'total alkalinity', cya: 'CYA', ch: 'calcium hardness', salt: 'salt' };
const UNIT_TEXT: Record<DoseUnit, string> = { fl_oz: 'fl oz', oz: 'oz', lb: 'lb' };

/** The engine's dose as a sentence, e.g. 'Raises free chlorine 1 ppm in 10,000 gal: 12.79 fl oz (adds 0.61 ppm CYA)'. */
export function doseDescription(chemical: Pick<ChemicalFacts, 'chemistryProduct' | 'strengthPercent'>): string | undefined {
  const unit = unitDose(chemical);
  if (!unit) return undefined;
  const change = unit.parameter === 'ph' ? `${unit.change.toFixed(1)}` : `${trim(unit.change)} ppm`;
  const effects = sideEffectsOf(unit);
  return `${unit.direction === 'up' ? 'Raises' : 'Lowers'} ${PARAMETER_TEXT[unit.parameter]} ${change} in 10,000 gal: ${trim(unit.amount)} ${UNIT_TEXT[unit.unit]}`
    + (effects.length > 0 ? ` (${effects.join(', ')})` : '');
}

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function trim(value: number): string {
  return String(roundTo(value, 2));
}
