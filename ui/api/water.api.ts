// Readings and treatment plan calls (spec §7): the latest reading (always refetched, and on focus) and
// the treatment plan (every 30 s and on focus, not cached), plus completing a plan step. Times in the
// replies may be ISO text or epoch ms; both are read as epoch ms for domain/chemistry.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, fetchQueryKey } from './client.ts';
import type { PoolId } from './pools.api.ts';
import {
  epochMs, finite, flag, id, list, measured, nullable, nullish, oneOf, record, replySchema, text, type Check,
} from './reply-checks.ts';

export const TREATMENT_PLAN_REFETCH_MS = 30_000;

const readingFields = {
  ph: measured,
  freeChlorinePpm: measured,
  totalChlorinePpm: measured,
  totalAlkalinityPpm: measured,
  cyaPpm: measured,
  calciumHardnessPpm: measured,
  temperatureF: measured,
  notes: nullish(text),
};

const reading = record({
  ...readingFields,
  id: nullish(id),
  timestamp: nullish(text),
  testMethod: nullish(text),
});
export type Reading = ReturnType<typeof reading>;

const treatmentStep = record({
  id: text,
  chemical: text,
  priority: oneOf(['critical', 'high', 'medium', 'low']),
  reason: text,
  dosage: record({ amount: nullish(finite), unit: nullish(text), description: text }),
  instructions: list(text),
  warnings: nullish(list(text)),
  waitTimeBeforeNext: finite,
  completed: flag,
});
export type TreatmentStepView = ReturnType<typeof treatmentStep>;

const activeTimer = record({
  id: text,
  type: oneOf(['chemical_wait', 'swim_wait']),
  chemical: text,
  description: text,
  startTime: epochMs,
  endTime: epochMs,
});

/** Absent or null timers read as none. */
const timers: Check<ReturnType<typeof activeTimer>[]> = (value, at) => nullish(list(activeTimer))(value, at) ?? [];

const treatmentPlan = record({
  readingId: nullish(text),
  status: text,
  summary: text,
  safeToSwimAt: nullish(epochMs),
  steps: list(treatmentStep),
  activeTimers: timers,
});
export type TreatmentPlanView = ReturnType<typeof treatmentPlan>;

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
    queryFn: (context) => fetchQueryKey(context, replySchema('GET latest reading', nullable(reading))),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });

export const treatmentPlanQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'treatment-plan'] as const,
    queryFn: (context) => fetchQueryKey(context, replySchema('GET treatment plan', nullable(treatmentPlan))),
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
const storedReading = record({ ...readingFields, id: text, timestamp: text, testMethod: text });
export type StoredReading = ReturnType<typeof storedReading>;
const storedReadingReply = (what: string) => replySchema(what, storedReading);

export const recentReadingsQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: [...poolKey(poolId), 'readings', 'recent'] as const,
    queryFn: (context) => fetchQueryKey(context, replySchema('GET recent readings', list(storedReading))),
  });

const readingPageSchema = replySchema('GET reading history', record({ items: list(storedReading), nextCursor: nullable(text) }));
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
    schema: storedReadingReply('POST reading'),
  });
}

/** PUT …/readings/{id}: every field, with the reading's existing testMethod and timestamp. */
export function updateReading(poolId: PoolId, reading: StoredReading, values: ReadingPayload): Promise<StoredReading> {
  return apiJson('PUT', `${poolPath(poolId)}/readings/${encodeURIComponent(reading.id)}`, {
    payload: { ...values, testMethod: reading.testMethod, timestamp: reading.timestamp },
    schema: storedReadingReply('PUT reading'),
  });
}

export function deleteReading(poolId: PoolId, readingId: string): Promise<{ treatmentPlanCanceled: boolean }> {
  return apiJson('DELETE', `${poolPath(poolId)}/readings/${encodeURIComponent(readingId)}`, {
    schema: replySchema('DELETE reading', record({ treatmentPlanCanceled: flag })),
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
