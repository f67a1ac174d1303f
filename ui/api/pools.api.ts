// Pool list query (spec §7: GET /api/pools) and the active-pool rule of spec §4: the first pool whose
// onboarding is completed, else the first pool.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchQueryKey } from './client.ts';

export const poolSummarySchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  volumeGallons: z.nullish(z.number()),
  onboardingCompleted: z.nullish(z.boolean()),
});
export type PoolSummary = z.output<typeof poolSummarySchema>;

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
