// What the achievements routes do beyond a read: share an owned achievement (record it, then answer
// the platform's share intent for its public page), and find the position of the owner's latest event,
// so the check waits until the achievements reflect all of it.
import type { Context } from 'koa';
import { shareAchievement } from '../../../commands/achievements/share-achievement.ts';
import { lookUpTimeZone } from '../../../commands/maintenance/pool-time-zone.ts';
import { achievementsPaths, type Achievement, type ShareReply } from '../../../contracts/achievements.contract.ts';
import { DEFINITIONS } from '../../../domain/achievements/achievement-rules.ts';
import type { SharedAchievement, SharedPool } from '../../../domain/achievements/achievement-sharing.decider.ts';
import { shareIntentUrl } from '../../../domain/achievements/share-intents.ts';
import type { SharePlatform } from '../../../domain/achievements/sharing-preferences.ts';
import { equipmentStreamOf } from '../../../domain/equipment/equipment.events.ts';
import { maintenanceStreamOf } from '../../../domain/maintenance/maintenance.events.ts';
import { poolStreamOf } from '../../../domain/pools/pool.events.ts';
import { userStreamOf } from '../../../domain/users/user.events.ts';
import { waterStreamOf } from '../../../domain/water/water.events.ts';
import { achievementSharesProjection } from '../../../projections/achievements/achievement-shares.projection.ts';
import { achievementsProjection } from '../../../projections/achievements/achievements.projection.ts';
import { findAchievementOfOwner, type AchievementView } from '../../../projections/achievements/achievements.queries.ts';
import { listPoolsOfOwner, type PoolView } from '../../../projections/pools/pools.projection.ts';
import { comparePositions, StreamNotFoundError, type EventStore, type Position } from '../../eventstore/event-store.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import type { SessionUser } from '../context.ts';
import { notFound } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import { baseUrlOf } from './users.routes.ts';

/** The API's view of an achievement (spec §3): the key is the read model's own. */
export function achievementReply({ key: _key, ruleId: _ruleId, ...achievement }: AchievementView): Achievement {
  return achievement;
}

/** The last position of every stream the owner's achievements are derived from (undefined: none yet). */
export async function ownerLatestPosition(store: EventStore, userId: string, poolIds: readonly string[]): Promise<Position | undefined> {
  const streams = [userStreamOf(userId), ...poolIds.flatMap((poolId) => [poolStreamOf(poolId), waterStreamOf(poolId), maintenanceStreamOf(poolId), equipmentStreamOf(poolId)])];
  const lasts = await Promise.all(streams.map(async (stream) => {
    try {
      return (await store.readStream(stream, { fromRevision: 'end', direction: 'backwards', maxCount: 1 }))[0]?.position;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
  }));
  return lasts.reduce<Position | undefined>((latest, position) => (position && (!latest || comparePositions(position, latest) > 0) ? position : latest), undefined);
}

/** A pool's region for a share: the city its time zone is named after ('America/Los_Angeles' → 'Los Angeles'). */
export function regionOf(pool: Pick<PoolView, 'latitude' | 'longitude'>): string | null {
  if (pool.latitude === null || pool.longitude === null) return null;
  const zone = lookUpTimeZone(pool.latitude, pool.longitude);
  if (!zone || !zone.includes('/') || zone.startsWith('Etc/')) return null;
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

function sharedAchievementOf(view: AchievementView): SharedAchievement {
  const { id, key, title, description, points, achievementType, category, difficulty, unit, value, beforeValue, afterValue } = view;
  const measure = DEFINITIONS.get(view.ruleId)?.measure ?? null;
  return { id, key, title, description, points, achievementType, category, difficulty, unit, value, beforeValue, afterValue, measure, achievedAt: Date.parse(view.achievedAt) };
}

function sharedPoolOf(pool: PoolView): SharedPool {
  return { name: pool.name, volumeGallons: pool.volumeGallons, surfaceMaterial: pool.surfaceMaterial, sanitationType: pool.sanitationType, region: regionOf(pool) };
}

export async function shareOwnedAchievement(ctx: Context, context: RouteContext, user: SessionUser, achievementId: string, platform: SharePlatform): Promise<ShareReply> {
  const db = context.database.db;
  const achievement = await findAchievementOfOwner(db, achievementId, user.id);
  if (!achievement) throw notFound('Achievement not found');
  const [pool] = await listPoolsOfOwner(db, user.id);
  const metadata = metadataOf(ctx, user);
  const result = await shareAchievement(context.store, {
    userId: user.id, shareId: idFor(metadata, `share:${achievementId}`), platform, achievement: sharedAchievementOf(achievement),
    pool: pool ? sharedPoolOf(pool) : null, now: new Date(),
  }, metadata);
  if (!result.shared) throw new Error('A share decided no event');
  await waitForReadModels(context, result.position, [achievementsProjection, achievementSharesProjection]);
  const base = baseUrlOf(ctx, context);
  const pageUrl = base + achievementsPaths.sharePage(result.shared.token);
  const { snapshot } = result.shared;
  return {
    shareUrl: shareIntentUrl(platform, pageUrl, { title: snapshot.title, points: snapshot.points, hashtags: snapshot.hashtags }),
    pageUrl,
    imageUrl: base + achievementsPaths.shareImage(result.shared.token),
    achievement: achievementReply((await findAchievementOfOwner(db, achievementId, user.id)) ?? achievement),
  };
}
