// Browser tests of the water testing screens against the real server on a fresh database, at 390×844:
// manual entry (every spec §5 message, Save disabled), save → home gauges and plan, Back closing the
// dialogs, edit, delete with the plan-cancel warning, photo upload of a JPEG, a PNG and a HEIC through
// the local strip reader, a fake camera through capture and Analyze, and /history's charts and CSV.
// Screenshots: test-results/.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { CHROMIUM_PATH, mobileContext, screenshotPath } from './support/browser.ts';
import { openLiveCamera, waitForLiveFrame, writeFakeCameraVideo } from './support/fake-camera.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

const SAMPLES = join(import.meta.dirname, '../infra/images/testing/fixtures/strip-samples');
const ANALYSIS_MS = 45_000;

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const video = await writeFakeCameraVideo(join(SAMPLES, 'sample-001.jpg'));
  const launch = chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  [browser, server] = await Promise.all([launch, startRealServer()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function signedIn(withPool: boolean, path = '/test'): Promise<Page> {
  context = await browser.newContext(mobileContext({ permissions: ['camera'] }));
  context.setDefaultTimeout(10_000);
  await registerInContext(context, server.url);
  if (withPool) await onboardPoolInContext(context, server.url);
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

const toastText = (page: Page, text: string, timeout = 10_000) =>
  page.locator('.toast-root').getByText(text, { exact: true }).waitFor({ timeout });
const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`testing-${name}`) });

async function postReading(page: Page, reading: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const pools = (await (await fetch('/api/pools')).json()) as { id: string }[];
    const response = await fetch(`/api/pools/${pools[0]?.id}/readings`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ testMethod: 'manual', timestamp: new Date().toISOString(), ...body }),
    });
    return response.status;
  }, reading);
  expect(status).toBe(201);
}

