// Browser tests of issue #17's equipment screens against the real server on a fresh database, at
// 390×844 in Chromium, driven as an owner would: the equipment named in onboarding is on /equipment
// (reached by the home summary card); on /equipment an owner adds (spec §5's messages first, then the
// server's refusal of a warranty before the install date under its field), edits, marks an issue and
// fixes it, records a service and deletes, with spec §8's toasts and the four tiles following; home's
// Equipment Status section lists the first three, scrolls to the bottom and opens the add form.
// Screenshots (light and dark) into $SHOTS_DIR/equipment/ (default test-results/equipment/).
import { addDays, format } from 'date-fns';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobileContext, SCREENSHOT_DIR } from './support/browser.ts';
import { browserSuite } from './support/browser-suite.ts';
import { registerInContext } from './support/real-server.ts';
import { closeToast, seriousAxeViolations, setScheme, toastText } from './support/screens.ts';

const SHOTS = join(process.env.SHOTS_DIR ?? SCREENSHOT_DIR, 'equipment');
const suite = browserSuite({}, () => mkdirSync(SHOTS, { recursive: true }));

/** A signed-up owner on a blank page. */
async function owner(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await suite.browser.newContext(mobileContext({ colorScheme: 'light' }));
  suite.context = context;
  context.setDefaultTimeout(10_000);
  await registerInContext(context, suite.server.url);
  return { page: await context.newPage(), context };
}

/** A day counted from today on this machine (the browser's zone, which the pool without a location uses). */
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const shownDay = (offset: number) => format(addDays(new Date(), offset), 'MMM d, yyyy');

const item = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`);
const dialog = (page: Page) => page.getByRole('dialog');

/** The page as it is, light then dark; `fullPage` for the whole list. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.mouse.move(2, 420);
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`), fullPage });
  }
  await setScheme(page, 'light');
}

/** The error shown under a form field (its aria-describedby), or null. */
async function fieldError(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id ? field.page().locator(`[id="${id}"]`).textContent() : null;
}

async function tiles(page: Page): Promise<string[]> {
  return Promise.all(['good', 'issues', 'warrantyAlerts', 'maintenanceDue'].map((key) => tile(page, key).locator('span').first().textContent() as Promise<string>));
}

async function onboardThroughWizard(page: Page): Promise<void> {
  await page.goto(suite.server.url + '/');
  await page.getByRole('button', { name: 'Start Pool Setup' }).click();
  const wizard = dialog(page);
  await wizard.getByLabel('Pool Name').fill('Equipment Pool');
  await wizard.getByLabel('Volume (gallons)').fill('18000');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Sanitization System' }).waitFor();
  await wizard.getByLabel('Sanitation Type').selectOption('salt');
  await wizard.getByLabel('Salt chlorinator').check();
  await wizard.getByLabel('Salt Chlorinator Brand').selectOption('hayward');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Filtration & Pump' }).waitFor();
  await wizard.getByLabel('Filter Type').selectOption('cartridge');
  await wizard.getByLabel('Pump Type').selectOption('variable_speed');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Pool Features' }).waitFor();
  await wizard.getByLabel('Heater', { exact: true }).check();
  await wizard.getByLabel('Heater Type').selectOption('gas');
  await wizard.getByLabel('Automatic cleaner').check();
  await wizard.getByLabel('Cleaner Type').selectOption('robotic');
  await wizard.getByLabel('Pool cover').check();
  await wizard.getByLabel('Cover Type').selectOption('safety');
  for (const next of ['Usage & Environment', 'Equipment Details']) {
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: next }).waitFor();
  }
  await wizard.getByLabel('Filter Brand').selectOption('pentair');
  await wizard.getByLabel('Pump Brand').selectOption('hayward');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Review & Complete' }).waitFor();
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await wizard.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Equipment Pool' }).waitFor();
}

