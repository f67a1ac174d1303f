// Recommendations from the active treatment plan (spec §3 Recommendation, issue 16): each chemical
// step maps to the catalogue products that deliver its chemical, cheapest for this dose first, with
// the plan's dose for this pool. The plan already chose the chlorine form the pool prefers
// (chooseChlorine in domain/chemistry). Cal hypo is never recommended to a pool whose plan or
// equipment uses trichlor or dichlor (together they can ignite or explode): such a step is served by
// liquid chlorine instead, the same free chlorine with nothing else added. Home's 'Recommended
// Products' are the plan's products, else staples for the pool's sanitation type.
import type { PreferredChlorineType, Priority, Product as ChemistryProduct, SanitationType, StepUnit } from '../chemistry/index.ts';
import { PRODUCTS } from '../chemistry/products.catalog.ts';
import { OZ_PER_LB } from '../chemistry/units.constants.ts';
import { doseStrength, netBaseQuantity, type ChemicalFacts } from './cost-per-dose.ts';

export const DOSAGE_ADVICE = 'add gradually and retest in 2-4 hours';
/** Products shown per recommendation (the card shows the first; the rest are alternatives). */
export const PRODUCTS_PER_RECOMMENDATION = 3;
export const HOME_RECOMMENDED_PRODUCTS = 4;

export interface PlanStepFacts {
  readonly id: string;
  readonly chemical: string;
  readonly product: ChemistryProduct | null;
  readonly priority: Priority;
  readonly reason: string;
  readonly dosage: { readonly amount: number; readonly unit: StepUnit; readonly description: string };
  readonly completed: boolean;
}

export interface PoolFacts {
  readonly volumeGallons: number;
  readonly sanitationType: SanitationType;
  readonly hasSaltChlorinator: boolean;
  readonly preferredChlorineTypes: readonly PreferredChlorineType[];
  readonly hasChemicalAutoFeeder: boolean;
  readonly autoFeederType: string | null;
}

export interface CatalogueChemical extends ChemicalFacts {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Best Price; null when no store lists one. */
  readonly price: number | null;
  readonly originalPrice: number | null;
}

export interface RecommendedProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number | null;
  readonly originalPrice: number | null;
  readonly costForThisDose: number | null;
}

export interface RecommendationDraft {
  readonly stepId: string;
  readonly priority: 'high' | 'medium' | 'low';
  readonly title: string;
  readonly description: string;
  readonly dosage: { amount: number; unit: string; description: string } | null;
  readonly products: RecommendedProduct[];
}

const STABILIZED_CHLORINES: readonly ChemistryProduct[] = ['trichlor', 'dichlor'];

/** True when cal hypo must not be recommended: the plan adds trichlor or dichlor, or the pool feeds tablets. */
export function calHypoForbidden(steps: readonly Pick<PlanStepFacts, 'product'>[], pool: PoolFacts): boolean {
  if (steps.some((step) => step.product !== null && STABILIZED_CHLORINES.includes(step.product))) return true;
  // Tablets are trichlor; an inline or offline chlorinator feeds trichlor tablets.
  return pool.preferredChlorineTypes.includes('tablets') || (pool.hasChemicalAutoFeeder && pool.autoFeederType === 'chlorinator');
}

/** The chemistry product whose catalogue products serve a step (liquid chlorine in place of a forbidden cal hypo). */
export function productForStep(step: Pick<PlanStepFacts, 'product'>, forbidCalHypo: boolean): ChemistryProduct | null {
  if (step.product === 'cal_hypo' && forbidCalHypo) return 'liquid_chlorine';
  return step.product;
}

/** The planner's strengths: in the step's label, e.g. 'Liquid chlorine (10%)'; fixed-strength products have none. */
export function planStrength(step: Pick<PlanStepFacts, 'chemical' | 'product'>): number {
  const match = /\((\d{1,3}(?:\.\d{1,2})?)%\)/.exec(step.chemical.slice(0, 200));
  if (match) return Number(match[1]);
  return step.product === 'liquid_chlorine' ? 10 : step.product === 'cal_hypo' ? 65 : step.product === 'muriatic_acid' ? 31.45 : 100;
}

/** PoolMath's K (ppm of the product's basis per fl oz or oz per gallon) at a label strength. */
function constantAt(product: ChemistryProduct, labelPercent: number): number {
  const { strength, factor } = doseStrength(product, labelPercent);
  return PRODUCTS[product].ppmPerUnitPerGallon(strength ?? 100) / factor;
}

