// Browser tests of the catalogue UI (issue 16) against the real server on a fresh database with the
// sample catalogue imported, at 390×844 in Chromium, driven as an owner would: search → filter → sort →
// a product → choose a store → shop (the affiliate URL opens in a new tab, intercepted here so nothing
// reaches the internet, and the click is recorded); and home's Recommendations card and Recommended
// Products after a reading that needs chlorine.
// Screenshots (light and dark): test-results/catalogue-*.png.
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importSampleCatalogueWhenEmpty } from '../infra/catalogue/sample-catalogue.ts';
import { createLogger } from '../infra/logger.ts';
import type { RunningServer } from '../infra/server.ts';
import { launchChromium, mobileContext, screenshotPath } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startRealServer()]);
  await importSampleCatalogueWhenEmpty(server.database, createLogger('silent'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Stores' pages (and any image from outside) never reach the internet: pages get a stub, images fail. */
async function interceptOutside(ctx: BrowserContext): Promise<void> {
  await ctx.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().resourceType() === 'image'
      ? route.abort()
      : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Store</title><p>Store page (stub)</p>' }));
}

/** A signed-up owner with an onboarded 18,000-gallon pool. */
async function owner(): Promise<{ page: Page; ctx: BrowserContext; poolId: string }> {
  const ctx = await browser.newContext(mobileContext({ colorScheme: 'light' }));
  context = ctx;
  ctx.setDefaultTimeout(10_000);
  await interceptOutside(ctx);
  await registerInContext(ctx, server.url);
  const poolId = await onboardPoolInContext(ctx, server.url);
  return { page: await ctx.newPage(), ctx, poolId };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`catalogue-${name}`), fullPage: true });
}

/**
 * Light and dark shots of the same screen: the page follows the system theme (no stored preference).
 * Only home's header follows a change live, so a sub-screen is reloaded in the new scheme; `ready`
 * waits for what the shot should show.
 */
async function lightAndDark(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const dark = scheme === 'dark';
    if ((await page.evaluate(() => document.documentElement.classList.contains('dark'))) !== dark) {
      await page.reload();
      await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, dark);
    }
    await ready();
    await page.waitForTimeout(300);
    await shot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const cards = (page: Page) => page.getByTestId('product-card');
const POLL = { timeout: 10_000 };
const listTitle = (page: Page) => page.locator('#product-list-title');

