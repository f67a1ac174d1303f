// Achievements calls (spec §7, contracts/achievements.contract.ts): the owner's achievements, their
// stats and progress, the check for new ones, sharing one to a platform, and the sharing preferences.
// Replies are parsed with the contract. Achievements are derived on the server from the owner's
// history, so after a check or a share everything under the area's key root is read again.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  achievementListSchema, achievementsKeys, achievementsPaths, achievementStatsSchema, checkReplySchema, progressListSchema,
  shareReplySchema, sharingPreferencesSchema,
  type CheckReply, type PutSharingPreferencesBody, type SharePlatform, type ShareReply, type SharingPreferencesBody,
} from '../../contracts/achievements.contract.ts';
import { apiJson, getJson } from './client.ts';
import type { PoolId } from './pools.api.ts';

export type { Achievement, AchievementStats, CheckReply, ProgressItem, SharePlatform, ShareReply, SharingPreferencesBody } from '../../contracts/achievements.contract.ts';

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: achievementsKeys.list(),
    queryFn: ({ signal }) => getJson(achievementsPaths.list(), achievementListSchema, signal),
  });

export const achievementStatsQueryOptions = () =>
  queryOptions({
    queryKey: achievementsKeys.stats(),
    queryFn: ({ signal }) => getJson(achievementsPaths.stats(), achievementStatsSchema, signal),
  });

/** Progress toward every achievement; the rules read all the owner's pools, so an owner without a pool gets it too. */
export const achievementProgressQueryOptions = (poolId: PoolId | undefined) =>
  queryOptions({
    queryKey: achievementsKeys.progress(poolId ?? ''),
    queryFn: ({ signal }) => {
      const path = achievementsPaths.progress();
      return getJson(poolId ? `${path}?${new URLSearchParams({ poolId })}` : path, progressListSchema, signal);
    },
  });

export const sharingPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: achievementsKeys.preferences(),
    queryFn: ({ signal }) => getJson(achievementsPaths.preferences(), sharingPreferencesSchema, signal),
  });

/** POST …/check: the achievements earned since the last check (now marked seen). */
export function checkAchievements(poolId: PoolId): Promise<CheckReply> {
  return apiJson('POST', achievementsPaths.check(), { payload: { poolId }, schema: checkReplySchema });
}

/** POST …/{id}/share: records the share; the reply has the platform's share URL (none for Instagram) and the card. */
export function shareAchievement(achievementId: string, platform: SharePlatform): Promise<ShareReply> {
  return apiJson('POST', achievementsPaths.share(achievementId), { payload: { platform }, schema: shareReplySchema });
}

/** PUT …/sharing/preferences: the fields given (the server keeps the rest); the reply is the whole set as recorded. */
export function saveSharingPreferences(body: PutSharingPreferencesBody): Promise<SharingPreferencesBody> {
  return apiJson('PUT', achievementsPaths.preferences(), { payload: body, schema: sharingPreferencesSchema });
}

const PREFERENCES_KEY = achievementsKeys.preferences();
const isPreferencesKey = (key: readonly unknown[]) => PREFERENCES_KEY.every((segment, index) => key[index] === segment);

/** After a check or a share: the list, stats and progress are read again (a share can earn one too); the preferences stay. */
export async function refreshAchievements(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: achievementsKeys.all, predicate: (query) => !isPreferencesKey(query.queryKey) });
}
