// Request and response schemas of the readings and treatment-plan routes (spec §3 Reading and
// Treatment plan, §7 calls). Shared with the UI: zod and the pure domain only. The §5 rules (ranges,
// whole numbers, "at least pH or chlorine") live in domain/water/reading-rules.ts, which the
// server applies and the manual entry form can run too (checkReading), so both say the same thing.
import { z } from 'zod';
import { TEST_METHODS } from '../domain/water/water.events.ts';

export { checkReading, MISSING_ESSENTIALS_MESSAGE, READING_RULES } from '../domain/water/reading-rules.ts';
export type { ReadingCheck, ReadingFieldErrors, ReadingInput } from '../domain/water/reading-rules.ts';
export { TEST_METHODS };
export type { TestMethod } from '../domain/water/water.events.ts';

/** A number, numeric text, or nothing: empty or unparseable input counts as absent (spec §5). */
const numeric = z.union([z.number(), z.string().max(32)]).nullable().optional();
const isoDateTime = z.iso.datetime({ offset: true });

const readingFields = {
  ph: numeric,
  freeChlorinePpm: numeric,
  totalChlorinePpm: numeric,
  totalAlkalinityPpm: numeric,
  cyaPpm: numeric,
  calciumHardnessPpm: numeric,
  temperatureF: numeric,
  notes: z.string().max(5000).nullable().optional(),
};

/** POST /api/pools/{poolId}/readings: the reading fields, testMethod (default manual) and timestamp (default now). */
export const createReadingBodySchema = z.object({
  ...readingFields,
  testMethod: z.enum(TEST_METHODS).default('manual'),
  timestamp: isoDateTime.optional(),
  /** What the photo analysis reported, kept with the reading for auditing. */
  analysis: z.record(z.string(), z.unknown()).optional(),
});
export type CreateReadingBody = z.input<typeof createReadingBodySchema>;

/** PUT /api/pools/{poolId}/readings/{readingId}: every reading field (a full replacement), plus the existing testMethod and timestamp. */
export const updateReadingBodySchema = z.object({
  ...readingFields,
  testMethod: z.enum(TEST_METHODS).optional(),
  timestamp: isoDateTime.optional(),
});
export type UpdateReadingBody = z.input<typeof updateReadingBodySchema>;

export const poolParamsSchema = z.object({ poolId: z.uuid() });
export const readingParamsSchema = z.object({ poolId: z.uuid(), readingId: z.uuid() });

/** GET /api/pools/{poolId}/readings: the full history, newest first, paged. */
export const readingHistoryQuerySchema = z.object({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReadingHistoryQuery = z.input<typeof readingHistoryQuerySchema>;

/** A reading (spec §3): absent values are null; times are ISO strings. */
export const readingSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  timestamp: z.string(),
  testMethod: z.enum(TEST_METHODS),
  ph: z.number().nullable(),
  freeChlorinePpm: z.number().nullable(),
  totalChlorinePpm: z.number().nullable(),
  totalAlkalinityPpm: z.number().nullable(),
  cyaPpm: z.number().nullable(),
  calciumHardnessPpm: z.number().nullable(),
  temperatureF: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reading = z.output<typeof readingSchema>;
export const latestReadingSchema = readingSchema.nullable();
export const readingListSchema = z.array(readingSchema);
export const readingPageSchema = z.object({ items: readingListSchema, nextCursor: z.string().nullable() });
export type ReadingPage = z.output<typeof readingPageSchema>;

export const deleteReadingResponseSchema = z.object({ treatmentPlanCanceled: z.boolean() });
export type DeleteReadingResponse = z.output<typeof deleteReadingResponseSchema>;

export const STEP_DISPLAY_STATES = ['completed', 'ready', 'timer_waiting', 'waiting'] as const;
export const treatmentStepSchema = z.object({
  id: z.string(),
  chemical: z.string(),
  product: z.string().nullable(),
  priority: z.enum(['critical', 'high', 'medium', 'low']),
  reason: z.string(),
  dosage: z.object({ amount: z.number(), unit: z.string(), description: z.string() }),
  instructions: z.array(z.string()),
  warnings: z.array(z.string()).optional(),
  /** Minutes. */
  waitTimeBeforeNext: z.number(),
  swimWaitMinutes: z.number(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
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
});
export const treatmentPlanSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  readingId: z.string(),
  status: z.enum(['active', 'completed']),
  summary: z.string(),
  safeToSwimAt: z.string(),
  plannerVersion: z.string(),
  issuedAt: z.string(),
  completedAt: z.string().nullable(),
  steps: z.array(treatmentStepSchema),
  activeTimers: z.array(activeTimerSchema),
  readyStepId: z.string().nullable(),
  asOf: z.string(),
});
export type TreatmentPlan = z.output<typeof treatmentPlanSchema>;
export type TreatmentPlanStep = z.output<typeof treatmentStepSchema>;
export type ActiveTimer = z.output<typeof activeTimerSchema>;
/** GET /api/pools/{poolId}/treatment-plan: the current plan, or null. */
export const currentTreatmentPlanSchema = treatmentPlanSchema.nullable();

export const completeStepBodySchema = z.object({ stepId: z.string().min(1).max(200) });
export type CompleteStepBody = z.input<typeof completeStepBodySchema>;

/** The API paths of this area, for the UI's fetchers and query keys. */
export const waterPaths = {
  readings: (poolId: string) => `/api/pools/${poolId}/readings`,
  reading: (poolId: string, readingId: string) => `/api/pools/${poolId}/readings/${readingId}`,
  latestReading: (poolId: string) => `/api/pools/${poolId}/readings/latest`,
  recentReadings: (poolId: string) => `/api/pools/${poolId}/readings/recent`,
  historyCsv: (poolId: string) => `/api/pools/${poolId}/history.csv`,
  treatmentPlan: (poolId: string) => `/api/pools/${poolId}/treatment-plan`,
  completeStep: (poolId: string) => `/api/pools/${poolId}/treatment-plan/complete-step`,
} as const;
