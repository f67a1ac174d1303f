// Browser tests of /settings (issue 19) at 390×844 on the real server: the Push Notifications switch
// subscribes this browser with the server and unsubscribes it, and shows what the browser really has
// after a reload; quiet hours are saved; metric units show litres and °C on home and take °C in the
// manual entry (stored as °F); the Test Method Preference reorders /test. The browser's push service
// is the stand-in on 127.0.0.1 (headless Chromium cannot reach FCM): PushManager answers its endpoint
// and keys, kept in localStorage so a reload finds the subscription as a browser would.
// Screenshots (light and dark) into $SHOTS_DIR/settings/ (default test-results/settings/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { UserPreferences } from '../contracts/users.contract.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from '../infra/notifications/testing/push-service-stand-in.ts';
import { mobileContext, SCREENSHOT_DIR } from './support/browser.ts';
import { browserSuite } from './support/browser-suite.ts';
import { onboardPoolInContext, registerInContext } from './support/real-server.ts';
import { closeToast, seriousAxeViolations, shootLightAndDark, toastText, underHeader } from './support/screens.ts';

const SHOTS = join(process.env.SHOTS_DIR ?? SCREENSHOT_DIR, 'settings');
const env: Record<string, string> = { VAPID_SUBJECT: 'mailto:ops@clearwater.example' };
let service: PushServiceStandIn;
// Before the suite's server starts: it accepts pushes only to the stand-in's origin.
beforeAll(async () => {
  service = await startPushServiceStandIn();
  env.PUSH_ENDPOINT_ALLOWLIST = service.origin;
});
afterAll(async () => {
  await service?.close();
});
const suite = browserSuite(env, () => mkdirSync(SHOTS, { recursive: true }));

async function owner(path: string): Promise<{ page: Page; context: BrowserContext; poolId: string }> {
  const context = await suite.browser.newContext(mobileContext({ colorScheme: 'light' }));
  suite.context = context;
  context.setDefaultTimeout(10_000);
  await registerInContext(context, suite.server.url);
  const poolId = await onboardPoolInContext(context, suite.server.url);
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return { page, context, poolId };
}

const api = async <T>(context: BrowserContext, path: string): Promise<T> => (await (await context.request.get(suite.server.url + path)).json()) as T;
const shoot = (page: Page, name: string, fullPage = false) => shootLightAndDark(page, SHOTS, name, fullPage);

/** Saves, then waits for 'Preferences Saved' and closes it, so the next toast is the next save's. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  await change();
  await toastText(page, 'Preferences Saved').waitFor();
  await closeToast(page);
}

/** A push subscription on the stand-in, as PushManager would hold it: kept across reloads until unsubscribed. */
async function fakePushManager(context: BrowserContext, subscription: ReturnType<PushServiceStandIn['subscription']>): Promise<void> {
  await context.addInitScript((json) => {
    const KEY = 'test_push_subscription';
    const fake = () => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? fake() : null);
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, 'yes');
      return fake();
    };
  }, subscription);
}

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Push Notifications' });
const testOptions = (page: Page) => page.getByRole('region', { name: 'Choose a Test Method' }).getByRole('button').locator('.font-semibold');

