// The pool a water test is for: the route's pool, else the first pool (spec §2). Camera and upload
// (and, so a save has somewhere to go, manual entry) first create the default pool when there is none.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_POOL_BODY } from '../../../../contracts/pools.contract.ts';
import { createPool, poolsQueryOptions, type PoolId, type PoolSummary } from '../../../api/pools.api.ts';

export function useTestPool(routePoolId: string | undefined) {
  const queryClient = useQueryClient();
  const pools = useQuery(poolsQueryOptions());
  const pool: PoolSummary | undefined = routePoolId
    ? pools.data?.find((candidate) => String(candidate.id) === routePoolId)
    : pools.data?.[0];

  const ensurePoolId = useCallback(async (): Promise<PoolId> => {
    if (routePoolId) return routePoolId;
    const current = await queryClient.ensureQueryData(poolsQueryOptions());
    const first = current[0];
    if (first) return first.id;
    const created = await createPool({ ...DEFAULT_POOL_BODY });
    await queryClient.invalidateQueries({ queryKey: poolsQueryOptions().queryKey });
    return created.id;
  }, [queryClient, routePoolId]);

  return { pool, poolId: pool?.id ?? routePoolId, isLoading: pools.isPending, ensurePoolId };
}
