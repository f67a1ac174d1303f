// For bench:ui: the state Chromium keeps between Lighthouse runs, set and read over the DevTools
// protocol on the browser Lighthouse drives — the session cookie; the 'asked' flag of the notification
// prompt; whether the app's service worker is registered and active for an origin (without opening one
// of its pages, which would register it); and installing it the way an owner's first visit does, so the
// next runs measure a returning owner whose pages it controls.
import { chromium, type Page } from 'playwright-core';
import { PERMISSION_ASKED_KEY } from '../ui/features/notifications/push-subscription.ts';

/** A new tab in the browser on `port` (its default profile, which Lighthouse uses), closed after `use`. */
async function withPage<T>(port: number, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  try {
    return await use(page);
  } finally {
    await page.close();
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/** Whether a worker whose scope is `origin`/ is activated, as DevTools reports it. */
export function serviceWorkerActive(port: number, origin: string): Promise<boolean> {
  return withPage(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    const registrations = new Map<string, string>();
    const active = new Set<string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const registration of event.registrations) if (!registration.isDeleted) registrations.set(registration.registrationId, registration.scopeURL);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: { registrationId: string; status: string }[] }) => {
      for (const version of event.versions) if (version.status === 'activated') active.add(version.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.waitForTimeout(500);
    return [...registrations].some(([id, scope]) => scope === `${origin}/` && active.has(id));
  });
}

/** Opens `url` as an owner's first visit would, and waits until its worker has installed (precached) and activated. */
export function installServiceWorker(port: number, url: string): Promise<void> {
  return withPage(port, async (page) => {
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  });
}

/** Puts cookies ('name=value; name2=value2') in the browser's jar for `origin`. */
export function addCookies(port: number, origin: string, cookie: string): Promise<void> {
  const cookies = cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
  return withPage(port, (page) => page.context().addCookies(cookies));
}

/**
 * Answers the notification prompt for `origin` (spec §2: it opens 2 s into home until answered, once
 * per owner), from a page of the origin that runs no app. Lighthouse's storage reset leaves
 * localStorage alone, so this holds for every run after.
 */
export function answerNotificationPrompt(port: number, origin: string): Promise<void> {
  return withPage(port, async (page) => {
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((key) => localStorage.setItem(key, 'true'), PERMISSION_ASKED_KEY);
  });
}
