// One builder per water parameter: given the (normalised) reading and pool profile, return the
// step that corrects it, or nothing. The planner decides the order; these decide the dose, the
// reason, the instructions and the safety warnings.

import { ChemistryInputError } from './chemistry.error.ts';
import { dose } from './dose.calculator.ts';
import type { FcLevels } from './fc-levels.calculator.ts';
import { POOLMATH, type Parameter, type Product } from './products.catalog.ts';
import type { Priority, PreferredChlorineType, TreatmentStep } from './treatment-plan.types.ts';
import { MOLAR_MASS } from './units.constants.ts';

/** Dichlor carries one cyanuric acid per 2 Cl2: 129.08 / 141.80 = 0.91 ppm CYA per ppm FC. */
const DICHLOR_CYA_PER_FC = MOLAR_MASS.cyanuricAcid / (2 * MOLAR_MASS.Cl2);
/** Cal hypo carries one Ca per 2 Cl2: 100.09 / 141.80 = 0.71 ppm CH per ppm FC. */
const CAL_HYPO_CH_PER_FC = MOLAR_MASS.CaCO3 / (2 * MOLAR_MASS.Cl2);
/** Spec §9: CYA ideal maximum 50 ppm; calcium critical maximum 400 ppm. */
const CYA_LIMIT_PPM = 50;
const CH_LIMIT_PPM = 400;

export type Levels = {
  ph?: number; fc?: number; tc?: number; ta?: number; cya?: number; ch?: number; tempF?: number; salt?: number;
};

export type PlanContext = {
  volumeGallons: number;
  saltwater: boolean;
  plasterLike: boolean;
  preferred: readonly PreferredChlorineType[];
  /** The pool's free-chlorine levels (water-targets.ts): by CYA, or spec §9's when CYA is unknown. */
  fc: FcLevels;
  /** Where the CYA in the levels came from: this test, an earlier one, or nowhere (never measured). */
  cyaSource: 'this_test' | 'earlier_test' | 'unknown';
  /** A strip (camera or upload) reading: its TC–FC difference is not a combined-chlorine measurement. */
  stripTest: boolean;
};

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** A number as the plan shows it: thousands separators, at most two decimals (1,234.5). */
export function formatAmount(value: number): string {
  return NUMBER.format(value);
}

export type StepDraft = Omit<TreatmentStep, 'id' | 'completed'> & { slug: string; label: string };

/** Minutes to circulate after each product before the next step, and before swimming. `next` is
 * chosen so each chemical is fully mixed first (no pocket of acid ever meets hypochlorite); acids
 * get 60. `swim` follows chemistry-reference §5: liquid chlorine 15–30 min, acid ≥ 30 min, baking
 * soda/soda ash/borax 20 min–1 h, calcium chloride 2–4 h (we take 2 h), CYA: swimming unaffected. */
export const PRODUCT_WAITS: Record<Product, { next: number; swim: number }> = {
  liquid_chlorine: { next: 30, swim: 30 }, cal_hypo: { next: 60, swim: 60 },
  dichlor: { next: 30, swim: 30 }, trichlor: { next: 30, swim: 30 },
  muriatic_acid: { next: 60, swim: 30 }, dry_acid: { next: 60, swim: 30 },
  soda_ash: { next: 60, swim: 30 }, borax: { next: 60, swim: 30 }, baking_soda: { next: 60, swim: 30 },
  stabilizer: { next: 30, swim: 30 },
  calcium_chloride_dihydrate: { next: 60, swim: 120 }, calcium_chloride_anhydrous: { next: 60, swim: 120 },
  salt: { next: 60, swim: 30 },
};

/**
 * Reference §5: after a large acid dose (more than 1 qt of 31.45 % muriatic per 20,000 gal) wait
 * 1–2 h and retest pH; we wait the 2 h. Measured as the TA the acid removes, so it holds for dry
 * acid too: 32 fl oz / 20,000 gal × 3911.47 ppm per fl oz/gal (PoolMath, §2.5) = 6.26 ppm.
 */
const LARGE_ACID = { flOz: 32, perGallons: 20_000 } as const;
export const LARGE_ACID_TA_DROP_PPM = (LARGE_ACID.flOz / LARGE_ACID.perGallons) * POOLMATH.muriaticTa;
export const LARGE_ACID_SWIM_MINUTES = 120;

export const NEVER_MIX = 'Never mix pool chemicals with each other, even in the same bucket or scoop; add each one separately.';
export const ACID_WARNINGS = [
  'Wear chemical-resistant gloves and eye protection; work upwind of the fumes.',
  'Always add acid to water, never water to acid.',
  'Never let acid meet chlorine: together they release toxic chlorine gas. Wait the full timer before adding chlorine.',
  NEVER_MIX,
];
const CHLORINE_WARNINGS = ['Do not add chlorine while acid is still mixing in the pool; store the two apart.', NEVER_MIX];

