// Which pool the app works on (spec §4): the pool the owner chose, while it is still one of theirs, else
// the first onboarded pool, else the first pool. Only the chosen id is kept, in localStorage under
// 'clearwater-active-pool', so the choice survives a reload; route loaders read it outside React.
import { activePool } from '../../../domain/pools/active-pool.ts';
import type { PoolId, PoolSummary } from '../../api/pools.api.ts';
import { appStore, atom } from '../../state/jotai.ts';

export const ACTIVE_POOL_STORAGE_KEY = 'clearwater-active-pool';

function readStoredChoice(): PoolId | null {
  try {
    return window.localStorage.getItem(ACTIVE_POOL_STORAGE_KEY);
  } catch {
    return null;
  }
}

const storedChoiceAtom = atom<PoolId | null>(readStoredChoice());

/** Reading gives the chosen pool id (null: none chosen); writing persists it, and null forgets it. */
export const chosenPoolIdAtom = atom(
  (get) => get(storedChoiceAtom),
  (_get, set, next: PoolId | null) => {
    set(storedChoiceAtom, next);
    try {
      if (next === null) window.localStorage.removeItem(ACTIVE_POOL_STORAGE_KEY);
      else window.localStorage.setItem(ACTIVE_POOL_STORAGE_KEY, next);
    } catch {
      // Private mode or a full quota: the choice still holds for this page.
    }
  },
);

export function pickActivePool(pools: readonly PoolSummary[] | undefined, chosenId: PoolId | null): PoolSummary | undefined {
  return pools?.find((pool) => pool.id === chosenId) ?? activePool(pools);
}

/** The active pool among `pools`, for code outside React (route loaders). */
export const currentActivePool = (pools: readonly PoolSummary[] | undefined): PoolSummary | undefined =>
  pickActivePool(pools, appStore.get(chosenPoolIdAtom));
