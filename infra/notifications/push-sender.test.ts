// The push sender against a push service stand-in on 127.0.0.1: the message arrives encrypted for
// the browser's keys (the stand-in decrypts it), with TTL, Urgency, Topic and a VAPID signature,
// and each kind of answer maps to what happens next.
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMs, sendPush } from './push-sender.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from './testing/push-service-stand-in.ts';

const keys = webPush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:ops@clearwater.example' };
let service: PushServiceStandIn;

beforeAll(async () => {
  service = await startPushServiceStandIn();
});
afterAll(async () => {
  await service.close();
});

describe('sendPush', () => {
  it('delivers a message only the browser can read, with its TTL, urgency, topic and VAPID header', async () => {
    const browser = service.subscription();
    const payload = JSON.stringify({ title: 'Safe to swim now', body: 'The wait after Liquid chlorine is over.' });
    const result = await sendPush(vapid, browser, payload, { ttlSeconds: 3600, urgency: 'high', topic: 'plan-p1-swim' });
    expect(result).toEqual({ outcome: 'sent', status: 201 });
    const message = service.received.at(-1)!;
    expect(message.payload).toBe(payload);
    expect(message.headers).toMatchObject({ ttl: '3600', urgency: 'high', topic: 'plan-p1-swim', 'content-encoding': 'aes128gcm' });
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${vapid.publicKey}$`));
  });

  it('reports 410 and 404 as gone, 429 and 5xx as retry (with Retry-After), other 4xx as failed, and an unreachable service as retry', async () => {
    const browser = service.subscription();
    const send = () => sendPush(vapid, browser, '{}', { ttlSeconds: 60, urgency: 'normal' });
    service.respondWith({ status: 410 }, { status: 404 }, { status: 429, headers: { 'Retry-After': '120' } }, { status: 503 }, { status: 413 });
    expect(await send()).toEqual({ outcome: 'gone', status: 410 });
    expect(await send()).toEqual({ outcome: 'gone', status: 404 });
    expect(await send()).toEqual({ outcome: 'retry', status: 429, retryAfterMs: 120_000 });
    expect(await send()).toEqual({ outcome: 'retry', status: 503, retryAfterMs: null });
    expect(await send()).toEqual({ outcome: 'failed', status: 413 });
    const nowhere = { endpoint: 'http://127.0.0.1:9/push/x', keys: browser.keys };
    expect(await sendPush(vapid, nowhere, '{}', { ttlSeconds: 60, urgency: 'normal', timeoutMs: 2000 })).toEqual({ outcome: 'retry', status: null, retryAfterMs: null });
  });

  it('reads Retry-After as seconds or an HTTP date, capped at a day, and ignores nonsense', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('9999999', now)).toBe(24 * 3600 * 1000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
