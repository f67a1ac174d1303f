// The maintenance decider: one pool's one-off and recurring tasks (spec §3 Maintenance task, §4, §5).
// - Scheduling and editing apply spec §5's New task rules (task-rules.ts); a due date or a change of
//   frequency re-anchors the recurrence.
// - Completing a recurring task moves it to the first occurrence after its due date and after today
//   (recurrence.ts): a late completion does not drift the schedule and missed occurrences never pile
//   up; a one-off task is done. Whether it was overdue is decided here, from the pool's calendar.
// - The pool's time zone (from its location, else what the browser said) comes with each command;
//   a new one is recorded first (MaintenanceTimeZoneSet), and without one the zone recorded last
//   (UTC before any) is kept.
// - The starting schedule (starting-schedule.ts) schedules each suggestion once; skipping it deletes
//   the suggested tasks the owner has neither edited nor done. Warranty inspections follow the
//   equipment (SyncWarrantyInspections) until the owner edits or does them.
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import { DEFAULT_TIME_ZONE, todayIn, type EpochMs } from './calendar-day.ts';
import { evolveMaintenance, initialMaintenanceState, type MaintenanceState, type TaskEntry } from './maintenance-state.ts';
import type { MaintenanceEvent, TaskCompleted } from './maintenance.events.ts';
import { nextDueDate, stepOf } from './recurrence.ts';
import { startingSchedule, WARRANTY_KEY_PREFIX, warrantyInspections, type StartingScheduleInput, type SuggestedTask } from './starting-schedule.ts';
import { applyTaskDraft, completionDuration, completionPhotoUrl, TASK_VALUE_KEYS, type TaskDraft, type TaskValues } from './task-rules.ts';

export { evolveMaintenance, initialMaintenanceState, type MaintenanceState, type TaskEntry } from './maintenance-state.ts';

interface Base {
  poolId: string;
  now: EpochMs;
  /** The pool's IANA zone when known (its location, or the browser's); else the zone recorded last. */
  timeZone?: string | undefined;
  /** The zone when none is known or recorded yet (else UTC). */
  fallbackTimeZone?: string | undefined;
}
export type ScheduleTask = Base & { type: 'ScheduleTask'; taskId: string; draft: TaskDraft };
export type UpdateTask = Base & { type: 'UpdateTask'; taskId: string; draft: TaskDraft };
export type CompleteTask = Base & {
  type: 'CompleteTask'; taskId: string; notes?: string | null; durationMinutes?: number | string | null; photoUrl?: string | null;
};
export type SkipTask = Base & { type: 'SkipTask'; taskId: string };
export type DeleteTask = Base & { type: 'DeleteTask'; taskId: string };
export type ScheduleStartingTasks = Base & { type: 'ScheduleStartingTasks'; input: Omit<StartingScheduleInput, 'today'>; taskIdFor: (key: string) => string };
/** The pool's equipment changed: its warranty inspections follow (scheduled, re-dated or dropped). */
export type SyncWarrantyInspections = Base & { type: 'SyncWarrantyInspections'; equipment: StartingScheduleInput['equipment']; taskIdFor: (key: string) => string };
export type SkipStartingSchedule = Base & { type: 'SkipStartingSchedule' };
export type MaintenanceCommand = ScheduleTask | UpdateTask | CompleteTask | SkipTask | DeleteTask | ScheduleStartingTasks | SyncWarrantyInspections | SkipStartingSchedule;

const zoneOf = (command: Base, state: MaintenanceState) => command.timeZone ?? state.timeZone ?? command.fallbackTimeZone ?? DEFAULT_TIME_ZONE;

function liveTask(state: MaintenanceState, taskId: string): TaskEntry {
  const task = state.tasks.get(taskId);
  if (!task || task.status === 'deleted') throw new DomainError('not_found', 'Task not found');
  return task;
}

function valid(result: ReturnType<typeof applyTaskDraft>): TaskValues {
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields as Record<string, string>);
  return result.values;
}

function schedule(command: ScheduleTask, state: MaintenanceState): MaintenanceEvent[] {
  if (state.tasks.has(command.taskId)) return [];
  const timeZone = zoneOf(command, state);
  const values = valid(applyTaskDraft(null, command.draft, timeZone));
  const data = {
    taskId: command.taskId, poolId: command.poolId, ...values, anchorDate: values.nextDueDate, timeZone, scheduledAt: command.now,
    suggestionKey: null, reason: null, equipmentId: null,
  };
  return [{ type: 'TaskScheduled', data }];
}

