// Browser test of the first paint over the real server: a visitor at / is sent the landing screen already
// in the HTML, a static page that works without JavaScript and loads no app; a signed-in user is sent the 'Loading...' screen and never sees
// the landing screen on the way home; the requests preloaded for home (GET /api/auth/user, the pool list,
// the active pool's latest reading and treatment plan, and the home route's code) are the ones the app uses.
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
    // The preloads (the HTML's user call; the server's Link header: the pool list, the active pool's
    // reading, plan and targets, and the owner's units) are what the app uses: each is requested once,
    // by the preload.
    const link = response?.headers()['link'] ?? '';
    const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map((match) => match[1]!);
    // Asked outside the page (the context's request API shares its cookies), so the page's count is the app's.
    const poolId = ((await (await context.request.get(server.url + '/api/pools')).json()) as { id: string }[])[0]!.id;
    expect(preloaded).toEqual([
      '/api/pools', `/api/pools/${poolId}/readings/latest`, `/api/pools/${poolId}/treatment-plan`, `/api/pools/${poolId}/water-targets`, '/api/users/me/preferences',
    ]);
    for (const path of ['/api/auth/user', ...preloaded]) expect(api.filter((requested) => requested === path), path).toHaveLength(1);
    // The home route's code is modulepreloaded with the page, not asked for once the router has run.
    const modulepreloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const homeChunks = modulepreloads.filter((href) => href?.startsWith('/assets/home-'));
    expect(homeChunks).toHaveLength(1);
  });
});