function stepBaseAmount(step: PlanStepFacts): number | undefined {
  const { amount, unit } = step.dosage;
  if (unit === 'lb') return amount * OZ_PER_LB;
  if (unit === 'oz' || unit === 'fl_oz') return amount;
  return undefined;
}

/** What this step's dose costs with a candidate product: the same change, in the candidate's strength and price. */
export function costForStep(step: PlanStepFacts, candidate: CatalogueChemical): number | null {
  const base = stepBaseAmount(step);
  const from = step.product;
  if (base === undefined || from === null || candidate.price === null) return null;
  if (PRODUCTS[from].basis !== PRODUCTS[candidate.chemistryProduct].basis) return null;
  const candidateAmount = (base * constantAt(from, planStrength(step))) / constantAt(candidate.chemistryProduct, candidate.strengthPercent);
  const net = netBaseQuantity(candidate);
  if (net === undefined || !(net > 0) || !Number.isFinite(candidateAmount)) return null;
  return Math.round(candidateAmount * (candidate.price / net) * 100) / 100;
}

/** The same chemical in another hydration: calcium chloride flakes and anhydrous pellets dose the same calcium. */
const SAME_CHEMICAL: Partial<Record<ChemistryProduct, ChemistryProduct>> = {
  calcium_chloride_dihydrate: 'calcium_chloride_anhydrous', calcium_chloride_anhydrous: 'calcium_chloride_dihydrate',
};

/** The chemistry products whose catalogue products can serve a step of `product` (costForStep converts the amount). */
export function deliveredBy(product: ChemistryProduct): ChemistryProduct[] {
  const same = SAME_CHEMICAL[product];
  return same ? [product, same] : [product];
}

const PRIORITY: Record<Priority, RecommendationDraft['priority']> = { critical: 'high', high: 'high', medium: 'medium', low: 'low' };

function byCost(a: RecommendedProduct, b: RecommendedProduct): number {
  if (a.costForThisDose === null || b.costForThisDose === null) {
    if (a.costForThisDose !== b.costForThisDose) return a.costForThisDose === null ? 1 : -1;
  } else if (a.costForThisDose !== b.costForThisDose) return a.costForThisDose - b.costForThisDose;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** One recommendation per chemical step not yet added, its products cheapest for this dose first. */
export function recommendationsFor(
  steps: readonly PlanStepFacts[], pool: PoolFacts, catalogue: ReadonlyMap<ChemistryProduct, readonly CatalogueChemical[]>,
): RecommendationDraft[] {
  const forbid = calHypoForbidden(steps, pool);
  return steps.filter((step) => !step.completed && step.product !== null).map((step) => {
    const wanted = productForStep(step, forbid);
    const candidates = (wanted ? deliveredBy(wanted) : []).flatMap((p) => catalogue.get(p) ?? [])
      .filter((c) => !(forbid && c.chemistryProduct === 'cal_hypo'));
    const products = candidates
      .map((c) => ({ id: c.id, name: c.name, description: c.description, price: c.price, originalPrice: c.originalPrice, costForThisDose: costForStep(step, c) }))
      .sort(byCost).slice(0, PRODUCTS_PER_RECOMMENDATION);
    const substituted = wanted !== step.product;
    return {
      stepId: step.id,
      priority: PRIORITY[step.priority],
      title: substituted ? 'Liquid chlorine (in place of cal hypo)' : step.chemical,
      description: substituted ? `${step.reason} Cal hypo is not recommended with the trichlor or dichlor this pool uses.` : step.reason,
      dosage: { amount: step.dosage.amount, unit: step.dosage.unit, description: `${step.dosage.description}; ${DOSAGE_ADVICE}` },
      products,
    };
  });
}

const CHLORINE_FORMS: Record<PreferredChlorineType, ChemistryProduct> = {
  liquid: 'liquid_chlorine', granular: 'dichlor', tablets: 'trichlor', cal_hypo: 'cal_hypo',
};

/** Staples for a pool without an active plan, in the order home shows them. */
export function stapleProducts(pool: PoolFacts): ChemistryProduct[] {
  const forbid = calHypoForbidden([], pool);
  const salt = pool.sanitationType === 'salt' || pool.hasSaltChlorinator;
  const chlorines = salt ? ['liquid_chlorine' as const] : pool.preferredChlorineTypes.map((t) => CHLORINE_FORMS[t]);
  const list: ChemistryProduct[] = salt
    ? ['salt', ...chlorines, 'muriatic_acid', 'stabilizer']
    : [...(chlorines.length > 0 ? chlorines : ['liquid_chlorine' as const]), 'stabilizer', 'muriatic_acid', 'baking_soda'];
  return [...new Set(list)].filter((p) => !(forbid && p === 'cal_hypo'));
}
