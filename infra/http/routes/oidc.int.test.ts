// OpenID Connect sign-in end to end against a real provider (oidc-provider) on 127.0.0.1: code
// flow with PKCE, state and nonce; the user created from the ID token's claims on first sign-in;
// RP-initiated logout; and refusals of a tampered or replayed callback.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, startTestServer } from '../testing/api-test-client.ts';

/** The slice of oidc-provider's API this test uses (the package ships no types). */
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => { callback(): RequestListener };
// A non-literal specifier: the untyped dev dependency is typed by ProviderClass above.
const providerModule = 'oidc-provider';
const { default: Provider } = (await import(providerModule)) as { default: ProviderClass };

const CLAIMS: Record<string, Record<string, string>> = {
  'olive-1': { email: 'Olive.Diver@Example.com', given_name: 'Olive', family_name: 'Diver', picture: 'https://img.example/olive.png' },
};

/** A browser at the provider: its own cookie jar, following redirects and submitting the dev forms. */
async function throughProvider(startUrl: string, appUrl: string, login: string): Promise<string> {
  const jar = new ApiClient('');
  let url = startUrl;
  let form: { action: string; fields: Record<string, string> } | undefined;
  for (let step = 0; step < 20; step++) {
    const response = form
      ? await fetch(new URL(form.action, url), { method: 'POST', redirect: 'manual', headers: { cookie: jar.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() })
      : await fetch(url, { redirect: 'manual', headers: { cookie: jar.cookieHeader() } });
    jar.store(response.headers);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      form = undefined;
      if (url.startsWith(appUrl)) return url;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}`);
    const fields = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (fields.prompt === 'login') Object.assign(fields, { login, password: 'any' });
    if ('xsrf' in fields) fields.logout = 'yes';
    form = { action: action.replace(/&amp;/g, '&'), fields };
  }
  throw new Error('too many steps at the provider');
}

for (const leg of databaseLegs()) {
  describe(`OpenID Connect sign-in on ${leg.name}`, () => {
    let providerServer: Server;
    let server: RunningServer;
    let issuer: string;

    beforeAll(async () => {
      providerServer = createServer();
      await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
      // Discovery is lazy, so the app can start before the provider answers.
      server = await startTestServer(await leg.open(), { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: 'clearwater', OIDC_CLIENT_SECRET: 'a-long-test-client-secret' });
      const provider = new Provider(issuer, {
        clients: [{
          client_id: 'clearwater',
          client_secret: 'a-long-test-client-secret',
          redirect_uris: [`${server.url}/api/callback`],
          post_logout_redirect_uris: [`${server.url}/`],
          token_endpoint_auth_method: 'client_secret_post',
        }],
        claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name', 'picture'] },
        findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, ...CLAIMS[sub] }) }),
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        cookies: { keys: ['provider-cookie-key-for-tests'] },
      });
      providerServer.on('request', provider.callback());
    });
    afterAll(async () => {
      await server?.close();
      providerServer?.closeAllConnections();
      await new Promise((resolve) => providerServer?.close(resolve));
    });

    async function signInThroughProvider(subject: string): Promise<ApiClient> {
      const app = new ApiClient(server.url);
      const login = await app.get('/api/login');
      expect(login.status).toBe(302);
      const authorize = new URL(login.headers.get('location')!);
      expect(authorize.origin).toBe(issuer);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      for (const param of ['code_challenge', 'state', 'nonce']) expect(authorize.searchParams.get(param)).toBeTruthy();
      const callback = await throughProvider(authorize.href, server.url, subject);
      const done = await app.get(callback.slice(server.url.length));
      expect(done.status, done.text).toBe(302);
      expect(done.headers.get('location')).toBe('/');
      return app;
    }

    it('signs in through the provider and creates the user from the ID token claims', async () => {
      const app = await signInThroughProvider('olive-1');
      const me = await app.get<Record<string, unknown>>('/api/auth/user');
      expect(me.body).toEqual({ id: expect.any(String), firstName: 'Olive', lastName: 'Diver', email: 'olive.diver@example.com', profileImageUrl: 'https://img.example/olive.png' });
      expect((await app.get('/api/pools')).status).toBe(200);

      const again = await signInThroughProvider('olive-1');
      const second = await again.get<{ id: string }>('/api/auth/user');
      expect(second.body.id).toBe((me.body as { id: string }).id);
      expect(again.cookies.get('cw_session')).not.toBe(app.cookies.get('cw_session'));
    });

    it('signs out at the provider too (RP-initiated logout), and the old session cookie stops working', async () => {
      const app = await signInThroughProvider('olive-1');
      const token = app.cookies.get('cw_session')!;
      const logout = await app.get('/api/logout');
      expect(logout.status).toBe(302);
      const endSession = new URL(logout.headers.get('location')!);
      expect(endSession.origin).toBe(issuer);
      expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
      expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
      expect(await throughProvider(endSession.href, server.url, 'olive-1')).toBe(`${server.url}/`);
      const replay = new ApiClient(server.url);
      replay.cookies.set('cw_session', token);
      expect((await replay.get('/api/auth/user')).body).toBeNull();
      expect((await replay.get('/api/pools')).status).toBe(401);
    });

    it('refuses a callback with a tampered state, or one replayed after use, and signs nobody in', async () => {
      const app = new ApiClient(server.url);
      const authorize = new URL((await app.get('/api/login')).headers.get('location')!);
      const callback = new URL(await throughProvider(authorize.href, server.url, 'olive-1'));
      const flowCookie = app.cookies.get('cw_oidc')!;
      callback.searchParams.set('state', 'tampered');
      const tampered = await app.get(callback.pathname + callback.search);
      expect(tampered.status).toBe(400);
      expect(app.cookies.has('cw_session')).toBe(false);
      app.cookies.set('cw_oidc', flowCookie);
      const replayed = await app.get(callback.pathname + callback.search);
      expect(replayed.status).toBe(400);
      expect((await new ApiClient(server.url).get('/api/callback?code=x&state=y')).status).toBe(400);
    });

    it('has no local password routes in OpenID Connect mode', async () => {
      const app = new ApiClient(server.url);
      expect((await app.post('/api/auth/login', { email: 'a@example.com', password: 'long enough password' })).status).toBe(404);
      expect((await app.post('/api/auth/register', { email: 'a@example.com', password: 'long enough password' })).status).toBe(404);
    });
  });
}
