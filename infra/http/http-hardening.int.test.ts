// HTTP-level rules every route shares: API replies are never cached (Back after Sign Out must not
// show the previous user's data), bodies that are not JSON are refused with 415, and HSTS is sent
// only over HTTPS.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../db/testing/test-database.ts';
import type { RunningServer } from '../server.ts';
import { signedInClient, startTestServer } from './testing/api-test-client.ts';

for (const leg of databaseLegs()) {
  describe(`HTTP rules on ${leg.name}`, () => {
    let server: RunningServer;
    let proxied: RunningServer;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      proxied = await startTestServer(await leg.open(), { TRUST_PROXY: 'true' });
    });
    afterAll(async () => {
      await server?.close();
      await proxied?.close();
    });

    it('answers every signed-in GET route with Cache-Control: no-store, found or not', async () => {
      const owner = await signedInClient(server.url);
      const pool = await owner.post<{ id: string }>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      const routes = server.api.routes().filter((route) => route.method === 'get' && route.auth === 'user');
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        for (const id of [pool.body.id, randomUUID()]) {
          const path = route.path.replace(/:(\w+)/g, (_, name: string) => (/pool|^id$/i.test(name) ? id : randomUUID()));
          const response = await owner.get(path);
          expect(response.status, path).toBeLessThan(500);
          expect(response.headers.get('cache-control'), `${path} → ${response.status}`).toMatch(/no-store|private, no-cache/);
        }
      }
      const signedOut = await fetch(`${server.url}/api/pools`);
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('cache-control')).toBe('no-store');
    });

    it('bounds what a client may store: pool volume, analysis details, text PostgreSQL cannot hold, nesting', async () => {
      const owner = await signedInClient(server.url, 'bounds');
      const huge = await owner.post('/api/pools', { name: 'Lake', type: 'inground', volumeGallons: 1e30, location: 'backyard' });
      expect(huge.status).toBe(400);
      expect(huge.body).toMatchObject({ error: { fields: { volumeGallons: 'Pool volume must be at most 1,000,000 gallons' } } });
      const pool = await owner.post<{ id: string }>('/api/pools', { name: 'Mine', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      const readings = `/api/pools/${pool.body.id}/readings`;
      const bigAnalysis = await owner.post(readings, { ph: 7.4, analysis: { notes: 'x'.repeat(20_000) } });
      expect(bigAnalysis.status).toBe(400);
      expect(bigAnalysis.body).toMatchObject({ error: { fields: { analysis: expect.stringContaining('too large') } } });
      const nul = await owner.post(readings, { ph: 7.4, notes: 'rain\u0000' });
      expect(nul.status).toBe(400);
      expect(nul.body).toMatchObject({ error: { fields: { notes: expect.any(String) } } });
      const deep = await owner.request('POST', readings, { body: `{"ph":7.4,"analysis":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}` });
      expect(deep.status).toBe(400);
      expect((await owner.get(`${readings}/recent`)).body).toEqual([]);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'text/plain' },
        body: '{"email":"a@example.com","password":"correct horse battery"}',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'unsupported_media_type', message: expect.stringContaining('JSON') } });
    });

    it('signs out by a same-site POST or navigation only: another site cannot sign the user out', async () => {
      const user = await signedInClient(server.url, 'signout');
      const crossSiteLink = await user.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
      expect(crossSiteLink.status).toBe(302);
      expect((await user.get('/api/pools')).status).toBe(200);
      const crossSitePost = await user.request('POST', '/api/logout', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(crossSitePost.status).toBe(403);
      expect((await user.get('/api/pools')).status).toBe(200);
      // A sandboxed frame (Origin: null, no fetch metadata) cannot; a same-origin form under a strict
      // Referrer-Policy (Origin: null, Sec-Fetch-Site: same-origin) is the owner's own Sign Out.
      expect((await user.request('POST', '/api/logout', { headers: { origin: 'null' } })).status).toBe(403);
      expect((await user.request('POST', '/api/logout', { headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
      expect((await user.get('/api/pools')).status).toBe(200);
      const post = await user.request('POST', '/api/logout', { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } });
      expect(post.status).toBe(302);
      expect(post.headers.get('location')).toBe('/');
      expect((await user.get('/api/pools')).status).toBe(401);
    });

    it('sends HSTS only over HTTPS', async () => {
      expect((await fetch(`${server.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
      const secure = await fetch(`${proxied.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });
  });
}
