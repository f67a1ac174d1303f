// /schedule (spec §2 Maintenance Schedule) for the active pool: the starting schedule's offer, 'This
// Week', 'Upcoming Tasks' with 'Add Task', 'Recurring Schedules' with Edit, and the New task,
// Complete and Delete dialogs. Without a pool: spec §2's 'No pool profile found…'. Every date is a
// day in the pool's time zone (task-display.ts scheduleTimeZone).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { maintenanceTasksQueryOptions, upcomingTasksQueryOptions, type MaintenanceTask } from '../../api/maintenance.api.ts';
import { browserTimeZone } from '../../api/browser-time-zone.ts';
import type { PoolSummary } from '../../api/pools.api.ts';
import { useActivePool } from '../pools/use-active-pool.ts';
import { CompleteTaskDialog } from './CompleteTaskDialog.tsx';
import { DeleteTaskDialog } from './DeleteTaskDialog.tsx';
import { RecurringSchedules } from './RecurringSchedules.tsx';
import { StartingScheduleCard } from './StartingScheduleCard.tsx';
import type { TaskActions } from './TaskCard.tsx';
import { TaskFormDialog } from './TaskFormDialog.tsx';
import { scheduleTimeZone, scheduleToday } from './task-display.ts';
import { UpcomingTasks } from './UpcomingTasks.tsx';
import { useSkipTask } from './use-schedule-writes.ts';
import { weekStrip } from './week-strip.ts';
import { WeekStrip } from './WeekStrip.tsx';

export const NO_POOL_MESSAGE = 'No pool profile found. Please set up your pool first.';

export function ScheduleScreen() {
  const { pool, isLoading } = useActivePool();
  if (!pool) {
    return (
      <div className="p-4">
        <p className="card text-sm">{isLoading ? 'Loading...' : NO_POOL_MESSAGE}</p>
      </div>
    );
  }
  return <PoolSchedule pool={pool} />;
}

type Editing = { task: MaintenanceTask | null } | null;

function PoolSchedule({ pool }: { pool: PoolSummary }) {
  const poolId = pool.id;
  const list = useQuery(maintenanceTasksQueryOptions(poolId));
  const upcoming = useQuery(upcomingTasksQueryOptions(poolId));
  const [editing, setEditing] = useState<Editing>(null);
  const [completing, setCompleting] = useState<MaintenanceTask | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceTask | null>(null);
  const skip = useSkipTask(poolId);
  const today = scheduleToday(scheduleTimeZone(pool, list.data, browserTimeZone()));

  if (list.isError || upcoming.isError) {
    return (
      <div className="p-4">
        <div role="alert" className="card flex flex-col items-start gap-3 text-sm">
          <p>Could not load the maintenance schedule. Please try again.</p>
          <button type="button" className="btn-secondary" onClick={() => void Promise.all([list.refetch(), upcoming.refetch()])}>
            Try Again
          </button>
        </div>
      </div>
    );
  }
  if (!list.data || !upcoming.data) {
    return (
      <div className="p-4">
        <p className="card text-sm">Loading...</p>
      </div>
    );
  }
  const actions: TaskActions = {
    onComplete: setCompleting,
    onSkip: (task) => skip.mutate(task.id),
    onEdit: (task) => setEditing({ task }),
    onDelete: setDeleting,
    skippingId: skip.isPending ? skip.variables : undefined,
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      <StartingScheduleCard poolId={poolId} tasks={list.data} />
      <WeekStrip days={weekStrip(today, upcoming.data)} today={today} />
      <UpcomingTasks poolId={poolId} tasks={list.data} upcoming={upcoming.data} today={today} actions={actions} onAdd={() => setEditing({ task: null })} />
      {list.data.length > 0 && <RecurringSchedules tasks={list.data} today={today} onEdit={(task) => setEditing({ task })} />}
      <TaskFormDialog open={editing !== null} onClose={() => setEditing(null)} poolId={poolId} task={editing?.task ?? null} today={today} />
      <CompleteTaskDialog poolId={poolId} task={completing} today={today} onClose={() => setCompleting(null)} />
      <DeleteTaskDialog poolId={poolId} task={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
