// Shapes the API (contracts/achievements.contract.ts) and the sharing events (achievement-sharing.events.ts)
// both use, written once in zod/mini so the UI may load them through the contract: sharing preferences
// (spec §3) and what every achievement says of itself.
import { z } from 'zod/mini';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES, DIFFICULTIES } from './achievement-options.ts';
import { PRIVACY_LEVELS, SHARE_PLATFORMS } from './sharing-preferences.ts';

/** The fields of spec §3's Achievement that an API reply and a share's snapshot have alike. */
export const achievementCoreShape = {
  title: z.string(),
  description: z.string(),
  points: z.number(),
  achievementType: z.enum(ACHIEVEMENT_TYPES),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  value: z.number(),
  unit: z.string(),
};

export const sharingPreferencesSchema = z.object({
  autoShareAchievements: z.boolean(),
  preferredPlatforms: z.array(z.enum(SHARE_PLATFORMS)),
  shareWithLocation: z.boolean(),
  sharePoolDetails: z.boolean(),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  includeBeforeAfter: z.boolean(),
  includeTips: z.boolean(),
  customHashtags: z.array(z.string()),
});
