// Browser tests of metric units (issue 19) at 390×844 on the real server, with Open-Meteo played by the
// local stand-in (answering in the units asked): with metric set, the onboarding wizard and /pool-settings
// show and take the volume in litres (stored as the right gallons, read back through the API), /history
// shows temperatures in °C and chemicals added in mL or g (the CSV keeps US units and says so), the
// weather panel turns to °C when units change; and the manual entry's sticky Save bar leaves the last
// field in view. Screenshots (light and dark) into $SHOTS_DIR/units/ (default test-results/units/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '../contracts/pools.contract.ts';
import { openMeteoReplyAsAsked, startOpenMeteoStandIn, STORMY_FORECAST, type OpenMeteoStandIn } from '../infra/weather/testing/open-meteo-stand-in.ts';
import { mobileContext, SCREENSHOT_DIR } from './support/browser.ts';
import { browserSuite } from './support/browser-suite.ts';
import { onboardPoolInContext, registerInContext } from './support/real-server.ts';
import { closeToast, seriousAxeViolations, shootLightAndDark, toastText, underHeader } from './support/screens.ts';

const SHOTS = join(process.env.SHOTS_DIR ?? SCREENSHOT_DIR, 'units');
const env: Record<string, string> = {};
let standIn: OpenMeteoStandIn;
// Before the suite's server starts: its weather comes from the stand-in.
beforeAll(async () => {
  standIn = await startOpenMeteoStandIn((request) => ({ json: openMeteoReplyAsAsked(request.query, STORMY_FORECAST) }));
  env.WEATHER_BASE_URL = standIn.url;
});
afterAll(async () => {
  await standIn?.close();
});
const suite = browserSuite(env, () => mkdirSync(SHOTS, { recursive: true }));

async function signedUp(): Promise<BrowserContext> {
  const context = await suite.browser.newContext(mobileContext({ colorScheme: 'light' }));
  suite.context = context;
  context.setDefaultTimeout(10_000);
  await registerInContext(context, suite.server.url);
  return context;
}

