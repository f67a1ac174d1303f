// An achievement's badge: an icon per type (streak, improvement, milestone, maintenance) in a circle,
// coloured when earned and grey while it is still to earn.
import { Flame, Medal, TrendingUp, Wrench, type LucideIcon } from 'lucide-react';
import type { AchievementType } from './achievement-kinds.ts';

const ICONS: Record<AchievementType, LucideIcon> = { streak: Flame, improvement: TrendingUp, milestone: Medal, maintenance: Wrench };

const EARNED_TONES: Record<AchievementType, string> = {
  streak: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  improvement: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  milestone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  maintenance: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
};

export function AchievementIcon({ type, earned = true }: { type: AchievementType; earned?: boolean }) {
  const Icon = ICONS[type];
  const tone = earned ? EARNED_TONES[type] : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400';
  return (
    <span aria-hidden="true" className={`flex size-11 shrink-0 items-center justify-center rounded-full ${tone}`}>
      <Icon className="size-6" />
    </span>
  );
}
