// GET /api/pools/{id}/weather over real HTTP, on PGlite and (with DATABASE_URL) PostgreSQL, with
// Open-Meteo played by the local stand-in: no location (409 naming the location), the location set
// and the forecast with this pool's advice at once, the shared cache (one upstream call per place,
// however many ask), the last forecast served stale while Open-Meteo fails (up to 3 h, then 503),
// another user's pool (404), and an owner who prefers metric (°C, km/h, and advice in mL).
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { openMeteoReply, openMeteoReplyAsAsked, startOpenMeteoStandIn, STORMY_FORECAST, type OpenMeteoStandIn } from '../../weather/testing/open-meteo-stand-in.ts';
import { signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import type { Weather } from '../../../contracts/weather.contract.ts';

type ErrorBody = { error: { code: string; message: string } };
type Client = Awaited<ReturnType<typeof signedInClient>>;

for (const leg of databaseLegs()) {
  describe(`weather route on ${leg.name}`, () => {
    let standIn: OpenMeteoStandIn;
    let server: RunningServer;
    let owner: Client;

    beforeAll(async () => {
      standIn = await startOpenMeteoStandIn();
      server = await startTestServer(await leg.open(), { WEATHER_BASE_URL: standIn.url });
      owner = await signedInClient(server.url, 'weather');
    });
    afterAll(async () => {
      await server?.close();
      await standIn?.close();
    });
    beforeEach(() => {
      standIn.reply = (request) => ({ json: openMeteoReply(request.query, STORMY_FORECAST) });
    });

    async function newPool(client: Client = owner, location?: { latitude: number; longitude: number }): Promise<string> {
      const created = await client.post<Pool>('/api/pools', { name: 'Backyard', type: 'inground', volumeGallons: 20000, onboardingCompleted: true, preferredChlorineTypes: ['liquid'] });
      expect(created.status).toBe(201);
      if (location) expect((await client.patch(`/api/pools/${created.body.id}`, location)).status).toBe(200);
      return created.body.id;
    }
    const weatherOf = (poolId: string, client: Client = owner) => client.get<Weather & ErrorBody>(`/api/pools/${poolId}/weather`);
    const callsFor = (latitude: string) => standIn.requests.filter((r) => r.query.latitude === latitude).length;

    it("answers 409 whose message names the location when the pool has no coordinates, and asks Open-Meteo nothing", async () => {
      const poolId = await newPool();
      const before = standIn.requests.length;
      const reply = await weatherOf(poolId);
      expect(reply.status).toBe(409);
      expect(reply.body.error.code).toBe('location_required');
      expect(reply.body.error.message).toContain('location');
      expect(standIn.requests.length).toBe(before);
    });

    it('follows the location at once: forecast, conditions and this pool\'s advice from its latest test', async () => {
      const poolId = await newPool();
      expect((await owner.post(`/api/pools/${poolId}/readings`, { ph: 7.5, freeChlorinePpm: 5, totalAlkalinityPpm: 100, cyaPpm: 40, temperatureF: 80 })).status).toBe(201);
      expect((await owner.patch(`/api/pools/${poolId}`, { latitude: 33.44838, longitude: -112.07404 })).status).toBe(200);

      const reply = await weatherOf(poolId);
      expect(reply.status).toBe(200);
      expect(reply.body.currentConditions).toEqual({ temperature: 86, humidity: 35, uvIndex: 7.8, windSpeed: 12, icon: 'cloud-sun', description: 'Partly cloudy' });
      expect(reply.body.forecast.map((d) => [d.tempHigh, d.tempLow, d.rainChance, d.icon])).toEqual([[88, 66, 10, 'cloud-sun'], [88, 65, 15, 'sun'], [79, 62, 85, 'storm']]);
      expect(reply.body.units).toEqual({ temperature: '°F', windSpeed: 'mph' });
      expect(reply.body.stale).toBe(false);
      // UV 10.6 tomorrow at CYA 40: 0.375 × 10.6 / 8 = 49.7 % of FC; 5 → 2.5 ppm, below the minimum of 3.
      // Evening target 3 / 0.503 = 5.96 → 6 ppm: 1 ppm × 20,000 gal / 781.8 = 25.6 fl oz of 10 % liquid chlorine.
      expect(reply.body.alerts.map((a) => [a.severity, a.title])).toEqual([
        ['high', expect.stringMatching(/^Heavy rain on [A-Z][a-z]+day$/)],
        ['medium', 'Sun will burn off chlorine tomorrow'],
        ['medium', 'Strong wind today (gusts 34 mph)'],
      ]);
      expect(reply.body.alerts[1]?.recommendation).toContain('This evening add 25.6 fl oz of liquid chlorine (10%) to reach 6 ppm.');
      expect(reply.body.alerts[0]?.recommendation).toContain('retest pH and alkalinity after the rain');
      // The pool's coordinates, rounded to about 1 km, in imperial units for its time zone.
      expect(standIn.requests.at(-1)?.query).toMatchObject({ latitude: '33.45', longitude: '-112.07', timezone: 'auto', temperature_unit: 'fahrenheit' });
    });

    it('answers an owner who prefers metric in °C and km/h, with the advice in metric too', async () => {
      standIn.reply = (request) => ({ json: openMeteoReplyAsAsked(request.query, STORMY_FORECAST) });
      const metricOwner = await signedInClient(server.url, 'weather-metric');
      expect((await metricOwner.request('PUT', '/api/users/me/preferences', { json: { units: 'metric' } })).status).toBe(200);
      const poolId = await newPool(metricOwner, { latitude: 51.5, longitude: -0.12 });
      expect((await metricOwner.post(`/api/pools/${poolId}/readings`, { ph: 7.5, freeChlorinePpm: 5, totalAlkalinityPpm: 100, cyaPpm: 40, temperatureF: 80 })).status).toBe(201);

      const reply = await weatherOf(poolId, metricOwner);
      expect(reply.status).toBe(200);
      expect(reply.body.units).toEqual({ temperature: '°C', windSpeed: 'km/h' });
      // STORMY_FORECAST's 86.4 °F and 12.4 mph now; 88/66, 88/65 and 79/62 °F ahead.
      expect(reply.body.currentConditions).toMatchObject({ temperature: 30, windSpeed: 20 });
      expect(reply.body.forecast.map((d) => [d.tempHigh, d.tempLow])).toEqual([[31, 19], [31, 18], [26, 17]]);
      expect(standIn.requests.at(-1)?.query).toMatchObject({ latitude: '51.5', longitude: '-0.12' });
      expect(standIn.requests.at(-1)?.query.temperature_unit).toBeUndefined();
      const words = reply.body.alerts.map((a) => `${a.title} ${a.recommendation}`).join(' ');
      expect(words).toContain('Strong wind today (gusts 54 km/h)');
      expect(words).toMatch(/About 34 mm of rain will replace roughly [\d,]+ litres/);
      expect(words).toContain('This evening add 757 mL of liquid chlorine (10%) to reach 6 ppm.');
      expect(words).not.toMatch(/°F|mph|gallons|fl oz/);
    });

    it('serves one forecast per place from the cache: again, for a pool within a kilometre, and for many at once', async () => {
      const first = await newPool(owner, { latitude: 40.712, longitude: -74.006 });
      await Promise.all(Array.from({ length: 6 }, () => weatherOf(first)));
      expect(callsFor('40.71')).toBe(1);
      const neighbourClient = await signedInClient(server.url, 'neighbour');
      const neighbour = await newPool(neighbourClient, { latitude: 40.7141, longitude: -74.0055 });
      expect((await weatherOf(neighbour, neighbourClient)).status).toBe(200);
      expect((await weatherOf(first)).status).toBe(200);
      expect(callsFor('40.71')).toBe(1);
    });

    it('serves the last forecast marked stale while Open-Meteo fails, up to 3 hours old; then 503', async () => {
      const poolId = await newPool(owner, { latitude: 51.5072, longitude: -0.1276 });
      const fresh = await weatherOf(poolId);
      expect(fresh.status).toBe(200);
      const age = async (minutes: number) => {
        await sql`UPDATE weather_cache SET fetched_at = now() - make_interval(mins => ${minutes}) WHERE place_key = '51.51,-0.13'`.execute(server.database.db);
      };
      standIn.reply = () => ({ status: 500, raw: 'Internal Server Error' });

      await age(20); // still fresh: no call
      expect((await weatherOf(poolId)).body.stale).toBe(false);
      expect(callsFor('51.51')).toBe(1);

      await age(90);
      const stale = await weatherOf(poolId);
      expect(stale.status).toBe(200);
      expect(stale.body.stale).toBe(true);
      expect(Date.now() - Date.parse(stale.body.updatedAt)).toBeGreaterThan(89 * 60_000);
      expect(stale.body.ageMinutes).toBe(90);
      expect(stale.body.forecast).toEqual(fresh.body.forecast);
      expect(callsFor('51.51')).toBe(2);

      await age(181);
      const gone = await weatherOf(poolId);
      expect(gone.status).toBe(503);
      expect(gone.body.error).toEqual({ code: 'weather_unavailable', message: 'Unable to fetch weather data. Try again later.' });
      expect(gone.headers.get('retry-after')).toBe('60');

      standIn.reply = (request) => ({ json: openMeteoReply(request.query, STORMY_FORECAST) });
      const back = await weatherOf(poolId);
      expect(back.status).toBe(200);
      expect(back.body.stale).toBe(false);
    });

    it('answers 503 for a place never fetched while Open-Meteo sends malformed JSON', async () => {
      const poolId = await newPool(owner, { latitude: -33.8688, longitude: 151.2093 });
      standIn.reply = () => ({ raw: '{"current": ' });
      expect((await weatherOf(poolId)).status).toBe(503);
    });

    it("answers 404 for another user's pool or a missing one, and 401 to a visitor", async () => {
      const poolId = await newPool(owner, { latitude: 35.6764, longitude: 139.65 });
      const stranger = await signedInClient(server.url, 'stranger');
      const theirs = await weatherOf(poolId, stranger);
      expect(theirs.status).toBe(404);
      expect((await weatherOf('6f1c2f0e-8a55-4f5e-9c2b-2c8d2f3a9b10')).status).toBe(404);
      expect((await owner.get('/api/pools/not-a-uuid/weather')).status).toBe(404);
      const visitor = await fetch(`${server.url}/api/pools/${poolId}/weather`);
      expect(visitor.status).toBe(401);
      expect(callsFor('35.68')).toBe(0);
    });
  });
}
