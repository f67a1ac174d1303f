// Events of the `water-{poolId}` stream: the pool's water tests and the treatment plans issued from
// them. Both live in one stream because deleting a reading can cancel the plan it backs. A plan is
// a recorded decision (steps, summary and the planner's version), so history shows the advice
// given at the time even after the planner changes. All times are epoch milliseconds (domain/ has
// no clock); the API turns them into ISO strings.
import { z } from 'zod';
import type { ActiveTimer, EpochMs, Product, StepUnit, StepWithCompletion } from '../chemistry/index.ts';
import type { DomainEvent } from '../common/decider.ts';
import { eventParser } from '../common/event-parser.ts';

export const waterStreamOf = (poolId: string) => `water-${poolId}`;
export const WATER_STREAM_PREFIX = 'water-';

// In test-methods.ts (no zod, so the contract can import it); re-exported for the domain's imports.
import { TEST_METHODS } from './test-methods.ts';
export { TEST_METHODS, type TestMethod } from './test-methods.ts';

/** Spec §3 Reading values, normalised: absent values are null. */
export const readingValuesSchema = z.object({
  ph: z.number().nullable(),
  freeChlorinePpm: z.number().nullable(),
  totalChlorinePpm: z.number().nullable(),
  totalAlkalinityPpm: z.number().int().nullable(),
  cyaPpm: z.number().int().nullable(),
  calciumHardnessPpm: z.number().int().nullable(),
  temperatureF: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type ReadingValues = z.output<typeof readingValuesSchema>;
export const READING_VALUE_KEYS = Object.keys(readingValuesSchema.shape) as (keyof ReadingValues)[];

/** What the photo analysis said about a camera or upload reading (kept for auditing). */
export const analysisDetailsSchema = z.record(z.string(), z.unknown());
export type AnalysisDetails = z.output<typeof analysisDetailsSchema>;

export const readingRecordedSchema = readingValuesSchema.extend({
  readingId: z.string(),
  poolId: z.string(),
  testMethod: z.enum(TEST_METHODS),
  /** When the water was tested. */
  timestamp: z.number(),
  recordedAt: z.number(),
  analysis: analysisDetailsSchema.optional(),
});
export const readingCorrectedSchema = readingValuesSchema.extend({
  readingId: z.string(),
  poolId: z.string(),
  testMethod: z.enum(TEST_METHODS),
  timestamp: z.number(),
  correctedAt: z.number(),
});
export const readingDeletedSchema = z.object({ readingId: z.string(), poolId: z.string(), deletedAt: z.number() });

const dosageSchema = z.object({ amount: z.number(), unit: z.string(), description: z.string() });
/** Loose on purpose: a projection must read every plan ever issued, whatever planner version wrote it. */
export const treatmentStepSchema = z.looseObject({
  id: z.string(),
  chemical: z.string(),
  product: z.string().nullable(),
  priority: z.enum(['critical', 'high', 'medium', 'low']),
  reason: z.string(),
  dosage: dosageSchema,
  instructions: z.array(z.string()),
  warnings: z.array(z.string()).optional(),
  waitTimeBeforeNext: z.number(),
  swimWaitMinutes: z.number(),
  completed: z.boolean(),
  /** A revised plan keeps the steps already done, with when they were done. */
  completedAt: z.number().nullable().optional(),
});
/** A timer an earlier plan started that was still running when this plan was issued. */
export const earlierTimerSchema = z.object({
  id: z.string(),
  type: z.enum(['chemical_wait', 'swim_wait']),
  chemical: z.string(),
  description: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  fromEarlierPlan: z.literal(true),
});
export const treatmentPlanIssuedSchema = z.object({
  planId: z.string(),
  poolId: z.string(),
  readingId: z.string(),
  issuedAt: z.number(),
  steps: z.array(treatmentStepSchema),
  summary: z.string(),
  safeToSwimAt: z.number(),
  plannerVersion: z.string(),
  /** The test had no free chlorine value (planner 2+; absent before). */
  needsChlorineTest: z.boolean().optional(),
  earlierTimers: z.array(earlierTimerSchema).optional(),
});
export const chemicalAddedSchema = z.object({
  planId: z.string(),
  poolId: z.string(),
  stepId: z.string(),
  chemical: z.string(),
  product: z.string().nullable(),
  dosage: dosageSchema,
  at: z.number(),
});
export const CANCEL_REASONS = ['superseded', 'reading_deleted'] as const;
export const treatmentPlanCanceledSchema = z.object({
  planId: z.string(),
  poolId: z.string(),
  reason: z.enum(CANCEL_REASONS),
  canceledAt: z.number(),
  /** The plan that replaces it, when superseded. */
  supersededBy: z.string().optional(),
});
export const treatmentPlanCompletedSchema = z.object({ planId: z.string(), poolId: z.string(), completedAt: z.number() });

type Data<S extends z.ZodType> = z.output<S>;
export type Dosage = { amount: number; unit: StepUnit; description: string };

export type ReadingRecorded = DomainEvent<'ReadingRecorded', Data<typeof readingRecordedSchema>>;
export type ReadingCorrected = DomainEvent<'ReadingCorrected', Data<typeof readingCorrectedSchema>>;
export type ReadingDeleted = DomainEvent<'ReadingDeleted', Data<typeof readingDeletedSchema>>;
export type TreatmentPlanIssued = DomainEvent<
  'TreatmentPlanIssued',
  Omit<Data<typeof treatmentPlanIssuedSchema>, 'steps' | 'earlierTimers'> & { steps: StepWithCompletion[]; safeToSwimAt: EpochMs; earlierTimers?: ActiveTimer[] }
>;
export type ChemicalAdded = DomainEvent<'ChemicalAdded', Omit<Data<typeof chemicalAddedSchema>, 'product' | 'dosage'> & { product: Product | null; dosage: Dosage }>;
export type TreatmentPlanCanceled = DomainEvent<'TreatmentPlanCanceled', Data<typeof treatmentPlanCanceledSchema>>;
export type TreatmentPlanCompleted = DomainEvent<'TreatmentPlanCompleted', Data<typeof treatmentPlanCompletedSchema>>;

export type WaterEvent =
  | ReadingRecorded
  | ReadingCorrected
  | ReadingDeleted
  | TreatmentPlanIssued
  | ChemicalAdded
  | TreatmentPlanCanceled
  | TreatmentPlanCompleted;

export const WATER_EVENT_TYPES = [
  'ReadingRecorded',
  'ReadingCorrected',
  'ReadingDeleted',
  'TreatmentPlanIssued',
  'ChemicalAdded',
  'TreatmentPlanCanceled',
  'TreatmentPlanCompleted',
] as const satisfies readonly WaterEvent['type'][];

export const waterEventDataSchemas = {
  ReadingRecorded: readingRecordedSchema,
  ReadingCorrected: readingCorrectedSchema,
  ReadingDeleted: readingDeletedSchema,
  TreatmentPlanIssued: treatmentPlanIssuedSchema,
  ChemicalAdded: chemicalAddedSchema,
  TreatmentPlanCanceled: treatmentPlanCanceledSchema,
  TreatmentPlanCompleted: treatmentPlanCompletedSchema,
} as const satisfies Record<WaterEvent['type'], z.ZodType>;

/** A recorded event's data checked against its schema; undefined for an unknown type or bad data (projections skip it). */
export const parseWaterEvent = eventParser<WaterEvent>(waterEventDataSchemas);
