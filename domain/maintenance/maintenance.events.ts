// Events of the `maintenance-{poolId}` stream: the pool's one-off and recurring tasks. Due dates are
// calendar days ('YYYY-MM-DD') in the pool's time zone, which each schedule records; times are epoch
// ms. TaskCompleted says whether the task was done on time or late (wasOverdue), which the
// achievements count, and where a recurring task moved to.
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { eventParser } from '../common/event-parser.ts';
import { TASK_FREQUENCIES, TASK_PRIORITIES, TASK_TYPES } from './maintenance-options.ts';

export const maintenanceStreamOf = (poolId: string) => `maintenance-${poolId}`;
export const MAINTENANCE_STREAM_PREFIX = 'maintenance-';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const taskValuesSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  taskType: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  frequency: z.enum(TASK_FREQUENCIES),
  intervalDays: z.number().int(),
  nextDueDate: day,
  isRecurring: z.boolean(),
  notificationEnabled: z.boolean(),
  reminderMinutes: z.number().int(),
  estimatedDurationMinutes: z.number().int(),
});

export const taskScheduledSchema = taskValuesSchema.extend({
  taskId: z.string(),
  poolId: z.string(),
  /** The day the recurrence counts from (the due date set when scheduling or editing it). */
  anchorDate: day,
  /** The IANA zone the due dates are calendar days in. */
  timeZone: z.string(),
  scheduledAt: z.number(),
  /** A task of the starting schedule: which suggestion, and why it was suggested. */
  suggestionKey: z.string().nullable(),
  reason: z.string().nullable(),
  equipmentId: z.string().nullable(),
});
export const taskUpdatedSchema = z.object({
  taskId: z.string(),
  poolId: z.string(),
  /** Only the fields that changed. */
  changes: taskValuesSchema.partial(),
  anchorDate: day,
  updatedAt: z.number(),
  /** Made by the schedule itself (a warranty date moved), not by the owner: the task still counts as untouched. */
  automatic: z.boolean().optional(),
  /** A new reason, when the schedule itself re-dated a suggested task (its warranty date moved). */
  reason: z.string().nullable().optional(),
});
export const taskCompletedSchema = z.object({
  taskId: z.string(),
  poolId: z.string(),
  taskType: z.enum(TASK_TYPES),
  completedAt: z.number(),
  /** The calendar day it was done, where the pool is. */
  completedOn: day,
  /** The due date this completion fulfils. */
  dueDate: day,
  /** Done after its due date (the achievements count on-time and late completions apart). */
  wasOverdue: z.boolean(),
  notes: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  /** A recurring task's next due date; null when a one-off task is done. */
  nextDueDate: day.nullable(),
  timeZone: z.string(),
});
export const taskSkippedSchema = z.object({
  taskId: z.string(),
  poolId: z.string(),
  skippedAt: z.number(),
  skippedDueDate: day,
  nextDueDate: day,
});
export const taskDeletedSchema = z.object({ taskId: z.string(), poolId: z.string(), deletedAt: z.number() });
/** The pool's calendar changed (its location's zone, or the browser's): every task's due state follows it. */
export const maintenanceTimeZoneSetSchema = z.object({ poolId: z.string(), timeZone: z.string(), setAt: z.number() });

type Data<S extends z.ZodType> = z.output<S>;
export type TaskScheduled = DomainEvent<'TaskScheduled', Data<typeof taskScheduledSchema>>;
export type TaskUpdated = DomainEvent<'TaskUpdated', Data<typeof taskUpdatedSchema>>;
export type TaskCompleted = DomainEvent<'TaskCompleted', Data<typeof taskCompletedSchema>>;
export type TaskSkipped = DomainEvent<'TaskSkipped', Data<typeof taskSkippedSchema>>;
export type TaskDeleted = DomainEvent<'TaskDeleted', Data<typeof taskDeletedSchema>>;
export type MaintenanceTimeZoneSet = DomainEvent<'MaintenanceTimeZoneSet', Data<typeof maintenanceTimeZoneSetSchema>>;
export type MaintenanceEvent = TaskScheduled | TaskUpdated | TaskCompleted | TaskSkipped | TaskDeleted | MaintenanceTimeZoneSet;

export const MAINTENANCE_EVENT_TYPES = ['TaskScheduled', 'TaskUpdated', 'TaskCompleted', 'TaskSkipped', 'TaskDeleted', 'MaintenanceTimeZoneSet'] as const satisfies readonly MaintenanceEvent['type'][];

export const maintenanceEventDataSchemas = {
  TaskScheduled: taskScheduledSchema,
  TaskUpdated: taskUpdatedSchema,
  TaskCompleted: taskCompletedSchema,
  TaskSkipped: taskSkippedSchema,
  TaskDeleted: taskDeletedSchema,
  MaintenanceTimeZoneSet: maintenanceTimeZoneSetSchema,
} as const satisfies Record<MaintenanceEvent['type'], z.ZodType>;

/** A recorded event's data checked against its schema; undefined for an unknown type or bad data (projections skip it). */
export const parseMaintenanceEvent = eventParser<MaintenanceEvent>(maintenanceEventDataSchemas);
