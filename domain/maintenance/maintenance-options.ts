// The maintenance task's option lists and defaults (spec §3 Maintenance task, §5 New task, §9 Tasks):
// plain values, no zod, so the contract (zod/mini) and the UI's form import them.

export const TASK_TYPES = ['testing', 'cleaning', 'maintenance', 'chemical', 'inspection', 'other'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const TASK_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'annual', 'custom'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];

/** Spec §5: the interval each frequency presets (days); only custom sends its own. */
export const FREQUENCY_INTERVAL_DAYS = { daily: 1, weekly: 7, monthly: 30, quarterly: 90, annual: 365 } as const satisfies Record<Exclude<TaskFrequency, 'custom'>, number>;

/** Spec §9 Tasks defaults, and the fallbacks of §5. */
export const TASK_DEFAULTS = {
  priority: 'medium',
  frequency: 'weekly',
  intervalDays: 7,
  reminderMinutes: 1440,
  estimatedDurationMinutes: 30,
  customIntervalFallbackDays: 1,
  isRecurring: true,
  notificationEnabled: true,
} as const;

/** Bounds on what a client may send (beyond them a value is a typo, not a schedule). */
export const TASK_LIMITS = {
  title: 200,
  description: 2000,
  notes: 2000,
  photoUrl: 2048,
  intervalDays: { min: 1, max: 3650 },
  estimatedDurationMinutes: { min: 1, max: 1440 },
  /** Spec §5: the reminder is at least 1 hour before. At most 30 days. */
  reminderMinutes: { min: 60, max: 43_200 },
  durationMinutes: { min: 1, max: 1440 },
} as const;

/** Spec §9 maintenance due-soon window, and how far ahead the upcoming list looks. */
export const DUE_SOON_DAYS = 7;
export const UPCOMING_WINDOW_DAYS = 30;
