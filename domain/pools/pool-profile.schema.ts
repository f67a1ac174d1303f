// The pool profile of spec §3: the zod schema of a normalised profile, the
// shape every pool event and read model carries. Pure (zod only), so the UI may import it.
import { z } from 'zod';
import {
  POOL_TYPES, POOL_SHAPES, SURFACE_MATERIALS, SANITATION_TYPES, SALT_CHLORINATOR_BRANDS, CHLORINE_TYPES, FILTER_TYPES, EQUIPMENT_BRANDS, PUMP_TYPES, COVER_TYPES, HEATER_TYPES, WATER_FEATURES, AUTO_CLEANER_TYPES, BATHER_LOADS, USAGE_PATTERNS, SUN_EXPOSURES, SURROUNDING_ENVIRONMENTS, CHEMICAL_BUDGET_RANGES, AUTO_FEEDER_TYPES,
} from './pool-options.ts';

// The option lists, defaults, limits and the default profile live in pool-options.ts (no zod, so the
// contract and the UI can import them without classic zod); re-exported for the domain's imports.
export * from './pool-options.ts';

export const poolProfileSchema = z.object({
  name: z.string(),
  type: z.enum(POOL_TYPES),
  location: z.string().nullable(),
  volumeGallons: z.number(),
  shape: z.enum(POOL_SHAPES).nullable(),
  inGround: z.boolean(),
  surfaceMaterial: z.enum(SURFACE_MATERIALS),
  sanitationType: z.enum(SANITATION_TYPES),
  hasSaltChlorinator: z.boolean(),
  saltChlorinatorBrand: z.enum(SALT_CHLORINATOR_BRANDS).nullable(),
  saltChlorinatorModel: z.string().nullable(),
  preferredChlorineTypes: z.array(z.enum(CHLORINE_TYPES)),
  filterType: z.enum(FILTER_TYPES),
  numberOfFilters: z.number().int(),
  filterBrand: z.enum(EQUIPMENT_BRANDS).nullable(),
  pumpType: z.enum(PUMP_TYPES),
  pumpHorsepower: z.number().nullable(),
  pumpBrand: z.enum(EQUIPMENT_BRANDS).nullable(),
  hasCover: z.boolean(),
  coverType: z.enum(COVER_TYPES).nullable(),
  hasHeater: z.boolean(),
  heaterType: z.enum(HEATER_TYPES).nullable(),
  waterFeatures: z.array(z.enum(WATER_FEATURES)),
  hasAutoCleaner: z.boolean(),
  autoCleanerType: z.enum(AUTO_CLEANER_TYPES).nullable(),
  typicalBatherLoad: z.enum(BATHER_LOADS).nullable(),
  poolUsagePattern: z.enum(USAGE_PATTERNS).nullable(),
  sunExposure: z.enum(SUN_EXPOSURES).nullable(),
  nearbyTrees: z.boolean(),
  surroundingEnvironment: z.enum(SURROUNDING_ENVIRONMENTS).nullable(),
  numberOfSkimmers: z.number().int(),
  numberOfReturns: z.number().int(),
  hasMainDrain: z.boolean(),
  chemicalBudgetRange: z.enum(CHEMICAL_BUDGET_RANGES),
  hasChemicalAutoFeeder: z.boolean(),
  autoFeederType: z.enum(AUTO_FEEDER_TYPES).nullable(),
  hasOzoneGenerator: z.boolean(),
  hasUvSanitizer: z.boolean(),
  hasMineralSystem: z.boolean(),
  hasAutomationSystem: z.boolean(),
  seasonalPool: z.boolean(),
  onboardingCompleted: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type PoolProfile = z.output<typeof poolProfileSchema>;
export type PoolProfileKey = keyof PoolProfile;
