// Web push routes over real HTTP with a push service stand-in on 127.0.0.1 (allow-listed the way an
// operator would): the VAPID key is made once and shared, a subscription outside the push services is
// refused, a test push arrives decrypted on the caller's browsers only, 410 removes exactly that
// browser, a browser another user subscribes moves to them, and the stats count it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushStats } from '../../../contracts/notifications.contract.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { loadVapid } from '../../notifications/vapid.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../notifications/testing/push-service-stand-in.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseLegs())('web push routes on $name', (leg) => {
  let database: Database;
  let server: RunningServer;
  let service: PushServiceStandIn;

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    database = await leg.open();
    server = await startTestServer(database, { PUSH_ENDPOINT_ALLOWLIST: service.origin, VAPID_SUBJECT: 'mailto:ops@clearwater.example' });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await service?.close();
  });

  it('answers one VAPID public key, generated once and kept for every instance', async () => {
    const anonymous = new ApiClient(server.url);
    const first = await anonymous.get<{ publicKey: string }>('/api/notifications/vapid-public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // Another instance on the same database (loading the keys as the server does) gets the same pair.
    const again = await loadVapid({ config: loadConfig({}), database, logger: createLogger('silent') });
    expect(again.publicKey).toBe(first.body.publicKey);
  });

  it('needs a session to subscribe, and refuses endpoints that are not push services', async () => {
    const browser = service.subscription();
    expect((await new ApiClient(server.url).post('/api/notifications/subscribe', browser)).status).toBe(401);
    const owner = await signedInClient(server.url, 'push-refused');
    for (const endpoint of ['https://evil.example/collect', 'http://127.0.0.1:5432/', 'http://169.254.169.254/latest/meta-data']) {
      const refused = await owner.post<ErrorBody>('/api/notifications/subscribe', { ...browser, endpoint });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error.fields?.endpoint).toBeTruthy();
    }
    const badKeys = await owner.post<ErrorBody>('/api/notifications/subscribe', { ...browser, keys: { p256dh: 'not base64url!', auth: 'x' } });
    expect(badKeys.status).toBe(400);
    expect((await owner.get<PushStats>('/api/notifications/stats')).body.subscriptions).toBe(0);
  });

  it("sends a test push to the caller's browsers only, decrypted by them, and counts it", async () => {
    const owner = await signedInClient(server.url, 'push-owner');
    const stranger = await signedInClient(server.url, 'push-stranger');
    const [phone, laptop, strangersPhone] = [service.subscription(), service.subscription(), service.subscription()];
    expect((await owner.post<PushStats>('/api/notifications/subscribe', { ...phone, userAgent: 'Phone' })).body).toMatchObject({ subscriptions: 1 });
    expect((await owner.post<PushStats>('/api/notifications/subscribe', laptop)).body).toMatchObject({ subscriptions: 2 });
    await stranger.post('/api/notifications/subscribe', strangersPhone);
    const before = service.received.length;

    const sent = await owner.post('/api/notifications/test', { title: 'Pool check', body: 'Hello from Clearwater', tag: 'test' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ attempted: 2, delivered: 2, removed: 0 });
    const arrived = service.received.slice(before);
    expect(arrived.map((m) => m.subscriptionId).sort()).toEqual([phone, laptop].map((b) => b.endpoint.split('/').at(-1)).sort());
    expect(JSON.parse(arrived[0]!.payload)).toMatchObject({ title: 'Pool check', body: 'Hello from Clearwater', tag: 'test' });
    expect(arrived[0]!.headers).toMatchObject({ ttl: '300', urgency: 'normal' });

    const stats = await owner.get<PushStats>('/api/notifications/stats');
    expect(stats.body).toMatchObject({ subscriptions: 2, sent: 2, failed: 0 });
    expect(Date.parse(stats.body.lastSentAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await stranger.get<PushStats>('/api/notifications/stats')).body).toMatchObject({ subscriptions: 1, sent: 0 });
  });

  it('removes exactly the browser the push service says is gone, and counts a refusal as failed', async () => {
    const owner = await signedInClient(server.url, 'push-gone');
    const [kept, gone] = [service.subscription(), service.subscription()];
    await owner.post('/api/notifications/subscribe', kept);
    await owner.post('/api/notifications/subscribe', gone);
    // The two go out at once; the stand-in answers the first request it gets with 410.
    service.respondWith({ status: 410 });
    const sent = await owner.post<{ attempted: number; delivered: number; removed: number }>('/api/notifications/test', {});
    expect(sent.body).toEqual({ attempted: 2, delivered: 1, removed: 1 });
    const stats = await owner.get<PushStats>('/api/notifications/stats');
    expect(stats.body).toMatchObject({ subscriptions: 1, sent: 1, failed: 1 });

    service.respondWith({ status: 429, headers: { 'Retry-After': '60' } });
    expect((await owner.post('/api/notifications/test', {})).body).toEqual({ attempted: 1, delivered: 0, removed: 0 });
    expect((await owner.get<PushStats>('/api/notifications/stats')).body).toMatchObject({ subscriptions: 1, failed: 2 });
  });

  it('moves a browser to the user who subscribes it next, and unsubscribes on request', async () => {
    const first = await signedInClient(server.url, 'push-first');
    const second = await signedInClient(server.url, 'push-second');
    const shared = service.subscription();
    await first.post('/api/notifications/subscribe', shared);
    expect((await second.post<PushStats>('/api/notifications/subscribe', shared)).body.subscriptions).toBe(1);
    expect((await first.get<PushStats>('/api/notifications/stats')).body.subscriptions).toBe(0);
    // Unsubscribing a browser one does not hold changes nothing for its holder.
    expect((await first.post<PushStats>('/api/notifications/unsubscribe', { endpoint: shared.endpoint })).status).toBe(200);
    expect((await second.get<PushStats>('/api/notifications/stats')).body.subscriptions).toBe(1);
    expect((await second.post<PushStats>('/api/notifications/unsubscribe', { endpoint: shared.endpoint })).body.subscriptions).toBe(0);
  });
});
