// The schedule's writes as react-query mutations, each with spec §8's toasts ('Task Created',
// 'Task Completed', 'Task Deleted' and their failures) and a refresh of the pool's task lists after
// it. Editing, skipping an occurrence and the starting schedule toast in the same voice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addStartingSchedule, completeTask, createTask, deleteTask, refreshMaintenance, skipStartingSchedule, skipTask, updateTask,
  type CompletionPayload, type MaintenanceTask, type TaskId, type TaskPayload,
} from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import { endsSession } from '../users/unauthorized.ts';
import { formatDay } from './task-display.ts';

/** The failure toast; a 401 stays quiet, since the session handler already says 'Unauthorized'. */
const failed = (description: string) => (error: unknown) => {
  if (!endsSession(error)) toast({ title: 'Error', description, variant: 'destructive' });
};

export function useSaveTask(poolId: PoolId, editing: MaintenanceTask | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TaskPayload) => (editing ? updateTask(poolId, editing.id, payload) : createTask(poolId, payload)),
    onSuccess: async (task) => {
      toast(editing
        ? { title: 'Task Updated', description: `${task.title} is due ${formatDay(task.nextDueDate)}.` }
        : { title: 'Task Created', description: `${task.title} is on your schedule for ${formatDay(task.nextDueDate)}.` });
      onSaved();
      await refreshMaintenance(queryClient, poolId);
    },
    onError: failed(editing ? 'Failed to update task. Please try again.' : 'Failed to create task. Please try again.'),
  });
}

export function useCompleteTask(poolId: PoolId, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, payload }: { taskId: TaskId; payload: CompletionPayload }) => completeTask(poolId, taskId, payload),
    onSuccess: async ({ task, nextDueDate }) => {
      toast({
        title: 'Task Completed',
        description: nextDueDate ? `${task.title} is next due ${formatDay(nextDueDate)}.` : `${task.title} is done.`,
      });
      onDone();
      await refreshMaintenance(queryClient, poolId);
    },
    onError: failed('Failed to complete task. Please try again.'),
  });
}

export function useSkipTask(poolId: PoolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: TaskId) => skipTask(poolId, taskId),
    onSuccess: async (task) => {
      toast({ title: 'Task Skipped', description: `${task.title} is next due ${formatDay(task.nextDueDate)}.` });
      await refreshMaintenance(queryClient, poolId);
    },
    onError: failed('Failed to skip task. Please try again.'),
  });
}

export function useDeleteTask(poolId: PoolId, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: MaintenanceTask) => deleteTask(poolId, task.id),
    onSuccess: async (_nothing, task) => {
      toast({ title: 'Task Deleted', description: `${task.title} was removed from your schedule.` });
      onDone();
      await refreshMaintenance(queryClient, poolId);
    },
    onError: failed('Failed to delete task. Please try again.'),
  });
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const suggestedCount = (tasks: readonly MaintenanceTask[]) => tasks.filter((task) => task.suggestionKey !== null).length;

/** Skip (DELETE) or add (POST) the starting schedule; the toast says what changed, from the reply. */
export function useStartingSchedule(poolId: PoolId, before: readonly MaintenanceTask[], onDone: () => void) {
  const queryClient = useQueryClient();
  const settle = async () => {
    onDone();
    await refreshMaintenance(queryClient, poolId);
  };
  const skip = useMutation({
    mutationFn: () => skipStartingSchedule(poolId),
    onSuccess: async (tasks) => {
      const removed = suggestedCount(before) - suggestedCount(tasks);
      const kept = suggestedCount(tasks);
      toast({
        title: 'Suggestions Skipped',
        description: `Removed ${plural(removed, 'suggested task')}.${kept > 0 ? ` ${plural(kept, 'task')} you changed or did stay.` : ''}`,
      });
      await settle();
    },
    onError: failed('Failed to skip the suggestions. Please try again.'),
  });
  const add = useMutation({
    mutationFn: () => addStartingSchedule(poolId),
    onSuccess: async (tasks) => {
      const added = suggestedCount(tasks) - suggestedCount(before);
      toast(added > 0
        ? { title: 'Schedule Added', description: `Added ${plural(added, 'suggested task')} for your pool, each with why.` }
        : { title: 'No New Suggestions', description: 'This pool had every suggestion before. Add your own with Add Task.' });
      await settle();
    },
    onError: failed('Failed to add the suggested schedule. Please try again.'),
  });
  return { skip, add };
}
