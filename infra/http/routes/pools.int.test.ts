// Pool routes over real HTTP: onboarding and the default pool, the §5 rules answered as 400 with
// fields, settings and location updates, removal, and owner isolation (another user's pool is a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_MESSAGES } from '../../../domain/pools/pool-rules.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const onboarding = {
  name: 'Backyard Pool',
  type: 'inground',
  location: 'backyard',
  volumeGallons: '18500',
  shape: 'kidney',
  inGround: true,
  surfaceMaterial: 'pebble_tec',
  sanitationType: 'salt',
  hasSaltChlorinator: true,
  saltChlorinatorBrand: 'hayward',
  saltChlorinatorModel: ' AquaRite 940 ',
  preferredChlorineTypes: ['liquid', 'tablets'],
  filterType: 'cartridge',
  numberOfFilters: 2,
  filterBrand: 'pentair',
  pumpType: 'variable_speed',
  pumpHorsepower: 1.5,
  pumpBrand: 'pentair',
  hasCover: true,
  coverType: 'automatic',
  hasHeater: true,
  heaterType: 'heat_pump',
  waterFeatures: ['waterfall', 'spa'],
  hasAutoCleaner: true,
  autoCleanerType: 'robotic',
  typicalBatherLoad: 'medium',
  poolUsagePattern: 'recreational',
  sunExposure: 'partial',
  nearbyTrees: true,
  surroundingEnvironment: 'suburban',
  numberOfSkimmers: 2,
  numberOfReturns: 4,
  hasMainDrain: true,
  chemicalBudgetRange: 'premium',
  hasChemicalAutoFeeder: true,
  autoFeederType: 'ph_feeder',
  hasOzoneGenerator: false,
  hasUvSanitizer: true,
  hasMineralSystem: false,
  hasAutomationSystem: true,
  seasonalPool: false,
  onboardingCompleted: true,
};

