// The installable app at 390×844 on the real server (issue 19): the service worker registers with
// scope /, Chromium reports no installability errors (a persistent profile: an incognito one always
// says 'in-incognito'), a push delivered to the service worker is shown as a notification and a tap
// on it opens its screen, and the
// app shell opens offline while /api replies are never served from a cache.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { CHROMIUM_PATH, mobileContext, screenshotPath } from './support/browser.ts';
import { startRealServer } from './support/real-server.ts';

let server: RunningServer;
let context: BrowserContext;
let profile: string;
let page: Page;

beforeAll(async () => {
  server = await startRealServer();
  profile = await mkdtemp(path.join(os.tmpdir(), 'cw-pwa-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    ...mobileContext(),
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto(server.url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** Delivers a push to the site's service worker as a push service would (DevTools' ServiceWorker domain). */
async function deliverPush(push: { title: string; body: string; tag: string; data: { url: string } }): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${server.url}/`)).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${server.url}/`)!.registrationId;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: JSON.stringify(push) });
  // The delivery is asynchronous: disabling the domain before the worker has shown the notification
  // can drop the push, so keep it enabled until a notification with this tag is there.
  await expect.poll(() => page.evaluate((tag) => navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications({ tag }))
    .then((shown) => shown.length), push.tag)).toBeGreaterThan(0);
  // DevTools' service worker domain changes how navigations reach the worker: leave it as a user has it.
  await cdp.send('ServiceWorker.disable');
  await cdp.detach();
}

describe('the installable app', () => {
  it('registers its service worker for the whole site and has no installability errors', async () => {
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => new URL(registration.scope).pathname))).toBe('/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const manifest = await (await page.request.get(`${server.url}/manifest.webmanifest`)).json() as { icons: { src: string }[] };
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${server.url}${icon.src}`);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  it('shows a push delivered to the service worker as a notification', async () => {
    await deliverPush({ title: 'Safe to swim now', body: 'The wait after Liquid chlorine is over.', tag: 'swim_wait', data: { url: '/' } });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => list.map((n) => [n.title, n.body, n.tag]))))
      .toEqual([['Safe to swim now', 'The wait after Liquid chlorine is over.', 'swim_wait']]);
  });

  it("opens a reminder's screen when its notification is clicked", async () => {
    await deliverPush({ title: 'Clean the filter', body: 'Due Tuesday, June 2', tag: 'task:reminder', data: { url: '/schedule' } });
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // What a tap on the notification does: the worker's notificationclick handler, with the shown notification.
    await expect.poll(() => worker!.evaluate(async () => {
      const scope = globalThis as unknown as { registration: { getNotifications(): Promise<{ tag: string }[]> }; dispatchEvent(event: Event): boolean };
      const notification = (await scope.registration.getNotifications()).find((shown) => shown.tag === 'task:reminder');
      if (!notification) return false;
      const NotificationEventClass = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: unknown }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
      return true;
    })).toBe(true);
    await expect.poll(() => page.url()).toBe(`${server.url}/schedule`);
    await page.goto(server.url);
  });

  it('opens the app shell offline and never answers /api from a cache', async () => {
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/test`);
      await expect.poll(() => page.title()).toBe('Clearwater');
      // The app itself runs from the cache and says why it cannot show the pool, with a way to retry.
      // (After DevTools sessions Chromium may keep navigator.onLine true under emulated offline: then the
      // app cannot tell 'offline' from 'unreachable' and says the latter.)
      await page.getByRole('heading', { name: /You're offline|Can't reach Clearwater/ }).waitFor();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      if (!(await page.evaluate(() => navigator.onLine))) await page.getByText("You're offline. Changes are sent when you're back online.").waitFor();
      await page.screenshot({ path: screenshotPath('pwa-offline-shell') });
      const api = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status, () => 'network error'));
      expect(api).toBe('network error');
    } finally {
      await context.setOffline(false);
    }
  });
});
