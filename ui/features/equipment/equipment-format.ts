// How equipment reads on screen: option labels, its days ('2027-03-01' → 'Mar 1, 2027'), what its
// warranty and maintenance states say (spec §4), and the four tiles' counts on /equipment.
import { addCalendarDays, daysBetween } from '../../../domain/maintenance/calendar-day.ts';
import type { Equipment } from '../../api/equipment.api.ts';
import { optionLabel } from '../pools/pool-form/pool-options.ts';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as 'Mar 1, 2027' (the day itself, whatever the browser's zone). */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : DAY_FORMAT.format(at);
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export type Tone = 'good' | 'warning' | 'critical' | 'neutral';

export interface StateLine {
  text: string;
  tone: Tone;
}

/** The warranty line, or null without a warranty date. */
export function warrantyLine(item: Pick<Equipment, 'warrantyExpiration' | 'warrantyState' | 'asOf'>): StateLine | null {
  if (item.warrantyExpiration === null) return null;
  const left = daysBetween(item.asOf, item.warrantyExpiration);
  switch (item.warrantyState) {
    case 'expired':
      return { text: `Warranty expired ${formatDay(item.warrantyExpiration)}`, tone: 'critical' };
    case 'expiring':
      return { text: left === 0 ? 'Warranty expires today' : `Warranty expires in ${days(left)}`, tone: 'warning' };
    default:
      return { text: `Warranty until ${formatDay(item.warrantyExpiration)}`, tone: 'neutral' };
  }
}

/** The maintenance line: when service is next due (or how late it is), else when it was last done. */
export function maintenanceLine(item: Pick<Equipment, 'maintenanceIntervalDays' | 'lastMaintenanceDate' | 'installDate' | 'maintenanceState' | 'asOf'>): StateLine | null {
  const since = item.lastMaintenanceDate ?? item.installDate;
  const interval = item.maintenanceIntervalDays;
  if (interval === null || since === null) {
    if (item.lastMaintenanceDate !== null) return { text: `Last serviced ${formatDay(item.lastMaintenanceDate)}`, tone: 'neutral' };
    return interval === null ? null : { text: `Service every ${days(interval)}`, tone: 'neutral' };
  }
  const due = addCalendarDays(since, interval);
  const left = daysBetween(item.asOf, due);
  switch (item.maintenanceState) {
    case 'overdue':
      return { text: `Service overdue by ${days(-left)}`, tone: 'critical' };
    case 'due_soon':
      return { text: left === 0 ? 'Service due today' : `Service due in ${days(left)}`, tone: 'warning' };
    default:
      return { text: `Next service ${formatDay(due)}`, tone: 'neutral' };
  }
}

export const STATUS_LABELS: Record<Equipment['status'], string> = { good: 'Good', warning: 'Issue', critical: 'Critical', offline: 'Offline' };

export interface EquipmentCounts {
  good: number;
  issues: number;
  warrantyAlerts: number;
  maintenanceDue: number;
}

/** The /equipment tiles: in good order, with an issue (any other status), warranties expired or ending within 30 days, service overdue or due within 7 days. */
export function equipmentCounts(items: readonly Equipment[]): EquipmentCounts {
  const count = (test: (item: Equipment) => boolean) => items.filter(test).length;
  return {
    good: count((item) => item.status === 'good'),
    issues: count((item) => item.status !== 'good'),
    warrantyAlerts: count((item) => item.warrantyState === 'expired' || item.warrantyState === 'expiring'),
    maintenanceDue: count((item) => item.maintenanceState === 'overdue' || item.maintenanceState === 'due_soon'),
  };
}

/** 'Pump · Pentair · IntelliFlo': category, then brand and model when known. */
export function equipmentSubtitle(item: Pick<Equipment, 'category' | 'brand' | 'model'>): string {
  return [optionLabel(item.category), item.brand, item.model].filter(Boolean).join(' · ');
}
