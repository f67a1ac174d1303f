// The notification permission dialog at 390×844 on the real server (spec §2, issue 19): it opens 2 s
// after home loads for an owner who was never asked; 'Maybe Later' says 'Notifications Disabled' and
// never asks again; 'Enable' asks the browser and subscribes this browser with the server, which then
// delivers a push to it; a refusal says 'Permission Needed'. The browser's push service is replaced by
// the stand-in on 127.0.0.1 (headless Chromium cannot reach FCM): PushManager.subscribe answers the
// stand-in's endpoint and keys, so the server really encrypts and posts to it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceStandIn, type PushServiceStandIn } from '../infra/notifications/testing/push-service-stand-in.ts';
import type { RunningServer } from '../infra/server.ts';
import { launchChromium, mobileContext, promptingContext, screenshotPath } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
let service: PushServiceStandIn;
let context: BrowserContext | undefined;

beforeAll(async () => {
  service = await startPushServiceStandIn();
  [browser, server] = await Promise.all([launchChromium(), startRealServer({ PUSH_ENDPOINT_ALLOWLIST: service.origin, VAPID_SUBJECT: 'mailto:ops@clearwater.example' })]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function ownerAtHome(dark = false): Promise<Page> {
  context = await promptingContext(browser, mobileContext({ colorScheme: dark ? 'dark' : 'light' }));
  await registerInContext(context, server.url);
  await onboardPoolInContext(context, server.url);
  const page = await context.newPage();
  await page.goto(server.url);
  return page;
}

describe('the notification permission dialog', () => {
  it("opens 2 s after home loads; 'Maybe Later' says 'Notifications Disabled' and it never asks again", async () => {
    const page = await ownerAtHome();
    const loadedAt = Date.now();
    const dialog = page.getByRole('dialog', { name: 'Get pool reminders' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(1500);
    await page.screenshot({ path: screenshotPath('notifications-permission-light') });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await page.getByText('Notifications Disabled').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('notification_permission_asked'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(3000);
    expect(await dialog.count()).toBe(0);
  }, 60_000);

  it("'Enable' subscribes this browser, and the server's pushes reach it", async () => {
    const page = await ownerAtHome(true);
    const browserKeys = service.subscription();
    await page.evaluate((subscription) => {
      const fake = { endpoint: subscription.endpoint, toJSON: () => subscription };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    }, browserKeys);
    const dialog = page.getByRole('dialog', { name: 'Get pool reminders' });
    await dialog.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('notifications-permission-dark') });
    // The owner says yes to the browser's own prompt that the tap opens.
    await context!.grantPermissions(['notifications'], { origin: server.url });
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Notifications Enabled').first().waitFor({ timeout: 15_000 });
    const stats = await (await context!.request.get(`${server.url}/api/notifications/stats`)).json() as { subscriptions: number };
    expect(stats.subscriptions).toBe(1);
    const before = service.received.length;
    const sent = await context!.request.post(`${server.url}/api/notifications/test`, { data: { title: 'Hello' }, headers: { origin: server.url } });
    expect(await sent.json()).toEqual({ attempted: 1, delivered: 1, removed: 0 });
    expect(JSON.parse(service.received[before]!.payload)).toMatchObject({ title: 'Hello' });
  }, 60_000);

  it("says 'Permission Needed' when the browser refuses", async () => {
    const page = await ownerAtHome();
    await page.evaluate(() => {
      Notification.requestPermission = async () => 'denied';
    });
    const dialog = page.getByRole('dialog', { name: 'Get pool reminders' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Permission Needed').first().waitFor();
  }, 60_000);
});
