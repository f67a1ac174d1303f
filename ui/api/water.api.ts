// Readings and treatment plan calls (spec §7): the latest reading (always refetched, and on focus) and
// the treatment plan (every 30 s and on focus, not cached), plus completing a plan step. Times in the
// replies may be ISO text or epoch ms; both are read as epoch ms for domain/chemistry.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiJson, fetchQueryKey } from './client.ts';
import type { PoolId } from './pools.api.ts';

export const TREATMENT_PLAN_REFETCH_MS = 30_000;

const epochMs = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string) => (typeof value === 'number' ? value : Date.parse(value))),
);
/** Numeric columns may arrive as text; null and absent stay "not measured". */
const measured = z.nullish(z.coerce.number());

export const readingSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  timestamp: z.optional(z.string()),
  ph: measured,
  freeChlorinePpm: measured,
  totalChlorinePpm: measured,
  totalAlkalinityPpm: measured,
  cyaPpm: measured,
  calciumHardnessPpm: measured,
  temperatureF: measured,
});
export type Reading = z.output<typeof readingSchema>;

const prioritySchema = z.enum(['critical', 'high', 'medium', 'low']);

export const treatmentStepSchema = z.looseObject({
  id: z.string(),
  chemical: z.string(),
  priority: prioritySchema,
  reason: z.string(),
  dosage: z.looseObject({
    amount: z.nullish(z.number()),
    unit: z.nullish(z.string()),
    description: z.string(),
  }),
  instructions: z.array(z.string()),
  warnings: z.nullish(z.array(z.string())),
  waitTimeBeforeNext: z.number(),
  completed: z.boolean(),
});
export type TreatmentStepView = z.output<typeof treatmentStepSchema>;

export const activeTimerSchema = z.looseObject({
  id: z.string(),
  type: z.enum(['chemical_wait', 'swim_wait']),
  chemical: z.string(),
  description: z.string(),
  startTime: epochMs,
  endTime: epochMs,
});

export const treatmentPlanSchema = z.looseObject({
  status: z.string(),
  summary: z.string(),
  safeToSwimAt: z.nullish(epochMs),
  steps: z.array(treatmentStepSchema),
  activeTimers: z.pipe(
    z.nullish(z.array(activeTimerSchema)),
    z.transform((timers) => timers ?? []),
  ),
});
export type TreatmentPlanView = z.output<typeof treatmentPlanSchema>;

const poolKey = (poolId: PoolId) => ['api', 'pools', String(poolId)] as const;

export const latestReadingQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'readings', 'latest'] as const,
    queryFn: (context) => fetchQueryKey(context, z.nullable(readingSchema)),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });

export const treatmentPlanQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'treatment-plan'] as const,
    queryFn: (context) => fetchQueryKey(context, z.nullable(treatmentPlanSchema)),
    staleTime: 0,
    // Not cached (spec §7) beyond the moment between the route loader's prefetch and the screen mounting.
    gcTime: 5_000,
    refetchInterval: TREATMENT_PLAN_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export function completeTreatmentStep(poolId: PoolId, stepId: string): Promise<unknown> {
  return apiJson('POST', `/api/pools/${encodeURIComponent(String(poolId))}/treatment-plan/complete-step`, {
    payload: { stepId },
  });
}

/** The latest-reading fields in the shape the Water Chemistry panel reads (spec §3). */
export function chemistryInputOf(reading: Reading) {
  return {
    ph: reading.ph,
    chlorine: reading.freeChlorinePpm,
    alkalinity: reading.totalAlkalinityPpm,
    temperature: reading.temperatureF,
    cyanuricAcid: reading.cyaPpm,
    calciumHardness: reading.calciumHardnessPpm,
  };
}
