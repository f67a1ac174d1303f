// Maintenance schedule calls (spec §7, contracts/maintenance.contract.ts): the pool's tasks and the
// upcoming ones, and every write — schedule, edit, complete, skip, delete a task, and add or skip the
// starting schedule. Each write that dates something sends the browser's IANA zone, which the server
// uses as the pool's calendar when the pool's location gives none. Replies are parsed with the contract.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  completeTaskResponseSchema, maintenanceKeys, maintenancePaths, taskListSchema, taskSchema,
  type CompleteTaskBody, type CompleteTaskResponse, type CreateTaskBody, type MaintenanceTask, type UpdateTaskBody,
} from '../../contracts/maintenance.contract.ts';
import { apiJson, apiRequest, getJson } from './client.ts';
import type { PoolId } from './pools.api.ts';
import { browserTimeZone } from './browser-time-zone.ts';

export type { CompleteTaskResponse, MaintenanceTask } from '../../contracts/maintenance.contract.ts';
export type TaskId = MaintenanceTask['id'];
/** A create or edit payload; the zone is added here. */
export type TaskPayload = Omit<CreateTaskBody & UpdateTaskBody, 'timeZone'>;
export type CompletionPayload = Omit<CompleteTaskBody, 'timeZone'>;

const withZone = <T extends object>(body: T): T & { timeZone?: string } => {
  const timeZone = browserTimeZone();
  return timeZone ? { ...body, timeZone } : body;
};

/** Every task of the pool (completed one-off tasks too), soonest due first. */
export const maintenanceTasksQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: maintenanceKeys.list(poolId),
    queryFn: ({ signal }) => getJson(maintenancePaths.tasks(poolId), taskListSchema, signal),
  });

/** Open tasks due within the server's upcoming window, overdue ones included, soonest first. */
export const upcomingTasksQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: maintenanceKeys.upcoming(poolId),
    queryFn: ({ signal }) => getJson(maintenancePaths.upcoming(poolId), taskListSchema, signal),
  });

export function createTask(poolId: PoolId, payload: TaskPayload): Promise<MaintenanceTask> {
  return apiJson('POST', maintenancePaths.tasks(poolId), { payload: withZone(payload), schema: taskSchema });
}

export function updateTask(poolId: PoolId, taskId: TaskId, payload: TaskPayload): Promise<MaintenanceTask> {
  return apiJson('PATCH', maintenancePaths.task(poolId, taskId), { payload: withZone(payload), schema: taskSchema });
}

export function completeTask(poolId: PoolId, taskId: TaskId, payload: CompletionPayload): Promise<CompleteTaskResponse> {
  return apiJson('POST', maintenancePaths.complete(poolId, taskId), { payload: withZone(payload), schema: completeTaskResponseSchema });
}

/** Skips the current occurrence of a recurring task: it moves to its next due date. */
export function skipTask(poolId: PoolId, taskId: TaskId): Promise<MaintenanceTask> {
  return apiJson('POST', maintenancePaths.skip(poolId, taskId), { payload: withZone({}), schema: taskSchema });
}

export async function deleteTask(poolId: PoolId, taskId: TaskId): Promise<void> {
  await apiRequest('DELETE', maintenancePaths.task(poolId, taskId));
}

/** Schedules the suggestions of the pool's starting schedule that were never scheduled; answers the pool's tasks. */
export function addStartingSchedule(poolId: PoolId): Promise<MaintenanceTask[]> {
  return apiJson('POST', maintenancePaths.startingSchedule(poolId), { payload: withZone({}), schema: taskListSchema });
}

/** Deletes the suggested tasks the owner has neither edited nor done; answers the pool's tasks. */
export function skipStartingSchedule(poolId: PoolId): Promise<MaintenanceTask[]> {
  return apiJson('DELETE', maintenancePaths.startingSchedule(poolId), { schema: taskListSchema });
}

/** After any maintenance write: the list and (under its key) the upcoming list. */
export function refreshMaintenance(queryClient: QueryClient, poolId: PoolId): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: maintenanceKeys.list(poolId) });
}
