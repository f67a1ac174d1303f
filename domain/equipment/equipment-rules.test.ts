import { describe, expect, it } from 'vitest';
import { applyEquipmentDraft, EQUIPMENT_MESSAGES } from './equipment-rules.ts';

describe('Equipment form rules (spec §5)', () => {
  it('requires name and category, and an interval of at least 1 when given', () => {
    expect(applyEquipmentDraft(null, {})).toEqual({ ok: false, message: EQUIPMENT_MESSAGES.name, fields: { name: EQUIPMENT_MESSAGES.name, category: EQUIPMENT_MESSAGES.category } });
    expect(applyEquipmentDraft(null, { name: 'Pump', category: 'pump', maintenanceIntervalDays: 'abc' })).toMatchObject({ fields: { maintenanceIntervalDays: EQUIPMENT_MESSAGES.maintenanceIntervalDays } });
    expect(applyEquipmentDraft(null, { name: 'Pump', category: 'pump', maintenanceIntervalDays: 4000 })).toMatchObject({ fields: { maintenanceIntervalDays: EQUIPMENT_MESSAGES.maintenanceIntervalTooLong } });
    expect(applyEquipmentDraft(null, { name: 'Pump', category: 'spaceship' })).toMatchObject({ fields: { category: EQUIPMENT_MESSAGES.category } });
  });

  it('treats empty dates and texts as null, and refuses a warranty that ends before the install date', () => {
    const result = applyEquipmentDraft(null, { name: 'Pump', category: 'pump', brand: ' ', installDate: '', lastMaintenanceDate: null, maintenanceIntervalDays: '' });
    expect(result).toMatchObject({ ok: true, details: { brand: null, installDate: null, lastMaintenanceDate: null, maintenanceIntervalDays: null, condition: 'good' } });
    if (!result.ok) return;
    expect(applyEquipmentDraft({ ...result.details, installDate: '2026-05-01' }, { warrantyExpiration: '2026-04-01' }))
      .toMatchObject({ ok: false, fields: { warrantyExpiration: EQUIPMENT_MESSAGES.warrantyBeforeInstall } });
    expect(applyEquipmentDraft(result.details, { installDate: '2026-13-01' })).toMatchObject({ ok: false, fields: { installDate: EQUIPMENT_MESSAGES.date } });
  });
});