function update(command: UpdateTask, state: MaintenanceState): MaintenanceEvent[] {
  const task = liveTask(state, command.taskId);
  const values = valid(applyTaskDraft(task.values, command.draft, zoneOf(command, state)));
  const changes: Partial<TaskValues> = {};
  for (const key of TASK_VALUE_KEYS) if (values[key] !== task.values[key]) Object.assign(changes, { [key]: values[key] });
  if (Object.keys(changes).length === 0) return [];
  // A new due date or rhythm starts the recurrence from that due date.
  const reanchor = 'nextDueDate' in changes || 'frequency' in changes || 'intervalDays' in changes;
  const data = { taskId: task.taskId, poolId: command.poolId, changes, anchorDate: reanchor ? values.nextDueDate : task.anchorDate, updatedAt: command.now };
  return [{ type: 'TaskUpdated', data }];
}

function complete(command: CompleteTask, state: MaintenanceState): MaintenanceEvent[] {
  const task = liveTask(state, command.taskId);
  if (task.status === 'completed') throw new DomainError('conflict', 'This task is already completed');
  const duration = completionDuration(command.durationMinutes);
  const photo = completionPhotoUrl(command.photoUrl);
  const fields = { ...(duration.ok ? {} : { durationMinutes: duration.message }), ...(photo.ok ? {} : { photoUrl: photo.message }) };
  if (!duration.ok || !photo.ok) throw new DomainError('invalid', Object.values(fields)[0] ?? 'Some fields are invalid', fields);
  const timeZone = zoneOf(command, state);
  const today = todayIn(command.now, timeZone);
  const dueDate = task.values.nextDueDate;
  const next = task.values.isRecurring ? nextDueDate({ anchorDate: task.anchorDate, step: stepOf(task.values.frequency, task.values.intervalDays), dueDate }, today, timeZone) : null;
  const data: TaskCompleted['data'] = {
    taskId: task.taskId, poolId: command.poolId, taskType: task.values.taskType, completedAt: command.now, completedOn: today, dueDate,
    wasOverdue: today > dueDate, notes: command.notes?.trim() || null, durationMinutes: duration.minutes, photoUrl: photo.url,
    nextDueDate: next, timeZone,
  };
  return [{ type: 'TaskCompleted', data }];
}

function skip(command: SkipTask, state: MaintenanceState): MaintenanceEvent[] {
  const task = liveTask(state, command.taskId);
  if (!task.values.isRecurring || task.status === 'completed') throw new DomainError('conflict', 'Only a recurring task can be skipped');
  const zone = zoneOf(command, state);
  const dueDate = task.values.nextDueDate;
  const next = nextDueDate({ anchorDate: task.anchorDate, step: stepOf(task.values.frequency, task.values.intervalDays), dueDate }, todayIn(command.now, zone), zone);
  return [{ type: 'TaskSkipped', data: { taskId: task.taskId, poolId: command.poolId, skippedAt: command.now, skippedDueDate: dueDate, nextDueDate: next } }];
}

function remove(command: DeleteTask, state: MaintenanceState): MaintenanceEvent[] {
  const task = state.tasks.get(command.taskId);
  if (!task) throw new DomainError('not_found', 'Task not found');
  if (task.status === 'deleted') return [];
  return [{ type: 'TaskDeleted', data: { taskId: task.taskId, poolId: command.poolId, deletedAt: command.now } }];
}

function scheduleStarting(command: ScheduleStartingTasks, state: MaintenanceState): MaintenanceEvent[] {
  const timeZone = zoneOf(command, state);
  const known = new Set([...state.tasks.values()].map((task) => task.suggestionKey).filter((key) => key !== null));
  const suggestions = startingSchedule({ ...command.input, today: todayIn(command.now, timeZone) }).filter((s) => !known.has(s.key));
  return suggestions.map((suggestion) => scheduledSuggestion(command, suggestion, timeZone));
}

function scheduledSuggestion(command: ScheduleStartingTasks | SyncWarrantyInspections, suggestion: SuggestedTask, timeZone: string): MaintenanceEvent {
  const { key, reason, equipmentId, values } = suggestion;
  const data = {
    taskId: command.taskIdFor(key), poolId: command.poolId, ...values, anchorDate: values.nextDueDate, timeZone, scheduledAt: command.now,
    suggestionKey: key, reason, equipmentId,
  };
  return { type: 'TaskScheduled', data };
}

