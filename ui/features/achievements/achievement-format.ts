// How achievements read on /achievements: the labels of their categories, difficulties, types and the
// share platforms, their dates (US English, spec §9), and a value with its unit ('1 test', '12 weeks').
import { format } from 'date-fns';
import type { SharePlatform } from '../../api/achievements.api.ts';
import type { AchievementCategory, AchievementType, Difficulty } from './achievement-kinds.ts';

export const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  testing: 'Testing',
  chemistry: 'Chemistry',
  maintenance: 'Maintenance',
  cleaning: 'Cleaning',
  equipment: 'Equipment',
  safety: 'Safety',
  sharing: 'Sharing',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

export const TYPE_LABELS: Record<AchievementType, string> = {
  streak: 'Streak',
  milestone: 'Milestone',
  improvement: 'Improvement',
  maintenance: 'Maintenance',
};

export const PLATFORM_LABELS: Record<SharePlatform, string> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/** Badge colours per difficulty, readable in both themes. */
export const DIFFICULTY_TONES: Record<Difficulty, string> = {
  easy: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  medium: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  hard: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  expert: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
};

/** 'Jun 3, 2026' in the browser's zone. */
export function achievementDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** '1 test', '12 weeks', '30 days': a unit in the plural loses its 's' for exactly one. */
export function quantity(value: number, unit: string): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  const singular = value === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return `${shown} ${singular}`;
}

export const pointsLabel = (points: number): string => `${points} ${points === 1 ? 'pt' : 'pts'}`;
