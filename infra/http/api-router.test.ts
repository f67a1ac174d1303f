// ApiRouter dispatches a request only to the routes with as many path segments as its path; what a
// client sees must be what one @koa/router holding every route answers.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiRouter, JsonText, segmentCount } from './api-router.ts';

describe('segmentCount', () => {
  it('counts the segments of a route pattern and of a request path alike, a trailing slash aside', () => {
    expect(segmentCount('/')).toBe(0);
    expect(segmentCount('/api')).toBe(1);
    expect(segmentCount('/api/pools')).toBe(2);
    expect(segmentCount('/api/pools/')).toBe(2);
    expect(segmentCount('/api/pools/:poolId/treatment-plan')).toBe(4);
    expect(segmentCount('/api/pools/5f0c/treatment-plan/')).toBe(4);
    expect(segmentCount('/api/pools//x')).toBe(4);
  });
});

describe('ApiRouter middleware', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const api = new ApiRouter();
    const params = z.object({ id: z.optional(z.string()), name: z.optional(z.string()) });
    for (const path of ['/api/things', '/api/things/:id', '/api/things/:id/name/:name', '/api/other/:id']) {
      api.route({ method: 'get', path, summary: path, auth: 'public', params, responses: {}, handler: async (_ctx, input) => ({ path, params: input.params }) });
    }
    api.route({ method: 'post', path: '/api/things/:id', summary: 'post', auth: 'public', params, responses: {}, handler: async () => ({ posted: true }) });
    api.route({ method: 'get', path: '/api/kept/text', summary: 'kept', auth: 'public', responses: {}, handler: async () => new JsonText('{"kept":[1,2]}') });
    const app = new Koa();
    app.use(api.middleware());
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = { fellThrough: ctx.path };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(url + path, init);
    return { status: response.status, allow: response.headers.get('allow'), body: await response.text() };
  };

  it('finds each route by its own path, with a trailing slash too', async () => {
    expect(JSON.parse((await get('/api/things')).body)).toEqual({ path: '/api/things', params: {} });
    expect(JSON.parse((await get('/api/things/7')).body)).toEqual({ path: '/api/things/:id', params: { id: '7' } });
    expect(JSON.parse((await get('/api/things/7/')).body)).toEqual({ path: '/api/things/:id', params: { id: '7' } });
    expect(JSON.parse((await get('/api/things/7/name/pat')).body)).toEqual({ path: '/api/things/:id/name/:name', params: { id: '7', name: 'pat' } });
    expect(JSON.parse((await get('/api/other/8')).body)).toEqual({ path: '/api/other/:id', params: { id: '8' } });
    expect(JSON.parse((await get('/api/things/7', { method: 'POST' })).body)).toEqual({ posted: true });
  });

  it('sends a JsonText reply as it is, as JSON', async () => {
    const response = await fetch(`${url}/api/kept/text`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"kept":[1,2]}');
  });

  it('answers 405 with Allow for a known path asked with another method, and OPTIONS with Allow', async () => {
    const deleted = await get('/api/things/7', { method: 'DELETE' });
    expect([deleted.status, deleted.allow]).toEqual([405, 'HEAD, GET, POST']);
    const options = await get('/api/things', { method: 'OPTIONS' });
    expect([options.status, options.allow]).toEqual([200, 'HEAD, GET']);
  });

  it('passes a path no route has on to the next middleware, whatever its segment count', async () => {
    for (const path of ['/api/nothing/here', '/api/things/7/name', '/api/things/7/name/pat/more', '/a/b/c/d/e/f/g']) {
      expect(await get(path)).toEqual({ status: 404, allow: null, body: JSON.stringify({ fellThrough: path }) });
    }
  });
});
