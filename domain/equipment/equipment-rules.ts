// The Equipment form rules of spec §5 as one pure function (no zod, so the UI's form can run it):
// name required ('Equipment name is required'), category required ('Category is required'),
// maintenanceIntervalDays a number of at least 1 when given, everything else optional, empty dates
// null. A warranty that ends before the equipment was installed is refused too.
import { isCalendarDay, type CalendarDay } from '../maintenance/calendar-day.ts';
import {
  EQUIPMENT_CATEGORIES, EQUIPMENT_CONDITIONS, EQUIPMENT_DEFAULTS, EQUIPMENT_LIMITS, SETTABLE_EQUIPMENT_STATUSES,
  type EquipmentCategory, type EquipmentCondition, type EquipmentStatus,
} from './equipment-options.ts';

export type NumericInput = number | string | null | undefined;

/** What a client sends to add or edit equipment: any subset; null or '' means "not set". */
export interface EquipmentDraft {
  name?: string | null;
  category?: string | null;
  brand?: string | null;
  model?: string | null;
  serialNumber?: string | null;
  installDate?: string | null;
  warrantyExpiration?: string | null;
  maintenanceIntervalDays?: NumericInput;
  lastMaintenanceDate?: string | null;
  notes?: string | null;
  condition?: EquipmentCondition | null;
}

/** Equipment's details, normalised (spec §3 Equipment, without id, pool and status). */
export interface EquipmentDetails {
  name: string;
  category: EquipmentCategory;
  brand: string | null;
  model: string | null;
  serialNumber: string | null;
  installDate: CalendarDay | null;
  warrantyExpiration: CalendarDay | null;
  maintenanceIntervalDays: number | null;
  lastMaintenanceDate: CalendarDay | null;
  notes: string | null;
  condition: EquipmentCondition;
}
export type EquipmentField = keyof EquipmentDetails;
export const EQUIPMENT_DETAIL_KEYS: readonly EquipmentField[] = [
  'name', 'category', 'brand', 'model', 'serialNumber', 'installDate', 'warrantyExpiration', 'maintenanceIntervalDays', 'lastMaintenanceDate', 'notes', 'condition',
];

export const EQUIPMENT_MESSAGES = {
  name: 'Equipment name is required',
  category: 'Category is required',
  maintenanceIntervalDays: 'Maintenance interval must be a number of at least 1 day',
  maintenanceIntervalTooLong: `Maintenance interval must be at most ${EQUIPMENT_LIMITS.maintenanceIntervalDays.max} days`,
  date: 'Enter a valid date (YYYY-MM-DD)',
  warrantyBeforeInstall: 'Warranty expiration cannot be before the install date',
  status: 'Equipment status can only be set to good or warning',
  lastMaintenanceInFuture: 'The last maintenance date cannot be in the future',
} as const;

export type EquipmentFieldErrors = Partial<Record<EquipmentField | 'status', string>>;
export type EquipmentRuleResult = { ok: true; details: EquipmentDetails } | { ok: false; message: string; fields: EquipmentFieldErrors };

const DATE_KEYS = ['installDate', 'warrantyExpiration', 'lastMaintenanceDate'] as const;
const TEXT_KEYS = ['brand', 'model', 'serialNumber', 'notes'] as const;

const trimmedOrNull = (text: string | null | undefined) => (text ?? '').trim() || null;
const isCategory = (value: string): value is EquipmentCategory => (EQUIPMENT_CATEGORIES as readonly string[]).includes(value);

/** Applies a draft to equipment (`base`, when editing) or to nothing (adding: name and category required). */
export function applyEquipmentDraft(base: EquipmentDetails | null, draft: EquipmentDraft): EquipmentRuleResult {
  const fields: EquipmentFieldErrors = {};
  const sent = (key: keyof EquipmentDraft) => base === null || draft[key] !== undefined;
  const next: EquipmentDetails = { ...(base ?? emptyDetails()) };

  if (sent('name')) next.name = (draft.name ?? '').trim();
  if (next.name === '') fields.name = EQUIPMENT_MESSAGES.name;
  if (sent('category')) {
    const category = (draft.category ?? '').trim();
    if (isCategory(category)) next.category = category;
    else fields.category = EQUIPMENT_MESSAGES.category;
  }
  for (const key of TEXT_KEYS) if (draft[key] !== undefined) next[key] = trimmedOrNull(draft[key]);
  for (const key of DATE_KEYS) {
    if (draft[key] === undefined) continue;
    const text = trimmedOrNull(draft[key]);
    if (text !== null && !isCalendarDay(text)) fields[key] = EQUIPMENT_MESSAGES.date;
    else next[key] = text;
  }
  if (draft.maintenanceIntervalDays !== undefined) next.maintenanceIntervalDays = intervalOf(draft.maintenanceIntervalDays, fields);
  if (draft.condition != null) next.condition = draft.condition;
  if (next.installDate && next.warrantyExpiration && next.warrantyExpiration < next.installDate && !fields.warrantyExpiration) {
    fields.warrantyExpiration = EQUIPMENT_MESSAGES.warrantyBeforeInstall;
  }
  if (Object.keys(fields).length > 0) return { ok: false, message: fields.name ?? fields.category ?? Object.values(fields)[0] ?? 'Some fields are invalid', fields };
  return { ok: true, details: next };
}

function intervalOf(input: NumericInput, fields: EquipmentFieldErrors): number | null {
  if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  const { min, max } = EQUIPMENT_LIMITS.maintenanceIntervalDays;
  if (!Number.isFinite(value) || value < min) fields.maintenanceIntervalDays = EQUIPMENT_MESSAGES.maintenanceIntervalDays;
  else if (value > max) fields.maintenanceIntervalDays = EQUIPMENT_MESSAGES.maintenanceIntervalTooLong;
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** Clients set good or warning (Mark Issue / Mark Fixed); critical and offline are display-only. */
export function isSettableStatus(status: EquipmentStatus): status is (typeof SETTABLE_EQUIPMENT_STATUSES)[number] {
  return (SETTABLE_EQUIPMENT_STATUSES as readonly string[]).includes(status);
}

function emptyDetails(): EquipmentDetails {
  return {
    name: '', category: 'other', brand: null, model: null, serialNumber: null, installDate: null, warrantyExpiration: null,
    maintenanceIntervalDays: null, lastMaintenanceDate: null, notes: null, condition: EQUIPMENT_DEFAULTS.condition,
  };
}

export { EQUIPMENT_CONDITIONS };
