// The HTTP contract of the water area (spec §3 Reading and Treatment plan, §7 calls): request and
// reply schemas in zod/mini (the UI's first screen parses the latest reading and the plan with them),
// paths and query keys. Shared with the UI: zod/mini and the zod-free domain only. The §5 rules
// (ranges, whole numbers, "at least pH or chlorine") live in domain/water/reading-rules.ts, which the
// server applies and the manual entry form can run too (checkReading), so both say the same thing.
import { z } from 'zod/mini';
import { TEST_METHODS } from '../domain/water/test-methods.ts';
import { routePath } from './route-path.ts';

export { checkReading, MISSING_ESSENTIALS_MESSAGE, READING_RULES } from '../domain/water/reading-rules.ts';
export type { ReadingCheck, ReadingFieldErrors, ReadingInput } from '../domain/water/reading-rules.ts';
export { TEST_METHODS, type TestMethod } from '../domain/water/test-methods.ts';

/** A number, numeric text, or nothing: empty or unparseable input counts as absent (spec §5). */
const numeric = z.nullish(z.union([z.number(), z.string().check(z.maxLength(32))]));
const isoDateTime = z.iso.datetime({ offset: true });

const readingFields = {
  ph: numeric,
  freeChlorinePpm: numeric,
  totalChlorinePpm: numeric,
  totalAlkalinityPpm: numeric,
  cyaPpm: numeric,
  calciumHardnessPpm: numeric,
  temperatureF: numeric,
  notes: z.nullish(z.string().check(z.maxLength(5000))),
};

/** POST /api/pools/{poolId}/readings: the reading fields, testMethod (default manual) and timestamp (default now). */
/** A client may send an analysis with a reading (kept for auditing); bounded like every other input. */
export const MAX_ANALYSIS_JSON_CHARS = 16 * 1024;

export const createReadingBodySchema = z.object({
  ...readingFields,
  testMethod: z._default(z.enum(TEST_METHODS), 'manual'),
  timestamp: z.optional(isoDateTime),
  /** What the photo analysis reported, kept with the reading for auditing; at most 16 KB of JSON. */
  analysis: z.optional(
    z.record(z.string(), z.unknown()).check(z.refine((details) => JSON.stringify(details).length <= MAX_ANALYSIS_JSON_CHARS, 'Analysis details are too large (at most 16 KB)')),
  ),
});
export type CreateReadingBody = z.input<typeof createReadingBodySchema>;

/** PUT /api/pools/{poolId}/readings/{readingId}: every reading field (a full replacement), plus the existing testMethod and timestamp. */
export const updateReadingBodySchema = z.object({
  ...readingFields,
  testMethod: z.optional(z.enum(TEST_METHODS)),
  timestamp: z.optional(isoDateTime),
});
export type UpdateReadingBody = z.input<typeof updateReadingBodySchema>;

export const poolParamsSchema = z.object({ poolId: z.uuid() });
export const readingParamsSchema = z.object({ poolId: z.uuid(), readingId: z.uuid() });

