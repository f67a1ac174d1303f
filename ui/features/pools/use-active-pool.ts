// The one way screens find the active pool (active-pool-state.ts): the header, home, /test, the
// history and pool settings all show the same pool, and `choose` switches every one of them.
import { useQuery } from '@tanstack/react-query';
import { poolsQueryOptions, type PoolId, type PoolSummary } from '../../api/pools.api.ts';
import { useAtom } from '../../state/jotai.ts';
import { chosenPoolIdAtom, pickActivePool } from './active-pool-state.ts';

export interface ActivePool {
  /** Undefined while the list loads, when it failed, or when the owner has no pool. */
  pool: PoolSummary | undefined;
  /** The owner's pools; empty until the list has loaded. */
  pools: readonly PoolSummary[];
  isLoading: boolean;
  isError: boolean;
  choose: (poolId: PoolId) => void;
}

const NO_POOLS: readonly PoolSummary[] = [];

export function useActivePool(): ActivePool {
  const { data, isPending, isError } = useQuery(poolsQueryOptions());
  const [chosenId, choose] = useAtom(chosenPoolIdAtom);
  return { pool: pickActivePool(data, chosenId), pools: data ?? NO_POOLS, isLoading: isPending, isError, choose };
}
