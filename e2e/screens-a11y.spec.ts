// Every screen of this issue in light and dark theme against the real server: a full-page screenshot
// into test-results/ and an axe-core scan that must find no serious or critical violation.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { importSampleCatalogueWhenEmpty } from '../infra/catalogue/sample-catalogue.ts';
import { createLogger } from '../infra/logger.ts';
import { launchChromium, mobileContext, screenshotPath } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startRealServer()]);
}, 180_000);

// The catalogue screens need products: the sample catalogue, as `npm start` imports it on a fresh machine.
beforeAll(async () => {
  await importSampleCatalogueWhenEmpty(server.database, createLogger('silent'));
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

type Who = 'visitor' | 'new-user' | 'pool-owner';

async function contextFor(who: Who): Promise<BrowserContext> {
  const context = await browser.newContext(mobileContext());
  context.setDefaultTimeout(10_000);
  contexts.push(context);
  if (who === 'visitor') return context;
  await registerInContext(context, server.url);
  if (who === 'new-user') return context;
  const poolId = await onboardPoolInContext(context, server.url);
  const reading = { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.9, freeChlorinePpm: 0.6, totalAlkalinityPpm: 70, temperatureF: 80 };
  await context.request.post(`${server.url}/api/pools/${poolId}/readings`, { data: reading });
  return context;
}

interface Screen {
  name: string;
  who: Who;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  { name: 'landing', who: 'visitor', path: '/', ready: (p) => p.getByRole('link', { name: 'Get Started' }).waitFor() },
  { name: 'login', who: 'visitor', path: '/login', ready: (p) => p.getByRole('tab', { name: 'Sign In' }).waitFor() },
  { name: 'not-found', who: 'visitor', path: '/nowhere', ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }).waitFor() },
  { name: 'home-welcome', who: 'new-user', path: '/', ready: (p) => p.getByRole('button', { name: 'Start Pool Setup' }).waitFor() },
  {
    name: 'onboarding',
    who: 'new-user',
    path: '/',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Start Pool Setup' }).click();
      await p.getByRole('dialog').getByLabel('Pool Name').waitFor();
    },
  },
  { name: 'home-pool', who: 'pool-owner', path: '/', ready: (p) => p.getByTestId('overall-status').waitFor() },
  {
    name: 'home-pool-details',
    who: 'pool-owner',
    path: '/',
    ready: async (p) => {
      await p.getByTestId('reading-ph').getByRole('button').click();
      await p.getByRole('button', { name: 'Weather & Forecast' }).click();
      await p.getByText(/Weather Unavailable|°F/).first().waitFor();
    },
  },
  { name: 'pool-settings', who: 'pool-owner', path: '/pool-settings', ready: (p) => p.getByRole('form', { name: 'Edit pool' }).waitFor() },
  { name: 'equipment', who: 'pool-owner', path: '/equipment', ready: (p) => p.getByTestId('equipment-item').first().waitFor() },
  { name: 'notifications', who: 'pool-owner', path: '/notifications', ready: (p) => p.getByRole('list', { name: 'Alerts' }).waitFor() },
  { name: 'products', who: 'pool-owner', path: '/products', ready: (p) => p.getByTestId('product-card').first().waitFor() },
  {
    name: 'products-filter-sheet',
    who: 'pool-owner',
    path: '/products',
    ready: async (p) => {
      await p.getByTestId('product-card').first().waitFor();
      await p.getByRole('button', { name: /^Sort & Filter/ }).click();
      await p.getByRole('dialog', { name: 'Sort & Filter' }).waitFor();
    },
  },
  {
    name: 'product-detail',
    who: 'pool-owner',
    path: '/products/hth-pool-shock-73-6x1lb',
    ready: async (p) => {
      await p.getByRole('radiogroup', { name: 'Price Comparison' }).waitFor();
      await p.getByRole('tab', { name: 'Safety' }).click();
      await p.getByRole('tabpanel', { name: 'Safety' }).waitFor();
    },
  },
  { name: 'profile', who: 'pool-owner', path: '/profile', ready: (p) => p.getByRole('button', { name: /Sign Out/ }).or(p.getByRole('link', { name: /Sign Out/ })).waitFor() },
];

const byWho = new Map<Who, Promise<BrowserContext>>();
const sharedContext = (who: Who) => {
  if (!byWho.has(who)) byWho.set(who, contextFor(who));
  return byWho.get(who)!;
};

describe('screens in light and dark theme', () => {
  for (const screen of SCREENS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${screen.name} (${scheme}): screenshot and no serious axe violations`, async () => {
        const context = await sharedContext(screen.who);
        const page = await context.newPage();
        try {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(server.url + screen.path);
          await screen.ready(page);
          // Let entry animations and late queries settle before judging colours.
          await page.waitForTimeout(300);
          await page.screenshot({ path: screenshotPath(`screen-${screen.name}-${scheme}`), fullPage: true });
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
          expect(serious).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
