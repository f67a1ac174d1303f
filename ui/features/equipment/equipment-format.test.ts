// What equipment says on screen: the warranty and maintenance lines of spec §4's states, days shown
// as themselves whatever the browser's zone, and the /equipment tiles' counts.
import { describe, expect, it } from 'vitest';
import { anEquipment } from '../../testing/replies.ts';
import { equipmentCounts, equipmentSubtitle, formatDay, maintenanceLine, warrantyLine } from './equipment-format.ts';

const asOf = '2026-06-01';

describe('equipment lines', () => {
  it('formats a calendar day as that day', () => {
    expect(formatDay('2027-03-01')).toBe('Mar 1, 2027');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('reads the warranty state: expired, expiring in N days (or today), valid until the day', () => {
    expect(warrantyLine({ warrantyExpiration: null, warrantyState: null, asOf })).toBeNull();
    expect(warrantyLine({ warrantyExpiration: '2026-05-01', warrantyState: 'expired', asOf })).toEqual({ text: 'Warranty expired May 1, 2026', tone: 'critical' });
    expect(warrantyLine({ warrantyExpiration: '2026-06-13', warrantyState: 'expiring', asOf })).toEqual({ text: 'Warranty expires in 12 days', tone: 'warning' });
    expect(warrantyLine({ warrantyExpiration: asOf, warrantyState: 'expiring', asOf })?.text).toBe('Warranty expires today');
    expect(warrantyLine({ warrantyExpiration: '2028-01-15', warrantyState: 'valid', asOf })).toEqual({ text: 'Warranty until Jan 15, 2028', tone: 'neutral' });
  });

  it('reads the maintenance state from the last service (else the install date) and the interval', () => {
    const item = { maintenanceIntervalDays: 30, installDate: null, asOf };
    expect(maintenanceLine({ ...item, lastMaintenanceDate: '2026-04-22', maintenanceState: 'overdue' })).toEqual({ text: 'Service overdue by 10 days', tone: 'critical' });
    expect(maintenanceLine({ ...item, lastMaintenanceDate: '2026-05-05', maintenanceState: 'due_soon' })).toEqual({ text: 'Service due in 3 days', tone: 'warning' });
    expect(maintenanceLine({ ...item, lastMaintenanceDate: '2026-05-02', maintenanceState: 'due_soon' })?.text).toBe('Service due today');
    expect(maintenanceLine({ ...item, lastMaintenanceDate: null, installDate: '2026-05-25', maintenanceState: 'ok' })).toEqual({ text: 'Next service Jun 24, 2026', tone: 'neutral' });
    expect(maintenanceLine({ ...item, lastMaintenanceDate: null, maintenanceState: null })?.text).toBe('Service every 30 days');
    expect(maintenanceLine({ ...item, maintenanceIntervalDays: null, lastMaintenanceDate: '2026-05-02', maintenanceState: null })?.text).toBe('Last serviced May 2, 2026');
    expect(maintenanceLine({ ...item, maintenanceIntervalDays: null, lastMaintenanceDate: null, maintenanceState: null })).toBeNull();
  });
});

describe('equipment tiles', () => {
  it('counts good items, issues (any other status), warranty alerts and maintenance due', () => {
    const items = [
      anEquipment({ id: 'a', status: 'good', warrantyState: 'expiring', maintenanceState: 'ok' }),
      anEquipment({ id: 'b', status: 'warning', warrantyState: 'expired', maintenanceState: 'overdue' }),
      anEquipment({ id: 'c', status: 'offline', warrantyState: 'valid', maintenanceState: 'due_soon' }),
      anEquipment({ id: 'd', status: 'good' }),
    ];
    expect(equipmentCounts(items)).toEqual({ good: 2, issues: 2, warrantyAlerts: 2, maintenanceDue: 2 });
    expect(equipmentCounts([])).toEqual({ good: 0, issues: 0, warrantyAlerts: 0, maintenanceDue: 0 });
  });

  it('names the category, then brand and model when known', () => {
    expect(equipmentSubtitle({ category: 'pump', brand: 'Pentair', model: 'IntelliFlo' })).toBe('Pump · Pentair · IntelliFlo');
    expect(equipmentSubtitle({ category: 'chlorinator', brand: null, model: null })).toBe('Chlorinator');
  });
});
