// The pool a water test is for: the route's pool (its route checks it is the owner's), else the active
// pool (use-active-pool.ts). Camera and upload (and, so a save has somewhere to go, manual entry) first
// create the default pool when the owner has none.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_POOL_BODY } from '../../../../contracts/pools.contract.ts';
import { createPool, poolsQueryOptions, type PoolId } from '../../../api/pools.api.ts';
import { currentActivePool } from '../../pools/active-pool-state.ts';
import { useActivePool } from '../../pools/use-active-pool.ts';

export function useTestPool(routePoolId: string | undefined) {
  const queryClient = useQueryClient();
  const activePoolId = useActivePool().pool?.id;

  const ensurePoolId = useCallback(async (): Promise<PoolId> => {
    if (routePoolId) return routePoolId;
    const existing = currentActivePool(await queryClient.ensureQueryData(poolsQueryOptions()));
    if (existing) return existing.id;
    const created = await createPool({ ...DEFAULT_POOL_BODY });
    await queryClient.invalidateQueries({ queryKey: poolsQueryOptions().queryKey });
    return created.id;
  }, [queryClient, routePoolId]);

  return { poolId: routePoolId ?? activePoolId, ensurePoolId };
}
