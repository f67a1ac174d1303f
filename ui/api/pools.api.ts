// Pool calls (spec §7): the list (GET /api/pools), onboarding (POST), settings (PATCH), and the
// active-pool rule of spec §4: the first pool whose onboarding is completed, else the first pool.
import { queryOptions } from '@tanstack/react-query';
import { activePool } from '../../domain/pools/active-pool.ts';
import { apiJson, fetchQueryKey } from './client.ts';
import { flag, finite, id, list, nullish, record, replySchema, text } from './reply-checks.ts';

/** A pool as listed; every profile field of spec §3 passes through (loose) for the settings form. */
const poolSummary = record({
  id,
  name: text,
  volumeGallons: nullish(finite),
  onboardingCompleted: nullish(flag),
});
export type PoolSummary = ReturnType<typeof poolSummary>;
export type PoolId = PoolSummary['id'];

const poolReply = (what: string) => replySchema(what, poolSummary);

export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'pools'] as const,
    queryFn: (context) => fetchQueryKey(context, replySchema('GET /api/pools', list(poolSummary))),
  });

/** The pool home shows (spec §4); the server preloads its data by the same rule. */
export const selectActivePool: (pools: readonly PoolSummary[] | undefined) => PoolSummary | undefined = activePool;

export const FALLBACK_POOL_NAME = 'Main Pool';

/** POST /api/pools with the full onboarding payload; the created pool is returned. */
export function createPool(payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('POST', '/api/pools', { payload, schema: poolReply('POST /api/pools') });
}

/** PATCH /api/pools/{id} with the full pool settings object. */
export function updatePool(id: PoolId, payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('PATCH', `/api/pools/${encodeURIComponent(String(id))}`, { payload, schema: poolReply('PATCH /api/pools/{id}') });
}