/**
 * Each warranty gets its inspection: a new one is scheduled, one whose warranty date (or equipment
 * name) changed is re-dated, and one whose equipment is gone or has no warranty any more is dropped;
 * an inspection the owner edited or did is left as it is, and so is one whose warranty has ended.
 */
function syncWarranty(command: SyncWarrantyInspections, state: MaintenanceState): MaintenanceEvent[] {
  const timeZone = zoneOf(command, state);
  const wanted = new Map(warrantyInspections({ equipment: command.equipment, today: todayIn(command.now, timeZone) }).map((s) => [s.key, s]));
  const withWarranty = new Set(command.equipment.filter((item) => item.warrantyExpiration !== null).map((item) => `${WARRANTY_KEY_PREFIX}${item.equipmentId}`));
  const existing = new Map([...state.tasks.values()].filter((task) => task.suggestionKey?.startsWith(WARRANTY_KEY_PREFIX)).map((task) => [task.suggestionKey!, task]));
  const { poolId, now } = command;
  const events: MaintenanceEvent[] = [];
  for (const [key, suggestion] of wanted) {
    const task = existing.get(key);
    if (!task) events.push(scheduledSuggestion(command, suggestion, timeZone));
    else if (task.status === 'active' && !task.touched && (suggestion.reason !== task.reason || suggestion.values.title !== task.values.title)) {
      // The reason names the warranty's end: only a new end (or name) re-dates it, so an inspection left undone stays overdue.
      const { nextDueDate, title } = suggestion.values;
      const changes = { ...(nextDueDate !== task.values.nextDueDate ? { nextDueDate } : {}), ...(title !== task.values.title ? { title } : {}) };
      events.push({ type: 'TaskUpdated', data: { taskId: task.taskId, poolId, changes, anchorDate: nextDueDate, updatedAt: now, automatic: true, reason: suggestion.reason } });
    }
  }
  for (const [key, task] of existing) {
    if (!withWarranty.has(key) && task.status === 'active' && !task.touched) events.push({ type: 'TaskDeleted', data: { taskId: task.taskId, poolId, deletedAt: now } });
  }
  return events;
}

function skipStarting(command: SkipStartingSchedule, state: MaintenanceState): MaintenanceEvent[] {
  return [...state.tasks.values()]
    .filter((task) => task.suggestionKey !== null && task.status === 'active' && !task.touched)
    .map((task) => ({ type: 'TaskDeleted' as const, data: { taskId: task.taskId, poolId: command.poolId, deletedAt: command.now } }));
}

/**
 * A command that brings a zone other than the one recorded (the pool was located, or the owner's
 * browser is elsewhere) first records the pool's new calendar, then decides in it.
 */
function decideInZone(command: MaintenanceCommand, state: MaintenanceState): MaintenanceEvent[] {
  const zone = command.timeZone;
  if (zone === undefined || zone === state.timeZone || command.type === 'DeleteTask' || command.type === 'SkipStartingSchedule') return decideTask(command, state);
  const zoneSet: MaintenanceEvent = { type: 'MaintenanceTimeZoneSet', data: { poolId: command.poolId, timeZone: zone, setAt: command.now } };
  return [zoneSet, ...decideTask(command, evolveMaintenance(state, zoneSet))];
}

function decideTask(command: MaintenanceCommand, state: MaintenanceState): MaintenanceEvent[] {
  switch (command.type) {
    case 'ScheduleTask':
      return schedule(command, state);
    case 'UpdateTask':
      return update(command, state);
    case 'CompleteTask':
      return complete(command, state);
    case 'SkipTask':
      return skip(command, state);
    case 'DeleteTask':
      return remove(command, state);
    case 'ScheduleStartingTasks':
      return scheduleStarting(command, state);
    case 'SyncWarrantyInspections':
      return syncWarranty(command, state);
    case 'SkipStartingSchedule':
      return skipStarting(command, state);
    default:
      return assertNever(command);
  }
}

export const maintenanceDecider: Decider<MaintenanceCommand, MaintenanceEvent, MaintenanceState> = {
  initialState: initialMaintenanceState,
  evolve: evolveMaintenance,
  decide: decideInZone,
};