/** Optional bounds on a time (ISO, with an offset), either open. */
const timeRangeFields = { from: z.optional(isoDateTime), to: z.optional(isoDateTime) };
export interface TimeRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/pools/{poolId}/readings: the full history, newest first, paged. */
export const readingHistoryQuerySchema = z.object({
  ...timeRangeFields,
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type ReadingHistoryQuery = z.input<typeof readingHistoryQuerySchema>;

/** A reading (spec §3): absent values are null; times are ISO strings. */
export const readingSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  timestamp: z.string(),
  testMethod: z.enum(TEST_METHODS),
  ph: z.nullable(z.number()),
  freeChlorinePpm: z.nullable(z.number()),
  totalChlorinePpm: z.nullable(z.number()),
  totalAlkalinityPpm: z.nullable(z.number()),
  cyaPpm: z.nullable(z.number()),
  calciumHardnessPpm: z.nullable(z.number()),
  temperatureF: z.nullable(z.number()),
  notes: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reading = z.output<typeof readingSchema>;
export const latestReadingSchema = z.nullable(readingSchema);
export const readingListSchema = z.array(readingSchema);
export const readingPageSchema = z.object({ items: readingListSchema, nextCursor: z.nullable(z.string()) });
export type ReadingPage = z.output<typeof readingPageSchema>;

/**
 * GET /api/pools/{poolId}/water-targets: what the pool's targets follow. The UI turns it into ranges
 * with the domain's waterTargets(), the same function the planner uses, so panel, status and plan agree.
 */
export const waterTargetsBasisSchema = z.object({
  /** The latest measured CYA and the test it came from; null when CYA was never measured. */
  cya: z.nullable(z.object({ ppm: z.number(), readingId: z.string(), testedAt: z.string() })),
  /** A salt-cell pool uses TFP's salt-water chlorine chart. */
  saltwater: z.boolean(),
});
export type WaterTargetsBasis = z.output<typeof waterTargetsBasisSchema>;

export const deleteReadingResponseSchema = z.object({ treatmentPlanCanceled: z.boolean() });
export type DeleteReadingResponse = z.output<typeof deleteReadingResponseSchema>;

export const STEP_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type StepPriority = (typeof STEP_PRIORITIES)[number];
export const STEP_DISPLAY_STATES = ['completed', 'ready', 'timer_waiting', 'waiting'] as const;
export const treatmentStepSchema = z.object({
  id: z.string(),
  chemical: z.string(),
  product: z.nullable(z.string()),
  priority: z.enum(STEP_PRIORITIES),
  reason: z.string(),
  dosage: z.object({ amount: z.number(), unit: z.string(), description: z.string() }),
  instructions: z.array(z.string()),
  warnings: z.optional(z.array(z.string())),
  /** Minutes. */
  waitTimeBeforeNext: z.number(),
  swimWaitMinutes: z.number(),
  completed: z.boolean(),
  completedAt: z.nullable(z.string()),
  /** Spec §4 step display state at asOf; the UI recomputes it as its clock moves. */
  displayState: z.enum(STEP_DISPLAY_STATES),
});
export const activeTimerSchema = z.object({
  id: z.string(),
  type: z.enum(['chemical_wait', 'swim_wait']),
  chemical: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Started by an earlier plan (its chemicals are still circulating); holds back this plan's first step. */
  fromEarlierPlan: z.boolean(),
});
export const PLAN_STATUSES = ['active', 'completed', 'canceled'] as const;
export const treatmentPlanSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  readingId: z.string(),
  /** 'canceled': the test the plan came from was deleted (a superseded plan is never current). */
  status: z.enum(PLAN_STATUSES),
  cancelReason: z.nullable(z.enum(['superseded', 'reading_deleted'])),
  summary: z.string(),
  safeToSwimAt: z.string(),
  /** The test had no free chlorine value: the UI never says swimming is safe. */
  needsChlorineTest: z.boolean(),
  plannerVersion: z.string(),
  issuedAt: z.string(),
  completedAt: z.nullable(z.string()),
  steps: z.array(treatmentStepSchema),
  activeTimers: z.array(activeTimerSchema),
  readyStepId: z.nullable(z.string()),
  asOf: z.string(),
});
export type TreatmentPlan = z.output<typeof treatmentPlanSchema>;
export type TreatmentPlanStep = z.output<typeof treatmentStepSchema>;
export type ActiveTimer = z.output<typeof activeTimerSchema>;
/** GET /api/pools/{poolId}/treatment-plan: the current plan, or null. */
export const currentTreatmentPlanSchema = z.nullable(treatmentPlanSchema);

export const completeStepBodySchema = z.object({ stepId: z.string().check(z.minLength(1), z.maxLength(200)) });
export type CompleteStepBody = z.input<typeof completeStepBodySchema>;

/** GET /api/pools/{poolId}/chemical-additions: from/to bound the time the chemical was added. */
export const chemicalAdditionsQuerySchema = z.object(timeRangeFields);
export type ChemicalAdditionsQuery = z.input<typeof chemicalAdditionsQuerySchema>;

/** A chemical added through a treatment plan step: what, how much, and when. */
export const chemicalAdditionSchema = z.object({
  planId: z.string(),
  stepId: z.string(),
  chemical: z.string(),
  product: z.nullable(z.string()),
  amount: z.number(),
  unit: z.string(),
  /** The dosage as the plan worded it. */
  description: z.string(),
  addedAt: z.string(),
});
export type ChemicalAddition = z.output<typeof chemicalAdditionSchema>;
/** Newest first. */
export const chemicalAdditionListSchema = z.array(chemicalAdditionSchema);

export const waterPaths = {
  readings: routePath('/api/pools/:poolId/readings'),
  reading: routePath('/api/pools/:poolId/readings/:readingId'),
  latestReading: routePath('/api/pools/:poolId/readings/latest'),
  waterTargets: routePath('/api/pools/:poolId/water-targets'),
  recentReadings: routePath('/api/pools/:poolId/readings/recent'),
  historyCsv: routePath('/api/pools/:poolId/history.csv'),
  chemicalAdditions: routePath('/api/pools/:poolId/chemical-additions'),
  treatmentPlan: routePath('/api/pools/:poolId/treatment-plan'),
  completeStep: routePath('/api/pools/:poolId/treatment-plan/complete-step'),
} as const;

/** Query keys: everything of a pool sits under ['pools', poolId] (contracts/pools.contract.ts poolsKeys.pool). */
export const waterKeys = {
  readings: (poolId: string) => ['pools', poolId, 'readings'] as const,
  latestReading: (poolId: string) => ['pools', poolId, 'readings', 'latest'] as const,
  /** Under readings: a new, corrected or deleted test can change the pool's measured CYA. */
  waterTargets: (poolId: string) => ['pools', poolId, 'readings', 'water-targets'] as const,
  recentReadings: (poolId: string) => ['pools', poolId, 'readings', 'recent'] as const,
  readingHistory: (poolId: string, range: TimeRange) => ['pools', poolId, 'readings', 'history', range] as const,
  treatmentPlan: (poolId: string) => ['pools', poolId, 'treatment-plan'] as const,
  chemicalAdditions: (poolId: string, range: TimeRange) => ['pools', poolId, 'chemical-additions', range] as const,
};
