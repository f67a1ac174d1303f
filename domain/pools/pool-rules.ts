// The pool validation rules of spec §5 as one pure function: it applies a client's draft to a
// profile (defaults at onboarding, the current profile in settings), falls back to the spec
// defaults for unparseable numbers, and reports each broken rule against its field with the
// spec's wording. The UI may import it to show the same messages before sending.
import { defaultPoolProfile, LIMITS, POOL_DEFAULTS, PUMP_HORSEPOWERS } from './pool-options.ts';
import type { PoolProfile, PoolProfileKey } from './pool-profile.schema.ts';

export type NumericInput = number | string | null | undefined;
type NumericKey = 'volumeGallons' | 'numberOfFilters' | 'numberOfSkimmers' | 'numberOfReturns' | 'pumpHorsepower' | 'latitude' | 'longitude';

/** What a client sends: any subset of the profile; numbers may arrive as text; null means "not set". */
export type PoolDraft = { [K in Exclude<PoolProfileKey, NumericKey>]?: PoolProfile[K] | null } & { [K in NumericKey]?: NumericInput };

export type RuleMode = 'onboarding' | 'settings';
export type FieldErrors = Record<string, string>;
export type RuleResult = { ok: true; profile: PoolProfile } | { ok: false; message: string; fields: FieldErrors };

export const POOL_MESSAGES = {
  /** Toast 'Missing Information' (onboarding) and 'Invalid Input' (settings) share this text. */
  nameAndVolume: 'Please provide a pool name and valid volume.',
  volumeTooLarge: `Pool volume must be at most ${LIMITS.maxVolumeGallons.toLocaleString('en-US')} gallons`,
  coordinates: 'Please enter valid latitude (-90 to 90) and longitude (-180 to 180) values.',
  filters: `Number of filters must be between ${LIMITS.filters.min} and ${LIMITS.filters.max}`,
  skimmers: `Number of skimmers must be between ${LIMITS.skimmers.min} and ${LIMITS.skimmers.max}`,
  returns: `Number of returns must be between ${LIMITS.returns.min} and ${LIMITS.returns.max}`,
  pumpHorsepower: `Pump horsepower must be one of ${PUMP_HORSEPOWERS.join(', ')}`,
  saltChlorinator: 'Salt chlorinator brand and model apply only to salt sanitation with a salt chlorinator',
  coverType: 'Cover type applies only when the pool has a cover',
  heaterType: 'Heater type applies only when the pool has a heater',
  autoCleanerType: 'Cleaner type applies only when the pool has an automatic cleaner',
  autoFeederType: 'Auto-feeder type applies only when the pool has a chemical auto-feeder',
  inGround: 'A pool is either in-ground or above-ground, not both',
} as const;

/** A number from a number or numeric text; undefined when absent or unparseable. */
export function parseNumeric(input: NumericInput): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const value = Number(input.trim());
  return Number.isFinite(value) ? value : undefined;
}

const COUNTS = [
  ['numberOfFilters', LIMITS.filters, POOL_MESSAGES.filters, POOL_DEFAULTS.numberOfFilters],
  ['numberOfSkimmers', LIMITS.skimmers, POOL_MESSAGES.skimmers, POOL_DEFAULTS.numberOfSkimmers],
  ['numberOfReturns', LIMITS.returns, POOL_MESSAGES.returns, POOL_DEFAULTS.numberOfReturns],
] as const;

/** Boxes whose type field only applies when the box is checked. */
const CHECKBOX_TYPES = [
  ['hasCover', 'coverType', POOL_MESSAGES.coverType],
  ['hasHeater', 'heaterType', POOL_MESSAGES.heaterType],
  ['hasAutoCleaner', 'autoCleanerType', POOL_MESSAGES.autoCleanerType],
  ['hasChemicalAutoFeeder', 'autoFeederType', POOL_MESSAGES.autoFeederType],
] as const;

const SPECIAL_KEYS = new Set<string>(['name', 'volumeGallons', 'numberOfFilters', 'numberOfSkimmers', 'numberOfReturns', 'pumpHorsepower', 'latitude', 'longitude', 'location', 'saltChlorinatorModel']);