describe('water testing against the real server', () => {
  it('shows each manual-entry message and keeps Save disabled while invalid', async () => {
    const page = await signedIn(true);
    await page.getByRole('heading', { name: 'Testing Tips' }).waitFor();
    await shot(page, 'screen');
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Manual Test Entry' }).waitFor();
    const save = dialog.getByRole('button', { name: 'Save Test Results' });
    expect(await save.isDisabled()).toBe(true);
    await shot(page, 'manual-empty');
    const cases: [string, string, string][] = [
      ['pH', '14.5', 'pH must be 14 or lower'], ['pH', '-1', 'pH must be 0 or higher'],
      ['Free Chlorine (ppm)', '60', 'Free chlorine seems too high'], ['Free Chlorine (ppm)', '-1', 'Free chlorine must be 0 or higher'],
      ['Total Chlorine (ppm)', '51', 'Total chlorine seems too high'], ['Total Chlorine (ppm)', '-2', 'Total chlorine must be 0 or higher'],
      ['Total Alkalinity (ppm)', '1001', 'Alkalinity seems too high'], ['Total Alkalinity (ppm)', '-5', 'Alkalinity must be 0 or higher'],
      ['Cyanuric Acid (ppm)', '301', 'CYA seems too high'], ['Cyanuric Acid (ppm)', '-5', 'CYA must be 0 or higher'],
      ['Calcium Hardness (ppm)', '2001', 'Calcium hardness seems too high'], ['Calcium Hardness (ppm)', '-5', 'Calcium hardness must be 0 or higher'],
      ['Water Temperature (°F)', '121', 'Temperature must be at most 120°F'], ['Water Temperature (°F)', '31', 'Temperature must be at least 32°F'],
    ];
    const errors = dialog.getByRole('alert', { name: 'Form errors' });
    for (const [label, value, message] of cases) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await errors.getByText(message, { exact: true }).waitFor();
      expect(await save.isDisabled()).toBe(true);
    }
    await shot(page, 'manual-errors');
    for (const [label] of cases) await dialog.getByLabel(label, { exact: true }).fill('');
    await errors.getByText('Please enter at least pH or chlorine levels', { exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);
  });

  it('saves a valid entry and home shows the new gauges and plan', async () => {
    const page = await signedIn(true);
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('pH', { exact: true }).fill('7.9');
    await dialog.getByLabel('Free Chlorine (ppm)').fill('0.6');
    await dialog.getByLabel('Total Alkalinity (ppm)').fill('70');
    await dialog.getByLabel('Cyanuric Acid (ppm)').fill('40');
    await dialog.getByLabel('Calcium Hardness (ppm)').fill('250');
    await dialog.getByLabel('Water Temperature (°F)').fill('80');
    await dialog.getByLabel('Notes').fill('After the storm');
    await shot(page, 'manual-valid');
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
    await toastText(page, 'Test Saved');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('reading-ph').waitFor();
    expect(await page.getByTestId('reading-ph').textContent()).toContain('7.9');
    await page.getByRole('heading', { name: 'Treatment Plan' }).waitFor();
  });

  it('opens Manual Entry on pH; Back closes a dialog on /test, and leaves no extra step after Close or a save', async () => {
    const page = await signedIn(true, '/');
    const path = () => new URL(page.url()).pathname;
    const dialogEntryGone = () => page.waitForFunction(() => !(history.state as { clearwaterDialog?: string } | null)?.clearwaterDialog);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test' }).click();
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Manual Test Entry' }).waitFor();
    expect(await dialog.getByLabel('pH', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(path()).toBe('/test');

    await page.getByRole('button', { name: /Upload Photo/ }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dialogEntryGone();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/test');

    await page.getByRole('button', { name: /Manual Entry/ }).click();
    await dialog.getByLabel('pH', { exact: true }).fill('7.4');
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByRole('heading', { name: 'Choose a Test Method' }).waitFor();
    expect(path()).toBe('/test');
    await dialogEntryGone();
    expect(await dialog.count()).toBe(0);
  });

  it('edits a recent test, then deletes it after the plan-cancel warning', async () => {
    const page = await signedIn(true, '/');
    await postReading(page, { ph: 7.9, freeChlorinePpm: 0.6, totalAlkalinityPpm: 70 });
    await page.goto(server.url + '/test');
    const recent = page.getByTestId('recent-test');
    await recent.first().waitFor();
    await recent.first().getByRole('button', { name: /^Edit test/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Test Reading' }).waitFor();
    expect(await dialog.getByLabel('pH', { exact: true }).inputValue()).toBe('7.9');
    await dialog.getByLabel('pH', { exact: true }).fill('7.5');
    await shot(page, 'manual-edit');
    await dialog.getByRole('button', { name: 'Save Test Results' }).click();
    await toastText(page, 'Test Updated!');
    await recent.first().getByText(/pH 7\.5/).waitFor();

    await recent.first().getByRole('button', { name: /^Delete test/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('This test backs your active treatment plan. Deleting it will cancel that plan.').waitFor();
    await shot(page, 'delete-warning');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Test Deleted');
    await page.getByText('No tests yet.').waitFor();
    const plan = await page.evaluate(async () => {
      const pools = (await (await fetch('/api/pools')).json()) as { id: string }[];
      return (await fetch(`/api/pools/${pools[0]?.id}/treatment-plan`)).json();
    });
    expect(plan).toMatchObject({ status: 'canceled', cancelReason: 'reading_deleted' });
  });

  it("uploads a JPEG (creating the default pool), a PNG and a HEIC to 'Test Analysis Complete!'", { timeout: 180_000 }, async () => {
    const page = await signedIn(false);
    const png = await sharp(join(SAMPLES, 'sample-001.jpg')).png().toBuffer();
    const files = [
      { name: 'sample-001.jpg', mimeType: 'image/jpeg', buffer: await readFile(join(SAMPLES, 'sample-001.jpg')) },
      { name: 'sample-001.png', mimeType: 'image/png', buffer: png },
      { name: 'sample-005.heic', mimeType: 'image/heic', buffer: await readFile(join(SAMPLES, 'sample-005.heic')) },
    ];
    for (const [index, file] of files.entries()) {
      if (index > 0) await page.goto(server.url + '/test');
      await page.getByRole('button', { name: /Upload Photo/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Choose Photo' }).waitFor();
      if (index === 0) await shot(page, 'upload-select');
      await dialog.getByLabel('Test strip photo').setInputFiles(file);
      await dialog.getByText(file.name).waitFor();
      if (file.name.endsWith('.heic')) await dialog.getByText(/will be converted during analysis/).waitFor();
      else await dialog.getByRole('img', { name: 'Selected test strip' }).waitFor();
      await shot(page, `upload-selected-${index}`);
      await dialog.getByRole('button', { name: 'Analyze' }).click();
      await dialog.getByText('Analyzing Test Strip').waitFor();
      if (index === 0) await shot(page, 'upload-analyzing');
      await toastText(page, 'Test Analysis Complete!', ANALYSIS_MS);
      await page.waitForURL((url) => url.pathname === '/');
    }
    const pools = await page.evaluate(async () => (await fetch('/api/pools')).json());
    expect(pools).toMatchObject([{ name: 'My Pool', volumeGallons: 20000 }]);
    const recent = await page.evaluate(async (id) => (await fetch(`/api/pools/${id}/readings/recent`)).json(), (pools as { id: string }[])[0]?.id);
    expect((recent as { testMethod: string }[]).map((r) => r.testMethod)).toEqual(['upload', 'upload', 'upload']);
  });

  it("rejects a non-image file with 'Invalid File'", async () => {
    const page = await signedIn(true);
    await page.getByRole('button', { name: /Upload Photo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Test strip photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await toastText(page, 'Invalid File');
    await dialog.getByRole('button', { name: 'Choose Photo' }).waitFor();
  });

  it('goes through a fake camera: preview, capture, Retake and Analyze', { timeout: 120_000 }, async () => {
    const page = await signedIn(true);
    const dialog = await openLiveCamera(page);
    await dialog.getByTestId('strip-guide').waitFor();
    await shot(page, 'camera-live');
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.getByRole('img', { name: 'Captured test strip' }).waitFor();
    await dialog.getByRole('button', { name: 'Retake' }).click();
    await waitForLiveFrame(page);
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await shot(page, 'camera-captured');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/analyze-test-strip'));
    await dialog.getByRole('button', { name: 'Analyze' }).click();
    const body = (await request).postDataJSON() as { method: string; mimeType: string; image: string };
    expect(body).toMatchObject({ method: 'camera', mimeType: 'image/jpeg' });
    expect(body.image.startsWith('data:image/jpeg;base64,')).toBe(true);
    await toastText(page, 'Test Analysis Complete!', ANALYSIS_MS);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('renders the history charts and downloads the CSV with every reading', async () => {
    const page = await signedIn(true, '/');
    const readings = [
      { ph: 7.1, freeChlorinePpm: 0.8, totalAlkalinityPpm: 70, timestamp: new Date(Date.now() - 3 * 86_400_000).toISOString() },
      { ph: 7.4, freeChlorinePpm: 2.0, totalAlkalinityPpm: 95, timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      { ph: 7.8, freeChlorinePpm: 3.5, totalAlkalinityPpm: 110, cyaPpm: 40, timestamp: new Date(Date.now() - 86_400_000).toISOString() },
    ];
    for (const reading of readings) await postReading(page, reading);
    await page.getByRole('link', { name: 'View chemistry history' }).click();
    await page.waitForURL((url) => url.pathname === '/history');
    await page.getByTestId('chart-ph').locator('canvas').waitFor();
    await page.getByTestId('chart-chlorine').locator('canvas').waitFor();
    expect(await page.getByTestId('history-reading').count()).toBe(3);
    await page.screenshot({ path: screenshotPath('testing-history'), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const path = await (await download).path();
    const csv = await readFile(path, 'utf8');
    const lines = csv.trim().split(/\r?\n/).filter((line) => line.startsWith('reading,'));
    expect(lines).toHaveLength(3);
    for (const reading of readings) expect(csv).toContain(reading.timestamp.slice(0, 16));
  });
});
