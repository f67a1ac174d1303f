// The add/edit equipment form (spec §3 Equipment, §5 Equipment form): its values as typed, the checks
// it runs before sending (name and category required, the interval a number of at least 1 when given,
// with the domain's own messages, so the form and the API say the same thing), and the payload: text
// trimmed, empty text and empty dates sent as null. Rules across fields (a warranty ending before the
// install date) are the server's; its 400 names the field, and the form shows it there.
import { applyEquipmentDraft, type CreateEquipmentBody, type Equipment } from '../../../contracts/equipment.contract.ts';
import type { EquipmentCondition } from '../../../domain/equipment/equipment-options.ts';

export type { EquipmentCondition };

export interface EquipmentFormValues {
  name: string;
  category: string;
  brand: string;
  model: string;
  serialNumber: string;
  installDate: string;
  warrantyExpiration: string;
  maintenanceIntervalDays: string;
  lastMaintenanceDate: string;
  notes: string;
  condition: EquipmentCondition;
}

export type EquipmentFormField = keyof EquipmentFormValues;
export type EquipmentFormErrors = Partial<Record<EquipmentFormField, string>>;

/** The fields checked before sending, in the order the form shows them. */
const CHECKED_HERE = ['name', 'category', 'maintenanceIntervalDays'] as const satisfies readonly EquipmentFormField[];

export const EMPTY_EQUIPMENT_FORM: EquipmentFormValues = {
  name: '', category: '', brand: '', model: '', serialNumber: '', installDate: '', warrantyExpiration: '',
  maintenanceIntervalDays: '', lastMaintenanceDate: '', notes: '', condition: 'good',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form prefilled from stored equipment (edit mode). */
export function formFromEquipment(equipment: Equipment): EquipmentFormValues {
  return {
    name: equipment.name,
    category: equipment.category,
    brand: text(equipment.brand),
    model: text(equipment.model),
    serialNumber: text(equipment.serialNumber),
    installDate: text(equipment.installDate),
    warrantyExpiration: text(equipment.warrantyExpiration),
    maintenanceIntervalDays: text(equipment.maintenanceIntervalDays),
    lastMaintenanceDate: text(equipment.lastMaintenanceDate),
    notes: text(equipment.notes),
    condition: equipment.condition,
  };
}

const orNull = (value: string) => value.trim() || null;

/** What is sent: every field, empty ones as null; the interval as a number. */
export function equipmentPayload(values: EquipmentFormValues): CreateEquipmentBody & { maintenanceIntervalDays: number | null } {
  const interval = values.maintenanceIntervalDays.trim();
  return {
    name: values.name.trim(),
    category: values.category,
    brand: orNull(values.brand),
    model: orNull(values.model),
    serialNumber: orNull(values.serialNumber),
    installDate: orNull(values.installDate),
    warrantyExpiration: orNull(values.warrantyExpiration),
    maintenanceIntervalDays: interval === '' ? null : Number(interval),
    lastMaintenanceDate: orNull(values.lastMaintenanceDate),
    notes: orNull(values.notes),
    condition: values.condition,
  };
}

/** The spec §5 errors of these values (empty when the form may be sent). */
export function equipmentFormErrors(values: EquipmentFormValues): EquipmentFormErrors {
  const result = applyEquipmentDraft(null, { ...equipmentPayload(values), maintenanceIntervalDays: values.maintenanceIntervalDays });
  if (result.ok) return {};
  const errors: EquipmentFormErrors = {};
  for (const key of CHECKED_HERE) if (result.fields[key]) errors[key] = result.fields[key];
  return errors;
}