export function applyPoolDraft(base: PoolProfile, draft: PoolDraft, mode: RuleMode): RuleResult {
  const fields: FieldErrors = {};
  const sent = (key: PoolProfileKey) => draft[key] !== undefined;
  const next: PoolProfile = { ...base, ...copyPlainFields(draft) };

  if (sent('name') || mode === 'onboarding') {
    next.name = typeof draft.name === 'string' ? draft.name.trim() : '';
    if (next.name === '') fields.name = POOL_MESSAGES.nameAndVolume;
  }
  if (sent('volumeGallons')) {
    next.volumeGallons = parseNumeric(draft.volumeGallons) ?? POOL_DEFAULTS.volumeGallons;
    const tooSmall = mode === 'onboarding' ? next.volumeGallons < LIMITS.minOnboardingVolumeGallons : next.volumeGallons <= 0;
    if (tooSmall) fields.volumeGallons = POOL_MESSAGES.nameAndVolume;
    else if (next.volumeGallons > LIMITS.maxVolumeGallons) fields.volumeGallons = POOL_MESSAGES.volumeTooLarge;
  }
  for (const [key, limit, message, fallback] of COUNTS) {
    if (!sent(key)) continue;
    const value = parseNumeric(draft[key]) ?? fallback;
    next[key] = value;
    if (!Number.isInteger(value) || value < limit.min || value > limit.max) fields[key] = message;
  }
  if (sent('pumpHorsepower')) {
    const value = parseNumeric(draft.pumpHorsepower) ?? null;
    next.pumpHorsepower = value;
    if (value !== null && !(PUMP_HORSEPOWERS as readonly number[]).includes(value)) fields.pumpHorsepower = POOL_MESSAGES.pumpHorsepower;
  }
  if (sent('location')) next.location = trimmedOrNull(draft.location);
  if (sent('saltChlorinatorModel')) next.saltChlorinatorModel = trimmedOrNull(draft.saltChlorinatorModel);
  if (sent('latitude') || sent('longitude')) Object.assign(next, applyCoordinates(draft, fields));

  applyGroundRule(next, draft, fields);
  applyConditionalTypes(next, draft, fields);
  if (Object.keys(fields).length > 0) return { ok: false, message: firstMessage(fields), fields };
  return { ok: true, profile: next };
}

/** Latitude and longitude travel together: both valid numbers in range, or both null to clear. */
export function applyCoordinates(draft: Pick<PoolDraft, 'latitude' | 'longitude'>, fields: FieldErrors): Pick<PoolProfile, 'latitude' | 'longitude'> {
  if (draft.latitude === null && draft.longitude === null) return { latitude: null, longitude: null };
  const latitude = parseNumeric(draft.latitude);
  const longitude = parseNumeric(draft.longitude);
  if (latitude === undefined || latitude < LIMITS.latitude.min || latitude > LIMITS.latitude.max) fields.latitude = POOL_MESSAGES.coordinates;
  if (longitude === undefined || longitude < LIMITS.longitude.min || longitude > LIMITS.longitude.max) fields.longitude = POOL_MESSAGES.coordinates;
  return { latitude: latitude ?? null, longitude: longitude ?? null };
}

function copyPlainFields(draft: PoolDraft): Partial<PoolProfile> {
  const defaults = defaultPoolProfile();
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as PoolProfileKey[]) {
    if (SPECIAL_KEYS.has(key) || draft[key] === undefined) continue;
    // null means "not set": the field takes its default (which is null for optional fields).
    copy[key] = draft[key] ?? defaults[key];
  }
  return copy as Partial<PoolProfile>;
}

function applyGroundRule(next: PoolProfile, draft: PoolDraft, fields: FieldErrors): void {
  const typeSent = draft.type != null;
  const inGroundSent = draft.inGround != null;
  if (typeSent && inGroundSent && (next.type === 'inground') !== next.inGround) fields.inGround = POOL_MESSAGES.inGround;
  else if (typeSent) next.inGround = next.type === 'inground';
  else if (inGroundSent) next.type = next.inGround ? 'inground' : 'above_ground';
}

/** A type sent for an unchecked box is an error; a stale type left from before is cleared. */
function applyConditionalTypes(next: PoolProfile, draft: PoolDraft, fields: FieldErrors): void {
  for (const [box, typeKey, message] of CHECKBOX_TYPES) {
    if (next[box] || next[typeKey] === null) continue;
    if (draft[typeKey] != null) fields[typeKey] = message;
    else next[typeKey] = null;
  }
  const saltAllowed = next.sanitationType === 'salt' && next.hasSaltChlorinator;
  if (saltAllowed) return;
  for (const key of ['saltChlorinatorBrand', 'saltChlorinatorModel'] as const) {
    if (next[key] === null) continue;
    if (draft[key] != null && draft[key] !== '') fields[key] = POOL_MESSAGES.saltChlorinator;
    else next[key] = null;
  }
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function firstMessage(fields: FieldErrors): string {
  return fields.name ?? fields.volumeGallons ?? Object.values(fields)[0] ?? 'Some fields are invalid';
}
