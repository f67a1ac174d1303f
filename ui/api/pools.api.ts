// Pool calls (spec §7, contracts/pools.contract.ts): the list (GET /api/pools), onboarding (POST) and
// settings (PATCH). Which pool is active is features/pools/use-active-pool.ts. Replies are parsed with
// the contract.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { poolListSchema, poolSchema, poolsKeys, poolsPaths, type Pool } from '../../contracts/pools.contract.ts';
import { apiJson, getJson } from './client.ts';

export type PoolSummary = Pool;
export type PoolId = Pool['id'];

export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: poolsKeys.list(),
    queryFn: ({ signal }) => getJson(poolsPaths.pools(), poolListSchema, signal),
  });

export const FALLBACK_POOL_NAME = 'Main Pool';

/** POST /api/pools with the full onboarding payload (or the default pool); the created pool is returned. */
export function createPool(payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('POST', poolsPaths.pools(), { payload, schema: poolSchema });
}

/** PATCH /api/pools/{id} with the full pool settings object. */
export function updatePool(id: PoolId, payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('PATCH', poolsPaths.pool(id), { payload, schema: poolSchema });
}

/** After a write to a pool (a test saved or deleted, an analysis, settings, onboarding): the pool list and everything of the pool (spec §7). */
export async function refreshPool(queryClient: QueryClient, poolId: PoolId): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: poolsKeys.list() }),
    queryClient.invalidateQueries({ queryKey: poolsKeys.pool(poolId) }),
  ]);
}
