// What the Browse tab lists (spec §2 /achievements): progress toward every achievement of the rule set,
// narrowed to All, Available (not earned yet) or Achieved, and to a category; and how full each bar is.
import type { ProgressItem } from '../../api/achievements.api.ts';
import type { AchievementCategory } from './achievement-kinds.ts';

export const PROGRESS_STATUSES = ['all', 'available', 'achieved'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const PROGRESS_STATUS_LABELS: Record<ProgressStatus, string> = { all: 'All', available: 'Available', achieved: 'Achieved' };

export interface BrowseFilters {
  status: ProgressStatus;
  /** null: every category. */
  category: AchievementCategory | null;
}

export const ALL_PROGRESS: BrowseFilters = { status: 'all', category: null };

export function filterProgress(items: readonly ProgressItem[], filters: BrowseFilters): ProgressItem[] {
  return items.filter(
    (item) =>
      (filters.status === 'all' || item.isAchieved === (filters.status === 'achieved')) &&
      (filters.category === null || item.category === filters.category),
  );
}

/** 0-100; an earned achievement is full whatever its count says. */
export function progressPercent(item: ProgressItem): number {
  if (item.isAchieved) return 100;
  const { current, target } = item.currentProgress;
  if (target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}
