// Readings and treatment plan calls (spec §7, contracts/water.contract.ts): the latest reading (always
// refetched, and on focus) and the treatment plan (every 30 s and on focus, not cached), completing a plan
// step, the recent tests, the history and the chemicals added, and reading writes.
// Replies are parsed with the contract; the plan's times are turned into epoch ms for domain/chemistry.
import { queryOptions, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  chemicalAdditionListSchema, currentTreatmentPlanSchema, deleteReadingResponseSchema, latestReadingSchema, readingListSchema,
  readingPageSchema, readingSchema, waterKeys, waterPaths, waterTargetsBasisSchema,
  type ActiveTimer, type DeleteReadingResponse, type Reading, type TimeRange, type TreatmentPlan, type TreatmentPlanStep,
} from '../../contracts/water.contract.ts';
import { apiJson, apiRequest, getJson } from './client.ts';
import type { PoolId } from './pools.api.ts';

export type { ChemicalAddition, Reading, TimeRange } from '../../contracts/water.contract.ts';
/** A reading as listed by latest, recent and history: the contract's reading. */
export type StoredReading = Reading;

export const TREATMENT_PLAN_REFETCH_MS = 30_000;

/** The step fields the treatment view reads. */
export type TreatmentStepView = Pick<
  TreatmentPlanStep,
  'id' | 'chemical' | 'priority' | 'reason' | 'dosage' | 'instructions' | 'warnings' | 'waitTimeBeforeNext' | 'completed'
> & Partial<Pick<TreatmentPlanStep, 'product' | 'swimWaitMinutes'>>;
/** A running timer with its times as epoch ms, as domain/chemistry counts them. */
export type TimerView = Omit<ActiveTimer, 'startTime' | 'endTime'> & { startTime: number; endTime: number };
/** The plan as the treatment view reads it: the contract's plan, times as epoch ms. */
export interface TreatmentPlanView extends Pick<TreatmentPlan, 'status' | 'summary'>, Partial<Pick<TreatmentPlan, 'cancelReason' | 'needsChlorineTest'>> {
  readingId?: string;
  safeToSwimAt: number;
  steps: TreatmentStepView[];
  activeTimers: TimerView[];
}

export function treatmentPlanViewOf(plan: TreatmentPlan) {
  return {
    ...plan,
    safeToSwimAt: Date.parse(plan.safeToSwimAt),
    activeTimers: plan.activeTimers.map((timer) => ({ ...timer, startTime: Date.parse(timer.startTime), endTime: Date.parse(timer.endTime) })),
  } satisfies TreatmentPlanView;
}

/**
 * A screen's route loader fetches these before the screen mounts; that fetch is the mount's fetch, so a
 * mount within this long of it does not ask again (which would only draw the same screen a second time).
 */
export const JUST_FETCHED_MS = 2_000;
/** Data a write marked stale (invalidated) is always fetched again, however recent. */
const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }): boolean | 'always' =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS ? 'always' : false;

/**
 * For route loaders: the cached data, unless a write invalidated it since (then fetched afresh, so the
 * screen never paints what the owner just changed). ensureQueryData alone would hand back the stale copy.
 */
export function loadQuery<Data, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>): Promise<Data> {
  const invalidated = queryClient.getQueryState(options.queryKey)?.isInvalidated === true;
  return invalidated ? queryClient.fetchQuery(options) : queryClient.ensureQueryData(options);
}

export const latestReadingQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: waterKeys.latestReading(poolId),
    queryFn: ({ signal }) => getJson(waterPaths.latestReading(poolId), latestReadingSchema, signal),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });

export const treatmentPlanQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: waterKeys.treatmentPlan(poolId),
    queryFn: async ({ signal }) => {
      const plan = await getJson(waterPaths.treatmentPlan(poolId), currentTreatmentPlanSchema, signal);
      return plan && treatmentPlanViewOf(plan);
    },
    staleTime: 0,
    // Not cached (spec §7) beyond the moment between the route loader's prefetch and the screen mounting.
    gcTime: 5_000,
    refetchOnMount: refetchUnlessJustFetched,
    refetchInterval: TREATMENT_PLAN_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/** What the pool's targets follow (its latest measured CYA, salt-water or not); water-targets.ts turns it into ranges. */
export const waterTargetsBasisQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: waterKeys.waterTargets(poolId),
    queryFn: ({ signal }) => getJson(waterPaths.waterTargets(poolId), waterTargetsBasisSchema, signal),
    refetchOnMount: refetchUnlessJustFetched,
  });

/** POST …/treatment-plan/complete-step. The reply (the plan after the step) is not read: the caller refetches the plan (spec §7). */
export async function completeTreatmentStep(poolId: PoolId, stepId: string): Promise<void> {
  await apiRequest('POST', waterPaths.completeStep(poolId), { stepId });
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

export const recentReadingsQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: waterKeys.recentReadings(poolId),
    queryFn: ({ signal }) => getJson(waterPaths.recentReadings(poolId), readingListSchema, signal),
  });

const HISTORY_PAGE_LIMIT = 200;

/** The from/to bounds as query parameters (either open). */
function rangeQuery(range: TimeRange): URLSearchParams {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return query;
}

/** Every reading between `from` and `to` (ISO, either open), newest first: all pages of GET …/readings. */
export const readingHistoryQueryOptions = (poolId: PoolId, range: TimeRange) =>
  queryOptions({
    queryKey: waterKeys.readingHistory(poolId, range),
    queryFn: async ({ signal }) => {
      const items: Reading[] = [];
      let cursor: string | null = null;
      do {
        const query = rangeQuery(range);
        query.set('limit', String(HISTORY_PAGE_LIMIT));
        if (cursor) query.set('cursor', cursor);
        const page = await getJson(`${waterPaths.readings(poolId)}?${query}`, readingPageSchema, signal);
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    },
  });

/** Every chemical added between `from` and `to` (ISO, either open), newest first. */
export const chemicalAdditionsQueryOptions = (poolId: PoolId, range: TimeRange) =>
  queryOptions({
    queryKey: waterKeys.chemicalAdditions(poolId, range),
    queryFn: ({ signal }) => {
      const query = rangeQuery(range).toString();
      return getJson(`${waterPaths.chemicalAdditions(poolId)}${query ? `?${query}` : ''}`, chemicalAdditionListSchema, signal);
    },
  });

/** The audit export (every reading and every chemical added) the history screen's 'Export CSV' downloads. */
export const historyCsvPath = (poolId: PoolId) => waterPaths.historyCsv(poolId);

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

/**
 * POST …/readings: testMethod manual, timestamp when the owner entered it (now, or when a test kept
 * offline was entered). The Idempotency-Key names the reading, so sending it again records nothing twice.
 */
export function createReading(poolId: PoolId, values: ReadingPayload, enteredAt: Date, idempotencyKey: string): Promise<Reading> {
  return apiJson('POST', waterPaths.readings(poolId), {
    payload: { ...values, testMethod: 'manual', timestamp: enteredAt.toISOString() },
    schema: readingSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** PUT …/readings/{id}: every field, with the reading's existing testMethod and timestamp. */
export function updateReading(poolId: PoolId, reading: Reading, values: ReadingPayload): Promise<Reading> {
  return apiJson('PUT', waterPaths.reading(poolId, reading.id), {
    payload: { ...values, testMethod: reading.testMethod, timestamp: reading.timestamp },
    schema: readingSchema,
  });
}

export function deleteReading(poolId: PoolId, readingId: string): Promise<DeleteReadingResponse> {
  return apiJson('DELETE', waterPaths.reading(poolId, readingId), { schema: deleteReadingResponseSchema });
}
