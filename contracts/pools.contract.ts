// The HTTP contract of the pools area (spec §3 Pool, §7 calls): request and reply schemas in zod/mini
// (the UI's first screen parses the pool list with them), paths and query keys. Shared with the UI:
// zod/mini and the domain's zod-free option lists only. The §5 rules themselves (names, volumes,
// counts, conditional fields, coordinates) are applied by the domain (domain/pools/pool-rules.ts),
// which answers with the spec's messages per field; these schemas check shapes and option lists.
import { z } from 'zod/mini';
import {
  AUTO_CLEANER_TYPES,
  AUTO_FEEDER_TYPES,
  BATHER_LOADS,
  CHEMICAL_BUDGET_RANGES,
  CHLORINE_TYPES,
  COVER_TYPES,
  EQUIPMENT_BRANDS,
  FILTER_TYPES,
  HEATER_TYPES,
  POOL_SHAPES,
  POOL_TYPES,
  PUMP_TYPES,
  SALT_CHLORINATOR_BRANDS,
  SANITATION_TYPES,
  SUN_EXPOSURES,
  SURFACE_MATERIALS,
  SURROUNDING_ENVIRONMENTS,
  USAGE_PATTERNS,
  WATER_FEATURES,
} from '../domain/pools/pool-options.ts';
import { routePath } from './route-path.ts';
import { browserTimeZoneField } from './time-zone.ts';

/** A number, or text that may hold one; unparseable values fall back to the spec's defaults. */
const numeric = z.nullish(z.union([z.number(), z.string().check(z.maxLength(32))]));
const flag = z.nullish(z.boolean());
const text = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
const option = <T extends readonly [string, ...string[]]>(values: T) => z.nullish(z.enum(values));
const options = <T extends readonly [string, ...string[]]>(values: T) => z.nullish(z.array(z.enum(values)).check(z.maxLength(values.length * 2)));

/** Any subset of the pool profile: the onboarding payload, the default pool, or the settings form. */
export const poolDraftSchema = z.object({
  name: text(100),
  type: option(POOL_TYPES),
  location: text(200),
  volumeGallons: numeric,
  shape: option(POOL_SHAPES),
  inGround: flag,
  surfaceMaterial: option(SURFACE_MATERIALS),
  sanitationType: option(SANITATION_TYPES),
  hasSaltChlorinator: flag,
  saltChlorinatorBrand: option(SALT_CHLORINATOR_BRANDS),
  saltChlorinatorModel: text(100),
  preferredChlorineTypes: options(CHLORINE_TYPES),
  filterType: option(FILTER_TYPES),
  numberOfFilters: numeric,
  filterBrand: option(EQUIPMENT_BRANDS),
  pumpType: option(PUMP_TYPES),
  pumpHorsepower: numeric,
  pumpBrand: option(EQUIPMENT_BRANDS),
  hasCover: flag,
  coverType: option(COVER_TYPES),
  hasHeater: flag,
  heaterType: option(HEATER_TYPES),
  waterFeatures: options(WATER_FEATURES),
  hasAutoCleaner: flag,
  autoCleanerType: option(AUTO_CLEANER_TYPES),
  typicalBatherLoad: option(BATHER_LOADS),
  poolUsagePattern: option(USAGE_PATTERNS),
  sunExposure: option(SUN_EXPOSURES),
  nearbyTrees: flag,
  surroundingEnvironment: option(SURROUNDING_ENVIRONMENTS),
  numberOfSkimmers: numeric,
  numberOfReturns: numeric,
  hasMainDrain: flag,
  chemicalBudgetRange: option(CHEMICAL_BUDGET_RANGES),
  hasChemicalAutoFeeder: flag,
  autoFeederType: option(AUTO_FEEDER_TYPES),
  hasOzoneGenerator: flag,
  hasUvSanitizer: flag,
  hasMineralSystem: flag,
  hasAutomationSystem: flag,
  seasonalPool: flag,
  onboardingCompleted: flag,
  latitude: numeric,
  longitude: numeric,
});
export type PoolDraftBody = z.output<typeof poolDraftSchema>;

