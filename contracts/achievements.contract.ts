// The HTTP contract of the achievements area (spec §3 Achievement, Progress item, Achievement stats,
// Sharing preferences; §4 sharing; §5 hashtags; §7 calls): request and reply schemas in zod/mini,
// paths and query keys. Shared with the UI: zod/mini and zod-free domain files only. Achievements are
// derived from history (they have no write route of their own); sharing and preferences are writes.
import { z } from 'zod/mini';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES, DIFFICULTIES } from '../domain/achievements/achievement-options.ts';
import { HASHTAG_LIMITS, HASHTAG_MESSAGE, isHashtag, SHARE_PLATFORMS } from '../domain/achievements/sharing-preferences.ts';
import { achievementCoreShape, sharingPreferencesSchema } from '../domain/achievements/sharing-preferences.schema.ts';
import { routePath } from './route-path.ts';

export { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES, DIFFICULTIES } from '../domain/achievements/achievement-options.ts';
export {
  DEFAULT_SHARING_PREFERENCES, HASHTAG_LIMITS, HASHTAG_MESSAGE, normalizeHashtags, PRIVACY_LEVELS, SHARE_PLATFORMS, type SharePlatform,
} from '../domain/achievements/sharing-preferences.ts';

/** Spec §8: the check's answer when the user has no pool (the UI's 'No Pool Found' toast). */
export const NO_POOL_FOUND = { code: 'no_pool', title: 'No Pool Found', message: 'Please create a pool profile first to track achievements.' } as const;

/** An achievement as the API returns it (spec §3); achievedAt is the earning event's own time. */
export const achievementSchema = z.object({
  id: z.string(),
  ...achievementCoreShape,
  beforeValue: z.nullable(z.number()),
  afterValue: z.nullable(z.number()),
  beforeImage: z.nullable(z.string()),
  afterImage: z.nullable(z.string()),
  achievedAt: z.string(),
  isShared: z.boolean(),
  shareCount: z.number(),
});
export type Achievement = z.output<typeof achievementSchema>;
export const achievementListSchema = z.array(achievementSchema);

export const achievementStatsSchema = z.object({ totalAchievements: z.number(), totalPoints: z.number(), sharedAchievements: z.number() });
export type AchievementStats = z.output<typeof achievementStatsSchema>;

/** Progress toward one achievement of the rule set (spec §3 Progress item), in the rule set's order. */
export const progressItemSchema = z.object({
  /** The rule's id. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  achievementType: z.enum(ACHIEVEMENT_TYPES),
  points: z.number(),
  isAchieved: z.boolean(),
  achievedAt: z.nullable(z.string()),
  currentProgress: z.object({ current: z.number(), target: z.number(), unit: z.string() }),
});
export type ProgressItem = z.output<typeof progressItemSchema>;
export const progressListSchema = z.array(progressItemSchema);
/** GET /api/achievements/progress?poolId: the owner's progress (rules read all their pools); poolId must be theirs. */
export const progressQuerySchema = z.object({ poolId: z.optional(z.uuid()) });

/** POST /api/achievements/check. */
export const checkBodySchema = z.object({ poolId: z.uuid() });
/** How many achievements were earned since the last check (now marked seen), and which. */
export const checkReplySchema = z.object({ count: z.number(), achievements: achievementListSchema });
export type CheckReply = z.output<typeof checkReplySchema>;

export const achievementParamsSchema = z.object({ id: z.uuid() });
export const shareBodySchema = z.object({ platform: z.enum(SHARE_PLATFORMS) });
/** shareUrl: the platform's share intent pointing at the public page; null for Instagram (the Web Share API shares imageUrl). */
export const shareReplySchema = z.object({
  shareUrl: z.nullable(z.string()),
  pageUrl: z.string(),
  imageUrl: z.string(),
  achievement: achievementSchema,
});
export type ShareReply = z.output<typeof shareReplySchema>;

const hashtag = z.string().check(z.maxLength(HASHTAG_LIMITS.length), z.refine((tag) => tag.trim() === '' || isHashtag(tag), HASHTAG_MESSAGE));

/** GET and PUT reply: the owner's preferences (spec §3). */
export { sharingPreferencesSchema };
export type SharingPreferencesBody = z.output<typeof sharingPreferencesSchema>;
/** PUT: any of the fields (the rest keep their current values); hashtags are trimmed, deduplicated and #-prefixed (spec §5). */
export const putSharingPreferencesBodySchema = z.partial(z.object({
  ...sharingPreferencesSchema.shape,
  preferredPlatforms: z.array(z.enum(SHARE_PLATFORMS)).check(z.maxLength(SHARE_PLATFORMS.length * 2)),
  customHashtags: z.array(hashtag).check(z.maxLength(HASHTAG_LIMITS.count * 2)),
}));
export type PutSharingPreferencesBody = z.input<typeof putSharingPreferencesBodySchema>;

export const achievementsPaths = {
  list: routePath('/api/achievements'),
  stats: routePath('/api/achievements/stats'),
  progress: routePath('/api/achievements/progress'),
  check: routePath('/api/achievements/check'),
  share: routePath('/api/achievements/:id/share'),
  preferences: routePath('/api/achievements/sharing/preferences'),
  /** The public page a share points at, and its card image. */
  sharePage: routePath('/share/:token'),
  shareImage: routePath('/share/:token/image.png'),
} as const;

export const achievementsKeys = {
  all: ['achievements'] as const,
  list: () => ['achievements'] as const,
  stats: () => ['achievements', 'stats'] as const,
  progress: (poolId: string) => ['achievements', 'progress', poolId] as const,
  preferences: () => ['achievements', 'sharing', 'preferences'] as const,
};
