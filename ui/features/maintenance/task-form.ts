// The New task / Edit task form's state and its rules (spec §5 New task, §9 Tasks defaults): title,
// type and due date are required (Add stays disabled until they are filled); the interval is preset by
// the frequency and sent only for custom (at least 1, falling back to 1); the duration at least 1
// (falls back to 30); the reminder is typed in hours, at least 1 (falls back to 24) and sent in
// minutes. The domain's applyTaskDraft (what the server runs) then names any value out of bounds.
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import {
  FREQUENCY_INTERVAL_DAYS, TASK_DEFAULTS, type TaskFrequency, type TaskPriority, type TaskType,
} from '../../../domain/maintenance/maintenance-options.ts';
import { applyTaskDraft, parseNumeric, type TaskFieldErrors } from '../../../domain/maintenance/task-rules.ts';
import type { MaintenanceTask, TaskPayload } from '../../api/maintenance.api.ts';

export interface TaskFormValues {
  title: string;
  description: string;
  taskType: TaskType | '';
  priority: TaskPriority;
  frequency: TaskFrequency;
  /** Text as typed; only custom lets the owner type it. */
  intervalDays: string;
  nextDueDate: CalendarDay;
  isRecurring: boolean;
  notificationEnabled: boolean;
  reminderHours: string;
  estimatedDurationMinutes: string;
}

const MINUTES_PER_HOUR = 60;
const REMINDER_FALLBACK_HOURS = TASK_DEFAULTS.reminderMinutes / MINUTES_PER_HOUR;

/** A new task: spec §9's defaults, due on the pool's today. */
export function newTaskForm(today: CalendarDay): TaskFormValues {
  return {
    title: '', description: '', taskType: '', priority: TASK_DEFAULTS.priority, frequency: TASK_DEFAULTS.frequency,
    intervalDays: String(TASK_DEFAULTS.intervalDays), nextDueDate: today, isRecurring: TASK_DEFAULTS.isRecurring,
    notificationEnabled: TASK_DEFAULTS.notificationEnabled, reminderHours: String(REMINDER_FALLBACK_HOURS),
    estimatedDurationMinutes: String(TASK_DEFAULTS.estimatedDurationMinutes),
  };
}

export function formFromTask(task: MaintenanceTask): TaskFormValues {
  return {
    title: task.title, description: task.description ?? '', taskType: task.taskType, priority: task.priority, frequency: task.frequency,
    intervalDays: String(task.intervalDays), nextDueDate: task.nextDueDate, isRecurring: task.isRecurring,
    notificationEnabled: task.notificationEnabled, reminderHours: String(Math.round((task.reminderMinutes / MINUTES_PER_HOUR) * 10) / 10),
    estimatedDurationMinutes: String(task.estimatedDurationMinutes),
  };
}

/** A new frequency presets the interval (spec §5); custom keeps what was there. */
export function withFrequency(values: TaskFormValues, frequency: TaskFrequency): TaskFormValues {
  return { ...values, frequency, intervalDays: frequency === 'custom' ? values.intervalDays : String(FREQUENCY_INTERVAL_DAYS[frequency]) };
}

/** Spec §5: Add is disabled (and 'Missing Information' shown) until title, type and due date are filled. */
export function missingRequired(values: TaskFormValues): boolean {
  return values.title.trim() === '' || values.taskType === '' || values.nextDueDate === '';
}

/** A whole number of at least `min`, else the fallback (spec §5). */
function atLeast(text: string, min: number, fallback: number): number {
  const value = parseNumeric(text);
  return value === undefined || value < min ? fallback : Math.round(value);
}

/** What is sent: trimmed text, spec §5's fallbacks, the interval only for custom, the reminder in minutes. */
export function payloadOf(values: TaskFormValues): TaskPayload {
  const reminderHours = parseNumeric(values.reminderHours);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    taskType: values.taskType,
    priority: values.priority,
    frequency: values.frequency,
    ...(values.frequency === 'custom' ? { intervalDays: atLeast(values.intervalDays, 1, TASK_DEFAULTS.customIntervalFallbackDays) } : {}),
    nextDueDate: values.nextDueDate,
    isRecurring: values.isRecurring,
    notificationEnabled: values.notificationEnabled,
    reminderMinutes: Math.round((reminderHours === undefined || reminderHours < 1 ? REMINDER_FALLBACK_HOURS : reminderHours) * MINUTES_PER_HOUR),
    estimatedDurationMinutes: atLeast(values.estimatedDurationMinutes, 1, TASK_DEFAULTS.estimatedDurationMinutes),
  };
}

/** Field errors beyond the required ones (a value past its bound, a malformed date), as the server would name them. */
export function formErrors(values: TaskFormValues): TaskFieldErrors {
  if (missingRequired(values)) return {};
  const result = applyTaskDraft(null, payloadOf(values), 'UTC');
  return result.ok ? {} : result.fields;
}
