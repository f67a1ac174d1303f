// The small facts under an achievement's title: its difficulty (coloured), its category and its points.
import type { Achievement } from '../../api/achievements.api.ts';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, DIFFICULTY_TONES, pointsLabel } from './achievement-format.ts';

type BadgeFacts = Pick<Achievement, 'difficulty' | 'category' | 'points'>;

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

export function AchievementBadges({ achievement }: { achievement: BadgeFacts }) {
  return (
    <p className="flex flex-wrap items-center gap-1.5">
      <span className={`${BADGE} ${DIFFICULTY_TONES[achievement.difficulty]}`}>{DIFFICULTY_LABELS[achievement.difficulty]}</span>
      <span className={`${BADGE} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>{CATEGORY_LABELS[achievement.category]}</span>
      <span className={`${BADGE} bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100`}>{pointsLabel(achievement.points)}</span>
    </p>
  );
}
