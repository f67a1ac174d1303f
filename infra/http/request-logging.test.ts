import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useRequestLogging } from './request-logging.ts';

function appLoggingTo(lines: Record<string, unknown>[], handler: Koa.Middleware): Koa {
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(JSON.parse(chunk.toString())); done(); } });
  const app = new Koa();
  useRequestLogging(app, pino({ level: 'info' }, sink));
  app.use(handler);
  return app;
}

async function get(app: Koa, path: string, headers: Record<string, string>): Promise<Response> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
    await response.arrayBuffer();
    return response;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('useRequestLogging', () => {
  it('writes one line per request with its id, and a handler’s own lines carry the same id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, async (ctx) => {
      ctx.log.info({ step: 'inside' }, 'handler says');
      ctx.body = { ok: true };
    });
    const response = await get(app, '/things', { 'X-Request-Id': 'req-12345678' });
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ requestId: 'req-12345678', step: 'inside', msg: 'handler says' });
    expect(lines[1]).toMatchObject({ requestId: 'req-12345678', method: 'GET', path: '/things', status: 200, msg: 'request' });
  });

  it('gives a request without a sane id a new one, also when no handler logs', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, async (ctx) => {
      ctx.status = 204;
    });
    const response = await get(app, '/quiet', { 'X-Request-Id': 'bad id!' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([expect.objectContaining({ requestId: id, status: 204, path: '/quiet' })]);
  });

  it('gives each request its own logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, async (ctx) => {
      ctx.log.info('handler says');
      ctx.status = 204;
    });
    await get(app, '/one', { 'X-Request-Id': 'first-request' });
    await get(app, '/two', { 'X-Request-Id': 'second-request' });
    expect(lines.filter((line) => line.msg === 'handler says').map((line) => line.requestId)).toEqual(['first-request', 'second-request']);
  });
});
