// Equipment routes over real HTTP on both databases: onboarding registers the profile's equipment,
// adding with every spec §3 field and its warranty and maintenance states, spec §5's messages as 400
// fields, edits and the Mark Issue / Mark Fixed toggle, services, removal, a warranty's inspection
// task, and owner isolation (another user's pool or equipment is a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_MESSAGES } from '../../../domain/equipment/equipment-rules.ts';
import { addCalendarDays, todayIn } from '../../../domain/maintenance/calendar-day.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import type { Equipment } from '../../../contracts/equipment.contract.ts';
import type { MaintenanceTask } from '../../../contracts/maintenance.contract.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Client = Awaited<ReturnType<typeof signedInClient>>;

const ONBOARDING = {
  name: 'Backyard Pool', type: 'inground', volumeGallons: 18500, surfaceMaterial: 'plaster', sanitationType: 'salt', hasSaltChlorinator: true,
  saltChlorinatorBrand: 'hayward', saltChlorinatorModel: 'AquaRite 940', filterType: 'cartridge', numberOfFilters: 1, filterBrand: 'pentair',
  pumpType: 'variable_speed', pumpHorsepower: 1.5, pumpBrand: 'pentair', hasCover: true, coverType: 'automatic', hasHeater: true, heaterType: 'gas',
  hasAutoCleaner: true, autoCleanerType: 'robotic', onboardingCompleted: true,
};
const today = () => todayIn(Date.now(), 'UTC');

