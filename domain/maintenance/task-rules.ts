// The New task rules of spec §5 as one pure function (no zod, so the UI's form can run it too):
// title, type and due date are required ('Please fill in all required fields.'); the interval is
// preset by frequency and only custom sends its own (at least 1, falling back to 1); duration at least
// 1 (falls back to 30); the reminder at least 1 hour (falls back to 24 hours). Numbers may arrive as
// text; the defaults are spec §9's. Editing applies the same rules to the fields sent.
import { dayOfIsoDateTime, isCalendarDay, type CalendarDay } from './calendar-day.ts';
import {
  FREQUENCY_INTERVAL_DAYS, TASK_DEFAULTS, TASK_FREQUENCIES, TASK_LIMITS, TASK_PRIORITIES, TASK_TYPES,
  type TaskFrequency, type TaskPriority, type TaskType,
} from './maintenance-options.ts';

export type NumericInput = number | string | null | undefined;

/** What a client sends to create or edit a task: any subset; numbers may be text; null means "not set". */
export interface TaskDraft {
  title?: string | null;
  description?: string | null;
  taskType?: string | null;
  priority?: TaskPriority | null;
  frequency?: TaskFrequency | null;
  intervalDays?: NumericInput;
  /** A calendar day 'YYYY-MM-DD', or an ISO date-time (its day in the pool's time zone). */
  nextDueDate?: string | null;
  isRecurring?: boolean | null;
  notificationEnabled?: boolean | null;
  reminderMinutes?: NumericInput;
  estimatedDurationMinutes?: NumericInput;
}

/** A task's settings, normalised (spec §3 Maintenance task). */
export interface TaskValues {
  title: string;
  description: string | null;
  taskType: TaskType;
  priority: TaskPriority;
  frequency: TaskFrequency;
  intervalDays: number;
  nextDueDate: CalendarDay;
  isRecurring: boolean;
  notificationEnabled: boolean;
  reminderMinutes: number;
  estimatedDurationMinutes: number;
}
export type TaskField = keyof TaskValues;
export const TASK_VALUE_KEYS: readonly TaskField[] = [
  'title', 'description', 'taskType', 'priority', 'frequency', 'intervalDays', 'nextDueDate', 'isRecurring', 'notificationEnabled', 'reminderMinutes', 'estimatedDurationMinutes',
];

export const TASK_MESSAGES = {
  /** Spec §5: the toast 'Missing Information' says this, and each missing field carries it. */
  required: 'Please fill in all required fields.',
  dueDate: 'Due date must be a valid date (YYYY-MM-DD)',
  intervalDays: `Interval must be at most ${TASK_LIMITS.intervalDays.max} days`,
  estimatedDurationMinutes: `Duration must be at most ${TASK_LIMITS.estimatedDurationMinutes.max} minutes`,
  reminderMinutes: `Reminder must be at most ${TASK_LIMITS.reminderMinutes.max / 1440} days before`,
  durationMinutes: `Duration must be between ${TASK_LIMITS.durationMinutes.min} and ${TASK_LIMITS.durationMinutes.max} minutes`,
  photoUrl: 'The photo must be a web address (https://…) or one of this app\'s photos (/…)',
} as const;

export type TaskFieldErrors = Partial<Record<TaskField | 'durationMinutes' | 'photoUrl', string>>;
export type TaskRuleResult = { ok: true; values: TaskValues } | { ok: false; message: string; fields: TaskFieldErrors };

