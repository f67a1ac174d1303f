// Property: no request body and no path id makes a state-changing API route fail with a 5xx.
// fast-check sends random JSON (and non-JSON) bodies, with keys the routes know and keys they do
// not, to every POST, PUT, PATCH and DELETE route, with path ids that are random, malformed,
// missing, the user's own, and another user's.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import { poolDraftSchema } from '../../../contracts/pools.contract.ts';

const KNOWN_KEYS = [...Object.keys(poolDraftSchema.shape), 'email', 'password', 'firstName', 'lastName', 'id', 'poolId', 'stepId', '__proto__', 'constructor'];

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.double(), fc.string(), fc.constantFrom('', '1e999', '-0', 'NaN', '20000', 'salt', 'inground', true, null)), { maxKeys: 12 }),
);
const body = fc.oneof(
  { weight: 8, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

for (const leg of databaseLegs()) {
  describe(`random requests to every write route on ${leg.name}`, () => {
    let server: RunningServer;
    let user: ApiClient;
    let ownPoolId: string;
    let otherPoolId: string;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      const [me, other] = await Promise.all([signedInClient(server.url, 'fuzz'), signedInClient(server.url, 'other')]);
      user = me;
      ownPoolId = (await me.post<{ id: string }>('/api/pools', { name: 'Mine', volumeGallons: 20000 })).body.id;
      otherPoolId = (await other.post<{ id: string }>('/api/pools', { name: 'Theirs', volumeGallons: 20000 })).body.id;
    });
    afterAll(async () => {
      await server?.close();
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
  });
}
