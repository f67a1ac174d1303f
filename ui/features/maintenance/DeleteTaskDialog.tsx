// Delete confirmation for a task (spec §2): says what goes (a recurring task's future dates too), then
// 'Task Deleted' or 'Failed to delete task. Please try again.'.
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { repeatText } from './task-display.ts';
import { useDeleteTask } from './use-schedule-writes.ts';

export function DeleteTaskDialog({ poolId, task, onClose }: { poolId: PoolId; task: MaintenanceTask | null; onClose: () => void }) {
  const remove = useDeleteTask(poolId, onClose);
  const what = task?.isRecurring ? ` (${repeatText(task).toLowerCase()}) and all its future dates` : '';
  return (
    <ConfirmDeleteDialog
      open={task !== null}
      title="Delete Task?"
      description={`“${task?.title ?? ''}”${what} will be removed from your schedule.`}
      pending={remove.isPending}
      onConfirm={() => task && remove.mutate(task)}
      onClose={onClose}
    />
  );
}
