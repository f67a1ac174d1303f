// GET and PUT /api/users/me/preferences over real HTTP (issue 19): defaults for a new account, partial
// updates recorded as PreferencesChanged on the user's stream, each user's own, bounded values
// refused with 400 and the field named, and a retried request recorded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from '../../../contracts/users.contract.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';

const PATH = '/api/users/me/preferences';
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

for (const leg of databaseLegs()) {
  describe(`user preferences routes on ${leg.name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(await leg.open());
    });
    afterAll(async () => {
      await server?.close();
    });
    const put = <T>(client: ApiClient, body: unknown, headers?: Record<string, string>) => client.request<T>('PUT', PATH, { json: body, ...(headers ? { headers } : {}) });
    const preferenceEvents = async (userId: string) => (await server.store.readStream(`user-${userId}`)).filter((event) => event.type === 'PreferencesChanged');

    it('answers the defaults to a new account and 401 to a visitor', async () => {
      const owner = await signedInClient(server.url, 'prefs-new');
      expect(await owner.get(PATH)).toMatchObject({ status: 200, body: DEFAULT_USER_PREFERENCES });
      expect((await new ApiClient(server.url).get(PATH)).status).toBe(401);
      expect((await put(new ApiClient(server.url), { units: 'metric' })).status).toBe(401);
    });

    it('changes only what the body names, keeps the rest, and records only what differs', async () => {
      const owner = await signedInClient(server.url, 'prefs-partial');
      const metric = await put(owner, { units: 'metric', emailAlerts: true });
      expect(metric).toMatchObject({ status: 200, body: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } });
      const quiet = await put(owner, { quietHours: { start: '22:30', end: '06:15' }, testMethodOrder: ['manual', 'camera', 'upload'], productDeals: false });
      const expected = { ...DEFAULT_USER_PREFERENCES, units: 'metric', quietHours: { start: '22:30', end: '06:15' }, testMethodOrder: ['manual', 'camera', 'upload'], productDeals: false };
      expect(quiet.body).toEqual(expected);
      expect((await owner.get(PATH)).body).toEqual(expected);
      expect((await put(owner, { units: 'metric' })).body).toEqual(expected);
      const events = await preferenceEvents(owner.userId);
      expect(events.map((event) => (event.data as { changes: unknown }).changes)).toEqual([
        { units: 'metric' },
        { quietHours: { start: '22:30', end: '06:15' }, testMethodOrder: ['manual', 'camera', 'upload'], productDeals: false },
      ]);
    });

    it("keeps each user's preferences their own", async () => {
      const first = await signedInClient(server.url, 'prefs-first');
      const second = await signedInClient(server.url, 'prefs-second');
      await put(first, { units: 'metric', emailAlerts: false });
      expect((await second.get(PATH)).body).toEqual(DEFAULT_USER_PREFERENCES);
      expect(await preferenceEvents(second.userId)).toEqual([]);
    });

    it('refuses values out of bounds with 400, naming the field, and records nothing', async () => {
      const owner = await signedInClient(server.url, 'prefs-bad');
      const cases: [unknown, string][] = [
        [{ units: 'kelvin' }, 'units'],
        [{ quietHours: { start: '24:00', end: '08:00' } }, 'quietHours.start'],
        [{ quietHours: { start: '21:00', end: '8am' } }, 'quietHours.end'],
        [{ quietHours: { start: '21:00' } }, 'quietHours.end'],
        [{ quietHours: { start: '07:00', end: '07:00' } }, 'quietHours.end'],
        [{ testMethodOrder: ['camera', 'camera', 'manual'] }, 'testMethodOrder'],
        [{ testMethodOrder: ['camera', 'upload', 'manual', 'manual'] }, 'testMethodOrder'],
        [{ testMethodOrder: ['camera', 'upload', 'phone'] }, 'testMethodOrder.2'],
        [{ emailAlerts: 'yes' }, 'emailAlerts'],
      ];
      for (const [body, field] of cases) {
        const reply = await put<ErrorReply>(owner, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.error.fields?.[field], JSON.stringify(body)).toEqual(expect.any(String));
      }
      expect((await owner.request<ErrorReply>('PUT', PATH, { body: '{"units":' })).body.error.code).toBe('invalid_json');
      expect((await put<ErrorReply>(owner, ['metric'])).status).toBe(400);
      expect(await preferenceEvents(owner.userId)).toEqual([]);
      expect((await owner.get(PATH)).body).toEqual(DEFAULT_USER_PREFERENCES);
    });

    it('records a retried request with the same Idempotency-Key once', async () => {
      const owner = await signedInClient(server.url, 'prefs-retry');
      const key = { 'Idempotency-Key': crypto.randomUUID() };
      await put(owner, { units: 'metric' }, key);
      await put(owner, { units: 'imperial' });
      const retried = await put(owner, { units: 'metric' }, key);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ units: 'imperial' });
      expect(await preferenceEvents(owner.userId)).toHaveLength(2);
    });
  });
}
