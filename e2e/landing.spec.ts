// Browser test of the signed-out screens at 390×844: the landing screen, Get Started → /api/login, the
// 404 screen, the sign-in screen and the no-flash theme script, all under the production CSP.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, mobileContext, screenshotPath } from './support/browser.ts';
import { startStaticServer, type StaticServer } from './support/static-server.ts';
import { ensureUiBuilt } from './support/ui-build.ts';

let browser: Browser;
let server: StaticServer;
let context: BrowserContext | undefined;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  server = await startStaticServer(await ensureUiBuilt());
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openPage(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await browser.newContext(mobileContext({ colorScheme }));
  const page = await context.newPage();
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(server.url + path);
  return page;
}

describe('signed-out screens in Chromium', () => {
  it('renders the landing screen with Get Started pointing at /api/login', async () => {
    const page = await openPage('/');
    await page.getByRole('heading', { name: 'Clearwater' }).waitFor();
    for (const title of ['AI Photo Analysis', 'Smart Recommendations', 'Equipment Tracking']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    const getStarted = page.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/api/login');
    const box = await getStarted.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath('landing-light'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('centres a phone-width column on a desktop screen', async () => {
    const page = await openPage('/');
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = await page.getByRole('link', { name: 'Get Started' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(448);
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThan(2);
    await page.screenshot({ path: screenshotPath('landing-desktop-light') });
  });

  it('follows the system dark theme before the app loads, and a stored choice over it', async () => {
    const page = await openPage('/', 'dark');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    await page.screenshot({ path: screenshotPath('landing-dark'), fullPage: true });
    await page.evaluate(() => window.localStorage.setItem('ui-theme', 'light'));
    await page.reload();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    expect(problems).toEqual([]);
  });

  it('shows Page Not Found on a random path, and Go to Home returns to the landing screen', async () => {
    const page = await openPage(`/no-such-page-${Date.now().toString(36)}`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.screenshot({ path: screenshotPath('not-found-light'), fullPage: true });
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  it('opens the sign-in screen and checks the password length', async () => {
    const page = await openPage('/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill('pat@example.com');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByText('Password must be at least 10 characters').waitFor();
    await page.screenshot({ path: screenshotPath('login-light'), fullPage: true });
    expect(problems).toEqual([]);
  });
});