const LABEL: Record<Product, (strength?: number) => string> = {
  liquid_chlorine: (s) => `Liquid chlorine (${s}%)`, cal_hypo: (s) => `Cal hypo (${s}%)`,
  dichlor: () => 'Dichlor granules', trichlor: () => 'Trichlor tablets',
  muriatic_acid: (s) => `Muriatic acid (${s}%)`, dry_acid: () => 'Dry acid (sodium bisulfate)',
  soda_ash: () => 'Soda ash (sodium carbonate)', borax: () => 'Borax', baking_soda: () => 'Baking soda (sodium bicarbonate)',
  stabilizer: () => 'Stabilizer (cyanuric acid)', calcium_chloride_dihydrate: () => 'Calcium chloride (dihydrate flakes)',
  calcium_chloride_anhydrous: () => 'Calcium chloride (anhydrous)', salt: () => 'Pool salt (sodium chloride)',
};

const UNIT_TEXT = { fl_oz: 'fl oz', oz: 'oz', lb: 'lb' } as const;

type DoseStepArgs = {
  product: Product; strengthPercent?: number; parameter: Parameter; from: number; to: number;
  water?: { ta?: number; cya?: number; tempF?: number };
  slug: string; label: string; priority: Priority; reason: string; instructions: string[]; warnings: string[];
};

/** Builds a chemical step from a dose, rounding the amount for a kitchen scale or measuring cup. */
export function doseStep(ctx: PlanContext, a: DoseStepArgs): StepDraft {
  const result = dose({
    volumeGallons: ctx.volumeGallons, product: a.product, strengthPercent: a.strengthPercent,
    parameter: a.parameter, from: a.from, to: a.to, water: a.water,
  });
  const amount = result.unit === 'lb' ? Math.round(result.amount * 100) / 100 : Math.round(result.amount * 10) / 10;
  const chemical = LABEL[a.product](a.strengthPercent);
  const waits = PRODUCT_WAITS[a.product];
  const largeAcid = (result.effects.ta ?? 0) < -LARGE_ACID_TA_DROP_PPM && (a.product === 'muriatic_acid' || a.product === 'dry_acid');
  return {
    slug: a.slug, label: a.label, chemical, product: a.product, priority: a.priority, reason: a.reason,
    dosage: { amount, unit: result.unit, description: `${formatAmount(amount)} ${UNIT_TEXT[result.unit]} of ${chemical.toLowerCase()}` },
    instructions: largeAcid ? [...a.instructions, 'A large acid dose: keep swimmers out for 2 hours, then retest pH.'] : a.instructions,
    warnings: a.warnings,
    waitTimeBeforeNext: waits.next, swimWaitMinutes: largeAcid ? Math.max(waits.swim, LARGE_ACID_SWIM_MINUTES) : waits.swim,
  };
}

/** Chlorine product: the owner's preference unless it would push CYA or calcium out of range. */
export function chooseChlorine(ctx: PlanContext, levels: Levels, fcRise: number, shocking: boolean):
  { product: Product; strengthPercent?: number } {
  const liquid = { product: 'liquid_chlorine' as const, strengthPercent: 10 };
  // SWG pools boost with liquid chlorine: solid chlorines add CYA or calcium the SWG never removes.
  if (ctx.saltwater) return liquid;
  for (const preference of ctx.preferred) {
    switch (preference) {
      case 'liquid': return liquid;
      case 'granular':
        // TFP never shocks with dichlor: the CYA it adds would raise the shock level it chases.
        if (!shocking && (levels.cya ?? 0) + DICHLOR_CYA_PER_FC * fcRise <= CYA_LIMIT_PPM) return { product: 'dichlor' };
        break;
      case 'cal_hypo':
        if ((levels.ch ?? 0) + CAL_HYPO_CH_PER_FC * fcRise <= CH_LIMIT_PPM) return { product: 'cal_hypo', strengthPercent: 65 };
        break;
      case 'tablets':
        break; // Tablets dissolve over days in a floater: maintenance, not a correction.
      default: {
        const unreachable: never = preference;
        throw new ChemistryInputError(`unknown chlorine type ${String(unreachable)}`);
      }
    }
  }
  return liquid;
}

export function chlorineInstructions(product: Product): string[] {
  const base = ['Run the pump so the water circulates.'];
  if (product === 'liquid_chlorine') return [...base, 'Pour slowly in front of a return jet, close to the surface.'];
  return [...base, 'Pre-dissolve in a bucket of pool water (chemical into water), let it settle, then pour in front of a return jet.'];
}

export function chlorineWarnings(product: Product): string[] {
  if (product === 'cal_hypo') return [...CHLORINE_WARNINGS, 'Keep cal hypo away from trichlor: together they can ignite or explode.'];
  return CHLORINE_WARNINGS;
}
