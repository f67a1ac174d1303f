// The HTTP contract of the equipment area (spec §3 Equipment, §4, §5 Equipment form, §7 calls):
// request and reply schemas in zod/mini, paths and query keys. Shared with the UI: zod/mini and the
// zod-free domain only. The §5 rules (name and category required, interval at least 1, empty dates
// null, warranty not before install) are applied by the domain (domain/equipment/equipment-rules.ts),
// which answers with the spec's messages per field; these schemas check shapes and bounds.
import { z } from 'zod/mini';
import { EQUIPMENT_CONDITIONS, EQUIPMENT_LIMITS, EQUIPMENT_STATUSES } from '../domain/equipment/equipment-options.ts';
import { isTimeZone } from '../domain/maintenance/calendar-day.ts';
import { routePath } from './route-path.ts';

export { applyEquipmentDraft, EQUIPMENT_MESSAGES, type EquipmentDraft } from '../domain/equipment/equipment-rules.ts';
export { equipmentSummary, maintenanceState, warrantyState, type EquipmentSummary } from '../domain/equipment/equipment-status.rules.ts';
export { EQUIPMENT_CATEGORIES, EQUIPMENT_CONDITIONS, EQUIPMENT_STATUSES, SETTABLE_EQUIPMENT_STATUSES } from '../domain/equipment/equipment-options.ts';

const text = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
/** A number, or text that may hold one. */
const numeric = z.nullish(z.union([z.number(), z.string().check(z.maxLength(32))]));
/** 'YYYY-MM-DD'; empty or null means "not set" (spec §5: empty dates are sent as null). */
const date = text(32);
export const timeZoneSchema = z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Unknown time zone'));

const equipmentFields = {
  name: text(EQUIPMENT_LIMITS.name),
  category: text(40),
  brand: text(EQUIPMENT_LIMITS.brand),
  model: text(EQUIPMENT_LIMITS.model),
  serialNumber: text(EQUIPMENT_LIMITS.serialNumber),
  installDate: date,
  warrantyExpiration: date,
  maintenanceIntervalDays: numeric,
  lastMaintenanceDate: date,
  notes: text(EQUIPMENT_LIMITS.notes),
  condition: z.nullish(z.enum(EQUIPMENT_CONDITIONS)),
  /** good or warning (Mark Issue / Mark Fixed); critical and offline are display-only. */
  status: z.optional(z.enum(EQUIPMENT_STATUSES)),
};

/** POST /api/pools/{poolId}/equipment: the equipment fields plus status. */
export const createEquipmentBodySchema = z.object(equipmentFields);
export type CreateEquipmentBody = z.input<typeof createEquipmentBodySchema>;
/** PATCH /api/equipment/{id}: any equipment fields plus poolId and status, or the status alone (the toggle). */
export const updateEquipmentBodySchema = z.object({ ...equipmentFields, poolId: z.optional(z.uuid()) });
export type UpdateEquipmentBody = z.input<typeof updateEquipmentBodySchema>;
/** POST /api/equipment/{id}/serviced: the day (today in the pool's time zone when absent) and notes. */
export const equipmentServicedBodySchema = z.object({
  date: z.nullish(z.string().check(z.maxLength(32))),
  notes: text(EQUIPMENT_LIMITS.notes),
  timeZone: z.optional(timeZoneSchema),
});
export type EquipmentServicedBody = z.input<typeof equipmentServicedBodySchema>;

export const poolEquipmentParamsSchema = z.object({ poolId: z.uuid() });
export const equipmentParamsSchema = z.object({ id: z.uuid() });
/** GET …/equipment: the warranty and maintenance states are judged on today in this zone (default: the pool's calendar, else UTC). */
export const equipmentListQuerySchema = z.object({ timeZone: z.optional(timeZoneSchema) });

export const WARRANTY_STATES = ['expired', 'expiring', 'valid'] as const;
export const EQUIPMENT_MAINTENANCE_STATES = ['overdue', 'due_soon', 'ok'] as const;

/** Equipment as the API returns it: spec §3 fields; dates 'YYYY-MM-DD' or null; states as of asOf. */
export const equipmentSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  name: z.string(),
  category: z.string(),
  brand: z.nullable(z.string()),
  model: z.nullable(z.string()),
  serialNumber: z.nullable(z.string()),
  installDate: z.nullable(z.string()),
  warrantyExpiration: z.nullable(z.string()),
  maintenanceIntervalDays: z.nullable(z.number()),
  lastMaintenanceDate: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  status: z.enum(EQUIPMENT_STATUSES),
  /** Spec §4: expired, expiring (within 30 days), valid; null without a warranty date. */
  warrantyState: z.nullable(z.enum(WARRANTY_STATES)),
  /** Spec §4: overdue, due_soon (within 7 days), ok; null without an interval or a day to count from. */
  maintenanceState: z.nullable(z.enum(EQUIPMENT_MAINTENANCE_STATES)),
  /** The day the states were judged on. */
  asOf: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.output<typeof equipmentSchema>;
export const equipmentListSchema = z.array(equipmentSchema);

export const equipmentPaths = {
  poolEquipment: routePath('/api/pools/:poolId/equipment'),
  equipment: routePath('/api/equipment/:id'),
  serviced: routePath('/api/equipment/:id/serviced'),
} as const;

/** Query keys: under the pool (contracts/pools.contract.ts poolsKeys.pool), so a pool's data invalidates together. */
export const equipmentKeys = {
  list: (poolId: string) => ['pools', poolId, 'equipment'] as const,
};
