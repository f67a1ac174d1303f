// Given (past events) → when (command) → then (new events | error), for the equipment stream.
import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import { DomainError, foldEvents } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { defaultPoolProfile } from '../pools/pool-options.ts';
import { equipmentDecider, type EquipmentCommand } from './equipment.decider.ts';
import type { EquipmentEvent } from './equipment.events.ts';
import { EQUIPMENT_MESSAGES } from './equipment-rules.ts';

const POOL_ID = '11111111-1111-4111-8111-111111111111';
const NOW = epochMsOfIso('2026-06-01T15:00:00Z');
const given = DeciderSpecification.for(equipmentDecider);
const refused = (code: DomainError['code'], fields?: Record<string, string>) => (error: DomainError) => {
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
};
function after(past: EquipmentEvent[], command: EquipmentCommand): EquipmentEvent[] {
  return [...past, ...equipmentDecider.decide(command, foldEvents(equipmentDecider, past))];
}
const add = (draft: Extract<EquipmentCommand, { type: 'AddEquipment' }>['draft'], status?: 'good' | 'warning' | 'critical'): EquipmentCommand =>
  ({ type: 'AddEquipment', poolId: POOL_ID, equipmentId: 'e1', draft, now: NOW, status });
const update = (draft: Extract<EquipmentCommand, { type: 'UpdateEquipment' }>['draft'], status?: 'good' | 'warning' | 'offline'): EquipmentCommand =>
  ({ type: 'UpdateEquipment', poolId: POOL_ID, equipmentId: 'e1', draft, now: NOW, status });
const pump = after([], add({ name: 'Pump', category: 'pump', installDate: '2024-05-01', warrantyExpiration: '2027-05-01', maintenanceIntervalDays: 30 }));

describe('equipment decider', () => {
  it('adds equipment with every field of spec §3, empty values as null', () => {
    given([]).when(add({ name: ' Main pump ', category: 'pump', brand: 'Pentair', model: '', serialNumber: null, installDate: '', maintenanceIntervalDays: '14', condition: 'fair' })).then({
      type: 'EquipmentAdded',
      data: {
        equipmentId: 'e1', poolId: POOL_ID, name: 'Main pump', category: 'pump', brand: 'Pentair', model: null, serialNumber: null, installDate: null,
        warrantyExpiration: null, maintenanceIntervalDays: 14, lastMaintenanceDate: null, notes: null, condition: 'fair', status: 'good', addedAt: NOW, onboardingKey: null,
      },
    });
  });

  it("refuses spec §5's missing name and category, an interval below 1 and a warranty before the install date", () => {
    given([]).when(add({ name: '', category: '', maintenanceIntervalDays: 0 })).thenThrows(DomainError, refused('invalid', {
      name: EQUIPMENT_MESSAGES.name, category: EQUIPMENT_MESSAGES.category, maintenanceIntervalDays: EQUIPMENT_MESSAGES.maintenanceIntervalDays,
    }));
    given([]).when(add({ name: 'Heater', category: 'heater', installDate: '2026-05-01', warrantyExpiration: '2026-04-30' }))
      .thenThrows(DomainError, refused('invalid', { warrantyExpiration: EQUIPMENT_MESSAGES.warrantyBeforeInstall }));
    given([]).when(add({ name: 'Heater', category: 'heater' }, 'critical')).thenThrows(DomainError, refused('invalid', { status: EQUIPMENT_MESSAGES.status }));
  });

  it('edits only what changed, and toggles status between good and warning (Mark Issue / Mark Fixed)', () => {
    given(pump).when(update({ name: 'Pump', notes: 'Noisy' }, 'warning')).then([
      { type: 'EquipmentUpdated', data: { equipmentId: 'e1', poolId: POOL_ID, changes: { notes: 'Noisy' }, updatedAt: NOW } },
      { type: 'EquipmentStatusChanged', data: { equipmentId: 'e1', poolId: POOL_ID, status: 'warning', previousStatus: 'good', changedAt: NOW } },
    ]);
    given(pump).when(update({}, 'good')).thenNothingHappens();
    given(pump).when(update({}, 'offline')).thenThrows(DomainError, refused('invalid', { status: EQUIPMENT_MESSAGES.status }));
    given(pump).when(update({ warrantyExpiration: '2024-01-01' })).thenThrows(DomainError, refused('invalid', { warrantyExpiration: EQUIPMENT_MESSAGES.warrantyBeforeInstall }));
  });

  it('records a service and moves the last maintenance date forward only', () => {
    const serviced = after(pump, { type: 'RecordEquipmentService', poolId: POOL_ID, equipmentId: 'e1', servicedOn: '2026-05-30', today: '2026-06-01', notes: ' new seal ', now: NOW });
    expect(serviced.at(-1)?.data).toMatchObject({ servicedOn: '2026-05-30', notes: 'new seal', lastMaintenanceDate: '2026-05-30' });
    const backdated = after(serviced, { type: 'RecordEquipmentService', poolId: POOL_ID, equipmentId: 'e1', servicedOn: '2026-04-01', today: '2026-06-01', now: NOW });
    expect(backdated.at(-1)?.data).toMatchObject({ servicedOn: '2026-04-01', lastMaintenanceDate: '2026-05-30' });
    given(pump).when({ type: 'RecordEquipmentService', poolId: POOL_ID, equipmentId: 'e1', servicedOn: '2026-06-02', today: '2026-06-01', now: NOW })
      .thenThrows(DomainError, refused('invalid'));
  });

  it('removes equipment once; removed or unknown equipment is not found', () => {
    const removed = after(pump, { type: 'RemoveEquipment', poolId: POOL_ID, equipmentId: 'e1', now: NOW });
    given(removed).when({ type: 'RemoveEquipment', poolId: POOL_ID, equipmentId: 'e1', now: NOW }).thenNothingHappens();
    given(removed).when(update({ name: 'X' })).thenThrows(DomainError, refused('not_found'));
    given([]).when(update({ name: 'X' })).thenThrows(DomainError, refused('not_found'));
  });

  it("registers the onboarding profile's filter, pump, heater, cleaner, chlorinator and cover once", () => {
    const profile = {
      ...defaultPoolProfile(), filterType: 'cartridge' as const, numberOfFilters: 2, filterBrand: 'hayward' as const, pumpType: 'variable_speed' as const, pumpHorsepower: 1.5,
      hasHeater: true, heaterType: 'heat_pump' as const, hasAutoCleaner: true, autoCleanerType: 'robotic' as const, sanitationType: 'salt' as const,
      hasSaltChlorinator: true, saltChlorinatorBrand: 'pentair' as const, saltChlorinatorModel: 'IC40', hasCover: true, coverType: 'solar' as const,
    };
    const command: EquipmentCommand = { type: 'RegisterOnboardedEquipment', poolId: POOL_ID, profile, now: NOW, equipmentIdFor: (key) => `eq-${key}` };
    const events = after([], command);
    expect(events.map((e) => e.type === 'EquipmentAdded' && [e.data.name, e.data.category, e.data.brand])).toEqual([
      ['Cartridge filter 1', 'filter', 'Hayward'], ['Cartridge filter 2', 'filter', 'Hayward'], ['Variable speed pump', 'pump', null],
      ['Heat pump heater', 'heater', null], ['Robotic cleaner', 'cleaner', null], ['Salt chlorinator', 'chlorinator', 'Pentair'], ['Solar cover', 'cover', null],
    ]);
    expect(events[2]?.data).toMatchObject({ notes: '1.5 HP', onboardingKey: 'pump' });
    given(events).when(command).thenNothingHappens();
  });
});
