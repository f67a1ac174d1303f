// Events of the `equipment-{poolId}` stream: the pool's pumps, filters, heaters and the rest (spec §3
// Equipment). Dates are calendar days ('YYYY-MM-DD'); times are epoch ms. Equipment registered from
// the onboarding profile carries an onboardingKey, so it is registered once.
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { eventParser } from '../common/event-parser.ts';
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CONDITIONS, EQUIPMENT_STATUSES } from './equipment-options.ts';

export const equipmentStreamOf = (poolId: string) => `equipment-${poolId}`;
export const EQUIPMENT_STREAM_PREFIX = 'equipment-';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const equipmentDetailsSchema = z.object({
  name: z.string(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  installDate: day.nullable(),
  warrantyExpiration: day.nullable(),
  maintenanceIntervalDays: z.number().int().nullable(),
  lastMaintenanceDate: day.nullable(),
  notes: z.string().nullable(),
  condition: z.enum(EQUIPMENT_CONDITIONS),
});

export const equipmentAddedSchema = equipmentDetailsSchema.extend({
  equipmentId: z.string(),
  poolId: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  addedAt: z.number(),
  /** Registered from the onboarding profile ('filter-1', 'pump', …); null when the owner added it. */
  onboardingKey: z.string().nullable(),
});
export const equipmentUpdatedSchema = z.object({
  equipmentId: z.string(),
  poolId: z.string(),
  /** Only the fields that changed. */
  changes: equipmentDetailsSchema.partial(),
  updatedAt: z.number(),
});
export const equipmentStatusChangedSchema = z.object({
  equipmentId: z.string(),
  poolId: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  previousStatus: z.enum(EQUIPMENT_STATUSES),
  changedAt: z.number(),
});
export const equipmentServicedSchema = z.object({
  equipmentId: z.string(),
  poolId: z.string(),
  /** The day it was serviced. */
  servicedOn: day,
  notes: z.string().nullable(),
  recordedAt: z.number(),
  /** The equipment's last maintenance date after this service (a back-dated service does not move it back). */
  lastMaintenanceDate: day,
});
export const equipmentRemovedSchema = z.object({ equipmentId: z.string(), poolId: z.string(), removedAt: z.number() });

type Data<S extends z.ZodType> = z.output<S>;
export type EquipmentAdded = DomainEvent<'EquipmentAdded', Data<typeof equipmentAddedSchema>>;
export type EquipmentUpdated = DomainEvent<'EquipmentUpdated', Data<typeof equipmentUpdatedSchema>>;
export type EquipmentStatusChanged = DomainEvent<'EquipmentStatusChanged', Data<typeof equipmentStatusChangedSchema>>;
export type EquipmentServiced = DomainEvent<'EquipmentServiced', Data<typeof equipmentServicedSchema>>;
export type EquipmentRemoved = DomainEvent<'EquipmentRemoved', Data<typeof equipmentRemovedSchema>>;
export type EquipmentEvent = EquipmentAdded | EquipmentUpdated | EquipmentStatusChanged | EquipmentServiced | EquipmentRemoved;

export const EQUIPMENT_EVENT_TYPES = [
  'EquipmentAdded', 'EquipmentUpdated', 'EquipmentStatusChanged', 'EquipmentServiced', 'EquipmentRemoved',
] as const satisfies readonly EquipmentEvent['type'][];

export const equipmentEventDataSchemas = {
  EquipmentAdded: equipmentAddedSchema,
  EquipmentUpdated: equipmentUpdatedSchema,
  EquipmentStatusChanged: equipmentStatusChangedSchema,
  EquipmentServiced: equipmentServicedSchema,
  EquipmentRemoved: equipmentRemovedSchema,
} as const satisfies Record<EquipmentEvent['type'], z.ZodType>;

/** A recorded event's data checked against its schema; undefined for an unknown type or bad data (projections skip it). */
export const parseEquipmentEvent = eventParser<EquipmentEvent>(equipmentEventDataSchemas);
