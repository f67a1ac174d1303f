// The pool volume as the owner types it (issue 19): gallons, or litres when they prefer metric. The
// server keeps gallons; a litre entry is stored as the gallons that show back as exactly what was typed
// (whole gallons when they do, else to 1/100 gallon), so 68,137 litres is 18,000 gallons and 50,000
// litres stays 50,000 after a save. Limits and messages are spec §5's, said in the unit the owner sees:
// a litre entry is checked in litres, against the bounds as whole litres (1,000 gallons shows as 3,785
// litres, which is stored as 1,000 gallons).
import type { UnitSystem } from '../chemistry/display-units.ts';
import { LITERS_PER_GALLON } from '../chemistry/units.constants.ts';
import { LIMITS } from './pool-options.ts';
import { POOL_MESSAGES } from './pool-rules.ts';

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface VolumeEntry {
  label: string;
  hint: string;
  /** The smallest onboarding volume and the largest volume, in this unit. */
  min: number;
  max: number;
  /** The number field's step, in this unit (a step counts from `min`, so litres step by one). */
  step: number;
  tooSmall: string;
  tooLarge: string;
}

const MIN_LITRES = Math.round(LIMITS.minOnboardingVolumeGallons * LITERS_PER_GALLON);
const MAX_LITRES = Math.round(LIMITS.maxVolumeGallons * LITERS_PER_GALLON);

export const VOLUME_ENTRY: Record<UnitSystem, VolumeEntry> = {
  imperial: {
    label: 'Volume (gallons)',
    hint: 'Most home pools hold 15,000-25,000 gallons.',
    min: LIMITS.minOnboardingVolumeGallons,
    max: LIMITS.maxVolumeGallons,
    step: 500,
    tooSmall: `Volume must be at least ${WHOLE.format(LIMITS.minOnboardingVolumeGallons)} gallons`,
    tooLarge: POOL_MESSAGES.volumeTooLarge,
  },
  metric: {
    label: 'Volume (litres)',
    // Spec §1's 15,000-25,000 gallons (56,781-94,635 L), to the thousand; short enough for one line in a card.
    hint: 'Most home pools hold 57,000-95,000 litres.',
    min: MIN_LITRES,
    max: MAX_LITRES,
    step: 1,
    tooSmall: `Volume must be at least ${WHOLE.format(MIN_LITRES)} litres`,
    tooLarge: `Pool volume must be at most ${WHOLE.format(MAX_LITRES)} litres`,
  },
};

/** What the volume field shows for stored gallons: the gallons, or whole litres. */
export function volumeEntryOf(volumeGallons: number, units: UnitSystem): string {
  return String(units === 'metric' ? Math.round(volumeGallons * LITERS_PER_GALLON) : volumeGallons);
}

/** The gallons to store for what the owner typed in their unit. */
export function gallonsOfVolumeEntry(value: number, units: UnitSystem): number {
  if (units === 'imperial') return value;
  const whole = Math.round(value / LITERS_PER_GALLON);
  if (Math.round(whole * LITERS_PER_GALLON) === value) return whole;
  return Math.round((value / LITERS_PER_GALLON) * 100) / 100;
}

/** Spec §5's onboarding volume check in the owner's unit: the message, or undefined when it is fine. */
export function volumeEntryProblem(value: number, units: UnitSystem): string | undefined {
  const entry = VOLUME_ENTRY[units];
  if (value < entry.min) return entry.tooSmall;
  if (value > entry.max) return entry.tooLarge;
  return undefined;
}
