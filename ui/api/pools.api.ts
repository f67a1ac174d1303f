// Pool calls (spec §7): the list (GET /api/pools), onboarding (POST), settings (PATCH), and the
// active-pool rule of spec §4: the first pool whose onboarding is completed, else the first pool.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiJson, fetchQueryKey } from './client.ts';

/** A pool as listed; every profile field of spec §3 passes through (loose) for the settings form. */
export const poolSummarySchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  volumeGallons: z.nullish(z.number()),
  onboardingCompleted: z.nullish(z.boolean()),
});
export type PoolSummary = z.output<typeof poolSummarySchema>;
export type PoolId = PoolSummary['id'];

export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'pools'] as const,
    queryFn: (context) => fetchQueryKey(context, z.array(poolSummarySchema)),
  });

export function selectActivePool(pools: readonly PoolSummary[] | undefined): PoolSummary | undefined {
  if (!pools) return undefined;
  return pools.find((pool) => pool.onboardingCompleted === true) ?? pools[0];
}

export const FALLBACK_POOL_NAME = 'Main Pool';

/** POST /api/pools with the full onboarding payload; the created pool is returned. */
export function createPool(payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('POST', '/api/pools', { payload, schema: poolSummarySchema });
}

/** PATCH /api/pools/{id} with the full pool settings object. */
export function updatePool(id: PoolId, payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('PATCH', `/api/pools/${encodeURIComponent(String(id))}`, { payload, schema: poolSummarySchema });
}
