// The HTTP contract of the maintenance area (spec §3 Maintenance task, §4, §5 New task, §7 calls):
// request and reply schemas in zod/mini, paths and query keys. Shared with the UI: zod/mini and the
// zod-free domain only. The §5 rules (title, type and due date required; fallbacks for interval,
// duration and reminder; the interval preset by frequency) are applied by the domain
// (domain/maintenance/task-rules.ts), which answers with the spec's messages per field.
import { z } from 'zod/mini';
import { TASK_FREQUENCIES, TASK_LIMITS, TASK_PRIORITIES, TASK_TYPES } from '../domain/maintenance/maintenance-options.ts';
import { browserTimeZoneField } from './time-zone.ts';
import { routePath } from './route-path.ts';

export { applyTaskDraft, TASK_MESSAGES, type TaskDraft } from '../domain/maintenance/task-rules.ts';
export { taskDueState, taskDueText, type TaskDueState } from '../domain/maintenance/task-due.rules.ts';
export {
  DUE_SOON_DAYS, FREQUENCY_INTERVAL_DAYS, TASK_DEFAULTS, TASK_FREQUENCIES, TASK_LIMITS, TASK_PRIORITIES, TASK_TYPES, UPCOMING_WINDOW_DAYS,
} from '../domain/maintenance/maintenance-options.ts';

const text = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
/** A number, or text that may hold one; unparseable values fall back (spec §5). */
const numeric = z.nullish(z.union([z.number(), z.string().check(z.maxLength(32))]));
/** The browser's IANA zone: the pool's calendar when its location gives none. */
const timeZone = browserTimeZoneField;

const taskFields = {
  title: text(TASK_LIMITS.title),
  description: text(TASK_LIMITS.description),
  taskType: text(40),
  priority: z.nullish(z.enum(TASK_PRIORITIES)),
  frequency: z.nullish(z.enum(TASK_FREQUENCIES)),
  /** Only for custom; otherwise the frequency presets it. */
  intervalDays: numeric,
  /** 'YYYY-MM-DD' (or an ISO date-time, read as its day in the pool's time zone). */
  nextDueDate: text(40),
  isRecurring: z.nullish(z.boolean()),
  notificationEnabled: z.nullish(z.boolean()),
  reminderMinutes: numeric,
  estimatedDurationMinutes: numeric,
  timeZone,
};

/** POST /api/pools/{poolId}/maintenance (spec §7 payload, plus the browser's time zone). */
export const createTaskBodySchema = z.object(taskFields);
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;
/** PATCH /api/pools/{poolId}/maintenance/{taskId}: any task fields (the schedule's Edit). */
export const updateTaskBodySchema = z.object(taskFields);
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;
/**
 * POST …/maintenance/{taskId}/complete (spec §7 payload). wasOverdue is accepted but the server
 * decides it from the pool's calendar, so the achievements count what really happened.
 */
export const completeTaskBodySchema = z.object({
  notes: text(TASK_LIMITS.notes),
  durationMinutes: numeric,
  wasOverdue: z.nullish(z.boolean()),
  photoUrl: text(TASK_LIMITS.photoUrl),
  timeZone,
});
export type CompleteTaskBody = z.input<typeof completeTaskBodySchema>;
/** POST …/maintenance/starting-schedule: schedule the pool's starting schedule (suggestions not scheduled before). */
export const startingScheduleBodySchema = z.object({ timeZone });
/** Bodies that carry only the browser's time zone (skip). */
export const timeZoneBodySchema = z.object({ timeZone });

export const poolParamsSchema = z.object({ poolId: z.uuid() });
export const taskParamsSchema = z.object({ poolId: z.uuid(), taskId: z.uuid() });

export const DUE_STATES = ['overdue', 'today', 'tomorrow', 'upcoming'] as const;
export const TASK_STATUSES = ['active', 'completed'] as const;

/** A task as the API returns it: spec §3 fields, the due state of spec §4 as of asOf, and why it was suggested. */
export const taskSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  taskType: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  frequency: z.enum(TASK_FREQUENCIES),
  intervalDays: z.number(),
  /** 'YYYY-MM-DD' in the pool's time zone. */
  nextDueDate: z.string(),
  isRecurring: z.boolean(),
  notificationEnabled: z.boolean(),
  reminderMinutes: z.number(),
  estimatedDurationMinutes: z.number(),
  /** completed: a one-off task that was done. */
  status: z.enum(TASK_STATUSES),
  timeZone: z.string(),
  /** Spec §4: overdue, today, tomorrow or upcoming; days until due (negative when late). */
  dueState: z.enum(DUE_STATES),
  daysUntilDue: z.number(),
  /** Today where the pool is: what dueState was judged on. */
  asOf: z.string(),
  /** Why the starting schedule suggested it; null for the owner's own tasks. */
  reason: z.nullable(z.string()),
  suggestionKey: z.nullable(z.string()),
  equipmentId: z.nullable(z.string()),
  completionCount: z.number(),
  lastCompletedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceTask = z.output<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

export const completeTaskResponseSchema = z.object({
  task: taskSchema,
  wasOverdue: z.boolean(),
  /** The due date the completion fulfilled. */
  dueDate: z.string(),
  /** Where a recurring task moved to; null when a one-off task is done. */
  nextDueDate: z.nullable(z.string()),
});
export type CompleteTaskResponse = z.output<typeof completeTaskResponseSchema>;

export const maintenancePaths = {
  tasks: routePath('/api/pools/:poolId/maintenance'),
  upcoming: routePath('/api/pools/:poolId/maintenance/upcoming'),
  startingSchedule: routePath('/api/pools/:poolId/maintenance/starting-schedule'),
  task: routePath('/api/pools/:poolId/maintenance/:taskId'),
  complete: routePath('/api/pools/:poolId/maintenance/:taskId/complete'),
  skip: routePath('/api/pools/:poolId/maintenance/:taskId/skip'),
} as const;

/** Query keys: under the pool, so a pool's data invalidates together. */
export const maintenanceKeys = {
  /** The list; the upcoming list sits under it, so invalidating it refreshes both. */
  list: (poolId: string) => ['pools', poolId, 'maintenance'] as const,
  upcoming: (poolId: string) => ['pools', poolId, 'maintenance', 'upcoming'] as const,
};
