// The starting schedule the server scheduled at onboarding: which suggested tasks are still as
// suggested (not done yet), and whether the owner has already answered the offer to keep or skip
// them on this pool. The answer is local UI state (localStorage 'clearwater-schedule-reviewed', a
// list of pool ids): the read model does not say whether a suggestion was edited, so the server alone
// decides which suggestions a skip removes; this only stops the offer from asking twice.
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { appStore, atom } from '../../state/jotai.ts';

export const REVIEWED_STORAGE_KEY = 'clearwater-schedule-reviewed';

/** Suggested tasks still open and never done: what skipping the starting schedule may remove. */
export function pendingSuggestions(tasks: readonly MaintenanceTask[]): MaintenanceTask[] {
  return tasks.filter((task) => task.suggestionKey !== null && task.status === 'active' && task.completionCount === 0);
}

function readReviewed(): PoolId[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(REVIEWED_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const storedReviewedAtom = atom<PoolId[]>(readReviewed());

/** The pools whose starting schedule the owner kept or skipped; writing a pool id adds it (and persists). */
export const reviewedPoolsAtom = atom(
  (get) => get(storedReviewedAtom),
  (get, set, poolId: PoolId) => {
    const next = [...new Set([...get(storedReviewedAtom), poolId])];
    set(storedReviewedAtom, next);
    try {
      window.localStorage.setItem(REVIEWED_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the answer still holds for this page.
    }
  },
);

/** Test helper: forget every answer, stored and in memory. */
export function forgetReviewedPools(): void {
  appStore.set(storedReviewedAtom, []);
  try {
    window.localStorage.removeItem(REVIEWED_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
