// Request and response schemas of the pool routes (spec §3 Pool, §7 calls). Shared with the UI:
// zod and the pure domain only. The §5 rules themselves (names, volumes, counts, conditional
// fields, coordinates) are applied by the domain (domain/pools/pool-rules.ts), which answers with
// the spec's messages per field; these schemas check shapes and option lists.
import { z } from 'zod';
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
  poolProfileSchema,
  PUMP_TYPES,
  SALT_CHLORINATOR_BRANDS,
  SANITATION_TYPES,
  SUN_EXPOSURES,
  SURFACE_MATERIALS,
  SURROUNDING_ENVIRONMENTS,
  USAGE_PATTERNS,
  WATER_FEATURES,
} from '../domain/pools/pool-profile.schema.ts';

/** A number, or text that may hold one; unparseable values fall back to the spec's defaults. */
const numeric = z.union([z.number(), z.string().max(32)]).nullable().optional();
const flag = z.boolean().nullable().optional();
const text = (max: number) => z.string().max(max).nullable().optional();
const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();
const options = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).max(values.length * 2).nullable().optional();

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
export const createPoolBodySchema = poolDraftSchema;
/** PATCH /api/pools/{id}: the settings object, or latitude and longitude alone. */
export const updatePoolBodySchema = poolDraftSchema;

export const poolIdParamsSchema = z.object({ id: z.uuid() });

/** A pool as the API returns it. */
export const poolSchema = poolProfileSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Pool = z.output<typeof poolSchema>;
export const poolListSchema = z.array(poolSchema);

/** The default pool the UI creates on demand (spec §3). */
export const DEFAULT_POOL_BODY = { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' } as const;
