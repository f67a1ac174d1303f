// The Earned tab (spec §2 /achievements): the stats, the category and difficulty filters, the sub-tabs
// Recent (the newest five), Streaks, Improvements, Milestones and Maintenance, and a share menu on each
// achievement. A new owner sees how the first one is earned instead of an empty list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Trophy } from 'lucide-react';
import { achievementsQueryOptions, achievementStatsQueryOptions, type Achievement } from '../../api/achievements.api.ts';
import { SelectField } from '../../components/FormFields.tsx';
import { useAtom, useSetAtom } from '../../state/jotai.ts';
import { AchievementCard } from './AchievementCard.tsx';
import { achievementDate, CATEGORY_LABELS, DIFFICULTY_LABELS } from './achievement-format.ts';
import { ACHIEVEMENT_CATEGORIES, DIFFICULTIES } from './achievement-kinds.ts';
import { earnedFiltersAtom, earnedViewAtom, sharingAchievementAtom } from './achievements-state.ts';
import { EARNED_VIEW_LABELS, EARNED_VIEWS, earnedView, filtersActive, newestFirst, NO_FILTERS, type EarnedView } from './earned-view.ts';
import { EarnedViewEmpty } from './EarnedViewEmpty.tsx';
import { TabBar } from './TabBar.tsx';
import { EmptyState, Loading, LoadFailed } from './LoadStates.tsx';

export function EarnedTab({ hasPool }: { hasPool: boolean }) {
  const list = useQuery(achievementsQueryOptions());
  if (list.isPending) return <Loading>Loading achievements...</Loading>;
  if (list.isError) return <LoadFailed message="Failed to load achievements" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.length === 0) return <NoAchievementsYet hasPool={hasPool} />;
  return <Earned achievements={list.data} />;
}

function Earned({ achievements }: { achievements: readonly Achievement[] }) {
  const [filters, setFilters] = useAtom(earnedFiltersAtom);
  const [view, setView] = useAtom(earnedViewAtom);
  const setSharing = useSetAtom(sharingAchievementAtom);
  return (
    <div className="flex flex-col gap-4">
      <EarnedStats achievements={achievements} />
      <div className="flex gap-3" role="group" aria-label="Filter achievements">
        <div className="min-w-0 flex-1">
          <SelectField label="Category" emptyLabel="All categories" value={filters.category} options={ACHIEVEMENT_CATEGORIES} labelOf={(category) => CATEGORY_LABELS[category]} onChange={(category) => setFilters({ ...filters, category })} />
        </div>
        <div className="min-w-0 flex-1">
          <SelectField label="Difficulty" emptyLabel="All difficulties" value={filters.difficulty} options={DIFFICULTIES} labelOf={(difficulty) => DIFFICULTY_LABELS[difficulty]} onChange={(difficulty) => setFilters({ ...filters, difficulty })} />
        </div>
      </div>
      <Tabs.Root value={view} onValueChange={(next) => setView(EARNED_VIEWS.find((item) => item === next) ?? 'recent')}>
        <TabBar
          label="Earned achievements"
          items={EARNED_VIEWS}
          labels={EARNED_VIEW_LABELS}
          listClassName="flex flex-wrap gap-2"
          triggerClassName="min-h-11 shrink-0 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:data-[state=active]:border-brand-500 dark:data-[state=active]:bg-brand-700"
        />
        {EARNED_VIEWS.map((item) => (
          <Tabs.Content key={item} value={item} className="pt-3">
            <EarnedList view={item} achievements={earnedView(achievements, filters, item)} filtered={filtersActive(filters)} onClearFilters={() => setFilters(NO_FILTERS)} onShare={setSharing} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

interface EarnedListProps {
  view: EarnedView;
  achievements: readonly Achievement[];
  filtered: boolean;
  onClearFilters: () => void;
  onShare: (achievement: Achievement) => void;
}

function EarnedList({ view, achievements, filtered, onClearFilters, onShare }: EarnedListProps) {
  if (achievements.length === 0) return <EarnedViewEmpty view={view} filtered={filtered} onClearFilters={onClearFilters} />;
  return (
    <ul className="flex flex-col gap-3" aria-label={EARNED_VIEW_LABELS[view]}>
      {achievements.map((achievement) => (
        <AchievementCard key={achievement.id} achievement={achievement} onShare={() => onShare(achievement)} />
      ))}
    </ul>
  );
}

/** Spec §3 stats: how many were earned and shared, and the latest. */
function EarnedStats({ achievements }: { achievements: readonly Achievement[] }) {
  const stats = useQuery(achievementStatsQueryOptions());
  const latest = newestFirst(achievements)[0];
  const rows = [
    { label: 'Achievements', value: String(stats.data?.totalAchievements ?? achievements.length) },
    { label: 'Shared', value: stats.data ? String(stats.data.sharedAchievements) : '–' },
    { label: 'Latest', value: latest ? achievementDate(latest.achievedAt).replace(/, \d{4}$/, '') : '–' },
  ];
  return (
    <dl className="card grid grid-cols-3 divide-x divide-slate-200 px-0! text-center dark:divide-slate-800" aria-label="Achievement stats">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col-reverse px-2">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{row.label}</dt>
          <dd className="text-lg font-bold">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NoAchievementsYet({ hasPool }: { hasPool: boolean }) {
  return hasPool ? (
    <EmptyState Icon={Trophy} title="No achievements yet" action={<Link to="/test" className="btn-primary">Test Your Water</Link>}>
      Record your first water test to earn First Test. Regular tests, balanced water and maintenance done on time earn the rest.
    </EmptyState>
  ) : (
    <EmptyState Icon={Trophy} title="No achievements yet" action={<Link to="/" className="btn-primary">Set Up Your Pool</Link>}>
      Set up your pool, then test your water to earn your first achievement.
    </EmptyState>
  );
}