for (const leg of databaseLegs()) {
  describe(`equipment routes on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;
    let stranger: Client;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      [owner, stranger] = await Promise.all([signedInClient(server.url, 'equipment'), signedInClient(server.url, 'stranger')]);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function newPool(client: Client = owner): Promise<string> {
      const response = await client.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(response.status).toBe(201);
      return response.body.id;
    }

    it("lists the onboarding profile's filter, pump, heater, cleaner, chlorinator and cover once the pool is onboarded", async () => {
      const client = await signedInClient(server.url, 'onboard');
      const onboarded = await client.post<Pool>('/api/pools', ONBOARDING, { 'Idempotency-Key': 'onboard-equipment-1' });
      expect(onboarded.status).toBe(201);
      const listed = await client.get<Equipment[]>(`/api/pools/${onboarded.body.id}/equipment`);
      expect(listed.status).toBe(200);
      expect(listed.body.map((e) => [e.name, e.category, e.brand])).toEqual([
        ['Cartridge filter', 'filter', 'Pentair'], ['Variable speed pump', 'pump', 'Pentair'], ['Gas heater', 'heater', null],
        ['Robotic cleaner', 'cleaner', null], ['Salt chlorinator', 'chlorinator', 'Hayward'], ['Automatic cover', 'cover', null],
      ]);
      expect(listed.body[4]).toMatchObject({ model: 'AquaRite 940', status: 'good', condition: 'good', maintenanceIntervalDays: 90 });
      // A retried onboarding registers nothing twice.
      expect((await client.post<Pool>('/api/pools', ONBOARDING, { 'Idempotency-Key': 'onboard-equipment-1' })).body.id).toBe(onboarded.body.id);
      expect((await client.get<Equipment[]>(`/api/pools/${onboarded.body.id}/equipment`)).body).toHaveLength(6);
    });

    it('adds equipment with every spec §3 field and answers its warranty and maintenance states', async () => {
      const poolId = await newPool();
      expect((await owner.get<Equipment[]>(`/api/pools/${poolId}/equipment`)).body).toEqual([]);
      const warrantyEnds = addCalendarDays(today(), 20);
      const created = await owner.post<Equipment>(`/api/pools/${poolId}/equipment`, {
        name: ' Main pump ', category: 'pump', brand: 'Pentair', model: 'IntelliFlo', serialNumber: 'SN-1', installDate: '2024-05-01',
        warrantyExpiration: warrantyEnds, maintenanceIntervalDays: '30', lastMaintenanceDate: addCalendarDays(today(), -40), notes: 'Quiet', condition: 'excellent', status: 'good',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        poolId, name: 'Main pump', category: 'pump', brand: 'Pentair', model: 'IntelliFlo', serialNumber: 'SN-1', installDate: '2024-05-01',
        warrantyExpiration: warrantyEnds, maintenanceIntervalDays: 30, notes: 'Quiet', condition: 'excellent', status: 'good',
        warrantyState: 'expiring', maintenanceState: 'overdue', asOf: today(),
      });
      const listed = await owner.get<Equipment[]>(`/api/pools/${poolId}/equipment`);
      expect(listed.body.map((e) => e.id)).toEqual([created.body.id]);
      // Its warranty ends within 30 days: the inspection is due today, and says why.
      const tasks = (await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance`)).body;
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({ title: 'Inspect Main pump before its warranty ends', nextDueDate: today(), isRecurring: false, equipmentId: created.body.id });
      expect(tasks[0]?.reason).toContain(warrantyEnds);
      // A later warranty end moves the inspection; removing the equipment drops it.
      const extended = addCalendarDays(today(), 400);
      await owner.patch(`/api/equipment/${created.body.id}`, { warrantyExpiration: extended });
      expect((await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance`)).body).toMatchObject([{ id: tasks[0]?.id, nextDueDate: addCalendarDays(extended, -30) }]);
      expect((await owner.delete(`/api/equipment/${created.body.id}`)).status).toBe(204);
      expect((await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance`)).body).toEqual([]);
    });

    it("answers spec §5's messages per field, empty dates as null, and a warranty before the install date as a 400", async () => {
      const poolId = await newPool();
      const missing = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: '  ', category: '', maintenanceIntervalDays: 0 });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ code: 'validation_failed', message: EQUIPMENT_MESSAGES.name });
      expect(missing.body.error.fields).toEqual({
        name: 'Equipment name is required', category: 'Category is required', maintenanceIntervalDays: EQUIPMENT_MESSAGES.maintenanceIntervalDays,
      });
      const noBody = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, {});
      expect(noBody.body.error.fields).toEqual({ name: 'Equipment name is required', category: 'Category is required' });
      const warranty = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: 'Heater', category: 'heater', installDate: '2025-06-01', warrantyExpiration: '2025-05-31' });
      expect(warranty.status).toBe(400);
      expect(warranty.body.error.fields).toEqual({ warrantyExpiration: EQUIPMENT_MESSAGES.warrantyBeforeInstall });
      const dates = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: 'Heater', category: 'heater', installDate: '2025-02-30' });
      expect(dates.body.error.fields).toEqual({ installDate: EQUIPMENT_MESSAGES.date });
      const critical = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: 'Heater', category: 'heater', status: 'critical' });
      expect(critical.body.error.fields).toEqual({ status: EQUIPMENT_MESSAGES.status });
      const tooLong = await owner.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: 'x'.repeat(101), category: 'heater' });
      expect(tooLong.status).toBe(400);
      expect(Object.keys(tooLong.body.error.fields ?? {})).toEqual(['name']);
      const empty = await owner.post<Equipment>(`/api/pools/${poolId}/equipment`, { name: 'Light', category: 'lighting', installDate: '', warrantyExpiration: null, maintenanceIntervalDays: '' });
      expect(empty.status).toBe(201);
      expect(empty.body).toMatchObject({ installDate: null, warrantyExpiration: null, maintenanceIntervalDays: null, warrantyState: null, maintenanceState: null, condition: 'good' });
      expect((await owner.get<Equipment[]>(`/api/pools/${poolId}/equipment`)).body).toHaveLength(1);
    });

    it('edits fields, toggles Mark Issue / Mark Fixed with a status-only patch, records a service and removes', async () => {
      const poolId = await newPool();
      const created = (await owner.post<Equipment>(`/api/pools/${poolId}/equipment`, { name: 'Filter', category: 'filter', maintenanceIntervalDays: 30 })).body;
      const edited = await owner.patch<Equipment>(`/api/equipment/${created.id}`, { ...created, poolId, name: 'Sand filter', condition: 'fair', status: 'good' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Sand filter', condition: 'fair', status: 'good' });
      expect((await owner.patch<Equipment>(`/api/equipment/${created.id}`, { status: 'warning' })).body.status).toBe('warning');
      expect((await owner.patch<Equipment>(`/api/equipment/${created.id}`, { status: 'good' })).body.status).toBe('good');
      expect((await owner.patch<ErrorBody>(`/api/equipment/${created.id}`, { status: 'offline' })).status).toBe(400);
      expect((await owner.patch<ErrorBody>(`/api/equipment/${created.id}`, { name: '' })).body.error.fields).toEqual({ name: 'Equipment name is required' });
      const otherPool = await newPool();
      expect((await owner.patch<ErrorBody>(`/api/equipment/${created.id}`, { poolId: otherPool })).status).toBe(400);

      const serviced = await owner.post<Equipment>(`/api/equipment/${created.id}/serviced`, { notes: 'Backwashed' });
      expect(serviced.status).toBe(200);
      expect(serviced.body).toMatchObject({ lastMaintenanceDate: today(), maintenanceState: 'ok' });
      const future = await owner.post<ErrorBody>(`/api/equipment/${created.id}/serviced`, { date: addCalendarDays(today(), 2) });
      expect(future.status).toBe(400);
      expect((await owner.post<ErrorBody>(`/api/equipment/${created.id}/serviced`, { date: 'yesterday' })).status).toBe(400);
      const events = await server.store.readStream(`equipment-${poolId}`);
      expect(events.map((e) => e.type)).toEqual(['EquipmentAdded', 'EquipmentUpdated', 'EquipmentStatusChanged', 'EquipmentStatusChanged', 'EquipmentServiced']);

      expect((await owner.delete(`/api/equipment/${created.id}`)).status).toBe(204);
      expect((await owner.get<Equipment[]>(`/api/pools/${poolId}/equipment`)).body).toEqual([]);
      expect((await owner.patch(`/api/equipment/${created.id}`, { name: 'Back' })).status).toBe(404);
      expect((await owner.delete(`/api/equipment/${created.id}`)).status).toBe(404);
    });

    it("answers 404 for another user's pool and equipment, exactly as for missing ones", async () => {
      const poolId = await newPool();
      const item = (await owner.post<Equipment>(`/api/pools/${poolId}/equipment`, { name: 'Pump', category: 'pump' })).body;
      const missing = '00000000-0000-4000-8000-000000000000';
      for (const response of [
        await stranger.get<ErrorBody>(`/api/pools/${poolId}/equipment`),
        await stranger.post<ErrorBody>(`/api/pools/${poolId}/equipment`, { name: 'Mine', category: 'pump' }),
        await stranger.patch<ErrorBody>(`/api/equipment/${item.id}`, { status: 'warning' }),
        await stranger.post<ErrorBody>(`/api/equipment/${item.id}/serviced`, {}),
        await stranger.delete<ErrorBody>(`/api/equipment/${item.id}`),
        await owner.patch<ErrorBody>(`/api/equipment/${missing}`, { status: 'warning' }),
        await owner.get<ErrorBody>(`/api/pools/${missing}/equipment`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('not_found');
      }
      expect((await owner.get<Equipment[]>(`/api/pools/${poolId}/equipment`)).body).toMatchObject([{ id: item.id, status: 'good' }]);
    });
  });
}
