// Maintenance schedule routes (spec §7), declared from contracts/maintenance.contract.ts: the pool's
// tasks and the upcoming ones, schedule, edit, complete, skip and delete a task, and the starting
// schedule (scheduled at onboarding by setUpOnboardedPool; skippable). Every pool id goes through
// loadOwnedPool or an owned read, and a task id is looked up in that pool's stream, so another user's
// task is a 404. The pool's calendar: its location's zone, else the browser's `timeZone`, else the
// one recorded last (UTC at first). Writes honour Idempotency-Key and wait for the tasks read model.
import type { CommandMetadata } from '../../../commands/common/handle-command.ts';
import { registerOnboardedEquipment } from '../../../commands/equipment/register-onboarded-equipment.ts';
import { completeTask } from '../../../commands/maintenance/complete-task.ts';
import { deleteTask } from '../../../commands/maintenance/delete-task.ts';
import { poolCalendar } from '../../../commands/maintenance/pool-time-zone.ts';
import { scheduleStartingTasks, skipStartingSchedule } from '../../../commands/maintenance/schedule-starting-tasks.ts';
import { scheduleTask } from '../../../commands/maintenance/schedule-task.ts';
import { skipTask } from '../../../commands/maintenance/skip-task.ts';
import { updateTask } from '../../../commands/maintenance/update-task.ts';
import {
  completeTaskBodySchema, completeTaskResponseSchema, createTaskBodySchema, maintenancePaths, poolParamsSchema, startingScheduleBodySchema,
  taskListSchema, taskParamsSchema, taskSchema, timeZoneBodySchema, updateTaskBodySchema, type MaintenanceTask,
} from '../../../contracts/maintenance.contract.ts';
import { addCalendarDays, DEFAULT_TIME_ZONE, todayIn } from '../../../domain/maintenance/calendar-day.ts';
import type { MaintenanceState } from '../../../domain/maintenance/maintenance-state.ts';
import { UPCOMING_WINDOW_DAYS } from '../../../domain/maintenance/maintenance-options.ts';
import { taskDueState } from '../../../domain/maintenance/task-due.rules.ts';
import { equipmentProjection, listEquipment } from '../../../projections/equipment/equipment.projection.ts';
import { findTask, listTasksInOwnedPool, maintenanceTasksProjection, type TaskRecord } from '../../../projections/maintenance/maintenance-tasks.projection.ts';
import type { PoolView } from '../../../projections/pools/pools.projection.ts';
import type { Position } from '../../eventstore/event-store.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { inOwnedPool, loadOwnedPool } from '../auth/owned-resources.ts';
import { notFound } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';

const tags = ['maintenance'];
/** What the schedule screen refetches after a write. */
export const MAINTENANCE_READ_MODELS = [maintenanceTasksProjection] as const;
const notFoundResponse = { 404: { description: 'No such pool or task for this user' } };

/** A task with spec §4's due state as of today where the pool is. */
export function withDueState(task: TaskRecord, now = Date.now()): MaintenanceTask {
  const today = todayIn(now, task.timeZone);
  const due = taskDueState(task.nextDueDate, today);
  return { ...task, dueState: due.state, daysUntilDue: due.days, asOf: today };
}

/** After a write: the task as the read model has it, or (when the read model is late) as the command left it. */
async function taskAfterWrite(context: RouteContext, poolId: string, taskId: string, result: { position: Position | undefined; state: MaintenanceState }): Promise<MaintenanceTask> {
  await waitForReadModels(context, result.position, MAINTENANCE_READ_MODELS);
  const task = (await findTask(context.database.db, poolId, taskId)) ?? recordOf(poolId, result.state, taskId);
  if (!task) throw notFound('Task not found');
  return withDueState(task);
}

function recordOf(poolId: string, state: MaintenanceState, taskId: string): TaskRecord | undefined {
  const entry = state.tasks.get(taskId);
  if (!entry || entry.status === 'deleted') return undefined;
  const now = new Date().toISOString();
  const { values, status, suggestionKey, reason, equipmentId, completions, lastCompletedAt } = entry;
  return {
    id: taskId, poolId, ...values, status, timeZone: state.timeZone ?? DEFAULT_TIME_ZONE, reason, suggestionKey, equipmentId, completionCount: completions,
    lastCompletedAt: lastCompletedAt === null ? null : new Date(lastCompletedAt).toISOString(), createdAt: now, updatedAt: now,
  };
}

