// Spec §4's derived equipment states, pure (no zod, so the UI's screens use them too):
// - warranty: expired when past, expiring within 30 days, otherwise valid;
// - maintenance: overdue when the days since the last maintenance exceed the interval, due soon within
//   7 days of it, otherwise ok (counted from the install date when it was never serviced);
// - the summary: 'No Equipment', any poor or needs-replacement item 'Needs Attention' (critical), any
//   fair item 'Fair Condition' (warning), else 'All Good'.
import { daysBetween, type CalendarDay } from '../maintenance/calendar-day.ts';
import { MAINTENANCE_DUE_SOON_DAYS, WARRANTY_ALERT_DAYS, type EquipmentCondition } from './equipment-options.ts';

export type WarrantyState = 'expired' | 'expiring' | 'valid';
export type MaintenanceState = 'overdue' | 'due_soon' | 'ok';

/** null when no warranty end is known. */
export function warrantyState(warrantyExpiration: CalendarDay | null, today: CalendarDay): WarrantyState | null {
  if (warrantyExpiration === null) return null;
  const daysLeft = daysBetween(today, warrantyExpiration);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= WARRANTY_ALERT_DAYS ? 'expiring' : 'valid';
}

interface MaintenanceBasis {
  maintenanceIntervalDays: number | null;
  lastMaintenanceDate: CalendarDay | null;
  installDate: CalendarDay | null;
}

/** null without an interval, or without a day to count from. */
export function maintenanceState(item: MaintenanceBasis, today: CalendarDay): MaintenanceState | null {
  const since = item.lastMaintenanceDate ?? item.installDate;
  if (item.maintenanceIntervalDays === null || since === null) return null;
  const daysSince = daysBetween(since, today);
  if (daysSince > item.maintenanceIntervalDays) return 'overdue';
  return daysSince >= item.maintenanceIntervalDays - MAINTENANCE_DUE_SOON_DAYS ? 'due_soon' : 'ok';
}

export type EquipmentSummary =
  | { status: 'unknown'; label: 'No Equipment' }
  | { status: 'critical'; label: 'Needs Attention' }
  | { status: 'warning'; label: 'Fair Condition' }
  | { status: 'good'; label: 'All Good' };

export function equipmentSummary(items: readonly { condition: EquipmentCondition }[]): EquipmentSummary {
  if (items.length === 0) return { status: 'unknown', label: 'No Equipment' };
  if (items.some((item) => item.condition === 'poor' || item.condition === 'needs_replacement')) return { status: 'critical', label: 'Needs Attention' };
  if (items.some((item) => item.condition === 'fair')) return { status: 'warning', label: 'Fair Condition' };
  return { status: 'good', label: 'All Good' };
}