describe('equipment at 390×844', () => {
  it('lists the equipment named in onboarding on /equipment, reached from the home summary card', async () => {
    const { page } = await owner();
    await onboardThroughWizard(page);
    const summary = page.getByTestId('equipment-summary');
    await summary.getByText('All Good').waitFor();
    expect(await summary.textContent()).toContain('6 items');
    await shoot(page, 'home-summary-card');

    await summary.click();
    await page.waitForURL(/\/equipment$/);
    await page.getByRole('heading', { name: 'Equipment (6)' }).waitFor();
    const names = await page.getByTestId('equipment-item').locator('h3').allTextContents();
    expect(names.sort()).toEqual(['Cartridge filter', 'Gas heater', 'Robotic cleaner', 'Safety cover', 'Salt chlorinator', 'Variable speed pump']);
    expect(await item(page, 'Cartridge filter').textContent()).toContain('Filter · Pentair');
    expect(await item(page, 'Cartridge filter').textContent()).toContain('Service every 90 days');
    expect(await item(page, 'Variable speed pump').textContent()).toContain('Pump · Hayward');
    expect(await item(page, 'Salt chlorinator').textContent()).toContain('Chlorinator · Hayward');
    expect(await tiles(page)).toEqual(['6', '0', '0', '0']);
  });

  it('adds, edits, marks an issue and fixes it, records a service and deletes, with the toasts and tiles following', async () => {
    const { page, context: ctx } = await owner();
    // A pool that was never onboarded has no equipment: the empty state.
    const created = await ctx.request.post(`${suite.server.url}/api/pools`, { data: { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' } });
    expect(created.status()).toBe(201);
    const poolId = ((await created.json()) as { id: string }).id;
    await page.goto(suite.server.url + '/equipment');
    await page.getByRole('heading', { name: 'No equipment yet' }).waitFor();
    expect(await tiles(page)).toEqual(['0', '0', '0', '0']);
    await shoot(page, 'empty');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Spec §5: name and category required, nothing sent.
    await page.getByRole('button', { name: 'Add Equipment' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Add Equipment' }).waitFor();
    expect(await form.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(true);
    await shoot(page, 'form');
    await form.getByRole('button', { name: 'Add Equipment' }).click();
    expect(await fieldError(form.getByLabel('Name'))).toBe('Equipment name is required');
    expect(await fieldError(form.getByLabel('Category'))).toBe('Category is required');
    await shoot(page, 'form-required');

    // The server refuses a warranty that ends before the install date: its message under the field.
    await form.getByLabel('Name').fill('Main pump');
    await form.getByLabel('Category').selectOption('pump');
    await form.getByLabel('Brand').fill('Pentair');
    await form.getByLabel('Model').fill('IntelliFlo VSF');
    await form.getByLabel('Serial Number').fill('PF-2231');
    await form.getByLabel('Install Date').fill(day(-400));
    await form.getByLabel('Warranty Expiration').fill(day(-500));
    await form.getByRole('button', { name: 'Add Equipment' }).click();
    const warrantyMessage = 'Warranty expiration cannot be before the install date';
    await toastText(page, warrantyMessage).waitFor();
    expect(await fieldError(form.getByLabel('Warranty Expiration'))).toBe(warrantyMessage);
    expect(await form.getByLabel('Warranty Expiration').evaluate((element) => element === document.activeElement)).toBe(true);
    await closeToast(page);
    await shoot(page, 'form-server-error');

    await form.getByLabel('Warranty Expiration').fill(day(20));
    expect(await fieldError(form.getByLabel('Warranty Expiration'))).toBeNull();
    await form.getByLabel('Maintenance Interval (days)').fill('0');
    await form.getByRole('button', { name: 'Add Equipment' }).click();
    expect(await fieldError(form.getByLabel('Maintenance Interval (days)'))).toBe('Maintenance interval must be a number of at least 1 day');
    await form.getByLabel('Maintenance Interval (days)').fill('30');
    await form.getByLabel('Last Maintenance Date').fill(day(-40));
    await form.getByLabel('Notes').fill('Runs quietly at 2,400 RPM');
    await form.getByRole('button', { name: 'Add Equipment' }).click();
    await toastText(page, 'Equipment Added').waitFor();
    await form.waitFor({ state: 'detached' });
    const pump = item(page, 'Main pump');
    expect(await pump.textContent()).toContain('Pump · Pentair · IntelliFlo VSF');
    await pump.getByText('Warranty expires in 20 days').waitFor();
    await pump.getByText('Service overdue by 10 days').waitFor();
    expect(await tiles(page)).toEqual(['1', '0', '1', '1']);

    // Edit: prefilled, then saved.
    await page.getByRole('button', { name: 'Edit Main pump' }).click();
    await form.getByRole('heading', { name: 'Edit Equipment' }).waitFor();
    expect(await form.getByLabel('Install Date').inputValue()).toBe(day(-400));
    await form.getByLabel('Name').fill('Main pool pump');
    await form.getByLabel('Condition').selectOption('poor');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Equipment Updated').waitFor();
    const edited = item(page, 'Main pool pump');
    await edited.getByText('Condition: Poor condition').waitFor();

    // Mark Issue / Mark Fixed.
    await edited.getByRole('button', { name: 'Mark Issue' }).click();
    await toastText(page, 'Main pool pump is marked as having an issue.').waitFor();
    await edited.getByText('Status: Issue').waitFor();
    expect(await tiles(page)).toEqual(['0', '1', '1', '1']);
    await edited.getByRole('button', { name: 'Mark Fixed' }).click();
    await toastText(page, 'Main pool pump is marked as fixed.').waitFor();
    await edited.getByRole('button', { name: 'Mark Issue' }).waitFor();
    expect(await tiles(page)).toEqual(['1', '0', '1', '1']);

    // Serviced today: the next service is a full interval away, and the button reads as done.
    await edited.getByRole('button', { name: 'Serviced today' }).click();
    await toastText(page, 'Main pool pump was serviced today.').waitFor();
    await edited.getByText(`Next service ${shownDay(30)}`).waitFor();
    expect(await edited.getByRole('button', { name: 'Serviced today' }).isDisabled()).toBe(true);
    expect(await tiles(page)).toEqual(['1', '0', '1', '0']);

    // More equipment, for the list as an owner with several items sees it.
    const add = (data: Record<string, unknown>) => ctx.request.post(`${suite.server.url}/api/pools/${poolId}/equipment`, { data });
    expect((await add({ name: 'Gas heater', category: 'heater', brand: 'Jandy', model: 'JXi 400', installDate: day(-1200), warrantyExpiration: day(-100), condition: 'fair' })).status()).toBe(201);
    expect((await add({ name: 'Sand filter', category: 'filter', brand: 'Hayward', maintenanceIntervalDays: 30, lastMaintenanceDate: day(-26), status: 'warning' })).status()).toBe(201);
    expect((await add({ name: 'Robotic cleaner', category: 'cleaner', brand: 'Dolphin', model: 'Nautilus CC Plus', warrantyExpiration: day(400) })).status()).toBe(201);
    await page.reload();
    await page.getByRole('heading', { name: 'Equipment (4)' }).waitFor();
    await item(page, 'Gas heater').getByText(`Warranty expired ${shownDay(-100)}`).waitFor();
    await item(page, 'Sand filter').getByText('Service due in 4 days').waitFor();
    expect(await tiles(page)).toEqual(['3', '1', '2', '1']);
    await shoot(page, 'list');
    await shoot(page, 'list-full', true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Home section 5: the first three, 'View all 4 items', scrolled to the bottom when opened.
    await page.goto(suite.server.url + '/');
    const section = page.getByRole('button', { name: 'Equipment Status' });
    await section.click();
    const homeItems = page.getByTestId('home-equipment-item');
    await homeItems.first().waitFor();
    expect(await homeItems.locator('p.font-semibold').allTextContents()).toEqual(['Main pool pump', 'Gas heater', 'Sand filter']);
    const viewAll = page.getByRole('link', { name: 'View all 4 items' });
    await viewAll.waitFor();
    await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 4);
    await shoot(page, 'home-section');
    await viewAll.click();
    await page.waitForURL(/\/equipment$/);
    await page.getByRole('heading', { name: 'Equipment (4)' }).waitFor();

    await page.goto(suite.server.url + '/');
    await section.click();
    await page.getByRole('link', { name: 'Add Equipment' }).click();
    await page.waitForURL(/\/equipment$/);
    await form.getByRole('heading', { name: 'Add Equipment' }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete Main pool pump' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Equipment?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Equipment Deleted').waitFor();
    await page.getByRole('heading', { name: 'Equipment (3)' }).waitFor();
    expect(await item(page, 'Main pool pump').count()).toBe(0);
  });

  it("says 'No pool profile found. Please set up your pool first.' to an owner without a pool", async () => {
    const { page } = await owner();
    await page.goto(suite.server.url + '/equipment');
    await page.getByText('No pool profile found. Please set up your pool first.').waitFor();
    await shoot(page, 'no-pool');
  });
});