/** The Best Price of each card in the list, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('span.text-base.font-bold').allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

async function chooseInSheet(page: Page, choices: { group: string; role: 'radio' | 'checkbox'; name: string }[]): Promise<void> {
  await page.getByRole('button', { name: /^Sort & Filter/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort & Filter' });
  for (const { group, role, name } of choices) {
    const box = sheet.getByRole('group', { name: group }).getByRole(role, { name, exact: true });
    // The native input is visually hidden; its label (the chip) is what a finger taps.
    await sheet.getByRole('group', { name: group }).getByText(name, { exact: true }).click();
    expect(await box.isChecked()).toBe(true);
  }
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await sheet.waitFor({ state: 'detached' });
}

describe('the catalogue (issue 16)', () => {
  it('search → filter → sort → a product → a store → shop: the affiliate URL opens in a new tab and the click is recorded', async () => {
    const { page, ctx } = await owner();
    await page.goto(server.url + '/products');
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    expect(await listTitle(page).textContent()).toBe('Featured Products');
    await page.getByText('Prices marked Sample are sample data, not real store prices.').waitFor();
    await lightAndDark(page, 'products', () => cards(page).first().waitFor());

    const searched = page.waitForResponse((response) => response.url().includes('/api/products/search/chlorine'));
    await page.getByRole('searchbox', { name: 'Search products' }).fill('chlorine');
    expect((await searched).status()).toBe(200);
    await page.getByRole('heading', { name: 'Results for “chlorine”' }).waitFor();
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(1);

    const filtered = page.waitForResponse((response) => /\/api\/products\/search\/chlorine\?categories=chemicals&brands=hth/.test(response.url()));
    await chooseInSheet(page, [{ group: 'Brands', role: 'checkbox', name: 'HTH' }, { group: 'Categories', role: 'checkbox', name: 'Chemicals' }]);
    expect((await filtered).status()).toBe(200);
    await page.getByRole('button', { name: 'Sort & Filter, 2 active' }).waitFor();
    await expect.poll(async () => (await cards(page).locator('h3 + p').first().textContent()) ?? '', POLL).toBe('HTH');
    for (const brand of await cards(page).locator('h3 + p').allTextContents()) expect(brand).toBe('HTH');

    const sorted = page.waitForResponse((response) => /brands=hth.*sortBy=price-low/.test(response.url()));
    await chooseInSheet(page, [{ group: 'Sort by', role: 'radio', name: 'Price: low to high' }]);
    expect((await sorted).status()).toBe(200);
    await page.getByRole('button', { name: 'Sort & Filter, 3 active' }).waitFor();
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    }, POLL).toBe(true);

    const first = cards(page).first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/products\/[a-z0-9._-]+$/);
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    await page.locator('#product-title', { hasText: name }).waitFor();
    await page.getByTestId('cost-per-dose').waitFor();
    await page.getByRole('tab', { name: 'Safety' }).click();
    expect(await page.getByRole('tabpanel', { name: 'Safety' }).getByRole('note').textContent()).toMatch(/^Never mix .*(fire and explosion risk|chlorine gas)/);
    await page.getByRole('tab', { name: 'Overview' }).click();
    const comparison = page.getByRole('radiogroup', { name: 'Price Comparison' });
    await comparison.waitFor();
    const shop = page.getByRole('button', { name: 'Shop Now' });
    expect(await shop.isDisabled()).toBe(true);
    await lightAndDark(page, 'product', () => page.getByRole('radiogroup', { name: 'Price Comparison' }).waitFor());

    const store = comparison.getByRole('radio').first();
    await store.check();
    const shopAt = page.getByRole('button', { name: /^Shop at / });
    expect(await shopAt.isEnabled()).toBe(true);
    const clicked = page.waitForResponse((response) => response.url().endsWith(`/api/products/${productId}/track-click`));
    const popup = ctx.waitForEvent('page');
    await shopAt.click();
    const reply = await clicked;
    expect(reply.status()).toBe(200);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ source: 'product_detail' });
    const { url } = (await reply.json()) as { url: string };
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    const fallback = page.getByRole('link', { name: /^Go to / });
    expect(await fallback.getAttribute('rel')).toBe('sponsored noopener');
    expect(await fallback.getAttribute('href')).toBe(url);

    const counted = await sql<{ clicks: string | number }>`select clicks from catalogue_click_counts where product_id = ${productId}`.execute(server.database.db);
    expect(Number(counted.rows[0]?.clicks)).toBe(1);
  });

  it("a reading that needs chlorine: the plan's Recommendations card and home's Recommended Products", async () => {
    const { page, ctx, poolId } = await owner();
    const reading = { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.4, freeChlorinePpm: 0.5, totalChlorinePpm: 0.5, totalAlkalinityPpm: 100, cyaPpm: 40 };
    expect((await ctx.request.post(`${server.url}/api/pools/${poolId}/readings`, { data: reading })).status()).toBe(201);
    await page.goto(server.url + '/');
    const card = page.getByTestId('recommendations');
    await card.waitFor();
    const item = card.getByRole('listitem').first();
    expect(await item.getByTestId('recommended-product').count()).toBe(1);
    await item.getByText('Best Price').waitFor();
    expect(await item.textContent()).toContain('add gradually and retest in 2-4 hours');
    expect(await item.getByRole('link').getAttribute('href')).toMatch(/^\/products\/[a-z0-9._-]+$/);

    await page.getByRole('button', { name: 'Recommended Products' }).click();
    const list = page.getByRole('list', { name: 'Recommended products' });
    await list.waitFor();
    const links = list.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/products\//);
    await lightAndDark(page, 'home-recommendations', async () => {
      await card.waitFor();
      if (!(await list.isVisible())) await page.getByRole('button', { name: 'Recommended Products' }).click();
      await list.getByRole('link').first().waitFor();
    });

    await links.first().click();
    await page.waitForURL(/\/products\/[a-z0-9._-]+$/);
    await page.getByRole('radiogroup', { name: 'Price Comparison' }).waitFor();
  });
});