async function tasksAfterWrite(context: RouteContext, pool: PoolView, userId: string, position: Position | undefined): Promise<MaintenanceTask[]> {
  await waitForReadModels(context, position, MAINTENANCE_READ_MODELS);
  return inOwnedPool(await listTasksInOwnedPool(context.database.db, pool.id, userId)).map((task) => withDueState(task));
}

/** The starting schedule from the pool's profile and its equipment (its warranties). */
async function scheduleFromProfile(context: RouteContext, pool: PoolView, metadata: CommandMetadata, sentTimeZone: string | undefined) {
  const equipment = await listEquipment(context.database.db, pool.id);
  return scheduleStartingTasks(context.store, {
    poolId: pool.id, ...poolCalendar(pool, sentTimeZone), now: new Date(), profile: pool,
    equipment: equipment.map(({ id, name, warrantyExpiration }) => ({ equipmentId: id, name, warrantyExpiration })),
  }, metadata);
}

/**
 * After onboarding (called by the pools route): registers the equipment the profile names and
 * schedules the starting schedule (in the zone the browser sent, when the pool's location gives
 * none), each once, and waits for their read models.
 */
export async function setUpOnboardedPool(context: RouteContext, pool: PoolView, metadata: CommandMetadata, sentTimeZone: string | undefined): Promise<void> {
  if (!pool.onboardingCompleted) return;
  const equipment = await registerOnboardedEquipment(context.store, { poolId: pool.id, profile: pool, now: new Date() }, metadata);
  await waitForReadModels(context, equipment.position, [equipmentProjection]);
  const schedule = await scheduleFromProfile(context, pool, metadata, sentTimeZone);
  await waitForReadModels(context, schedule.position, MAINTENANCE_READ_MODELS);
}

export const maintenanceRoutes = defineRoutes({ registerRoutes: registerMaintenanceRoutes });

function registerMaintenanceRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;

  api.route({
    method: 'get',
    path: maintenancePaths.tasks.pattern,
    summary: "The pool's tasks (completed one-off tasks too), soonest due first, each with its due state",
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'Tasks', schema: taskListSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, user }) => inOwnedPool(await listTasksInOwnedPool(db, params.poolId, user.id)).map((task) => withDueState(task)),
  });

  api.route({
    method: 'get',
    path: maintenancePaths.upcoming.pattern,
    summary: `Open tasks due within ${UPCOMING_WINDOW_DAYS} days (overdue ones included), soonest first`,
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'Upcoming tasks', schema: taskListSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, user }) => {
      const now = Date.now();
      const tasks = inOwnedPool(await listTasksInOwnedPool(db, params.poolId, user.id, { activeOnly: true }));
      return tasks.filter((task) => task.nextDueDate <= addCalendarDays(todayIn(now, task.timeZone), UPCOMING_WINDOW_DAYS)).map((task) => withDueState(task, now));
    },
  });

  api.route({
    method: 'post',
    path: maintenancePaths.tasks.pattern,
    summary: 'Schedule a task (spec §5: title, type and due date required; fallbacks for interval, duration and reminder)',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    body: createTaskBodySchema,
    responses: { 201: { description: 'The task', schema: taskSchema }, 400: { description: 'Spec §5 messages per field' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const metadata = metadataOf(ctx, user);
      const { timeZone, ...draft } = body;
      const taskId = idFor(metadata, `task:${params.poolId}`);
      const result = await scheduleTask(context.store, { poolId: pool.id, taskId, draft, ...poolCalendar(pool, timeZone), now: new Date() }, metadata);
      ctx.status = 201;
      return taskAfterWrite(context, pool.id, taskId, result);
    },
  });

  api.route({
    method: 'post',
    path: maintenancePaths.startingSchedule.pattern,
    summary: "Schedule the pool's starting schedule from its profile and equipment (suggestions not scheduled before); answers the pool's tasks",
    tags,
    auth: 'user',
    params: poolParamsSchema,
    body: startingScheduleBodySchema,
    responses: { 200: { description: 'Tasks', schema: taskListSchema }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const result = await scheduleFromProfile(context, pool, metadataOf(ctx, user), body.timeZone);
      return tasksAfterWrite(context, pool, user.id, result.position);
    },
  });

  api.route({
    method: 'delete',
    path: maintenancePaths.startingSchedule.pattern,
    summary: 'Skip the starting schedule: delete its tasks the owner has neither edited nor done; answers the pool\'s tasks',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'Tasks', schema: taskListSchema }, ...notFoundResponse },
    handler: async (ctx, { params, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const result = await skipStartingSchedule(context.store, { poolId: pool.id, now: new Date() }, metadataOf(ctx, user));
      return tasksAfterWrite(context, pool, user.id, result.position);
    },
  });

  api.route({
    method: 'patch',
    path: maintenancePaths.task.pattern,
    summary: "Edit a task (any fields, spec §5's rules); a new due date or frequency restarts its recurrence from that date",
    tags,
    auth: 'user',
    params: taskParamsSchema,
    body: updateTaskBodySchema,
    responses: { 200: { description: 'The task', schema: taskSchema }, 400: { description: 'Spec §5 messages per field' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const { timeZone, ...draft } = body;
      const result = await updateTask(context.store, { poolId: pool.id, taskId: params.taskId, draft, ...poolCalendar(pool, timeZone), now: new Date() }, metadataOf(ctx, user));
      return taskAfterWrite(context, pool.id, params.taskId, result);
    },
  });

  api.route({
    method: 'post',
    path: maintenancePaths.complete.pattern,
    summary: 'Complete a task: a recurring one moves to its next due date (from its due date, without a backlog); a one-off one is done',
    tags,
    auth: 'user',
    params: taskParamsSchema,
    body: completeTaskBodySchema,
    responses: {
      200: { description: 'The task after completion', schema: completeTaskResponseSchema }, 400: { description: 'A duration out of range' },
      409: { description: 'The one-off task is already completed' }, ...notFoundResponse,
    },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const { notes, durationMinutes, photoUrl, timeZone } = body;
      const result = await completeTask(context.store, {
        poolId: pool.id, taskId: params.taskId, ...poolCalendar(pool, timeZone), now: new Date(), notes, durationMinutes, photoUrl,
      }, metadataOf(ctx, user));
      const completed = result.events.find((event) => event.type === 'TaskCompleted');
      const task = await taskAfterWrite(context, pool.id, params.taskId, result);
      if (completed?.type !== 'TaskCompleted') throw new Error('completion missing after write');
      return { task, wasOverdue: completed.data.wasOverdue, dueDate: completed.data.dueDate, nextDueDate: completed.data.nextDueDate };
    },
  });

  api.route({
    method: 'post',
    path: maintenancePaths.skip.pattern,
    summary: 'Skip the current occurrence of a recurring task: it moves to its next due date',
    tags,
    auth: 'user',
    params: taskParamsSchema,
    body: timeZoneBodySchema,
    responses: { 200: { description: 'The task', schema: taskSchema }, 409: { description: 'A one-off task cannot be skipped' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const result = await skipTask(context.store, { poolId: pool.id, taskId: params.taskId, ...poolCalendar(pool, body.timeZone), now: new Date() }, metadataOf(ctx, user));
      return taskAfterWrite(context, pool.id, params.taskId, result);
    },
  });

  api.route({
    method: 'delete',
    path: maintenancePaths.task.pattern,
    summary: 'Delete a task',
    tags,
    auth: 'user',
    params: taskParamsSchema,
    responses: { 204: { description: 'Deleted' }, ...notFoundResponse },
    handler: async (ctx, { params, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const result = await deleteTask(context.store, { poolId: pool.id, taskId: params.taskId, now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, result.position, MAINTENANCE_READ_MODELS);
      ctx.status = 204;
    },
  });
}
