// Browser tests of issue 19's remaining screens and offline entry, at 390×844 on the real server:
// /profile (name, e-mail, links to settings and notifications, Help & Support, Sign Out that signs
// out), /icons (every icon shown, a download saves the real PNG), a manual test entered offline kept,
// shown as waiting and saved exactly once when the connection returns — also when the reply to its
// first send is lost — and, on iPhone Safari, the permission dialog's 'Add to Home Screen' steps.
// Screenshots (light and dark) into $SHOTS_DIR/profile/ (default test-results/profile/).
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobileContext, promptingContext, SCREENSHOT_DIR } from './support/browser.ts';
import { browserSuite } from './support/browser-suite.ts';
import { onboardPoolInContext, registerInContext } from './support/real-server.ts';
import { closeToast, seriousAxeViolations, shootLightAndDark, toastText } from './support/screens.ts';

const SHOTS = join(process.env.SHOTS_DIR ?? SCREENSHOT_DIR, 'profile');
const suite = browserSuite({}, () => mkdirSync(SHOTS, { recursive: true }));

async function owner(path: string): Promise<{ page: Page; context: BrowserContext; email: string }> {
  const context = await suite.browser.newContext(mobileContext({ colorScheme: 'light' }));
  suite.context = context;
  context.setDefaultTimeout(10_000);
  const email = await registerInContext(context, suite.server.url);
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return { page, context, email };
}

const shoot = (page: Page, name: string, fullPage = false) => shootLightAndDark(page, SHOTS, name, fullPage);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('/profile', () => {
  it('shows the name and e-mail, links to settings and notifications, and Sign Out signs out', async () => {
    const { page, context: ctx, email } = await owner('/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByText('Pat Swimmer', { exact: true }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'profile');

    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.goBack();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.goBack();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: /Get Started/ }).waitFor();
    expect(await (await ctx.request.get(`${suite.server.url}/api/auth/user`)).text()).toMatch(/^(null|)$/);
  });
});

describe('/icons', () => {
  it('shows every app icon and downloads the real files', async () => {
    const { page } = await owner('/icons');
    await page.getByRole('heading', { name: 'App Icons', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'App icons' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['App Icon', 'Maskable Icon', 'Notification Badge']);
    // Every preview has loaded a real image (a broken one has no natural width).
    await expect.poll(() => page.locator('main img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([512, 512, 72]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'icons', true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG 512 × 512, Splash screen and app stores' }).click()]);
    expect(download.suggestedFilename()).toBe('clearwater-app-icon-512.png');
    expect(pngSize(await readFile((await download.path())!))).toEqual({ width: 512, height: 512 });

    const [badge] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG 72 × 72, Notification badge' }).click()]);
    expect(badge.suggestedFilename()).toBe('clearwater-notification-badge-72.png');
    expect(pngSize(await readFile((await badge.path())!))).toEqual({ width: 72, height: 72 });

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('listitem', { name: 'Maskable Icon' }).getByRole('link', { name: /Download SVG/ }).click()]);
    expect(svg.suggestedFilename()).toBe('clearwater-maskable-icon.svg');
    expect(await readFile((await svg.path())!, 'utf8')).toMatch(/^<svg /);
  });
});

describe('a manual test entered offline', () => {
  interface Stored { id: string; ph: number | null; freeChlorinePpm: number | null; testMethod: string; timestamp: string }
  const recent = async (ctx: BrowserContext, poolId: string) =>
    (await (await ctx.request.get(`${suite.server.url}/api/pools/${poolId}/readings/recent`)).json()) as Stored[];

  async function enterTest(page: Page, ph: string, chlorine: string): Promise<void> {
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('pH', { exact: true }).fill(ph);
    await dialog.getByLabel('Free Chlorine (ppm)').fill(chlorine);
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
  }

  it('is kept, shown as waiting, and saved exactly once when the connection returns', async () => {
    const { page, context: ctx } = await owner('/');
    const poolId = await onboardPoolInContext(ctx, suite.server.url);
    await page.goto(`${suite.server.url}/test`);
    await page.getByRole('heading', { name: 'Recent Tests' }).waitFor();
    // As for an owner who has opened the app before: its service worker holds the screens' code.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await ctx.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    const before = Date.now();
    await enterTest(page, '7.3', '1.5');
    await toastText(page, 'Test Queued').waitFor();
    await page.getByText("You're offline. Your test results will be sent when you're back online.", { exact: true }).first().waitFor();
    // It stays on /test (home cannot load offline) and lists the test as waiting.
    expect(new URL(page.url()).pathname).toBe('/test');
    const waiting = page.getByRole('region', { name: 'Waiting to Send' });
    await waiting.waitFor();
    expect(await waiting.getByTestId('queued-test').count()).toBe(1);
    expect(await waiting.getByTestId('queued-test').textContent()).toContain('Manual entry · pH 7.3 · FC 1.5 ppm');
    expect(await recent(ctx, poolId)).toEqual([]);
    await closeToast(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'offline-test-waiting');

    await ctx.setOffline(false);
    await toastText(page, 'Test Saved').waitFor();
    await waiting.waitFor({ state: 'detached' });
    const saved = await recent(ctx, poolId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ ph: 7.3, freeChlorinePpm: 1.5, testMethod: 'manual' });
    // Its time is when it was entered, not when it was sent.
    expect(Date.parse(saved[0]!.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    await page.getByTestId('recent-test').first().scrollIntoViewIfNeeded();
    await shoot(page, 'offline-test-sent');

    // Opening the app again sends nothing more.
    await page.reload();
    await page.getByRole('heading', { name: 'Recent Tests' }).waitFor();
    await page.waitForTimeout(500);
    expect(await recent(ctx, poolId)).toHaveLength(1);
  });

  it('is saved once when the reply to its first send is lost and it is sent again', async () => {
    const { page, context: ctx } = await owner('/');
    const poolId = await onboardPoolInContext(ctx, suite.server.url);
    await page.goto(`${suite.server.url}/test`);
    await page.getByRole('heading', { name: 'Recent Tests' }).waitFor();
    const keys: string[] = [];
    // The server records the test, then the connection drops before its reply arrives.
    await page.route('**/api/pools/*/readings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      await route.fetch();
      await route.abort('connectionreset');
    });
    await enterTest(page, '7.6', '2');
    await toastText(page, 'Test Queued').waitFor();
    await expect.poll(() => recent(ctx, poolId)).toHaveLength(1);
    // A retry may be inside the handler right now: let it finish before the route goes.
    await page.unrouteAll({ behavior: 'wait' });
    // The next round (the queue retries at once, then every 30 s, and when the browser comes online).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByRole('region', { name: 'Waiting to Send' }).waitFor({ state: 'detached', timeout: 40_000 });
    const saved = await recent(ctx, poolId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ ph: 7.6, freeChlorinePpm: 2 });
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
  }, 60_000);
});

describe('the notification prompt on iPhone Safari', () => {
  it("shows the 'Add to Home Screen' steps instead of asking for permission", async () => {
    const context = await promptingContext(suite.browser, mobileContext({
      colorScheme: 'light',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    }));
    suite.context = context;
    context.setDefaultTimeout(10_000);
    await registerInContext(context, suite.server.url);
    await onboardPoolInContext(context, suite.server.url);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    const dialog = page.getByRole('dialog', { name: 'Get pool reminders' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("then 'Add to Home Screen', and open Clearwater from there");
    expect(await dialog.getByRole('button', { name: 'Enable' }).count()).toBe(0);
    await shoot(page, 'iphone-permission');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await toastText(page, 'Notifications Disabled').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('notification_permission_asked'))).toBe('true');
  });
});
