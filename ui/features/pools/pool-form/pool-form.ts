// The pool profile form shared by the onboarding wizard and /pool-settings: text-typed draft state,
// the payload built from it with spec §5 fallbacks, limits and conditional fields, the two completion
// checks, and step 1's messages per field. The option lists and limits come from the domain so server
// and UI agree. The volume is typed in the owner's units (litres with metric, domain/pools/volume-entry.ts)
// and sent in gallons.
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { defaultPoolProfile, LIMITS, POOL_DEFAULTS } from '../../../../domain/pools/pool-options.ts';
import type { PoolProfile } from '../../../../domain/pools/pool-profile.schema.ts';
import { parseNumeric, POOL_MESSAGES } from '../../../../domain/pools/pool-rules.ts';
import { gallonsOfVolumeEntry, volumeEntryOf, volumeEntryProblem } from '../../../../domain/pools/volume-entry.ts';

type NumericField = 'volumeGallons' | 'numberOfFilters' | 'numberOfSkimmers' | 'numberOfReturns' | 'pumpHorsepower';
type TextField = 'location' | 'saltChlorinatorModel';
type Omitted = NumericField | TextField | 'latitude' | 'longitude' | 'onboardingCompleted';

/**
 * Numbers and free text are kept as typed; everything else has its profile type. `volumeGallons` holds
 * the volume as typed in the owner's units: gallons, or litres with metric.
 */
export type PoolForm = Omit<PoolProfile, Omitted> & Record<NumericField | TextField, string>;
export type SetPoolField = <K extends keyof PoolForm>(key: K, value: PoolForm[K]) => void;

export const NAME_AND_VOLUME_MESSAGE = POOL_MESSAGES.nameAndVolume;

export function emptyPoolForm(units: UnitSystem): PoolForm {
  const { latitude: _lat, longitude: _lon, onboardingCompleted: _done, ...profile } = defaultPoolProfile();
  return {
    ...profile,
    name: '',
    location: profile.location ?? '',
    saltChlorinatorModel: '',
    volumeGallons: volumeEntryOf(POOL_DEFAULTS.volumeGallons, units),
    numberOfFilters: String(POOL_DEFAULTS.numberOfFilters),
    numberOfSkimmers: String(POOL_DEFAULTS.numberOfSkimmers),
    numberOfReturns: String(POOL_DEFAULTS.numberOfReturns),
    pumpHorsepower: '',
  };
}

const textOf = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** The form for an existing pool: known keys copied over the defaults, the volume in the owner's units. */
export function poolFormFrom(pool: Record<string, unknown>, units: UnitSystem): PoolForm {
  const form = emptyPoolForm(units);
  const copy = form as unknown as Record<string, unknown>;
  for (const key of Object.keys(form)) {
    const value = pool[key];
    if (value === undefined || value === null) continue;
    copy[key] = typeof copy[key] === 'string' ? textOf(value) : value;
  }
  if (typeof pool.volumeGallons === 'number') form.volumeGallons = volumeEntryOf(pool.volumeGallons, units);
  return form;
}

function countOf(text: string, limit: { min: number; max: number }, fallback: number): number {
  const value = Math.round(parseNumeric(text) ?? fallback);
  return Math.min(limit.max, Math.max(limit.min, value));
}

/** The volume as typed, in the owner's units; spec §5's 20000 gallons when empty or unparseable. */
const volumeEntryValue = (form: Pick<PoolForm, 'volumeGallons'>, units: UnitSystem): number =>
  parseNumeric(form.volumeGallons) ?? Number(volumeEntryOf(POOL_DEFAULTS.volumeGallons, units));

/** The volume to store, in gallons. */
export const volumeOf = (form: Pick<PoolForm, 'volumeGallons'>, units: UnitSystem): number => {
  const typed = parseNumeric(form.volumeGallons);
  return typed === undefined ? POOL_DEFAULTS.volumeGallons : gallonsOfVolumeEntry(typed, units);
};

/**
 * What POST /api/pools and PATCH /api/pools/{id} receive: every field, numbers parsed, inapplicable types
 * null, the volume in gallons.
 */
export function poolPayload(form: PoolForm, units: UnitSystem): Record<string, unknown> {
  const salt = form.sanitationType === 'salt' && form.hasSaltChlorinator;
  const model = form.saltChlorinatorModel.trim();
  return {
    ...form,
    name: form.name.trim(),
    location: form.location.trim() === '' ? null : form.location.trim(),
    inGround: form.type === 'inground',
    volumeGallons: volumeOf(form, units),
    numberOfFilters: countOf(form.numberOfFilters, LIMITS.filters, POOL_DEFAULTS.numberOfFilters),
    numberOfSkimmers: countOf(form.numberOfSkimmers, LIMITS.skimmers, POOL_DEFAULTS.numberOfSkimmers),
    numberOfReturns: countOf(form.numberOfReturns, LIMITS.returns, POOL_DEFAULTS.numberOfReturns),
    pumpHorsepower: parseNumeric(form.pumpHorsepower) ?? null,
    hasSaltChlorinator: form.hasSaltChlorinator,
    saltChlorinatorBrand: salt ? form.saltChlorinatorBrand : null,
    saltChlorinatorModel: salt && model !== '' ? model : null,
    coverType: form.hasCover ? form.coverType : null,
    heaterType: form.hasHeater ? form.heaterType : null,
    autoCleanerType: form.hasAutoCleaner ? form.autoCleanerType : null,
    autoFeederType: form.hasChemicalAutoFeeder ? form.autoFeederType : null,
  };
}

export type BasicInfoErrors = Partial<Record<'name' | 'volumeGallons', string>>;

/** Spec §5 onboarding, field by field: what step 1 shows under its fields before the wizard goes on, in the owner's units. */
export function basicInfoErrors(form: PoolForm, units: UnitSystem): BasicInfoErrors {
  const errors: BasicInfoErrors = {};
  if (form.name.trim() === '') errors.name = 'Pool name is required';
  const volume = volumeEntryProblem(volumeEntryValue(form, units), units);
  if (volume) errors.volumeGallons = volume;
  return errors;
}

/** Spec §5 onboarding: a name, and a volume of at least 1000 gallons (3,785 litres). */
export function canCompleteOnboarding(form: PoolForm, units: UnitSystem): boolean {
  return Object.keys(basicInfoErrors(form, units)).length === 0;
}

/** Spec §5 pool settings: a name, and a volume above zero. */
export function canSaveSettings(form: PoolForm, units: UnitSystem): boolean {
  return form.name.trim() !== '' && volumeOf(form, units) > 0;
}
