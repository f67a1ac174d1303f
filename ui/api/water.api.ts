// Readings and treatment plan calls (spec §7): the latest reading (always refetched, and on focus) and
// the treatment plan (every 30 s and on focus, not cached), plus completing a plan step. Times in the
// replies may be ISO text or epoch ms; both are read as epoch ms for domain/chemistry.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiJson, apiRequest, fetchQueryKey } from './client.ts';
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
  testMethod: z.optional(z.string()),
  notes: z.nullish(z.string()),
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
  readingId: z.optional(z.string()),
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

/**
 * A screen's route loader fetches these before the screen mounts; that fetch is the mount's fetch, so a
 * mount within this long of it does not ask again (which would only draw the same screen a second time).
 */
export const JUST_FETCHED_MS = 2_000;
const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }): boolean | 'always' =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS ? 'always' : false;

export const latestReadingQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'readings', 'latest'] as const,
    queryFn: (context) => fetchQueryKey(context, z.nullable(readingSchema)),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });

export const treatmentPlanQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'treatment-plan'] as const,
    queryFn: (context) => fetchQueryKey(context, z.nullable(treatmentPlanSchema)),
    staleTime: 0,
    // Not cached (spec §7) beyond the moment between the route loader's prefetch and the screen mounting.
    gcTime: 5_000,
    refetchOnMount: refetchUnlessJustFetched,
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

// ---- Water testing (issue 7): recent tests, the history, reading writes and the strip analysis ----

const poolPath = (poolId: PoolId) => `/api/pools/${encodeURIComponent(String(poolId))}`;

/** A stored reading as listed by recent/history: its id and time are always present. */
export const storedReadingSchema = z.looseObject({
  ...readingSchema.shape,
  id: z.string(),
  timestamp: z.string(),
  testMethod: z.string(),
});
export type StoredReading = z.output<typeof storedReadingSchema>;

export const recentReadingsQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'readings', 'recent'] as const,
    queryFn: (context) => fetchQueryKey(context, z.array(storedReadingSchema)),
  });

const readingPageSchema = z.object({ items: z.array(storedReadingSchema), nextCursor: z.nullable(z.string()) });
const HISTORY_PAGE_LIMIT = 200;

/** Every reading between `from` and `to` (ISO, either open), newest first: all pages of GET …/readings. */
export const readingHistoryQueryOptions = (poolId: PoolId, range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'readings', 'history', range] as const,
    queryFn: async ({ signal }) => {
      const items: StoredReading[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ limit: String(HISTORY_PAGE_LIMIT) });
        if (range.from) query.set('from', range.from);
        if (range.to) query.set('to', range.to);
        if (cursor) query.set('cursor', cursor);
        const page = await apiJson('GET', `${poolPath(poolId)}/readings?${query}`, { schema: readingPageSchema, signal });
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    },
  });

/** The audit export (every reading and every chemical added), as text. */
export const historyCsvQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'history.csv'] as const,
    queryFn: async ({ signal }) => (await apiRequest('GET', historyCsvPath(poolId), undefined, signal)).text(),
  });

export const historyCsvPath = (poolId: PoolId) => `${poolPath(poolId)}/history.csv`;

/** The reading fields a client sends (spec §5: numbers or nothing, notes trimmed). */
export interface ReadingPayload {
  ph: number | null;
  freeChlorinePpm: number | null;
  totalChlorinePpm: number | null;
  totalAlkalinityPpm: number | null;
  cyaPpm: number | null;
  calciumHardnessPpm: number | null;
  temperatureF: number | null;
  notes: string | null;
}

/** POST …/readings: testMethod manual, timestamp now. */
export function createReading(poolId: PoolId, values: ReadingPayload, now: Date): Promise<StoredReading> {
  return apiJson('POST', `${poolPath(poolId)}/readings`, {
    payload: { ...values, testMethod: 'manual', timestamp: now.toISOString() },
    schema: storedReadingSchema,
  });
}

/** PUT …/readings/{id}: every field, with the reading's existing testMethod and timestamp. */
export function updateReading(poolId: PoolId, reading: StoredReading, values: ReadingPayload): Promise<StoredReading> {
  return apiJson('PUT', `${poolPath(poolId)}/readings/${encodeURIComponent(reading.id)}`, {
    payload: { ...values, testMethod: reading.testMethod, timestamp: reading.timestamp },
    schema: storedReadingSchema,
  });
}

export function deleteReading(poolId: PoolId, readingId: string): Promise<{ treatmentPlanCanceled: boolean }> {
  return apiJson('DELETE', `${poolPath(poolId)}/readings/${encodeURIComponent(readingId)}`, {
    schema: z.object({ treatmentPlanCanceled: z.boolean() }),
  });
}

export interface AnalyzeStripInput {
  image: string;
  poolId: PoolId;
  filename: string;
  mimeType: string;
  method: 'camera' | 'upload';
}

/** POST /api/analyze-test-strip; the reply is passed on as the test result (spec §7). */
export function analyzeTestStrip(input: AnalyzeStripInput): Promise<unknown> {
  return apiJson('POST', '/api/analyze-test-strip', { payload: { ...input, poolId: String(input.poolId) } });
}

/** After a save, delete or analysis: the pool's pools, readings (latest, recent, history), and plan (spec §7). */
export async function refreshPoolWater(queryClient: QueryClient, poolId: PoolId): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['api', 'pools'], exact: true }),
    queryClient.invalidateQueries({ queryKey: [...poolKey(poolId), 'readings'] }),
    queryClient.invalidateQueries({ queryKey: [...poolKey(poolId), 'history.csv'] }),
    queryClient.invalidateQueries({ queryKey: [...poolKey(poolId), 'treatment-plan'] }),
  ]);
}
