// The Browse tab (spec §2 /achievements): progress toward every achievement of the rule set, with the
// All / Available / Achieved filter and a category filter. Earned ones show their date and a full bar.
import { useQuery } from '@tanstack/react-query';
import * as ProgressBar from '@radix-ui/react-progress';
import { CircleCheck, ListFilter } from 'lucide-react';
import { useId } from 'react';
import { achievementProgressQueryOptions, type ProgressItem } from '../../api/achievements.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { SelectField } from '../../components/FormFields.tsx';
import { useAtom } from '../../state/jotai.ts';
import { AchievementBadges } from './AchievementBadges.tsx';
import { achievementDate, CATEGORY_LABELS, quantity } from './achievement-format.ts';
import { AchievementIcon } from './AchievementIcon.tsx';
import { ACHIEVEMENT_CATEGORIES } from './achievement-kinds.ts';
import { browseFiltersAtom } from './achievements-state.ts';
import { ALL_PROGRESS, filterProgress, PROGRESS_STATUS_LABELS, PROGRESS_STATUSES, progressPercent, type BrowseFilters } from './browse-view.ts';
import { EmptyState, Loading, LoadFailed } from './LoadStates.tsx';

export function BrowseTab({ poolId }: { poolId: PoolId | undefined }) {
  const progress = useQuery(achievementProgressQueryOptions(poolId));
  const [filters, setFilters] = useAtom(browseFiltersAtom);
  if (progress.isPending) return <Loading>Loading achievements...</Loading>;
  if (progress.isError) return <LoadFailed message="Failed to load achievements" onRetry={() => void progress.refetch()} retrying={progress.isFetching} />;
  const items = filterProgress(progress.data, filters);
  const earned = progress.data.filter((item) => item.isAchieved).length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {earned} of {progress.data.length} achievements earned
      </p>
      <div className="flex flex-col gap-3">
        <StatusFilter value={filters.status} onChange={(status) => setFilters({ ...filters, status })} />
        <SelectField label="Category" emptyLabel="All categories" value={filters.category} options={ACHIEVEMENT_CATEGORIES} labelOf={(category) => CATEGORY_LABELS[category]} onChange={(category) => setFilters({ ...filters, category })} />
      </div>
      {items.length === 0 ? (
        <NothingToShow filters={filters} onShowAll={() => setFilters(ALL_PROGRESS)} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Achievement progress">
          {items.map((item) => <ProgressCard key={item.id} item={item} />)}
        </ul>
      )}
    </div>
  );
}

function StatusFilter({ value, onChange }: { value: BrowseFilters['status']; onChange: (status: BrowseFilters['status']) => void }) {
  return (
    <div role="group" aria-label="Show" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {PROGRESS_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className="min-h-11 rounded-lg text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-700 aria-pressed:shadow-sm dark:text-slate-200 dark:aria-pressed:bg-slate-950 dark:aria-pressed:text-brand-100"
        >
          {PROGRESS_STATUS_LABELS[status]}
        </button>
      ))}
    </div>
  );
}

function ProgressCard({ item }: { item: ProgressItem }) {
  const titleId = useId();
  const percent = progressPercent(item);
  const { current, target, unit } = item.currentProgress;
  return (
    <li aria-labelledby={titleId} className="card flex gap-3" data-testid="progress-item">
      <AchievementIcon type={item.achievementType} earned={item.isAchieved} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={titleId} className="flex items-center gap-1.5 font-bold">
            {item.title}
            {item.isAchieved && <CircleCheck aria-label="Achieved" className="size-4 shrink-0 text-green-700 dark:text-green-400" />}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
        </div>
        <AchievementBadges achievement={item} />
        <ProgressBar.Root value={percent} aria-label={`${item.title} progress`} className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <ProgressBar.Indicator className={`h-full ${item.isAchieved ? 'bg-green-600' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
        </ProgressBar.Root>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {item.isAchieved && item.achievedAt
            ? `Earned ${achievementDate(item.achievedAt)}`
            : `${Math.min(current, target)} of ${quantity(target, unit)}`}
        </p>
      </div>
    </li>
  );
}

function NothingToShow({ filters, onShowAll }: { filters: BrowseFilters; onShowAll: () => void }) {
  const text =
    filters.status === 'achieved'
      ? "You haven't earned any of these yet. Keep testing and caring for your pool."
      : filters.status === 'available'
        ? "You've earned every one of these. Nice work!"
        : 'No achievements in this category.';
  return (
    <EmptyState Icon={ListFilter} title="Nothing to show" action={<button type="button" className="btn-secondary" onClick={onShowAll}>Show All</button>}>
      {text}
    </EmptyState>
  );
}
