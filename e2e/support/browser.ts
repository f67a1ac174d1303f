// Launches the system Chromium (never downloads one). A missing browser fails the test loudly.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { REPO_ROOT } from './ui-build.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results');

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Every context starts as an owner who already answered the notification prompt (spec §2: it opens
  // 2 s into home and would cover the screen mid-test); its own test uses promptingContext().
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.addInitScript(() => window.localStorage.setItem('notification_permission_asked', 'true'));
    return context;
  };
  Object.defineProperty(browser, 'promptingContext', { value: newContext });
  return browser;
}

/** A context in which the notification permission dialog opens as it would for a new owner. */
export function promptingContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const unpatched = (browser as Browser & { promptingContext?: Browser['newContext'] }).promptingContext;
  return (unpatched ?? browser.newContext.bind(browser))(options);
}

export const mobileContext = (extra: BrowserContextOptions = {}): BrowserContextOptions => ({
  viewport: MOBILE_VIEWPORT,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  ...extra,
});

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, `${name}.png`);
}
