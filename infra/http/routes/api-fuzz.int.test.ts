// Property: no request body, path id or query makes an API route fail with a 5xx.
// fast-check sends random JSON (and non-JSON) bodies, with keys the routes know and keys they do
// not, to every POST, PUT, PATCH and DELETE route, with path ids that are random, malformed,
// missing, the user's own, and another user's; and random queries (cursors, date bounds, limits)
// to every GET route. Values include what databases and parsers choke on: NUL characters,
// unpaired surrogates, nesting thousands deep, numbers at the edges of double precision, dates
// before 4713 BC and cursors that overflow a bigint.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { startOpenMeteoStandIn, type OpenMeteoStandIn } from '../../weather/testing/open-meteo-stand-in.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import { poolDraftSchema } from '../../../contracts/pools.contract.ts';

const KNOWN_KEYS = [...Object.keys(poolDraftSchema.shape), 'email', 'password', 'firstName', 'lastName', 'id', 'poolId', 'stepId', '__proto__', 'constructor'];

/** JSON nested `depth` deep under a key the routes know, built as text (fast-check would recurse through the object). */
const nestedJson = (key: string, depth: number) => `{"${key}":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}`;
const hostileText = fc.oneof(fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\ud83d', 'ok\u0000\ud800'), fc.string({ unit: 'binary', maxLength: 20 }));
const extremeNumber = fc.constantFrom(1e308, -1e308, 1e30, -1e30, Number.MAX_SAFE_INTEGER, 2 ** 63, -(2 ** 63), 5e-324, 0.1 + 0.2);
const hostileValue = fc.oneof(hostileText, extremeNumber, fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.double(), fc.string(), fc.constantFrom('', '1e999', '-0', 'NaN', '20000', 'salt', 'inground', true, null)), { maxKeys: 12 }),
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS, 'notes', 'analysis', 'name', 'location', 'ph', 'timestamp'), hostileValue, { minKeys: 1, maxKeys: 4 }),
);
const body = fc.oneof(
  { weight: 8, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('analysis', 'name', 'notes'), fc.integer({ min: 21, max: 5000 })).map(([key, depth]) => nestedJson(key, depth)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  hostileText,
  fc.constantFrom('-271821-04-20T00:00:00Z', '-004713-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '275760-09-13T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-02-30T00:00:00Z'),
  // Cursors in the history's own format (epoch ms '.' sequence), pushed past a timestamp's and a bigint's range.
  fc.tuple(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.bigInt({ min: 0n, max: 10n ** 19n - 1n }))
    .map(([ms, seq]) => Buffer.from(`${ms}.${seq}`).toString('base64url')),
  fc.constantFrom('-999999999999999.1', '0.9999999999999999999', '1700000000000.9223372036854775808').map((raw) => Buffer.from(raw).toString('base64url')),
  fc.constantFrom('0', '-1', '1e9', '99999999999999999999', 'NaN', ''),
);
const query = fc.dictionary(fc.constantFrom('cursor', 'from', 'to', 'limit'), queryValue, { maxKeys: 4 });

for (const leg of databaseLegs()) {
  describe(`random requests to every write route on ${leg.name}`, () => {
    let server: RunningServer;
    let user: ApiClient;
    let ownPoolId: string;
    let otherPoolId: string;

    let weather: OpenMeteoStandIn;

    beforeAll(async () => {
      // A pool the fuzz gives coordinates gets its forecast from the stand-in (nothing leaves the machine).
      weather = await startOpenMeteoStandIn();
      server = await startTestServer(await leg.open(), { WEATHER_BASE_URL: weather.url });
      const [me, other] = await Promise.all([signedInClient(server.url, 'fuzz'), signedInClient(server.url, 'other')]);
      user = me;
      ownPoolId = (await me.post<{ id: string }>('/api/pools', { name: 'Mine', volumeGallons: 20000 })).body.id;
      otherPoolId = (await other.post<{ id: string }>('/api/pools', { name: 'Theirs', volumeGallons: 20000 })).body.id;
    });
    afterAll(async () => {
      await server?.close();
      await weather?.close();
    });

    it('never answers 5xx', async () => {
      const routes = server.api.routes().filter((route) => route.method !== 'get');
      expect(routes.length).toBeGreaterThan(0);
      const pathId = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom(ownPoolId, otherPoolId, '0', '-1', '%00', '..', ' '));
      const signedIn = fc.boolean();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), pathId, pathId, body, signedIn, async (route, id1, id2, payload, withSession) => {
          let index = 0;
          const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(index++ === 0 ? id1 : id2));
          const client = withSession ? user : new ApiClient(server.url);
          const saved = new Map(client.cookies);
          const response = await client.request(route.method.toUpperCase(), path, payload === undefined ? {} : { body: payload });
          // A random body must not sign the fuzzing user out or in as someone else.
          client.cookies.clear();
          for (const [name, value] of saved) client.cookies.set(name, value);
          if (response.status >= 500) throw new Error(`${route.method} ${path} ${payload} → ${response.status} ${response.text}`);
        }),
        { numRuns: Math.min(400, Math.max(150, routes.length * 30)), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100_000) },
      );
    });

    it('never answers 5xx to a GET with a random query', async () => {
      const routes = server.api.routes().filter((route) => route.method === 'get' && !/login|callback|logout/.test(route.path));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), query, async (route, params) => {
          const path = route.path.replace(/:(\w+)/g, () => ownPoolId) + '?' + new URLSearchParams(params).toString();
          const response = await user.get(path);
          if (response.status >= 500) throw new Error(`GET ${path} → ${response.status} ${response.text}`);
        }),
        { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100_000) },
      );
    });
  });
}