export function parseNumeric(input: NumericInput): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const value = Number(input.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** At least `min` (whole), else the fallback; above `max` is an error the caller reports. */
function atLeast(input: NumericInput, min: number, fallback: number): number {
  const value = parseNumeric(input);
  return value === undefined || value < min ? fallback : Math.round(value);
}

function dueDateOf(text: string, zone: string): CalendarDay | undefined {
  if (isCalendarDay(text)) return text;
  const day = dayOfIsoDateTime(text, zone);
  return day !== undefined && isCalendarDay(day) ? day : undefined;
}

const trimmed = (text: string | null | undefined) => (text ?? '').trim();
const isTaskType = (value: string): value is TaskType => (TASK_TYPES as readonly string[]).includes(value);

/**
 * Applies a draft to a task (`base`, when editing) or to the spec's defaults (creating). Creating
 * requires title, type and due date; editing checks only what is sent.
 */
export function applyTaskDraft(base: TaskValues | null, draft: TaskDraft, zone: string): TaskRuleResult {
  const fields: TaskFieldErrors = {};
  const sent = (key: keyof TaskDraft) => base === null || draft[key] !== undefined;
  const next = { ...(base ?? defaults()) } as TaskValues;

  if (sent('title')) next.title = trimmed(draft.title);
  if (next.title === '') fields.title = TASK_MESSAGES.required;
  if (sent('taskType')) {
    const type = trimmed(draft.taskType);
    if (isTaskType(type)) next.taskType = type;
    else fields.taskType = TASK_MESSAGES.required;
  }
  if (sent('nextDueDate')) {
    const text = trimmed(draft.nextDueDate);
    const day = text === '' ? undefined : dueDateOf(text, zone);
    if (day) next.nextDueDate = day;
    else fields.nextDueDate = text === '' ? TASK_MESSAGES.required : TASK_MESSAGES.dueDate;
  }
  if (draft.description !== undefined) next.description = trimmed(draft.description) || null;
  if (draft.priority != null) next.priority = draft.priority;
  if (draft.frequency != null) next.frequency = draft.frequency;
  if (draft.isRecurring != null) next.isRecurring = draft.isRecurring;
  if (draft.notificationEnabled != null) next.notificationEnabled = draft.notificationEnabled;
  applyNumbers(next, draft, base, fields);

  if (Object.keys(fields).length > 0) return { ok: false, message: firstMessage(fields), fields };
  return { ok: true, values: next };
}

function applyNumbers(next: TaskValues, draft: TaskDraft, base: TaskValues | null, fields: TaskFieldErrors): void {
  const { intervalDays, estimatedDurationMinutes, reminderMinutes } = TASK_LIMITS;
  if (next.frequency === 'custom') {
    const previous = base?.frequency === 'custom' ? base.intervalDays : TASK_DEFAULTS.customIntervalFallbackDays;
    if (draft.intervalDays !== undefined || base?.frequency !== 'custom') next.intervalDays = atLeast(draft.intervalDays, intervalDays.min, draft.intervalDays === undefined ? previous : TASK_DEFAULTS.customIntervalFallbackDays);
    if (next.intervalDays > intervalDays.max) fields.intervalDays = TASK_MESSAGES.intervalDays;
  } else {
    // Spec §5: the interval is preset by the frequency; one sent with it is ignored.
    next.intervalDays = FREQUENCY_INTERVAL_DAYS[next.frequency];
  }
  if (base === null || draft.estimatedDurationMinutes !== undefined) {
    next.estimatedDurationMinutes = atLeast(draft.estimatedDurationMinutes, estimatedDurationMinutes.min, TASK_DEFAULTS.estimatedDurationMinutes);
    if (next.estimatedDurationMinutes > estimatedDurationMinutes.max) fields.estimatedDurationMinutes = TASK_MESSAGES.estimatedDurationMinutes;
  }
  if (base === null || draft.reminderMinutes !== undefined) {
    next.reminderMinutes = atLeast(draft.reminderMinutes, reminderMinutes.min, TASK_DEFAULTS.reminderMinutes);
    if (next.reminderMinutes > reminderMinutes.max) fields.reminderMinutes = TASK_MESSAGES.reminderMinutes;
  }
}

function defaults(): TaskValues {
  return {
    title: '', description: null, taskType: 'other', priority: TASK_DEFAULTS.priority, frequency: TASK_DEFAULTS.frequency,
    intervalDays: TASK_DEFAULTS.intervalDays, nextDueDate: '', isRecurring: TASK_DEFAULTS.isRecurring,
    notificationEnabled: TASK_DEFAULTS.notificationEnabled, reminderMinutes: TASK_DEFAULTS.reminderMinutes,
    estimatedDurationMinutes: TASK_DEFAULTS.estimatedDurationMinutes,
  };
}

/** A completion's optional duration: absent or empty is null; otherwise whole minutes within bounds. */
export function completionDuration(input: NumericInput): { ok: true; minutes: number | null } | { ok: false; message: string } {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: true, minutes: null };
  const value = parseNumeric(input);
  const { min, max } = TASK_LIMITS.durationMinutes;
  if (value === undefined || value < min || value > max) return { ok: false, message: TASK_MESSAGES.durationMinutes };
  return { ok: true, minutes: Math.round(value) };
}

/** A completion's optional photo: an http(s) address or a path of this app (never javascript: or data:). */
export function completionPhotoUrl(input: string | null | undefined): { ok: true; url: string | null } | { ok: false; message: string } {
  const url = (input ?? '').trim();
  if (url === '') return { ok: true, url: null };
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(url) ? { ok: true, url } : { ok: false, message: TASK_MESSAGES.photoUrl };
}

function firstMessage(fields: TaskFieldErrors): string {
  if (fields.title === TASK_MESSAGES.required || fields.taskType === TASK_MESSAGES.required || fields.nextDueDate === TASK_MESSAGES.required) return TASK_MESSAGES.required;
  return Object.values(fields)[0] ?? 'Some fields are invalid';
}

export { TASK_FREQUENCIES, TASK_PRIORITIES, TASK_TYPES };
