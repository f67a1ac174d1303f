// The value lists of an achievement's fields (spec §3), as the contract names them, for the screen's
// filters and labels.
import type { Achievement } from '../../api/achievements.api.ts';

export { ACHIEVEMENT_CATEGORIES, DIFFICULTIES, SHARE_PLATFORMS, PRIVACY_LEVELS } from '../../../contracts/achievements.contract.ts';

export type AchievementCategory = Achievement['category'];
export type AchievementType = Achievement['achievementType'];
export type Difficulty = Achievement['difficulty'];
