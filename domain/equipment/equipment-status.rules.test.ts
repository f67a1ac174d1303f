import { describe, expect, it } from 'vitest';
import { equipmentSummary, maintenanceState, warrantyState } from './equipment-status.rules.ts';

describe('equipment states (spec §4)', () => {
  it('calls a warranty expired when past, expiring within 30 days, otherwise valid', () => {
    expect(warrantyState('2026-05-31', '2026-06-01')).toBe('expired');
    expect(warrantyState('2026-06-01', '2026-06-01')).toBe('expiring');
    expect(warrantyState('2026-07-01', '2026-06-01')).toBe('expiring');
    expect(warrantyState('2026-07-02', '2026-06-01')).toBe('valid');
    expect(warrantyState(null, '2026-06-01')).toBeNull();
  });

  it('calls maintenance overdue past the interval, due soon within 7 days of it, otherwise ok', () => {
    const item = (lastMaintenanceDate: string | null) => ({ maintenanceIntervalDays: 30, lastMaintenanceDate, installDate: '2026-01-01' });
    expect(maintenanceState(item('2026-05-01'), '2026-06-01')).toBe('overdue');
    expect(maintenanceState(item('2026-05-02'), '2026-06-01')).toBe('due_soon');
    expect(maintenanceState(item('2026-05-09'), '2026-06-01')).toBe('due_soon');
    expect(maintenanceState(item('2026-05-10'), '2026-06-01')).toBe('ok');
    expect(maintenanceState(item(null), '2026-06-01')).toBe('overdue');
    expect(maintenanceState({ maintenanceIntervalDays: null, lastMaintenanceDate: '2026-05-01', installDate: null }, '2026-06-01')).toBeNull();
  });

  it('summarises the equipment as spec §4 says', () => {
    expect(equipmentSummary([])).toEqual({ status: 'unknown', label: 'No Equipment' });
    expect(equipmentSummary([{ condition: 'good' }, { condition: 'needs_replacement' }, { condition: 'fair' }])).toEqual({ status: 'critical', label: 'Needs Attention' });
    expect(equipmentSummary([{ condition: 'poor' }])).toEqual({ status: 'critical', label: 'Needs Attention' });
    expect(equipmentSummary([{ condition: 'excellent' }, { condition: 'fair' }])).toEqual({ status: 'warning', label: 'Fair Condition' });
    expect(equipmentSummary([{ condition: 'excellent' }, { condition: 'good' }])).toEqual({ status: 'good', label: 'All Good' });
  });
});
