// What the Earned tab lists (spec §2 /achievements): the owner's achievements narrowed by the category
// and difficulty filters, then by the sub-tab — Recent (the newest five, spec §9), Streaks,
// Improvements, Milestones or Maintenance (the achievement's type). Pure, so the tests read it plainly.
import type { Achievement } from '../../api/achievements.api.ts';
import type { AchievementCategory, AchievementType, Difficulty } from './achievement-kinds.ts';

export const RECENT_COUNT = 5;

export const EARNED_VIEWS = ['recent', 'streak', 'improvement', 'milestone', 'maintenance'] as const;
export type EarnedView = (typeof EARNED_VIEWS)[number];

export const EARNED_VIEW_LABELS: Record<EarnedView, string> = {
  recent: 'Recent',
  streak: 'Streaks',
  improvement: 'Improvements',
  milestone: 'Milestones',
  maintenance: 'Maintenance',
};

/** null: every category / difficulty. */
export interface EarnedFilters {
  category: AchievementCategory | null;
  difficulty: Difficulty | null;
}

export const NO_FILTERS: EarnedFilters = { category: null, difficulty: null };

export const filtersActive = (filters: EarnedFilters): boolean => filters.category !== null || filters.difficulty !== null;

/** Newest first by the earning event's time; ties keep the server's order. */
export function newestFirst(achievements: readonly Achievement[]): Achievement[] {
  return achievements
    .map((achievement, index) => ({ achievement, index, at: Date.parse(achievement.achievedAt) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ achievement }) => achievement);
}

export function filterEarned(achievements: readonly Achievement[], filters: EarnedFilters): Achievement[] {
  return achievements.filter(
    (achievement) =>
      (filters.category === null || achievement.category === filters.category) &&
      (filters.difficulty === null || achievement.difficulty === filters.difficulty),
  );
}

/** One sub-tab's achievements, newest first. */
export function earnedView(achievements: readonly Achievement[], filters: EarnedFilters, view: EarnedView): Achievement[] {
  const shown = newestFirst(filterEarned(achievements, filters));
  if (view === 'recent') return shown.slice(0, RECENT_COUNT);
  const type: AchievementType = view;
  return shown.filter((achievement) => achievement.achievementType === type);
}