/** POST /api/pools: the full onboarding payload (onboardingCompleted true), or {name, type, volumeGallons, location}. */
/** POST /api/pools: the draft, and the browser's zone for an onboarded pool's starting schedule. */
export const createPoolBodySchema = z.extend(poolDraftSchema, { timeZone: browserTimeZoneField });
/** PATCH /api/pools/{id}: the settings object, or latitude and longitude alone. */
export const updatePoolBodySchema = poolDraftSchema;

export const poolIdParamsSchema = z.object({ id: z.uuid() });

/** A pool as the API returns it: the normalised profile (domain/pools/pool-profile.schema.ts) with its id and times. */
export const poolSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(POOL_TYPES),
  location: z.nullable(z.string()),
  volumeGallons: z.number(),
  shape: z.nullable(z.enum(POOL_SHAPES)),
  inGround: z.boolean(),
  surfaceMaterial: z.enum(SURFACE_MATERIALS),
  sanitationType: z.enum(SANITATION_TYPES),
  hasSaltChlorinator: z.boolean(),
  saltChlorinatorBrand: z.nullable(z.enum(SALT_CHLORINATOR_BRANDS)),
  saltChlorinatorModel: z.nullable(z.string()),
  preferredChlorineTypes: z.array(z.enum(CHLORINE_TYPES)),
  filterType: z.enum(FILTER_TYPES),
  numberOfFilters: z.int(),
  filterBrand: z.nullable(z.enum(EQUIPMENT_BRANDS)),
  pumpType: z.enum(PUMP_TYPES),
  pumpHorsepower: z.nullable(z.number()),
  pumpBrand: z.nullable(z.enum(EQUIPMENT_BRANDS)),
  hasCover: z.boolean(),
  coverType: z.nullable(z.enum(COVER_TYPES)),
  hasHeater: z.boolean(),
  heaterType: z.nullable(z.enum(HEATER_TYPES)),
  waterFeatures: z.array(z.enum(WATER_FEATURES)),
  hasAutoCleaner: z.boolean(),
  autoCleanerType: z.nullable(z.enum(AUTO_CLEANER_TYPES)),
  typicalBatherLoad: z.nullable(z.enum(BATHER_LOADS)),
  poolUsagePattern: z.nullable(z.enum(USAGE_PATTERNS)),
  sunExposure: z.nullable(z.enum(SUN_EXPOSURES)),
  nearbyTrees: z.boolean(),
  surroundingEnvironment: z.nullable(z.enum(SURROUNDING_ENVIRONMENTS)),
  numberOfSkimmers: z.int(),
  numberOfReturns: z.int(),
  hasMainDrain: z.boolean(),
  chemicalBudgetRange: z.enum(CHEMICAL_BUDGET_RANGES),
  hasChemicalAutoFeeder: z.boolean(),
  autoFeederType: z.nullable(z.enum(AUTO_FEEDER_TYPES)),
  hasOzoneGenerator: z.boolean(),
  hasUvSanitizer: z.boolean(),
  hasMineralSystem: z.boolean(),
  hasAutomationSystem: z.boolean(),
  seasonalPool: z.boolean(),
  onboardingCompleted: z.boolean(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pool = z.output<typeof poolSchema>;
export const poolListSchema = z.array(poolSchema);

/** The default pool the UI creates on demand (spec §3). */
export const DEFAULT_POOL_BODY = { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' } as const;

export const poolsPaths = {
  pools: routePath('/api/pools'),
  pool: routePath('/api/pools/:id'),
} as const;

export const poolsKeys = {
  /** Everything under one pool starts with this root, so invalidating it refreshes the pool's data. */
  all: ['pools'] as const,
  list: () => ['pools', 'list'] as const,
  pool: (poolId: string) => ['pools', poolId] as const,
};
