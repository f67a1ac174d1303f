// The equipment option lists and limits (spec §3 Equipment, §5 Equipment form): plain values, no zod,
// so the contract (zod/mini) and the UI's form import them.

export const EQUIPMENT_CATEGORIES = ['pump', 'filter', 'heater', 'cleaner', 'chlorinator', 'lighting', 'cover', 'skimmer', 'other'] as const;
export const EQUIPMENT_STATUSES = ['good', 'warning', 'critical', 'offline'] as const;
/** Mark Issue / Mark Fixed toggle between these two; critical and offline are display-only (spec §4). */
export const SETTABLE_EQUIPMENT_STATUSES = ['good', 'warning'] as const;
export const EQUIPMENT_CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'needs_replacement'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number];

export const EQUIPMENT_DEFAULTS = { status: 'good', condition: 'good' } as const;

export const EQUIPMENT_LIMITS = {
  name: 100,
  brand: 100,
  model: 100,
  serialNumber: 100,
  notes: 2000,
  maintenanceIntervalDays: { min: 1, max: 3650 },
} as const;

/** Spec §9: warranty alert window and maintenance due-soon window, in days. */
export const WARRANTY_ALERT_DAYS = 30;
export const MAINTENANCE_DUE_SOON_DAYS = 7;
