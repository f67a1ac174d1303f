// 'Upcoming Tasks' with 'Add Task' (spec §2): the open tasks due within the server's window (overdue
// ones first, as the server sorts them), then any one-off task due later; a schedule with no task at
// all says so and offers the starting schedule suggested for the pool.
import { CalendarCheck, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import { UPCOMING_WINDOW_DAYS } from '../../../domain/maintenance/maintenance-options.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { SuggestScheduleButton } from './StartingScheduleCard.tsx';
import { reviewedPoolsAtom } from './starting-schedule-state.ts';
import { TaskCard, type TaskActions } from './TaskCard.tsx';

interface Props {
  poolId: PoolId;
  /** Every task of the pool. */
  tasks: readonly MaintenanceTask[];
  upcoming: readonly MaintenanceTask[];
  today: CalendarDay;
  actions: TaskActions;
  onAdd: () => void;
}

/** No task at all. The suggested schedule is offered until the owner has kept, skipped or added it on this pool. */
function EmptySchedule({ poolId, tasks }: { poolId: PoolId; tasks: readonly MaintenanceTask[] }) {
  const offer = !useAtomValue(reviewedPoolsAtom).includes(poolId);
  return (
    <div className="card flex flex-col items-center gap-2 text-center">
      <CalendarCheck aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-100" />
      <p className="font-semibold">No maintenance tasks yet</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {offer
          ? 'Add your own with Add Task, or start from the tasks a pool like yours needs: water tests, brushing, the filter and more.'
          : 'Add your first task with Add Task: it shows here and on this week when it is due.'}
      </p>
      {offer && <SuggestScheduleButton poolId={poolId} tasks={tasks} />}
    </div>
  );
}

function TaskList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-3">{children}</ul>;
}

export function UpcomingTasks({ poolId, tasks, upcoming, today, actions, onAdd }: Props) {
  const upcomingIds = new Set(upcoming.map((task) => task.id));
  const later = tasks.filter((task) => task.status === 'active' && !task.isRecurring && !upcomingIds.has(task.id));
  return (
    <>
      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-title" className="text-lg font-bold">
            Upcoming Tasks
          </h2>
          <button type="button" className="btn-primary px-4" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-5" /> Add Task
          </button>
        </div>
        {tasks.length === 0 ? (
          <EmptySchedule poolId={poolId} tasks={tasks} />
        ) : upcoming.length === 0 ? (
          <p className="card text-sm text-slate-600 dark:text-slate-300">Nothing is due in the next {UPCOMING_WINDOW_DAYS} days.</p>
        ) : (
          <TaskList>
            {upcoming.map((task) => (
              <TaskCard key={task.id} task={task} today={today} actions={actions} />
            ))}
          </TaskList>
        )}
      </section>
      {later.length > 0 && (
        <section aria-labelledby="later-title" className="flex flex-col gap-3">
          <h2 id="later-title" className="text-lg font-bold">
            Later
          </h2>
          <TaskList>
            {later.map((task) => (
              <TaskCard key={task.id} task={task} today={today} actions={actions} />
            ))}
          </TaskList>
        </section>
      )}
    </>
  );
}
