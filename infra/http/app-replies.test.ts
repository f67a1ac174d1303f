// What the per-request middleware of app.ts sends, now that some of it is worked out once: helmet's
// headers (recorded at start-up) are exactly what helmet itself sends, and a route's JSON reply,
// serialised once, still has its type, length, status and compression.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createLogger } from '../logger.ts';
import { ApiRouter } from './api-router.ts';
import { API_SECURITY_HEADERS, createApp, helmetHeaders, helmetOptions } from './app.ts';

const big = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Pool ${i}`, notes: 'x'.repeat(40) }));

async function listen(app: Koa): Promise<{ url: string; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('app replies', () => {
  let app: { url: string; server: Server };
  let plainHelmet: { url: string; server: Server };

  beforeAll(async () => {
    const api = new ApiRouter();
    api.route({ method: 'get', path: '/api/small', summary: 'small', auth: 'public', responses: {}, handler: async () => ({ ok: true, text: 'héllo' }) });
    api.route({ method: 'get', path: '/api/big', summary: 'big', auth: 'public', responses: {}, handler: async () => big });
    api.route({
      method: 'post', path: '/api/created', summary: 'created', auth: 'public', body: z.object({ name: z.string() }), responses: {},
      handler: async (ctx, { body }) => {
        ctx.status = 201;
        return { name: body.name };
      },
    });
    api.route({ method: 'get', path: '/api/nothing', summary: 'null', auth: 'public', responses: {}, handler: async () => null });
    app = await listen(createApp({ logger: createLogger('silent'), api, uiRoot: '/nonexistent-ui', trustProxy: false, ready: async () => ({ ok: true, checks: {} }) }));
    const reference = new Koa();
    reference.use(helmet(helmetOptions));
    reference.use((ctx) => void (ctx.body = 'ok'));
    plainHelmet = await listen(reference);
  });
  afterAll(() => {
    app?.server.close();
    plainHelmet?.server.close();
  });

  it('sends every header helmet would, with the same values', async () => {
    const expected = await fetch(plainHelmet.url);
    const recorded = helmetHeaders();
    expect(recorded?.length).toBeGreaterThan(5);
    const actual = await fetch(`${app.url}/healthz`);
    for (const [name, value] of expected.headers) {
      if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
      expect(actual.headers.get(name), name).toBe(value);
    }
    expect(actual.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(actual.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends an API reply the API headers instead of the document ones, errors included', async () => {
    for (const path of ['/api/small', '/api/none']) {
      const reply = await fetch(`${app.url}${path}`);
      for (const [name, value] of API_SECURITY_HEADERS) expect(reply.headers.get(name), name).toBe(value);
      expect(reply.headers.get('content-security-policy')).not.toContain('script-src');
      expect(reply.headers.get('x-dns-prefetch-control')).toBeNull();
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
    const page = await fetch(`${app.url}/some/page`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers JSON once serialised: type, byte length, status, null, errors', async () => {
    const small = await fetch(`${app.url}/api/small`);
    expect(small.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await small.text();
    expect(JSON.parse(text)).toEqual({ ok: true, text: 'héllo' });
    expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const created = await fetch(`${app.url}/api/created`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Pat"}' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ name: 'Pat' });
    const nothing = await fetch(`${app.url}/api/nothing`);
    expect([nothing.status, nothing.headers.get('content-type'), await nothing.text()]).toEqual([200, 'application/json; charset=utf-8', 'null']);
    const missing = await fetch(`${app.url}/api/none`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/none' } });
  });

  it('still compresses a large JSON reply for a client that accepts it, and not for one that does not', async () => {
    const gzipped = await fetch(`${app.url}/api/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await gzipped.json()).toEqual(big);
    const identity = await fetch(`${app.url}/api/big`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.json()).toEqual(big);
  });
});
