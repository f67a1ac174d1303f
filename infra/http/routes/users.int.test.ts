// Sign-in over real HTTP with local accounts: register, login, the single 401 message, sessions
// (cookie flags, rotation, sign-out), rate limits, and the API security baseline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import { hashToken, sessionCacheOf } from '../auth/sessions.ts';

const PUBLIC_PREFIXES = ['/api/auth/', '/api/login', '/api/callback', '/api/logout', '/api/products', '/api/openapi.json', '/api/notifications/vapid-public-key', '/share/'];
/** Under a public prefix, yet a signed-in user's action: recording a store click (issue 16). */
const SIGNED_IN_EXCEPTIONS = ['/api/products/:id/track-click'];

for (const leg of databaseLegs()) {
  describe(`sign-in and the API baseline on ${leg.name}`, () => {
    let server: RunningServer;
    let url: string;

    beforeAll(async () => {
      server = await startTestServer(await leg.open(), { AUTH_RATE_LIMIT_EMAIL_POINTS: '3' });
      url = server.url;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('registers with 201, signs in, and answers the user from GET /api/auth/user', async () => {
      const client = new ApiClient(url);
      expect((await client.get('/api/auth/user')).body).toBeNull();
      const registered = await client.post<Record<string, unknown>>('/api/auth/register', { email: '  Ana.Diaz@Example.COM ', password: 'pool-owner-2026', firstName: ' Ana ', lastName: 'Diaz' });
      expect(registered.status).toBe(201);
      expect(registered.body).toEqual({ id: expect.any(String), firstName: 'Ana', lastName: 'Diaz', email: 'ana.diaz@example.com', profileImageUrl: null });
      const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('cw_session='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/secure/i);
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(registered.body);
    });

    it('stores only the sha-256 of the session id, and marks the cookie Secure behind HTTPS only when TRUST_PROXY is set', async () => {
      const client = await signedInClient(url, 'hash');
      const token = client.cookies.get('cw_session')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await server.database.db.selectFrom('sessions').select('id_hash').execute();
      expect(rows.map((r) => r.id_hash)).toContain(hashToken(token));
      expect(rows.map((r) => r.id_hash)).not.toContain(token);
      const viaProxy = await new ApiClient(url).post('/api/auth/login', { email: client.email, password: 'correct horse battery' }, { 'x-forwarded-proto': 'https' });
      expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith('cw_session='))).not.toMatch(/secure/i);
    });

    it('rejects short passwords and bad emails with 400 and fields, and a taken email with 409', async () => {
      const client = new ApiClient(url);
      const short = await client.post<{ error: { fields: Record<string, string> } }>('/api/auth/register', { email: 'x@example.com', password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.error.fields.password).toBe('Password must be at least 10 characters');
      const bad = await client.post<{ error: { fields: Record<string, string> } }>('/api/auth/register', { email: 'not-an-email', password: 'long enough password' });
      expect(bad.body.error.fields.email).toBe('Enter a valid email address');
      const first = await signedInClient(url, 'taken');
      const again = await new ApiClient(url).post('/api/auth/register', { email: first.email.toUpperCase(), password: 'another password!' });
      expect(again.status).toBe(409);
    });

    it('signs in with 200 and a new session id each time; one 401 message for a wrong email or password', async () => {
      const owner = await signedInClient(url, 'login');
      const before = owner.cookies.get('cw_session');
      const login = await owner.post<{ email: string }>('/api/auth/login', { email: ` ${owner.email.toUpperCase()}`, password: 'correct horse battery' });
      expect(login.status).toBe(200);
      expect(login.body.email).toBe(owner.email);
      expect(owner.cookies.get('cw_session')).not.toBe(before);
      const oldSession = new ApiClient(url);
      oldSession.cookies.set('cw_session', before!);
      expect((await oldSession.get('/api/auth/user')).body).toBeNull();

      const wrongPassword = await new ApiClient(url).post('/api/auth/login', { email: owner.email, password: 'wrong password!!' });
      const wrongEmail = await new ApiClient(url).post('/api/auth/login', { email: 'nobody@example.com', password: 'correct horse battery' });
      expect(wrongPassword.status).toBe(401);
      expect(wrongEmail.status).toBe(401);
      expect(wrongEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body).toEqual({ error: { code: 'unauthorized', message: 'Incorrect email or password' } });
    });

    it('answers 429 with Retry-After after repeated failed sign-ins for one email, even with the right password', async () => {
      const owner = await signedInClient(url, 'brute');
      const attempt = (password: string) => new ApiClient(url).post('/api/auth/login', { email: owner.email, password });
      for (let i = 0; i < 3; i++) expect((await attempt(`wrong password ${i}`)).status).toBe(401);
      const blocked = await attempt('correct horse battery');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((blocked.body as { error: { code: string } }).error.code).toBe('too_many_requests');
    });

    it('ends the session at GET /api/logout: the old cookie no longer works', async () => {
      const client = await signedInClient(url, 'logout');
      const token = client.cookies.get('cw_session')!;
      expect((await client.get('/api/pools')).status).toBe(200);
      const logout = await client.get('/api/logout');
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')).toBe('/');
      expect(client.cookies.has('cw_session')).toBe(false);
      const replay = new ApiClient(url);
      replay.cookies.set('cw_session', token);
      expect((await replay.get('/api/pools')).status).toBe(401);
      expect((await replay.get('/api/auth/user')).body).toBeNull();
    });

    it('sends the browser to the SPA sign-in screen from GET /api/login in local mode', async () => {
      const response = await new ApiClient(url).get('/api/login');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login');
    });

    it('refuses state-changing requests from another site with 403', async () => {
      const client = await signedInClient(url, 'csrf');
      const crossOrigin = await client.post('/api/pools', { name: 'X', volumeGallons: 20000 }, { origin: 'https://evil.example' });
      expect(crossOrigin.status).toBe(403);
      const fetchMetadata = await client.post('/api/pools', { name: 'X', volumeGallons: 20000 }, { 'sec-fetch-site': 'cross-site' });
      expect(fetchMetadata.status).toBe(403);
      const login = await new ApiClient(url).post('/api/auth/login', { email: client.email, password: 'x' }, { origin: 'null' });
      expect(login.status).toBe(403);
      expect((await client.get('/api/pools')).body).toEqual([]);
    });

    it('answers 401 JSON for every non-public route without a session, and lists every route in /api/openapi.json', async () => {
      const visitor = new ApiClient(url);
      const document = (await visitor.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json')).body;
      for (const route of server.api.routes()) {
        const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
        expect(document.paths[openApiPath]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
        const isPublic = PUBLIC_PREFIXES.some((prefix) => route.path.startsWith(prefix)) && !SIGNED_IN_EXCEPTIONS.includes(route.path);
        expect(route.auth, `${route.method} ${route.path}`).toBe(isPublic ? 'public' : 'user');
        if (route.auth === 'public') continue;
        const path = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const response = await visitor.request(route.method.toUpperCase(), path, route.method === 'get' || route.method === 'delete' ? {} : { json: {} });
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue' } });
      }
    });

    it('answers unknown API routes with 404 JSON and malformed JSON with 400', async () => {
      const client = await signedInClient(url, 'misc');
      expect((await client.get('/api/nothing-here')).status).toBe(404);
      const malformed = await client.request('POST', '/api/pools', { body: '{"name": ' });
      expect(malformed.status).toBe(400);
    });
  });
}

describe('sessions over time, and cookies behind a TLS proxy', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const leg = databaseLegs()[0]!;
    server = await startTestServer(await leg.open(), { TRUST_PROXY: '1', AUTH_RATE_LIMIT_EMAIL_POINTS: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const sessionRow = async (token: string) =>
    server.database.db.selectFrom('sessions').select('expires_at').where('id_hash', '=', hashToken(token)).executeTakeFirstOrThrow();

  it('marks the session cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/auth/register', { email: 'tls@example.com', password: 'correct horse battery' }, { 'x-forwarded-proto': 'https', origin: server.url.replace('http:', 'https:') });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('cw_session='))).toMatch(/;\s*secure/i);
  });

  it('slides the 30-day expiry forward on use, and refuses an expired session', async () => {
    const client = await signedInClient(server.url, 'slide');
    const token = client.cookies.get('cw_session')!;
    const day = 24 * 60 * 60 * 1000;
    expect(new Date((await sessionRow(token)).expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * day);
    await server.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + day).toISOString() }).where('id_hash', '=', hashToken(token)).execute();
    const used = await client.get('/api/pools');
    expect(used.status).toBe(200);
    expect(used.headers.getSetCookie().some((c) => c.startsWith('cw_session='))).toBe(true);
    expect(new Date((await sessionRow(token)).expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * day);
    await server.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id_hash', '=', hashToken(token)).execute();
    // Expired in the table behind the server's back (as another process would): this process trusts the
    // session it looked up for at most SESSION_CACHE_TTL_MS (auth/sessions.int.test.ts); here, no longer.
    sessionCacheOf(server.database.db).clear();
    expect((await client.get('/api/pools')).status).toBe(401);
  });

  it('limits registrations per email with 429 and Retry-After', async () => {
    const attempt = () => new ApiClient(server.url).post('/api/auth/register', { email: 'flood@example.com', password: 'short' + 'x'.repeat(10) });
    const statuses = [(await attempt()).status, (await attempt()).status];
    expect(statuses).toEqual([201, 409]);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
