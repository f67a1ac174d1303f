// The equipment form's own checks (spec §5 Equipment form) and what it sends: name and category
// required with the spec's messages, the interval at least 1 when given, text trimmed, empty text and
// empty dates as null.
import { describe, expect, it } from 'vitest';
import { anEquipment } from '../../testing/replies.ts';
import { EMPTY_EQUIPMENT_FORM, equipmentFormErrors, equipmentPayload, formFromEquipment, type EquipmentFormValues } from './equipment-form.ts';

const form = (fields: Partial<EquipmentFormValues>): EquipmentFormValues => ({ ...EMPTY_EQUIPMENT_FORM, name: 'Pump', category: 'pump', ...fields });

describe('equipment form checks', () => {
  it("asks for a name and a category with spec §5's messages", () => {
    expect(equipmentFormErrors(EMPTY_EQUIPMENT_FORM)).toEqual({ name: 'Equipment name is required', category: 'Category is required' });
    expect(equipmentFormErrors(form({ name: '   ' }))).toEqual({ name: 'Equipment name is required' });
    expect(equipmentFormErrors(form({ category: 'spaceship' }))).toEqual({ category: 'Category is required' });
  });

  it.each([['0'], ['-3'], ['0.4'], ['abc']])('refuses a maintenance interval of %s', (interval) => {
    expect(equipmentFormErrors(form({ maintenanceIntervalDays: interval }))).toEqual({
      maintenanceIntervalDays: 'Maintenance interval must be a number of at least 1 day',
    });
  });

  it('takes an empty interval or one of at least 1, and leaves rules across fields to the server', () => {
    expect(equipmentFormErrors(form({ maintenanceIntervalDays: '' }))).toEqual({});
    expect(equipmentFormErrors(form({ maintenanceIntervalDays: '1' }))).toEqual({});
    expect(equipmentFormErrors(form({ installDate: '2026-05-01', warrantyExpiration: '2026-01-01' }))).toEqual({});
  });
});

describe('equipment payload', () => {
  it('sends empty dates and empty text as null, text trimmed, the interval as a number', () => {
    expect(equipmentPayload(form({ name: '  Main pump ', brand: ' ', notes: ' runs loud ', maintenanceIntervalDays: ' 30 ' }))).toEqual({
      name: 'Main pump', category: 'pump', brand: null, model: null, serialNumber: null, installDate: null, warrantyExpiration: null,
      maintenanceIntervalDays: 30, lastMaintenanceDate: null, notes: 'runs loud', condition: 'good',
    });
  });

  it('round-trips stored equipment through the form', () => {
    const stored = anEquipment({
      id: 'e1', name: 'Heater', category: 'heater', brand: 'Jandy', model: 'JXi', serialNumber: 'SN-1', installDate: '2025-04-01',
      warrantyExpiration: '2028-04-01', maintenanceIntervalDays: 180, lastMaintenanceDate: '2026-03-01', notes: 'Gas', condition: 'fair',
    });
    const { id: _id, poolId: _pool, status: _status, warrantyState: _w, maintenanceState: _m, asOf: _a, createdAt: _c, updatedAt: _u, ...fields } = stored;
    expect(equipmentPayload(formFromEquipment(stored))).toEqual(fields);
  });
});
