// The starting schedule the server suggested at onboarding: says so (each task card says why), and
// asks once per pool whether to keep the suggestions or skip the ones the owner has not changed or
// done (DELETE …/starting-schedule). SuggestScheduleButton adds them to a pool that has none (POST).
import { Sparkles } from 'lucide-react';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { useAtom } from '../../state/jotai.ts';
import { pendingSuggestions, reviewedPoolsAtom } from './starting-schedule-state.ts';
import { useStartingSchedule } from './use-schedule-writes.ts';

export function StartingScheduleCard({ poolId, tasks }: { poolId: PoolId; tasks: readonly MaintenanceTask[] }) {
  const [reviewed, markReviewed] = useAtom(reviewedPoolsAtom);
  const { skip } = useStartingSchedule(poolId, tasks, () => markReviewed(poolId));
  const pending = pendingSuggestions(tasks);
  if (pending.length === 0 || reviewed.includes(poolId)) return null;
  return (
    <section aria-labelledby="starting-schedule-title" className="card flex flex-col gap-3 border-brand-500 bg-brand-50 dark:border-brand-700 dark:bg-slate-900">
      <div className="flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-100" />
        <h2 id="starting-schedule-title" className="text-lg font-bold">
          Your Starting Schedule
        </h2>
      </div>
      <p className="text-sm">
        We suggested {pending.length} {pending.length === 1 ? 'task' : 'tasks'} from your pool's setup. Each one says why. Keep the ones that fit, or skip the
        suggestions you haven't changed or done.
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-secondary flex-1" disabled={skip.isPending} onClick={() => markReviewed(poolId)}>
          Keep Them
        </button>
        <button type="button" className="btn-secondary flex-1" disabled={skip.isPending} onClick={() => skip.mutate()}>
          {skip.isPending ? 'Skipping...' : 'Skip Them'}
        </button>
      </div>
    </section>
  );
}

export function SuggestScheduleButton({ poolId, tasks }: { poolId: PoolId; tasks: readonly MaintenanceTask[] }) {
  const [, markReviewed] = useAtom(reviewedPoolsAtom);
  const { add } = useStartingSchedule(poolId, tasks, () => markReviewed(poolId));
  return (
    <button type="button" className="btn-secondary" disabled={add.isPending} onClick={() => add.mutate()}>
      <Sparkles aria-hidden="true" className="size-4" />
      {add.isPending ? 'Adding...' : 'Suggest Tasks for My Pool'}
    </button>
  );
}
