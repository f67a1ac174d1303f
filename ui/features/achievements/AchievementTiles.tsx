// The two stat tiles of /achievements (spec §2): Total Points and Earned, from the owner's stats.
import { useQuery } from '@tanstack/react-query';
import { Star, Trophy } from 'lucide-react';
import { achievementStatsQueryOptions } from '../../api/achievements.api.ts';

export function AchievementTiles() {
  const stats = useQuery(achievementStatsQueryOptions());
  const tiles = [
    { key: 'points', label: 'Total Points', value: stats.data?.totalPoints, Icon: Star, tone: 'text-amber-600 dark:text-amber-400' },
    { key: 'earned', label: 'Earned', value: stats.data?.totalAchievements, Icon: Trophy, tone: 'text-brand-600 dark:text-brand-500' },
  ];
  return (
    <section aria-label="Achievement totals">
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map(({ key, label, value, Icon, tone }) => (
          <li key={key} className="card flex items-center gap-3 p-3" data-testid={`tile-${key}`}>
            <Icon aria-hidden="true" className={`size-7 shrink-0 ${tone}`} />
            <p className="flex min-w-0 flex-col">
              <span className="text-2xl leading-tight font-bold">{value ?? '–'}</span>
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
