// The lists an achievement's fields take their values from (spec §3 Achievement), zod-free, so the
// contract and the UI share them without loading the rules.

export const ACHIEVEMENT_TYPES = ['streak', 'milestone', 'improvement', 'maintenance'] as const;
export const ACHIEVEMENT_CATEGORIES = ['testing', 'chemistry', 'maintenance', 'cleaning', 'equipment', 'safety', 'sharing'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
