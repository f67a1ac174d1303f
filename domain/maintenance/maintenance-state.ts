// The maintenance stream's state and its fold: each task's settings, recurrence anchor and status,
// whether the owner has touched a suggested task, and the pool's calendar (the zone recorded last).
import { assertNever } from '../common/decider.ts';
import type { CalendarDay } from './calendar-day.ts';
import type { MaintenanceEvent } from './maintenance.events.ts';
import { TASK_VALUE_KEYS, type TaskValues } from './task-rules.ts';

export interface TaskEntry {
  readonly taskId: string;
  readonly values: TaskValues;
  readonly anchorDate: CalendarDay;
  readonly status: 'active' | 'completed' | 'deleted';
  readonly suggestionKey: string | null;
  readonly reason: string | null;
  readonly equipmentId: string | null;
  /** Edited, completed or skipped by the owner: skipping the starting schedule leaves it. */
  readonly touched: boolean;
  readonly completions: number;
  readonly lastCompletedAt: number | null;
}
export interface MaintenanceState {
  readonly timeZone: string | null;
  readonly tasks: ReadonlyMap<string, TaskEntry>;
}

export const initialMaintenanceState = (): MaintenanceState => ({ timeZone: null, tasks: new Map() });

export function evolveMaintenance(state: MaintenanceState, event: MaintenanceEvent): MaintenanceState {
  const tasks = new Map(state.tasks);
  const task = 'taskId' in event.data ? tasks.get(event.data.taskId) : undefined;
  switch (event.type) {
    case 'TaskScheduled': {
      const { taskId, anchorDate, suggestionKey, reason, equipmentId, timeZone } = event.data;
      const values = pickValues(event.data);
      tasks.set(taskId, { taskId, values, anchorDate, status: 'active', suggestionKey, reason, equipmentId, touched: false, completions: 0, lastCompletedAt: null });
      return { timeZone, tasks };
    }
    case 'TaskUpdated':
      if (task) {
        const touched = task.touched || event.data.automatic !== true;
        const reason = event.data.reason === undefined ? task.reason : event.data.reason;
        tasks.set(task.taskId, { ...task, values: { ...task.values, ...event.data.changes }, anchorDate: event.data.anchorDate, touched, reason });
      }
      return { ...state, tasks };
    case 'TaskCompleted': {
      if (!task) return state;
      const { nextDueDate: next, timeZone } = event.data;
      const done = { ...task, touched: true, completions: task.completions + 1, lastCompletedAt: event.data.completedAt };
      tasks.set(task.taskId, next === null ? { ...done, status: 'completed' } : { ...done, values: { ...task.values, nextDueDate: next } });
      return { timeZone, tasks };
    }
    case 'TaskSkipped':
      if (task) tasks.set(task.taskId, { ...task, values: { ...task.values, nextDueDate: event.data.nextDueDate }, touched: true });
      return { ...state, tasks };
    case 'TaskDeleted':
      if (task) tasks.set(task.taskId, { ...task, status: 'deleted' });
      return { ...state, tasks };
    case 'MaintenanceTimeZoneSet':
      return { timeZone: event.data.timeZone, tasks: state.tasks };
    default:
      return assertNever(event);
  }
}

function pickValues(data: TaskValues): TaskValues {
  return Object.fromEntries(TASK_VALUE_KEYS.map((key) => [key, data[key]])) as unknown as TaskValues;
}
