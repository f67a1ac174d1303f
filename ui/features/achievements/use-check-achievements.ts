// 'Check for New Achievements' (spec §2, §8): POST …/check with the active pool, then a toast with how
// many were earned since the last check (their titles), or 'No New Achievements'. Without a pool —
// known here, or answered by the server as NO_POOL_FOUND — the 'No Pool Found' toast, and no call.
// An owner who turned on autoShareAchievements gets the share menu of the newest one on the Earned tab.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NO_POOL_FOUND } from '../../../contracts/achievements.contract.ts';
import { checkAchievements, refreshAchievements, sharingPreferencesQueryOptions, type CheckReply } from '../../api/achievements.api.ts';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import type { ToastInput } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { endsSession } from '../users/unauthorized.ts';
import { achievementTabAtom, sharingAchievementAtom } from './achievements-state.ts';
import { newestFirst } from './earned-view.ts';

/** How many titles the toast names before it says 'and N more'. */
const NAMED_TITLES = 3;

export const NO_POOL_TOAST: ToastInput = { title: NO_POOL_FOUND.title, description: NO_POOL_FOUND.message, variant: 'destructive' };
export const CHECK_FAILED_TOAST: ToastInput = { title: 'Error', description: 'Failed to check for new achievements.', variant: 'destructive' };

/** The toast a check's reply earns: the count and the newest titles. */
export function checkToast({ count, achievements }: CheckReply): ToastInput {
  if (count === 0) return { title: 'No New Achievements', description: 'Keep testing and caring for your pool to earn more.' };
  const titles = newestFirst(achievements).map((achievement) => achievement.title);
  const named = titles.slice(0, NAMED_TITLES).join(', ');
  const more = count > NAMED_TITLES ? ` and ${count - NAMED_TITLES} more` : '';
  const list = titles.length > 0 ? `: ${named}${more}` : '';
  return {
    title: count === 1 ? 'New Achievement!' : 'New Achievements!',
    description: `You earned ${count} new ${count === 1 ? 'achievement' : 'achievements'}${list}.`,
  };
}

export function useCheckAchievements(poolId: PoolId | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (pool: PoolId) => checkAchievements(pool),
    onSuccess: async (reply) => {
      toast(checkToast(reply));
      await refreshAchievements(queryClient);
      const newest = newestFirst(reply.achievements)[0];
      if (!newest) return;
      const preferences = await queryClient.fetchQuery(sharingPreferencesQueryOptions()).catch(() => undefined);
      if (!preferences?.autoShareAchievements) return;
      appStore.set(achievementTabAtom, 'earned');
      appStore.set(sharingAchievementAtom, newest);
    },
    onError: (error) => {
      if (endsSession(error)) return;
      toast(readApiErrorDetails(error).code === NO_POOL_FOUND.code ? NO_POOL_TOAST : CHECK_FAILED_TOAST);
    },
  });
  return {
    check: () => (poolId ? mutation.mutate(poolId) : toast(NO_POOL_TOAST)),
    isPending: mutation.isPending,
  };
}
