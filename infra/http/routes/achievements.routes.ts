// Achievements routes (spec §7), declared from contracts/achievements.contract.ts: the signed-in
// owner's achievements, stats and progress (read models derived from their history by the rule set),
// the check for new ones, sharing (AchievementShared on the owner's stream, answered with the
// platform's share intent for the public page), and the sharing preferences. Every achievement is the
// owner's own: another owner's id is a 404. The public share pages are in share-pages.ts.
import { setSharingPreferences } from '../../../commands/achievements/set-sharing-preferences.ts';
import {
  achievementListSchema, achievementParamsSchema, achievementsPaths, achievementStatsSchema, checkBodySchema, checkReplySchema, NO_POOL_FOUND,
  progressListSchema, progressQuerySchema, putSharingPreferencesBodySchema, shareBodySchema, shareReplySchema, sharingPreferencesSchema,
} from '../../../contracts/achievements.contract.ts';
import { HASHTAG_LIMITS, normalizeSharingPreferences } from '../../../domain/achievements/sharing-preferences.ts';
import { achievementSharesProjection, findSharingPreferences } from '../../../projections/achievements/achievement-shares.projection.ts';
import { achievementsProjection } from '../../../projections/achievements/achievements.projection.ts';
import { achievementStats, listAchievements, listProgress, takeUnseenAchievements } from '../../../projections/achievements/achievements.queries.ts';
import { listPoolsOfOwner } from '../../../projections/pools/pools.projection.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { loadOwnedPool } from '../auth/owned-resources.ts';
import { metadataOf } from '../command-metadata.ts';
import { badRequest, HttpError } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import { achievementReply, ownerLatestPosition, shareOwnedAchievement } from './achievement-sharing.ts';
import { registerSharePages } from './share-pages.ts';

const tags = ['achievements'];
/** What the achievements screen reads. */
export const ACHIEVEMENTS_READ_MODELS = [achievementsProjection, achievementSharesProjection] as const;
const notFoundResponse = { 404: { description: 'No such achievement or pool for this user' } };

export const achievementsRoutes = defineRoutes({
  registerRoutes(api, context) {
    registerReadRoutes(api, context);
    registerWriteRoutes(api, context);
    registerSharePages(api, context);
  },
});

function registerReadRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;

  api.route({
    method: 'get',
    path: achievementsPaths.list.pattern,
    summary: "The owner's achievements, newest first, each dated by the event that earned it",
    tags,
    auth: 'user',
    responses: { 200: { description: 'Achievements', schema: achievementListSchema } },
    handler: async (_ctx, { user }) => (await listAchievements(db, user.id)).map(achievementReply),
  });

  api.route({
    method: 'get',
    path: achievementsPaths.stats.pattern,
    summary: 'Spec §3 achievement stats: how many, their points, how many were shared',
    tags,
    auth: 'user',
    responses: { 200: { description: 'Stats', schema: achievementStatsSchema } },
    handler: async (_ctx, { user }) => achievementStats(db, user.id),
  });

  api.route({
    method: 'get',
    path: achievementsPaths.progress.pattern,
    summary: "Progress toward every achievement of the rule set (the owner's, over all their pools); poolId, when given, must be theirs",
    tags,
    auth: 'user',
    query: progressQuerySchema,
    responses: { 200: { description: 'Progress items', schema: progressListSchema }, ...notFoundResponse },
    handler: async (_ctx, { query, user }) => {
      if (query.poolId) await loadOwnedPool(context, user, query.poolId);
      return listProgress(db, user.id);
    },
  });

  api.route({
    method: 'get',
    path: achievementsPaths.preferences.pattern,
    summary: 'Sharing preferences (spec §3); the defaults until saved',
    tags,
    auth: 'user',
    responses: { 200: { description: 'Preferences', schema: sharingPreferencesSchema } },
    handler: async (_ctx, { user }) => findSharingPreferences(db, user.id),
  });
}

function registerWriteRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;

  api.route({
    method: 'post',
    path: achievementsPaths.check.pattern,
    summary: 'Waits until the achievements reflect everything the owner did, then answers how many were earned since the last check (now marked seen)',
    tags,
    auth: 'user',
    body: checkBodySchema,
    responses: { 200: { description: 'New achievements', schema: checkReplySchema }, 404: { description: "'No Pool Found': the user has no pool (or not this one)" } },
    handler: async (_ctx, { body, user }) => {
      const pools = await listPoolsOfOwner(db, user.id);
      if (pools.length === 0) throw new HttpError(404, NO_POOL_FOUND.code, NO_POOL_FOUND.message);
      await loadOwnedPool(context, user, body.poolId);
      await waitForReadModels(context, await ownerLatestPosition(context.store, user.id, pools.map((pool) => pool.id)), [achievementsProjection]);
      const fresh = await takeUnseenAchievements(db, user.id, new Date());
      return { count: fresh.length, achievements: fresh.map(achievementReply) };
    },
  });

  api.route({
    method: 'post',
    path: achievementsPaths.share.pattern,
    summary: "Share an achievement: records it (platform, time, what was shared) and answers the platform's share-intent URL for its public page (none for Instagram)",
    tags,
    auth: 'user',
    params: achievementParamsSchema,
    body: shareBodySchema,
    responses: { 200: { description: 'The share', schema: shareReplySchema }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => shareOwnedAchievement(ctx, context, user, params.id, body.platform),
  });

  api.route({
    method: 'put',
    path: achievementsPaths.preferences.pattern,
    summary: "Save sharing preferences: any fields (the rest keep their values); hashtags trimmed, deduplicated and '#'-prefixed (spec §5)",
    tags,
    auth: 'user',
    body: putSharingPreferencesBodySchema,
    responses: { 200: { description: 'Preferences', schema: sharingPreferencesSchema }, 400: { description: 'Invalid fields' } },
    handler: async (ctx, { body, user }) => {
      const current = await findSharingPreferences(db, user.id);
      const preferences = normalizeSharingPreferences({ ...current, ...body });
      if (preferences.customHashtags.length > HASHTAG_LIMITS.count) {
        throw badRequest('Some fields are invalid', { customHashtags: `At most ${HASHTAG_LIMITS.count} hashtags` });
      }
      const result = await setSharingPreferences(context.store, { userId: user.id, preferences, now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, result.position, [achievementSharesProjection]);
      return result.preferences;
    },
  });
}