async function call(context: BrowserContext, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown): Promise<unknown> {
  const response = await context.request.fetch(suite.server.url + path, { method, headers: { origin: suite.server.url }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

const metric = (context: BrowserContext) => call(context, 'PUT', '/api/users/me/preferences', { units: 'metric' });

/** An owner of an 18,000-gallon pool who prefers metric, on `path`. */
async function metricPoolOwner(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedUp();
  await onboardPoolInContext(context, suite.server.url);
  await metric(context);
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return { context, page };
}
const poolsOf = async (context: BrowserContext) => (await call(context, 'GET', '/api/pools')) as Pool[];
const shoot = (page: Page, name: string, fullPage = false) => shootLightAndDark(page, SHOTS, name, fullPage);

describe('metric units', () => {
  it('onboards a pool in litres: checked in litres, stored as its gallons, shown back as typed', async () => {
    const context = await signedUp();
    await metric(context);
    const page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await page.getByRole('button', { name: 'Start Pool Setup' }).click();
    const wizard = page.getByRole('dialog', { name: 'Basic Pool Info' });
    const volume = wizard.getByLabel('Volume (litres)');
    expect(await volume.inputValue()).toBe('75708');
    await wizard.getByText('Most home pools hold 57,000-95,000 litres.').waitFor();
    await wizard.getByLabel('Pool Name').fill('Garden Pool');
    await volume.fill('3000');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Volume must be at least 3,785 litres').waitFor();
    await closeToast(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'onboarding-litres');

    await volume.fill('50000');
    for (let step = 1; step <= 6; step += 1) await page.getByRole('button', { name: 'Next' }).click();
    const review = page.getByRole('dialog', { name: 'Review & Complete' });
    await review.getByText('50,000 litres').waitFor();
    await shoot(page, 'onboarding-review');
    await review.getByRole('button', { name: 'Complete Setup' }).click();
    // The review itself says '50,000 litres': wait for the wizard to close, then for home's card.
    await review.waitFor({ state: 'detached' });
    await page.getByText('50,000 litres').waitFor();
    // 50,000 L / 3.785411784 L per gallon, to 1/100 gallon: the gallons that show back as 50,000 litres.
    expect((await poolsOf(context))[0]).toMatchObject({ name: 'Garden Pool', volumeGallons: 13208.6 });
  }, 90_000);

  it('edits the volume in litres on /pool-settings and saves the gallons', async () => {
    const { context, page } = await metricPoolOwner('/pool-settings');
    const volume = page.getByLabel('Volume (litres)');
    // 18,000 gallons.
    expect(await volume.inputValue()).toBe('68137');
    await volume.fill('60000');
    await underHeader(page.getByRole('group', { name: 'Basic Pool Info' }));
    await shoot(page, 'pool-settings-litres');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Pool Updated!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('60,000 litres').waitFor();
    // 15,850 gallons would show as 59,999 litres: 1/100 gallon keeps the 60,000 typed.
    expect((await poolsOf(context))[0]?.volumeGallons).toBe(15850.32);
    await page.goto(suite.server.url + '/pool-settings');
    expect(await page.getByLabel('Volume (litres)').inputValue()).toBe('60000');
  }, 60_000);

  it('turns the weather to °C when units change, and shows /history in °C, mL and g', async () => {
    const context = await signedUp();
    const poolId = await onboardPoolInContext(context, suite.server.url);
    await call(context, 'PATCH', `/api/pools/${poolId}`, { latitude: 33.45, longitude: -112.07 });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await call(context, 'POST', `/api/pools/${poolId}/readings`, { testMethod: 'manual', timestamp: day(2), ph: 7.4, freeChlorinePpm: 3, totalAlkalinityPpm: 100, temperatureF: 80 });
    await call(context, 'POST', `/api/pools/${poolId}/readings`, {
      testMethod: 'manual', timestamp: day(0), ph: 8.0, freeChlorinePpm: 1, totalAlkalinityPpm: 100, cyaPpm: 40, temperatureF: 86,
    });
    const plan = (await call(context, 'GET', `/api/pools/${poolId}/treatment-plan`)) as { steps: { id: string; completed: boolean }[] };
    await call(context, 'POST', `/api/pools/${poolId}/treatment-plan/complete-step`, { stepId: plan.steps.find((step) => !step.completed)!.id });

    const page = await context.newPage();
    await page.goto(suite.server.url + '/');
    const weather = page.getByRole('region', { name: 'Current conditions' });
    await page.getByRole('button', { name: 'Weather & Forecast' }).click();
    await weather.getByText('°F', { exact: true }).waitFor();
    await page.goto(suite.server.url + '/settings');
    await page.getByText('Metric', { exact: true }).click();
    await toastText(page, 'Preferences Saved').waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('button', { name: 'Weather & Forecast' }).click();
    // The forecast read in °F is fetched again in °C: STORMY_FORECAST's 86.4 °F now, its alerts in km/h and mL.
    await weather.getByText('°C', { exact: true }).waitFor();
    expect((await weather.locator('p').first().textContent())?.trim()).toBe('30°C');
    await page.getByText(/^Strong wind today \(gusts \d+ km\/h\)$/).waitFor();
    await page.getByText(/This evening add [\d.,]+ (mL|L) of liquid chlorine/).waitFor();
    expect(await page.getByRole('region', { name: 'Current conditions' }).locator('..').textContent()).not.toMatch(/°F|mph|fl oz|gallons/);
    await underHeader(page.getByRole('button', { name: 'Weather & Forecast' }));
    await closeToast(page);
    await shoot(page, 'weather-celsius');
    await underHeader(page.getByRole('heading', { name: 'Pool alerts' }).locator('..').locator('li').last());
    await shoot(page, 'weather-forecast-celsius');

    await page.goto(suite.server.url + '/history');
    const readings = page.getByTestId('history-reading');
    await readings.filter({ hasText: '30.0°C' }).waitFor();
    await readings.filter({ hasText: '26.7°C' }).waitFor();
    expect((await readings.allTextContents()).join(' ')).not.toContain('°F');
    await page.getByTestId('chart-temperature').getByText('Water Temperature (°C)').waitFor();
    await page.getByTestId('chart-temperature').getByText('ideal 25.6-27.8').waitFor();
    await page.getByText('The CSV keeps the stored US units: °F, fl oz, oz, lb and gallons.').waitFor();
    await page.getByTestId('history-addition').getByText(/^[\d.,]+ (mL|L|g|kg) of .* · from the treatment plan$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'history-celsius', true);

    const csv = await context.request.get(`${suite.server.url}/api/pools/${poolId}/history.csv`);
    const [header, ...rows] = (await csv.text()).trimEnd().split('\r\n');
    expect(header).toContain('temperature_f');
    expect(rows.some((row) => row.includes(',86,'))).toBe(true);
  }, 90_000);

  it("keeps the manual entry's last field above its sticky Save bar", async () => {
    const { page } = await metricPoolOwner('/test');
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Manual Test Entry' });
    await dialog.getByLabel('pH').fill('7.5');
    const bar = dialog.getByRole('button', { name: 'Save Test Results' }).locator('..');
    for (const field of [dialog.getByLabel('Water Temperature (°C)'), dialog.getByLabel('Notes')]) {
      await field.focus();
      await field.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
      const [fieldBox, barBox] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
      // With room for the edge of the field's card (16 px) between them.
      expect(fieldBox!.y + fieldBox!.height + 16).toBeLessThanOrEqual(barBox!.y);
    }
    await dialog.getByLabel('Water Temperature (°C)').fill('27');
    await dialog.getByLabel('Notes').focus();
    await shoot(page, 'manual-entry-last-field');
  }, 60_000);
});
