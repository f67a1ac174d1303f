// Test support for the due-notification suites: an API server and a push service stand-in on
// 127.0.0.1, owners who subscribe a browser of the stand-in, and extra scheduler instances (as other
// API instances on the same database would run), each with its own clock when a test sets one.
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { loadConfig } from '../../config.ts';
import { signedInClient, startTestServer, type ApiClient } from '../../http/testing/api-test-client.ts';
import { createLogger } from '../../logger.ts';
import type { RunningServer } from '../../server.ts';
import { createPushNotifier } from '../push-notifier.ts';
import { createNotificationScheduler, type NotificationScheduler } from '../scheduler.ts';
import { startPushServiceStandIn, type PushServiceStandIn, type ReceivedPush } from './push-service-stand-in.ts';

export interface PushTestBed {
  readonly server: RunningServer;
  readonly service: PushServiceStandIn;
  /** A new owner with a pool and one browser subscribed to pushes. */
  ownerWithBrowser(name: string, pool?: Record<string, unknown>): Promise<{ owner: ApiClient; poolId: string; browserId: string }>;
  /** Another instance's scheduler on the same database. */
  instance(options?: { retryBaseMs?: number; clock?: () => number }): NotificationScheduler;
  /** What a browser has received, decrypted. */
  pushesTo(browserId: string): ReceivedPush[];
  close(): Promise<void>;
}

export async function startPushTestBed(database: Database): Promise<PushTestBed> {
  const service = await startPushServiceStandIn();
  // The servers' own schedulers stay off: each test ticks the instances it makes.
  const env = { PUSH_ENDPOINT_ALLOWLIST: service.origin, VAPID_SUBJECT: 'mailto:ops@clearwater.example', PUSH_SCHEDULER: 'false' };
  const server = await startTestServer(database, env);
  return {
    server,
    service,
    async ownerWithBrowser(name, pool = {}) {
      const owner = await signedInClient(server.url, name);
      const created = await owner.post<{ id: string }>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard', ...pool });
      expect(created.status).toBe(201);
      const browser = service.subscription();
      expect((await owner.post('/api/notifications/subscribe', browser)).status).toBe(200);
      return { owner, poolId: created.body.id, browserId: browser.endpoint.split('/').at(-1)! };
    },
    instance({ retryBaseMs, clock } = {}) {
      const context = { config: loadConfig(env), database, store: server.store, logger: createLogger('silent') };
      return createNotificationScheduler({ database, notifier: createPushNotifier(context), logger: context.logger, ...(retryBaseMs ? { retryBaseMs } : {}), ...(clock ? { clock } : {}) });
    },
    pushesTo: (browserId) => service.received.filter((m) => m.subscriptionId === browserId),
    async close() {
      await server.close();
      await service.close();
    },
  };
}
