// Test helpers: achievements replies as contracts/achievements.contract.ts describes them, with only the
// fields a test cares about given.
import type { Achievement, ProgressItem, SharingPreferencesBody } from '../../../api/achievements.api.ts';
import { DEFAULT_SHARING_PREFERENCES } from '../../../../contracts/achievements.contract.ts';

/** An earned First Test, on 2026-06-01. */
export function anAchievement(fields: Partial<Achievement> & Pick<Achievement, 'id'>): Achievement {
  return {
    title: 'First Test', description: 'Record your first water test', points: 10, achievementType: 'milestone', category: 'testing', difficulty: 'easy',
    value: 1, unit: 'tests', beforeValue: null, afterValue: null, beforeImage: null, afterImage: null,
    achievedAt: '2026-06-01T12:00:00.000Z', isShared: false, shareCount: 0, ...fields,
  };
}

/** Progress toward Regular Tester, 3 of 10 test days. */
export function aProgressItem(fields: Partial<ProgressItem> & Pick<ProgressItem, 'id'>): ProgressItem {
  return {
    title: 'Regular Tester', description: 'Test your water on 10 different days', category: 'testing', difficulty: 'easy', achievementType: 'milestone',
    points: 20, isAchieved: false, achievedAt: null, currentProgress: { current: 3, target: 10, unit: 'tests' }, ...fields,
  };
}

export function somePreferences(fields: Partial<SharingPreferencesBody> = {}): SharingPreferencesBody {
  return { ...DEFAULT_SHARING_PREFERENCES, preferredPlatforms: [...DEFAULT_SHARING_PREFERENCES.preferredPlatforms], customHashtags: [...DEFAULT_SHARING_PREFERENCES.customHashtags], ...fields };
}
