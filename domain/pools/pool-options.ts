// The pool profile's option lists, defaults and limits (spec §3, §5) and the default profile: plain values
// with no zod, so the HTTP contract (contracts/pools.contract.ts, zod/mini) and the UI can import them
// without classic zod. pool-profile.schema.ts holds the profile's zod schema and re-exports these.
import type { PoolProfile } from './pool-profile.schema.ts';

export const POOL_TYPES = ['inground', 'above_ground'] as const;
export const POOL_SHAPES = ['rectangular', 'kidney', 'round', 'oval', 'freeform', 'l_shaped'] as const;
export const SURFACE_MATERIALS = ['plaster', 'vinyl', 'fiberglass', 'pebble_tec', 'aggregate'] as const;
export const SANITATION_TYPES = ['chlorine', 'salt', 'bromine', 'mineral', 'uv', 'ozone'] as const;
export const SALT_CHLORINATOR_BRANDS = ['pentair', 'hayward', 'jandy', 'aquarite', 'other'] as const;
export const CHLORINE_TYPES = ['liquid', 'granular', 'tablets', 'cal_hypo'] as const;
export const FILTER_TYPES = ['sand', 'cartridge', 'de', 'glass_media'] as const;
/** Filter and pump brands share one list. */
export const EQUIPMENT_BRANDS = ['pentair', 'hayward', 'jandy', 'sta_rite', 'other'] as const;
export const PUMP_TYPES = ['single_speed', 'two_speed', 'variable_speed'] as const;
export const PUMP_HORSEPOWERS = [0.5, 0.75, 1.0, 1.5, 2.0, 3.0] as const;
export const COVER_TYPES = ['safety', 'solar', 'automatic', 'winter', 'mesh'] as const;
export const HEATER_TYPES = ['gas', 'electric', 'heat_pump', 'solar'] as const;
export const WATER_FEATURES = ['waterfall', 'spa', 'bubblers', 'fountain', 'jets', 'slides'] as const;
export const AUTO_CLEANER_TYPES = ['suction', 'pressure', 'robotic'] as const;
export const BATHER_LOADS = ['low', 'medium', 'high', 'commercial'] as const;
export const USAGE_PATTERNS = ['recreational', 'exercise', 'therapy', 'commercial'] as const;
export const SUN_EXPOSURES = ['full', 'partial', 'shaded'] as const;
export const SURROUNDING_ENVIRONMENTS = ['urban', 'suburban', 'rural', 'desert', 'tropical'] as const;
export const CHEMICAL_BUDGET_RANGES = ['budget', 'moderate', 'premium'] as const;
export const AUTO_FEEDER_TYPES = ['chlorinator', 'ph_feeder', 'co2_system'] as const;

export const POOL_DEFAULTS = {
  name: 'My Pool',
  type: 'inground',
  location: 'backyard',
  volumeGallons: 20000,
  numberOfFilters: 1,
  numberOfSkimmers: 1,
  numberOfReturns: 2,
} as const;

export const LIMITS = {
  minOnboardingVolumeGallons: 1000,
  /** Past this a "pool" is a reservoir, and a dose for it says nothing (1e30 gallons would be 5.6e26 lb of baking soda). */
  maxVolumeGallons: 1_000_000,
  filters: { min: 1, max: 4 },
  skimmers: { min: 1, max: 6 },
  returns: { min: 1, max: 12 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;

/** The profile a pool starts from before any input is applied (spec §3 defaults). */
export function defaultPoolProfile(): PoolProfile {
  return {
    name: POOL_DEFAULTS.name,
    type: POOL_DEFAULTS.type,
    location: POOL_DEFAULTS.location,
    volumeGallons: POOL_DEFAULTS.volumeGallons,
    shape: null,
    inGround: true,
    surfaceMaterial: 'plaster',
    sanitationType: 'chlorine',
    hasSaltChlorinator: false,
    saltChlorinatorBrand: null,
    saltChlorinatorModel: null,
    preferredChlorineTypes: ['liquid'],
    filterType: 'sand',
    numberOfFilters: POOL_DEFAULTS.numberOfFilters,
    filterBrand: null,
    pumpType: 'single_speed',
    pumpHorsepower: null,
    pumpBrand: null,
    hasCover: false,
    coverType: null,
    hasHeater: false,
    heaterType: null,
    waterFeatures: [],
    hasAutoCleaner: false,
    autoCleanerType: null,
    typicalBatherLoad: null,
    poolUsagePattern: null,
    sunExposure: null,
    nearbyTrees: false,
    surroundingEnvironment: null,
    numberOfSkimmers: POOL_DEFAULTS.numberOfSkimmers,
    numberOfReturns: POOL_DEFAULTS.numberOfReturns,
    hasMainDrain: false,
    chemicalBudgetRange: 'moderate',
    hasChemicalAutoFeeder: false,
    autoFeederType: null,
    hasOzoneGenerator: false,
    hasUvSanitizer: false,
    hasMineralSystem: false,
    hasAutomationSystem: false,
    seasonalPool: false,
    onboardingCompleted: false,
    latitude: null,
    longitude: null,
  };
}
