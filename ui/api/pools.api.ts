// Pool calls (spec §7, contracts/pools.contract.ts): the list (GET /api/pools), onboarding (POST),
// settings (PATCH), and the active-pool rule of spec §4: the first pool whose onboarding is completed,
// else the first pool. Replies are parsed with the contract.
import { queryOptions } from '@tanstack/react-query';
import { poolListSchema, poolSchema, poolsKeys, poolsPaths, type Pool } from '../../contracts/pools.contract.ts';
import { activePool } from '../../domain/pools/active-pool.ts';
import { apiJson, getJson } from './client.ts';

export type PoolSummary = Pool;
export type PoolId = Pool['id'];

export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: poolsKeys.list(),
    queryFn: ({ signal }) => getJson(poolsPaths.pools(), poolListSchema, signal),
  });

/** The pool home shows (spec §4); the server preloads its data by the same rule. */
export const selectActivePool: (pools: readonly PoolSummary[] | undefined) => PoolSummary | undefined = activePool;

export const FALLBACK_POOL_NAME = 'Main Pool';

/** POST /api/pools with the full onboarding payload (or the default pool); the created pool is returned. */
export function createPool(payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('POST', poolsPaths.pools(), { payload, schema: poolSchema });
}

/** PATCH /api/pools/{id} with the full pool settings object. */
export function updatePool(id: PoolId, payload: Record<string, unknown>): Promise<PoolSummary> {
  return apiJson('PATCH', poolsPaths.pool(id), { payload, schema: poolSchema });
}