describe('/settings', () => {
  it('turns push notifications on and off for this browser, and shows what the browser has after a reload', async () => {
    const { page, context } = await owner('/settings');
    await fakePushManager(context, service.subscription());
    await page.reload();
    await page.getByRole('region', { name: 'Profile' }).getByText('Pat Swimmer').waitFor();
    await page.getByText('Get reminders on this device').waitFor();
    expect(await pushSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'settings', true);

    // The owner allows the browser's own prompt that the tap opens.
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    await pushSwitch(page).click();
    await toastText(page, 'Notifications Enabled').waitFor({ timeout: 15_000 });
    await expect.poll(() => pushSwitch(page).getAttribute('aria-checked')).toBe('true');
    expect(await api<{ subscriptions: number }>(context, '/api/notifications/stats')).toMatchObject({ subscriptions: 1 });
    const pushed = await context.request.post(`${suite.server.url}/api/notifications/test`, { data: { title: 'From settings' }, headers: { origin: suite.server.url } });
    expect(await pushed.json()).toMatchObject({ delivered: 1 });

    await page.reload();
    await page.getByText('Reminders arrive on this device').waitFor();
    expect(await pushSwitch(page).getAttribute('aria-checked')).toBe('true');
    await closeToast(page);
    await shoot(page, 'settings-push-on');

    await pushSwitch(page).click();
    await toastText(page, 'Notifications Disabled').waitFor();
    await expect.poll(() => pushSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(await api<{ subscriptions: number }>(context, '/api/notifications/stats')).toMatchObject({ subscriptions: 0 });
    await page.reload();
    await page.getByText('Get reminders on this device').waitFor();
    expect(await pushSwitch(page).getAttribute('aria-checked')).toBe('false');
  }, 90_000);

  it('saves quiet hours and the e-mail switches, shows them again on return, and answers Help & Support', async () => {
    const { page, context } = await owner('/settings');
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    expect([await from.inputValue(), await to.inputValue()]).toEqual(['21:00', '08:00']);
    await saved(page, async () => {
      await from.fill('22:30');
      await to.focus();
    });
    await saved(page, async () => {
      await to.fill('06:45');
      await page.getByRole('switch', { name: 'Product Deals' }).focus();
    });
    await saved(page, () => page.getByRole('switch', { name: 'Product Deals' }).click());
    expect(await api<UserPreferences>(context, '/api/users/me/preferences')).toMatchObject({ quietHours: { start: '22:30', end: '06:45' }, productDeals: false, emailAlerts: true });

    await page.reload();
    expect([await page.getByLabel('From', { exact: true }).inputValue(), await page.getByLabel('To', { exact: true }).inputValue()]).toEqual(['22:30', '06:45']);
    expect(await page.getByRole('switch', { name: 'Product Deals' }).getAttribute('aria-checked')).toBe('false');
    await underHeader(page.getByRole('heading', { name: 'Notifications' }));
    await shoot(page, 'settings-notifications');

    await page.getByText('Help & Support').click();
    await page.getByText("Why didn't a reminder arrive?").waitFor();
    await underHeader(page.getByRole('heading', { name: 'Support' }));
    await shoot(page, 'settings-help');
  }, 60_000);

  it('shows litres and °C on home and takes °C in the manual entry once units are metric', async () => {
    const { page, context, poolId } = await owner('/settings');
    const reading = await context.request.post(`${suite.server.url}/api/pools/${poolId}/readings`, {
      data: { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 8.0, freeChlorinePpm: 3, totalAlkalinityPpm: 100, temperatureF: 86 },
    });
    expect(reading.status(), await reading.text()).toBe(201);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByText('18,000 gallons').waitFor();
    await page.getByTestId('reading-temperature').getByText('86.0 °F').waitFor();
    await page.getByText(/Dosage: [\d.,]+ (fl oz|oz|lb) of /).first().waitFor();

    await page.goto(suite.server.url + '/settings');
    await saved(page, () => page.getByText('Metric', { exact: true }).click());
    await underHeader(page.getByRole('heading', { name: 'Preferences' }));
    await shoot(page, 'settings-preferences');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByText('68,137 litres').waitFor();
    const temperature = page.getByTestId('reading-temperature');
    await temperature.getByText('30.0 °C').waitFor();
    // The plan's step and its recommendation both give the dose in millilitres or grams.
    await page.getByRole('listitem').filter({ hasText: 'Added Chemical' }).getByText(/Dosage: [\d.,]+ (mL|L|g|kg) of /).waitFor();
    await page.getByTestId('recommendations').getByText(/Dosage: [\d.,]+ (mL|L|g|kg) of /).first().waitFor();
    await shoot(page, 'home-metric', true);

    await page.goto(suite.server.url + '/test');
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Manual Test Entry' });
    await dialog.getByLabel('pH').fill('7.5');
    await dialog.getByLabel('Water Temperature (°C)').fill('50');
    await dialog.getByRole('alert', { name: 'Form errors' }).getByText('Temperature must be at most 49°C').waitFor();
    await dialog.getByLabel('Water Temperature (°C)').fill('27');
    await dialog.getByLabel('Water Temperature (°C)').evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await shoot(page, 'manual-entry-metric');
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
    await toastText(page, 'Test Saved').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await api<{ temperatureF: number }>(context, `/api/pools/${poolId}/readings/latest`)).toMatchObject({ ph: 7.5, temperatureF: 81 });
    await temperature.getByText('27.2 °C').waitFor();
  }, 90_000);

  it('orders the /test methods as the Test Method Preference says', async () => {
    const { page, context } = await owner('/test');
    await page.getByRole('heading', { name: 'Choose a Test Method' }).waitFor();
    expect(await testOptions(page).allTextContents()).toEqual(['Live Camera', 'Upload Photo', 'Manual Entry']);
    await page.goto(suite.server.url + '/settings');
    await saved(page, () => page.getByRole('button', { name: 'Move Manual Entry up' }).click());
    await saved(page, () => page.getByRole('button', { name: 'Move Manual Entry up' }).click());
    expect(await page.getByRole('button', { name: 'Move Manual Entry up' }).isDisabled()).toBe(true);
    expect((await api<UserPreferences>(context, '/api/users/me/preferences')).testMethodOrder).toEqual(['manual', 'camera', 'upload']);
    await page.goto(suite.server.url + '/test');
    await page.getByRole('heading', { name: 'Choose a Test Method' }).waitFor();
    expect(await testOptions(page).allTextContents()).toEqual(['Manual Entry', 'Live Camera', 'Upload Photo']);
    await shoot(page, 'test-reordered');
  }, 60_000);
});