for (const leg of databaseLegs()) {
  describe(`pools on ${leg.name}`, () => {
    let server: RunningServer;
    let alice: Awaited<ReturnType<typeof signedInClient>>;
    let bob: Awaited<ReturnType<typeof signedInClient>>;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      [alice, bob] = await Promise.all([signedInClient(server.url, 'alice'), signedInClient(server.url, 'bob')]);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('registers the full onboarding profile and lists it', async () => {
      const created = await alice.post<Pool>('/api/pools', onboarding);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...onboarding, volumeGallons: 18500, saltChlorinatorModel: 'AquaRite 940', latitude: null, longitude: null });
      const list = await alice.get<Pool[]>('/api/pools');
      expect(list.body.map((pool) => pool.id)).toContain(created.body.id);
      expect((await alice.get<Pool>(`/api/pools/${created.body.id}`)).body).toEqual(created.body);
    });

    it('creates the default pool from {name, type, volumeGallons, location} with the spec defaults', async () => {
      const client = await signedInClient(server.url, 'default');
      const created = await client.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'My Pool', type: 'inground', inGround: true, volumeGallons: 20000, location: 'backyard', onboardingCompleted: false, surfaceMaterial: 'plaster', sanitationType: 'chlorine', preferredChlorineTypes: ['liquid'], filterType: 'sand', numberOfFilters: 1, pumpType: 'single_speed', numberOfSkimmers: 1, numberOfReturns: 2, chemicalBudgetRange: 'moderate' });
      expect((await client.get<Pool[]>('/api/pools')).body).toEqual([created.body]);
    });

    it('falls back to the spec defaults for unparseable numbers', async () => {
      const created = await alice.post<Pool>('/api/pools', { name: 'Fallbacks', volumeGallons: 'lots', numberOfFilters: '', numberOfSkimmers: 'x', numberOfReturns: null });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ volumeGallons: 20000, numberOfFilters: 1, numberOfSkimmers: 1, numberOfReturns: 2 });
    });

    const rejected: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { name: '  ', volumeGallons: 20000 }, 'name', POOL_MESSAGES.nameAndVolume],
      ['no name at all', { volumeGallons: 20000 }, 'name', POOL_MESSAGES.nameAndVolume],
      ['a volume under 1000 gallons', { name: 'P', volumeGallons: 999 }, 'volumeGallons', POOL_MESSAGES.nameAndVolume],
      ['5 filters', { name: 'P', numberOfFilters: 5 }, 'numberOfFilters', POOL_MESSAGES.filters],
      ['0 filters', { name: 'P', numberOfFilters: 0 }, 'numberOfFilters', POOL_MESSAGES.filters],
      ['7 skimmers', { name: 'P', numberOfSkimmers: '7' }, 'numberOfSkimmers', POOL_MESSAGES.skimmers],
      ['13 returns', { name: 'P', numberOfReturns: 13 }, 'numberOfReturns', POOL_MESSAGES.returns],
      ['a salt brand without salt sanitation', { name: 'P', sanitationType: 'chlorine', hasSaltChlorinator: true, saltChlorinatorBrand: 'jandy' }, 'saltChlorinatorBrand', POOL_MESSAGES.saltChlorinator],
      ['a salt model without the chlorinator box', { name: 'P', sanitationType: 'salt', hasSaltChlorinator: false, saltChlorinatorModel: 'X1' }, 'saltChlorinatorModel', POOL_MESSAGES.saltChlorinator],
      ['a cover type without a cover', { name: 'P', hasCover: false, coverType: 'solar' }, 'coverType', POOL_MESSAGES.coverType],
      ['a heater type without a heater', { name: 'P', heaterType: 'gas' }, 'heaterType', POOL_MESSAGES.heaterType],
      ['a cleaner type without a cleaner', { name: 'P', hasAutoCleaner: false, autoCleanerType: 'robotic' }, 'autoCleanerType', POOL_MESSAGES.autoCleanerType],
      ['an auto-feeder type without a feeder', { name: 'P', autoFeederType: 'co2_system' }, 'autoFeederType', POOL_MESSAGES.autoFeederType],
      ['in-ground and above-ground at once', { name: 'P', type: 'above_ground', inGround: true }, 'inGround', POOL_MESSAGES.inGround],
      ['a latitude of 91', { name: 'P', latitude: 91, longitude: 0 }, 'latitude', POOL_MESSAGES.coordinates],
      ['a longitude of -181', { name: 'P', latitude: 0, longitude: -181 }, 'longitude', POOL_MESSAGES.coordinates],
      ['a shape not in the list', { name: 'P', shape: 'triangle' }, 'shape', ''],
    ];
    for (const [what, body, field, message] of rejected) {
      it(`answers 400 with fields.${field} for ${what}`, async () => {
        const response = await alice.post<ErrorBody>('/api/pools', body);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('validation_failed');
        expect(response.body.error.fields?.[field]).toBeTruthy();
        if (message) expect(response.body.error.fields?.[field]).toBe(message);
      });
    }

    it('updates settings with the settings rules, and sets the location from latitude and longitude alone', async () => {
      const pool = (await alice.post<Pool>('/api/pools', onboarding)).body;
      const updated = await alice.patch<Pool>(`/api/pools/${pool.id}`, { ...pool, name: 'Renamed', volumeGallons: 500, hasCover: false, coverType: null, numberOfSkimmers: 'n/a' });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: pool.id, name: 'Renamed', volumeGallons: 500, hasCover: false, coverType: null, numberOfSkimmers: 1 });
      const noName = await alice.patch<ErrorBody>(`/api/pools/${pool.id}`, { name: '', volumeGallons: 0 });
      expect(noName.status).toBe(400);
      expect(noName.body.error).toEqual({ code: 'validation_failed', message: POOL_MESSAGES.nameAndVolume, fields: { name: POOL_MESSAGES.nameAndVolume, volumeGallons: POOL_MESSAGES.nameAndVolume } });
      const located = await alice.patch<Pool>(`/api/pools/${pool.id}`, { latitude: 37.77, longitude: -122.42 });
      expect(located.body).toMatchObject({ latitude: 37.77, longitude: -122.42, name: 'Renamed' });
      const badLocation = await alice.patch<ErrorBody>(`/api/pools/${pool.id}`, { latitude: 'north', longitude: 200 });
      expect(badLocation.body.error.fields).toEqual({ latitude: POOL_MESSAGES.coordinates, longitude: POOL_MESSAGES.coordinates });
      expect((await alice.get<Pool>(`/api/pools/${pool.id}`)).body).toMatchObject({ latitude: 37.77, longitude: -122.42 });
    });

    it("answers 404 for another user's pool on GET, PATCH and DELETE, exactly as for a missing one", async () => {
      const alicePool = (await alice.post<Pool>('/api/pools', { name: 'Alice only', volumeGallons: 15000 })).body;
      const bobPool = (await bob.post<Pool>('/api/pools', { name: 'Bob only', volumeGallons: 15000 })).body;
      const missing = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
      for (const [client, other] of [[bob, alicePool.id], [alice, bobPool.id]] as const) {
        const answers = [
          await client.get(`/api/pools/${other}`),
          await client.patch(`/api/pools/${other}`, { name: 'Mine now' }),
          await client.patch(`/api/pools/${other}`, { latitude: 1, longitude: 1 }),
          await client.delete(`/api/pools/${other}`),
        ];
        const missingAnswers = [
          await client.get(`/api/pools/${missing}`),
          await client.patch(`/api/pools/${missing}`, { name: 'Mine now' }),
          await client.patch(`/api/pools/${missing}`, { latitude: 1, longitude: 1 }),
          await client.delete(`/api/pools/${missing}`),
        ];
        expect(answers.map((a) => [a.status, a.body])).toEqual(missingAnswers.map((a) => [a.status, a.body]));
        expect(answers.every((a) => a.status === 404)).toBe(true);
      }
      expect((await bob.get<Pool[]>('/api/pools')).body.map((p) => p.id)).not.toContain(alicePool.id);
      expect((await alice.get<Pool>(`/api/pools/${alicePool.id}`)).body.name).toBe('Alice only');
      expect((await alice.get('/api/pools/not-a-uuid')).status).toBe(404);
    });

    it('removes a pool with 204; it is then gone from the list and answers 404', async () => {
      const pool = (await alice.post<Pool>('/api/pools', { name: 'Temporary', volumeGallons: 12000 })).body;
      const removed = await alice.delete(`/api/pools/${pool.id}`);
      expect(removed.status).toBe(204);
      expect((await alice.get<Pool[]>('/api/pools')).body.map((p) => p.id)).not.toContain(pool.id);
      expect((await alice.get(`/api/pools/${pool.id}`)).status).toBe(404);
      expect((await alice.delete(`/api/pools/${pool.id}`)).status).toBe(404);
    });

    it('creates one pool for a request retried with the same Idempotency-Key', async () => {
      const client = await signedInClient(server.url, 'retry');
      const first = await client.post<Pool>('/api/pools', { name: 'Once', volumeGallons: 20000 }, { 'idempotency-key': 'create-once-1' });
      const second = await client.post<Pool>('/api/pools', { name: 'Once', volumeGallons: 20000 }, { 'idempotency-key': 'create-once-1' });
      expect(second.body.id).toBe(first.body.id);
      expect((await client.get<Pool[]>('/api/pools')).body).toHaveLength(1);
    });

    it('answers 401 on every pool route without a session', async () => {
      const visitor = new ApiClient(server.url);
      const id = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
      const statuses = [
        (await visitor.get('/api/pools')).status,
        (await visitor.post('/api/pools', { name: 'P' })).status,
        (await visitor.get(`/api/pools/${id}`)).status,
        (await visitor.patch(`/api/pools/${id}`, { name: 'P' })).status,
        (await visitor.delete(`/api/pools/${id}`)).status,
      ];
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
    });
  });
}
