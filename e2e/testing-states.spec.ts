// Browser tests of the remaining water-test dialog states against the real server, at 390×844, each
// with a screenshot in test-results/: manual entry 'Saving Test...' (the POST held back), upload
// 'Analysis Failed' with the strip reader's advice (a plain grey PNG → 422), the camera's analyzing
// stage, a 'Camera Error' (camera permission denied), the delete-failure toast (DELETE → 500), and
// /history's date-range filter with a chemical added through the treatment plan.
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { CHROMIUM_PATH, mobileContext, screenshotPath } from './support/browser.ts';
import { openLiveCamera, writeFakeCameraVideo } from './support/fake-camera.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

const SAMPLES = join(import.meta.dirname, '../infra/images/testing/fixtures/strip-samples');
const ANALYSIS_MS = 45_000;
const HELD_MS = 2_500;
const DAY = 86_400_000;
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

let browser: Browser;
/** A fake camera device but no auto-accepted prompt: a context without the camera permission is denied. */
let deniedBrowser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const video = await writeFakeCameraVideo(join(SAMPLES, 'sample-001.jpg'), 'fake-camera-states.y4m');
  [browser, deniedBrowser, server] = await Promise.all([
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BASE_ARGS, '--use-fake-device-for-media-stream'] }),
    startRealServer(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await deniedBrowser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function signedIn(path = '/test', { from = browser, camera = true } = {}): Promise<Page> {
  context = await from.newContext(mobileContext({ permissions: camera ? ['camera'] : [] }));
  context.setDefaultTimeout(10_000);
  await registerInContext(context, server.url);
  await onboardPoolInContext(context, server.url);
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

const toast = (page: Page, text: string) => page.locator('.toast-root').filter({ hasText: text });
/** Waits for finite animations (toast and dialog entrances) to end so the artefact shows the settled state. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'));
  await page.screenshot({ path: screenshotPath(`testing-${name}`), fullPage });
}
const hold = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue().catch(() => {});
};

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const pools = (await (await fetch('/api/pools')).json()) as { id: string }[];
      const response = await fetch(`/api/pools/${pools[0]?.id}${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

async function postReading(page: Page, reading: Record<string, unknown>): Promise<void> {
  const response = await api(page, 'POST', '/readings', { testMethod: 'manual', timestamp: new Date().toISOString(), ...reading });
  expect(response.status).toBe(201);
}

describe('water-test dialog states against the real server', () => {
  it("shows 'Saving Test...' with Save disabled while the reading is being saved", async () => {
    const page = await signedIn();
    await page.route('**/api/pools/*/readings', (route) => (route.request().method() === 'POST' ? hold(HELD_MS)(route) : route.continue()));
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('pH', { exact: true }).fill('7.4');
    await dialog.getByLabel('Free Chlorine (ppm)').fill('2');
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
    const saving = dialog.getByRole('button', { name: 'Saving Test...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    await shot(page, 'manual-saving');
    await toast(page, 'Test Saved').waitFor();
  });

  it("shows 'Analysis Failed' with the reader's advice for a photo with no strip (422)", { timeout: 120_000 }, async () => {
    const page = await signedIn();
    const grey = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } }).png().toBuffer();
    await page.getByRole('button', { name: /Upload Photo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Test strip photo').setInputFiles({ name: 'grey.png', mimeType: 'image/png', buffer: grey });
    await dialog.getByRole('img', { name: 'Selected test strip' }).waitFor();
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/analyze-test-strip'), { timeout: ANALYSIS_MS });
    await dialog.getByRole('button', { name: 'Analyze' }).click();
    expect((await reply).status()).toBe(422);
    const failed = toast(page, 'Analysis Failed');
    await failed.waitFor();
    const advice = (await failed.textContent()) ?? '';
    expect(advice.replace('Analysis Failed', '').trim().length).toBeGreaterThan(0);
    expect(advice).not.toContain('Failed to analyze test strip. Please try manual entry.');
    // Back to the selected photo, ready to try again or choose another.
    await dialog.getByRole('button', { name: 'Analyze' }).waitFor();
    await shot(page, 'upload-failed');
  });

  it('shows the camera analyzing stage while the photo is read', { timeout: 120_000 }, async () => {
    const page = await signedIn();
    await page.route('**/api/analyze-test-strip', hold(HELD_MS));
    const dialog = await openLiveCamera(page);
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.getByRole('button', { name: 'Analyze' }).click();
    await dialog.getByText('Analyzing Test Strip').waitFor();
    await dialog.getByTestId('analysis-progress').getByText(/^(40|60)% · /).waitFor();
    await shot(page, 'camera-analyzing');
    await toast(page, 'Test Analysis Complete!').waitFor({ timeout: ANALYSIS_MS });
  });

  it("shows 'Camera Error' when camera permission is denied", async () => {
    const page = await signedIn('/test', { from: deniedBrowser, camera: false });
    await page.getByRole('button', { name: /Live Camera/ }).click();
    const dialog = page.getByRole('dialog');
    // Auto-start (mobile) or Start Camera; either way the request is refused.
    await Promise.race([
      toast(page, 'Camera Error').waitFor({ timeout: 4_000 }),
      dialog.getByRole('button', { name: 'Start Camera' }).click({ timeout: 4_000 }).catch(() => {}),
    ]).catch(() => {});
    await toast(page, 'Camera Error').waitFor();
    const banner = dialog.getByRole('alert');
    expect(await banner.textContent()).toBe('Camera access was denied. Please allow camera permissions in your browser settings and try again.');
    await dialog.getByRole('button', { name: 'Start Camera' }).waitFor();
    await shot(page, 'camera-error');
  });

  it('shows the delete-failure toast and keeps the test when the server fails', async () => {
    const page = await signedIn('/');
    await postReading(page, { ph: 7.4, freeChlorinePpm: 2 });
    await page.route('**/api/pools/*/readings/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }) })
        : route.continue(),
    );
    await page.goto(server.url + '/test');
    const recent = page.getByTestId('recent-test');
    await recent.first().getByRole('button', { name: /^Delete test/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Failed to delete test reading. Please try again.').waitFor();
    await shot(page, 'delete-failed');
    expect(await recent.count()).toBe(1);
    expect((await api<unknown[]>(page, 'GET', '/readings/recent')).body).toHaveLength(1);
  });

  it('filters the history by date range and lists a chemical added through the plan', async () => {
    const page = await signedIn('/');
    const now = Date.now();
    const stamps = [3, 2, 1].map((days) => new Date(now - days * DAY).toISOString());
    for (const timestamp of stamps) await postReading(page, { ph: 7.4, freeChlorinePpm: 2, timestamp });
    await postReading(page, { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100 });
    const plan = await api<{ steps: { id: string; chemical: string; displayState?: string; completed: boolean }[] }>(page, 'GET', '/treatment-plan');
    const ready = plan.body.steps.find((step) => step.displayState === 'ready') ?? plan.body.steps.find((step) => !step.completed);
    expect(ready).toBeDefined();
    expect((await api(page, 'POST', '/treatment-plan/complete-step', { stepId: ready!.id })).status).toBe(200);

    await page.goto(server.url + '/history');
    const readings = page.getByTestId('history-reading');
    const additions = page.getByTestId('history-addition');
    await page.getByRole('heading', { name: 'Readings (4)' }).waitFor();
    await page.getByRole('heading', { name: 'Chemicals Added (1)' }).waitFor();
    expect(await additions.first().textContent()).toContain(ready!.chemical);
    expect(await additions.first().textContent()).toContain('from the treatment plan');

    // Local calendar days as the date inputs take them.
    const [threeDaysAgo, twoDaysAgo, yesterday] = await page.evaluate(
      (isos) => isos.map((iso) => new Date(iso).toLocaleDateString('en-CA')),
      stamps,
    );
    const range = page.getByRole('region', { name: 'Date range' });
    await range.getByLabel('From').fill(twoDaysAgo!);
    await page.getByRole('heading', { name: 'Readings (3)' }).waitFor();
    await page.getByRole('heading', { name: 'Chemicals Added (1)' }).waitFor();
    await shot(page, 'history-from', true);

    await range.getByLabel('To').fill(yesterday!);
    await page.getByRole('heading', { name: 'Readings (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Chemicals Added (0)' }).waitFor();
    await page.getByText('No chemicals recorded in this range.').waitFor();
    expect(await additions.count()).toBe(0);
    await shot(page, 'history-range', true);

    await range.getByLabel('From').fill(threeDaysAgo!);
    await range.getByLabel('To').fill(threeDaysAgo!);
    await page.getByRole('heading', { name: 'Readings (1)' }).waitFor();
    expect(await readings.count()).toBe(1);

    await range.getByLabel('From').fill('');
    await range.getByLabel('To').fill('');
    await page.getByRole('heading', { name: 'Readings (4)' }).waitFor();
    await page.getByRole('heading', { name: 'Chemicals Added (1)' }).waitFor();
  });
});
