// The server skeleton over real HTTP: health checks, JSON errors, body limits, security headers,
// request ids, and serving the built UI with SPA fallback and caching rules, and which page / is: the
// landing page for a visitor, home.html with preloads of the user's own home data for a signed-in user.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { databaseLegs } from '../db/testing/test-database.ts';
import { signedInClient } from './testing/api-test-client.ts';
import { startServer, type RunningServer } from '../server.ts';

for (const leg of databaseLegs()) {
  describe(`server skeleton on ${leg.name}`, () => {
    let server: RunningServer;
    let uiRoot: string;

    beforeAll(async () => {
      uiRoot = await mkdtemp(path.join(os.tmpdir(), 'cw-ui-'));
      await mkdir(path.join(uiRoot, 'assets'));
      await writeFile(path.join(uiRoot, 'index.html'), '<!doctype html><title>Clearwater</title><div id="root"></div>');
      await writeFile(path.join(uiRoot, 'home.html'), '<!doctype html><title>Clearwater home</title><div id="root"></div>');
      await writeFile(path.join(uiRoot, 'landing.html'), '<!doctype html><title>Clearwater landing</title><div id="root"></div>');
      await writeFile(path.join(uiRoot, 'assets', 'index-AbCd1234.js'), 'console.log("app");'.repeat(200));
      await writeFile(path.join(uiRoot, 'theme-init.js'), 'void 0;');
      const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
      server = await startServer({ config, logger: createLogger('silent'), database: await leg.open(), uiRoot });
    });

    afterAll(async () => {
      await server?.close();
      await rm(uiRoot, { recursive: true, force: true });
    });

    const get = (p: string, init?: RequestInit) => fetch(server.url + p, init);

    it('answers /healthz while the process is up and /readyz once the database and projections are ready', async () => {
      expect(await (await get('/healthz')).json()).toEqual({ ok: true });
      const ready = await get('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, checks: { database: true, projections: true } });
    });

    it('answers unknown API routes with a JSON 404', async () => {
      const response = await get('/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' } });
    });

    it('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
      const post = (body: string) =>
        get('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body });
      const malformed = await post('{"email": ');
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.code).toBe('invalid_json');
      const huge = await post(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }));
      expect(huge.status).toBe(413);
      expect((await huge.json()).error.code).toBe('payload_too_large');
    });

    it('sends security headers with a strict Content-Security-Policy, and a request id', async () => {
      const response = await get('/', { headers: { 'x-request-id': 'test-request-0001' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-request-id')).toBe('test-request-0001');
    });

    it('serves the UI: hashed assets cached for a year, index revalidated, client routes fall back to index.html', async () => {
      const asset = await get('/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      const index = await get('/');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(await index.text()).toContain('<div id="root">');
      const clientRoute = await get('/pools/123/test');
      expect(clientRoute.status).toBe(200);
      expect(await clientRoute.text()).toContain('<div id="root">');
      expect((await get('/assets/missing-AbCd1234.js')).status).toBe(404);
    });

    it("sends / as the landing page to a visitor, index.html for a stale session, home.html with the user's own data preloaded when signed in", async () => {
      const titleOf = async (response: Response) => /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
      const visitor = await get('/');
      expect(await titleOf(visitor)).toBe('Clearwater landing');
      expect(visitor.headers.get('link')).toBeNull();
      const stale = await get('/', { headers: { cookie: `cw_session=${'x'.repeat(43)}` } });
      expect(await titleOf(stale)).toBe('Clearwater');
      expect(stale.headers.get('link')).toBeNull();
      expect(stale.headers.get('cache-control')).toBe('no-store');

      const owner = await signedInClient(server.url, 'preload');
      const withoutPools = await owner.get('/');
      expect(/<title>([^<]*)</.exec(withoutPools.text)?.[1]).toBe('Clearwater home');
      expect(withoutPools.headers.get('link')).toBe('</api/pools>; rel=preload; as=fetch; crossorigin=use-credentials');

      // A default pool is not onboarded: home preloads only the pool list until onboarding completes it.
      const draft = await owner.post<{ id: string }>('/api/pools', { name: 'Draft', volumeGallons: 12000 });
      expect((await owner.get('/')).headers.get('link')).toBe('</api/pools>; rel=preload; as=fetch; crossorigin=use-credentials');
      const onboarded = await owner.post<{ id: string }>('/api/pools', { name: 'Backyard', volumeGallons: 15000, onboardingCompleted: true });
      expect(onboarded.body.id).toBe(draft.body.id);
      const pool = `/api/pools/${onboarded.body.id}`;
      const home = await owner.get('/');
      expect(home.headers.get('link')).toBe(
        [`</api/pools>`, `<${pool}/readings/latest>`, `<${pool}/treatment-plan>`, `<${pool}/water-targets>`, '</api/users/me/preferences>'].map((target) => `${target}; rel=preload; as=fetch; crossorigin=use-credentials`).join(', '),
      );
      expect(home.headers.get('vary')).toMatch(/Cookie/);
      // Never stored, so Back after Sign Out cannot restore it from the back/forward cache.
      expect(home.headers.get('cache-control')).toBe('no-store');
      expect((await owner.get('/pools/123/test')).headers.get('cache-control')).toBe('no-store');

      // Someone else's home names only their own data.
      const other = await signedInClient(server.url, 'preload-other');
      expect((await other.get('/')).headers.get('link')).toBe('</api/pools>; rel=preload; as=fetch; crossorigin=use-credentials');
    });
  });
}
