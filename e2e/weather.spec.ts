// Browser tests of issue #18 (weather) against the real server on a fresh database, with Open-Meteo
// played by the local stand-in, at 390×844 in Chromium: a pool without a location shows the location
// form; manual coordinates (Save disabled until both are filled, 'Invalid coordinates', then valid)
// bring the forecast and this pool's alerts; 'Detect automatically' with the geolocation permission
// granted (Chromium's permission and position overrides) says 'Location saved'; denied, it shows spec
// §8's toast; a failing weather service reads 'Weather Unavailable'.
// Screenshots (light and dark): test-results/weather-location-form-*.png, test-results/weather-alerts-*.png.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { openMeteoReply, startOpenMeteoStandIn, STORMY_FORECAST, type OpenMeteoStandIn } from '../infra/weather/testing/open-meteo-stand-in.ts';
import { launchChromium, mobileContext, screenshotPath } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
let standIn: OpenMeteoStandIn;
let context: BrowserContext | undefined;

/** Longitudes the stand-in fails for (the 'Weather Unavailable' case). */
const FAILING_LONGITUDE = '-80.19';

beforeAll(async () => {
  standIn = await startOpenMeteoStandIn((request) =>
    request.query.longitude === FAILING_LONGITUDE ? { status: 500, raw: 'Internal Server Error' } : { json: openMeteoReply(request.query, STORMY_FORECAST) });
  [browser, server] = await Promise.all([launchChromium(), startRealServer({ WEATHER_BASE_URL: standIn.url })]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await standIn?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const toastText = (page: Page, text: string) => page.locator('.toast-root').getByText(text, { exact: true });
const weatherSection = (page: Page) => page.getByRole('button', { name: 'Weather & Forecast' });

/** A signed-up owner with an onboarded pool and a test (FC 5, CYA 40), on home with the weather section open. */
async function ownerOnHome(extra: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; poolId: string }> {
  context = await browser.newContext(mobileContext({ colorScheme: 'light', ...extra }));
  context.setDefaultTimeout(10_000);
  await registerInContext(context, server.url);
  const poolId = await onboardPoolInContext(context, server.url);
  const reading = { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.5, freeChlorinePpm: 5, totalAlkalinityPpm: 100, cyaPpm: 40, temperatureF: 80 };
  expect((await context.request.post(`${server.url}/api/pools/${poolId}/readings`, { data: reading })).status()).toBe(201);
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await weatherSection(page).click();
  return { page, poolId };
}

/** Closes the open toast, if any, so it covers nothing. */
async function closeToast(page: Page): Promise<void> {
  const close = page.locator('.toast-root[data-state="open"]').getByRole('button', { name: 'Close' });
  if (await close.count()) {
    await close.first().click();
    await page.locator('.toast-root[data-state="open"]').waitFor({ state: 'detached' });
  }
}

/** axe-core's serious and critical findings on the page, light and dark. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(250);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`${scheme} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** `target` just under the sticky header, light then dark. */
async function screenshots(page: Page, name: string, target = weatherSection(page)): Promise<void> {
  await closeToast(page);
  // Off every control, so no hover state shows.
  await page.mouse.move(2, 420);
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().height ?? 0) + 12));
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(250);
    await page.screenshot({ path: screenshotPath(`weather-${name}-${scheme}`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('weather at 390×844', () => {
  it('asks for the location, refuses bad coordinates, then shows the forecast and this pool\'s alerts', async () => {
    const { page } = await ownerOnHome();
    await page.getByRole('heading', { name: "Set your pool's location" }).waitFor();
    await page.getByRole('button', { name: 'Detect automatically' }).waitFor();
    const save = page.getByRole('button', { name: 'Save location' });
    await screenshots(page, 'location-form');
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Latitude').fill('33.45');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Longitude').fill('200');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await toastText(page, 'Invalid coordinates').waitFor();
    await toastText(page, 'Please enter valid latitude (-90 to 90) and longitude (-180 to 180) values.').waitFor();

    await page.getByLabel('Longitude').fill('-112.07');
    await save.click();
    await toastText(page, 'Location saved').waitFor();
    await page.getByRole('heading', { name: '3-day forecast' }).waitFor();
    await page.getByText('Sun will burn off chlorine tomorrow').waitFor();
    await page.getByText(/^Heavy rain on [A-Z][a-z]+day$/).waitFor();
    await page.getByText('Strong wind today (gusts 34 mph)').waitFor();
    expect(await page.getByText(/This evening add 23 fl oz of liquid chlorine \(10%\) to reach 6 ppm/).count()).toBe(1);
    // Current conditions, and the rain chance only above 30 % (the third day's 85 %, not 10 % or 15 %).
    await page.getByText('Partly cloudy').waitFor();
    const forecast = page.getByRole('region', { name: '3-day forecast' });
    expect(await forecast.getByText(/%$/).allTextContents()).toEqual(['Rain chance 85%']);
    expect(standIn.requests.at(-1)?.query).toMatchObject({ latitude: '33.45', longitude: '-112.07' });
    await screenshots(page, 'alerts');
    await screenshots(page, 'forecast', page.getByRole('region', { name: 'Pool alerts' }).getByRole('listitem').last());
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("detects the location when the browser grants it: 'Location saved' and the forecast", async () => {
    const { page } = await ownerOnHome({ geolocation: { latitude: 40.7128, longitude: -74.006, accuracy: 20 }, permissions: ['geolocation'] });
    await page.getByRole('button', { name: 'Detect automatically' }).click();
    await toastText(page, 'Location saved').waitFor();
    await toastText(page, 'Weather will now be available for your pool.').waitFor();
    await page.getByRole('heading', { name: '3-day forecast' }).waitFor();
    expect(standIn.requests.some((r) => r.query.latitude === '40.71' && r.query.longitude === '-74.01')).toBe(true);
  });

  it('says so when the browser denies the location, and keeps the form', async () => {
    const { page } = await ownerOnHome();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin: server.url });
    await page.getByRole('button', { name: 'Detect automatically' }).click();
    await toastText(page, 'Location access denied. Please enable location permissions and try again.').waitFor();
    await page.getByRole('heading', { name: "Set your pool's location" }).waitFor();
  });

  it("reads 'Weather Unavailable' when the weather service fails", async () => {
    const { page, poolId } = await ownerOnHome();
    expect((await page.context().request.patch(`${server.url}/api/pools/${poolId}`, { data: { latitude: 25.76, longitude: -80.19 } })).status()).toBe(200);
    await page.reload();
    await weatherSection(page).click();
    await page.getByRole('alert').getByText('Weather Unavailable').waitFor();
    await page.getByText('Unable to fetch weather data. Try again later.').first().waitFor();
  });
});
