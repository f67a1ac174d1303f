// Browser test of the first paint over the real server: a visitor at / is sent the landing screen already
// in the HTML, a static page that works without JavaScript and loads no app; a signed-in user is sent the 'Loading...' screen and never sees
// the landing screen on the way home; the preloaded GET /api/auth/user and /api/pools are the ones the
// app uses.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { launchChromium, mobileContext } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startRealServer();
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Opens a page that records its API requests, console errors and every heading it ever shows. */
async function recordingPage(newContext: BrowserContext): Promise<{ page: Page; api: string[]; problems: string[] }> {
  const page = await newContext.newPage();
  const api: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) api.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, api, problems };
}

describe('first paint', () => {
  it('sends a visitor the landing screen in the HTML, readable without JavaScript', async () => {
    context = await browser.newContext(mobileContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    const response = await page.goto(server.url + '/');
    expect(response?.headers()['vary']).toMatch(/Cookie/);
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByRole('heading', { name: 'AI Photo Analysis' }).isVisible()).toBe(true);
  });

  it('loads no app behind the static landing screen: no API call, no module preloads, no errors', async () => {
    context = await browser.newContext(mobileContext());
    const { page, api, problems } = await recordingPage(context);
    await page.goto(server.url + '/');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(api).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('never shows a signed-in user the landing screen on the way home', async () => {
    context = await browser.newContext(mobileContext());
    await registerInContext(context, server.url);
    await onboardPoolInContext(context, server.url, 'First Paint Pool');
    const { page, api } = await recordingPage(context);
    // Watch the DOM from before the first paint: any landing markup at any moment fails the test.
    await page.addInitScript(() => {
      const flags = window as unknown as { landingSeen: boolean };
      flags.landingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('a[href="/api/login"]')) flags.landingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(server.url + '/');
    expect(await response?.text()).toContain('data-prerendered="loading"');
    await page.getByRole('heading', { name: 'First Paint Pool' }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { landingSeen: boolean }).landingSeen)).toBe(false);
    // Both preloads (the HTML's user call, the server's Link: pools for a session cookie) are reused.
    expect(api.filter((path) => path === '/api/auth/user')).toHaveLength(1);
    expect(api.filter((path) => path === '/api/pools')).toHaveLength(1);
    expect(response?.headers()['link']).toContain('</api/pools>; rel=preload');
  });
});
