// Browser tests of issue #12, 'the water loop tells one consistent, safe story', against the real server
// on a fresh database, at 390×844 in Chromium, driven through the UI as an owner would:
// 1. a test recorded before onboarding is the one home shows (with its plan, for the pool as set up) on
//    the same pool after the wizard; 2. a balanced reading at CYA 40 gets one verdict in the panel, the
//    status and the plan, and FC 2 gets the CYA-based reason; 3. a new volume recalculates the doses;
// 4. a new test keeps the safety timer of acid added earlier; 5. after Sign Out, Back shows nobody's
// data (Playwright's default browser, and one with the back/forward cache on, as an owner's browser
// has); 6. a quick owner still sees the test just saved or deleted and the plan as recalculated;
// 7. 'Safe to swim now' is never said while the plan's chlorine is not in; 8. the 'Done' step and the
// canceled plan as drawn.
// Screenshots (light and dark): test-results/water-loop-*.png.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../infra/server.ts';
import { CHROMIUM_PATH, launchChromium, mobileContext, screenshotPath } from './support/browser.ts';
import { onboardPoolInContext, registerInContext, startRealServer } from './support/real-server.ts';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;
let bfcacheBrowser: Browser | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startRealServer()]);
}, 180_000);

afterAll(async () => {
  await bfcacheBrowser?.close();
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function newPage(from: Browser = browser): Promise<{ page: Page; context: BrowserContext }> {
  context = await from.newContext(mobileContext({ colorScheme: 'light' }));
  context.setDefaultTimeout(10_000);
  return { page: await context.newPage(), context };
}

interface Owner { page: Page; context: BrowserContext; email: string; poolId: string }

/** A signed-up owner (Pat Swimmer) with an onboarded 18,000-gallon pool, on home. */
async function ownerWithPool(name = 'Backyard Pool', from: Browser = browser): Promise<Owner> {
  const { page, context: ctx } = await newPage(from);
  const email = await registerInContext(ctx, server.url);
  const poolId = await onboardPoolInContext(ctx, server.url, name);
  await page.goto(server.url + '/');
  await page.getByRole('heading', { name }).waitFor();
  return { page, context: ctx, email, poolId };
}

const LABELS = {
  ph: 'pH',
  fc: 'Free Chlorine (ppm)',
  tc: 'Total Chlorine (ppm)',
  ta: 'Total Alkalinity (ppm)',
  cya: 'Cyanuric Acid (ppm)',
  ch: 'Calcium Hardness (ppm)',
} as const;
type TestValues = Partial<Record<keyof typeof LABELS, string>>;

const toastText = (page: Page, text: string) => page.locator('.toast-root').getByText(text, { exact: true });
const planSection = (page: Page) => page.locator('#treatment-plan');
const planSummary = (page: Page) => planSection(page).locator(':scope > p').first();
const steps = (page: Page) => planSection(page).getByRole('region', { name: 'Next Steps' }).getByRole('listitem').filter({ has: page.locator('h5') });
/** A Water Chemistry gauge showing exactly this value (its aria-valuetext: '8.0', '2.0 ppm'). */
const gauge = (page: Page, name: string, value: string) => page.locator(`[role="meter"][aria-label="${name} gauge"][aria-valuetext="${value}"]`);
const testTab = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test' });

/**
 * Manual Entry → the values → 'Save Test Results' → 'Test Saved' and home. `from: 'url'` opens /test
 * as a new page load; `from: 'tab'` taps Test in the bottom navigation (the app keeps its cached data).
 */
async function recordManualTest(page: Page, values: TestValues, from: 'url' | 'tab' = 'url'): Promise<void> {
  if (from === 'url') await page.goto(server.url + '/test');
  else await testTab(page).click();
  await page.getByRole('button', { name: /Manual Entry/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Manual Test Entry' }).waitFor();
  for (const [key, value] of Object.entries(values)) await dialog.getByLabel(LABELS[key as keyof typeof LABELS], { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save Test Results' }).click();
  await toastText(page, 'Test Saved').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * An owner takes seconds over a form. The app skips refetching a screen's data within 2 s of its last
 * fetch (ui/api/water.api.ts JUST_FETCHED_MS), so a test that clicks faster than a person tests that
 * shortcut, not the scenario; the quick owner has tests of their own below.
 */
function ownerPace(page: Page): () => Promise<void> {
  let last = Date.now();
  page.on('response', (response) => {
    if (/\/(treatment-plan|readings\/latest|water-targets)$/.test(new URL(response.url()).pathname)) last = Date.now();
  });
  return async () => {
    const wait = last + 2_500 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  };
}

/** The first number of a step's 'Dosage: 12.3 fl oz of …' line, with its unit. */
async function doseOf(step: Locator): Promise<{ amount: number; unit: string; text: string }> {
  const text = (await step.getByText(/^Dosage: /).textContent()) ?? '';
  const match = /^Dosage: ([\d,.]+) (fl oz|oz|lb) /.exec(text);
  if (!match) throw new Error(`no dose in '${text}'`);
  return { amount: Number(match[1]!.replace(/,/g, '')), unit: match[2]!, text };
}

interface ApiPlan { status: string; readingId: string; summary: string; steps: { chemical: string; dosage: { description: string } }[] }
async function apiPlan(ctx: BrowserContext, poolId: string): Promise<ApiPlan> {
  return (await (await ctx.request.get(`${server.url}/api/pools/${poolId}/treatment-plan`)).json()) as ApiPlan;
}

/** Closes the open toasts (they sit over the header) so a screenshot shows the screen itself. */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.toast-root');
  for (let open = await toasts.count(); open > 0; open = await toasts.count()) {
    await toasts.first().getByRole('button', { name: 'Close' }).click();
    await page.waitForFunction((before) => document.querySelectorAll('.toast-root').length < before, open);
  }
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await closeToasts(page);
  // A full-page shot of a scrolled page draws the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`water-loop-${name}`), fullPage });
}

/** Light and dark shots of the same screen: the page follows the system theme (no stored preference). */
async function lightAndDark(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
    await shot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A viewport shot with the plan scrolled to the top, under the sticky header. */
async function planUnderHeader(page: Page, name: string): Promise<void> {
  await planSection(page).evaluate((plan) => plan.scrollIntoView({ block: 'start' }));
  await shot(page, name, false);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the water loop tells one consistent, safe story (issue #12)', () => {
  it('a test before onboarding is the one home shows, with its plan for the pool as set up, on the same pool', async () => {
    const { page, context: ctx } = await newPage();
    const pace = ownerPace(page);
    await registerInContext(ctx, server.url);
    await recordManualTest(page, { ph: '8.0', fc: '1', ta: '100' });
    await page.getByRole('button', { name: 'Start Pool Setup' }).waitFor();
    const before = (await (await ctx.request.get(`${server.url}/api/pools`)).json()) as { id: string; onboardingCompleted: boolean }[];
    expect(before).toMatchObject([{ onboardingCompleted: false }]);
    const testedPoolId = before[0]!.id;

    await page.getByRole('button', { name: 'Start Pool Setup' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('heading', { name: 'Basic Pool Info' }).waitFor();
    await wizard.getByLabel('Pool Name').fill('Tested First');
    await wizard.getByLabel('Volume (gallons)').fill('15000');
    for (const next of ['Sanitization System', 'Filtration & Pump', 'Pool Features', 'Usage & Environment', 'Equipment Details', 'Review & Complete']) {
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('heading', { name: next }).waitFor();
    }
    await pace();
    await wizard.getByRole('button', { name: 'Complete Setup' }).click();
    await wizard.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Tested First' }).waitFor();
    await gauge(page, 'pH', '8.0').waitFor();
    await page.getByRole('heading', { name: 'Treatment Plan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Pool Setup' }).count()).toBe(0);
    expect(await page.getByTestId('chemistry-summary').textContent()).toMatch(/\d of 3 levels in ideal range/);
    expect(await page.getByTestId('chlorine-basis').textContent()).toBe('Test CYA to get chlorine targets for your pool.');
    expect(await steps(page).first().locator('h5').textContent()).toMatch(/acid/i);
    expect(await steps(page).getByRole('button', { name: 'Added Chemical' }).count()).toBe(1);

    const pools = (await (await ctx.request.get(`${server.url}/api/pools`)).json()) as unknown[];
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({ id: testedPoolId, name: 'Tested First', onboardingCompleted: true, volumeGallons: 15000 });
    const latest = (await (await ctx.request.get(`${server.url}/api/pools/${testedPoolId}/readings/latest`)).json()) as { id: string; ph: number };
    expect(latest.ph).toBe(8);
    // Home draws the plan the server holds now: made from that test, with doses for 15,000 gallons
    // (the server recalculates the placeholder pool's 20,000-gallon doses when the wizard completes it).
    const plan = await apiPlan(ctx, testedPoolId);
    expect(plan).toMatchObject({ status: 'active', readingId: latest.id });
    expect(await planSummary(page).textContent()).toBe(plan.summary);
    expect(await doseOf(steps(page).first())).toMatchObject({ text: `Dosage: ${plan.steps[0]!.dosage.description}` });

    await lightAndDark(page, '1-home');
    await planUnderHeader(page, '1-plan-under-header-light');
  });

  it('a balanced reading at CYA 40 gets one verdict in the panel, the status and the plan; FC 2 is critical everywhere', async () => {
    const { page } = await ownerWithPool();
    await recordManualTest(page, { ph: '7.4', fc: '6', tc: '6', ta: '100', cya: '40', ch: '250' });
    const status = page.getByTestId('overall-status');
    await status.filter({ hasText: 'All Good' }).waitFor();
    const cards = page.getByRole('region', { name: 'Water Chemistry' }).getByRole('listitem');
    const count = await cards.count();
    expect(count).toBe(5);
    expect(await page.getByTestId('chemistry-summary').textContent()).toContain(`${count} of ${count} levels in ideal range`);
    expect(await cards.getByRole('img', { name: 'Ideal', exact: true }).count()).toBe(count);
    expect(await page.getByTestId('chlorine-basis').textContent()).toBe('Chlorine target 5-7 ppm for CYA 40 ppm from this test.');
    await page.getByText('Pool Chemistry Balanced', { exact: true }).waitFor();
    expect(await page.getByText('Treatment Needed', { exact: true }).count()).toBe(0);
    await planSection(page).getByText('No treatment steps needed').waitFor();
    await lightAndDark(page, '2-balanced-home');

    await recordManualTest(page, { ph: '7.4', fc: '2', tc: '2', ta: '100', cya: '40', ch: '250' });
    await status.filter({ hasText: 'Action Required' }).waitFor();
    const chlorine = page.getByTestId('reading-chlorine');
    expect(await gauge(page, 'Free Chlorine', '2.0 ppm').count()).toBe(1);
    expect(await chlorine.getByRole('img', { name: 'Critical', exact: true }).count()).toBe(1);
    expect(await chlorine.getByTestId('gauge-fill').getAttribute('class')).toContain('bg-red-600');
    expect(await page.getByTestId('chlorine-basis').textContent()).toBe('Chlorine target 5-7 ppm for CYA 40 ppm from this test.');
    const step = steps(page).filter({ has: page.getByRole('heading', { name: /chlorine/i }) }).first();
    expect(await step.textContent()).toContain('Free chlorine 2 ppm is below the 5-7 ppm target for CYA 40 ppm');
    expect(await page.getByText('Pool Chemistry Balanced', { exact: true }).count()).toBe(0);
    await page.getByText('Treatment Needed', { exact: true }).waitFor();
    await lightAndDark(page, '2-low-fc-home');
  });

  it('a new volume on /pool-settings recalculates the plan: about double the chlorine for double the water', async () => {
    const { page } = await ownerWithPool();
    const pace = ownerPace(page);
    await recordManualTest(page, { ph: '7.4', fc: '1', ta: '100', cya: '40' });
    const chlorineStep = steps(page).filter({ has: page.getByRole('heading', { name: /^Liquid chlorine/ }) });
    await chlorineStep.waitFor();
    const before = await doseOf(chlorineStep);
    expect(before.unit).toBe('fl oz');

    await page.getByRole('link', { name: 'Pool settings' }).click();
    const form = page.getByRole('form', { name: 'Edit pool' });
    expect(await form.getByLabel('Volume (gallons)').inputValue()).toBe('18000');
    await form.getByLabel('Volume (gallons)').fill('36000');
    await pace();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Pool Updated!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('36,000 gallons').waitFor();

    await planSummary(page).filter({ hasText: /^Pool settings changed: the doses were recalculated/ }).waitFor();
    const after = await doseOf(chlorineStep);
    expect(after.unit).toBe('fl oz');
    expect(after.amount / before.amount).toBeGreaterThan(1.9);
    expect(after.amount / before.amount).toBeLessThan(2.1);
    await shot(page, '3-recalculated-light');
  });

  it('acid added, then a new test: the new plan still waits for the acid timer', async () => {
    const { page } = await ownerWithPool();
    await recordManualTest(page, { ph: '8.0', fc: '1', ta: '100', cya: '40' });
    const first = steps(page).first();
    await first.locator('h5', { hasText: /^Muriatic acid|^Dry acid/ }).waitFor();
    const acid = (await first.locator('h5').textContent())!;
    await first.getByRole('button', { name: 'Added Chemical' }).click();
    await toastText(page, 'Chemical added').waitFor();
    const progress = planSection(page).getByRole('region', { name: 'Treatment in Progress' });
    const acidWait = progress.getByTestId('active-timer').filter({ hasText: `Let ${acid.toLowerCase()} circulate before the next step` });
    await acidWait.waitFor();
    expect(await acidWait.textContent()).toContain('60m left');
    await shot(page, '4-acid-added-light');

    await recordManualTest(page, { ph: '7.4', fc: '1', cya: '40' });
    await gauge(page, 'pH', '7.4').waitFor();
    await planSummary(page).filter({ hasText: 'added earlier is still circulating' }).waitFor();
    expect(await planSummary(page).textContent()).toMatch(
      new RegExp(`The ${acid.toLowerCase().replace(/[().%]/g, '\\$&')} added earlier is still circulating: the first step is ready in \\d+ min, when its timer ends\\.`),
    );
    expect(await first.locator('h5').textContent()).toMatch(/chlorine/i);
    expect(await first.getAttribute('data-state')).toBe('timer_waiting');
    expect(await first.getByText('Waiting for the safety timer').isVisible()).toBe(true);
    expect(await planSection(page).getByRole('button', { name: 'Added Chemical' }).count()).toBe(0);
    expect(await acidWait.count()).toBe(1);
    await shot(page, '4-new-test-waits-light');
  });

  for (const cache of ['default', 'bfcache'] as const) {
    const browserText = cache === 'bfcache' ? "back/forward cache on, as in an owner's browser" : "Playwright's default browser, no back/forward cache";
    it(`after Sign Out, Back shows no one's pool, name or e-mail (${browserText})`, async () => {
      if (cache === 'bfcache') {
        bfcacheBrowser ??= await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
          ignoreDefaultArgs: ['--disable-back-forward-cache'],
        });
      }
      const { page, context: ctx, email, poolId } = await ownerWithPool('Zebra Lagoon', cache === 'bfcache' ? bfcacheBrowser : browser);
      const secrets = ['Zebra Lagoon', 'Pat Swimmer', email];
      const reading = await ctx.request.post(`${server.url}/api/pools/${poolId}/readings`, {
        data: { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.5, freeChlorinePpm: 3, cyaPpm: 40 },
      });
      expect(reading.status(), await reading.text()).toBe(201);
      await page.reload();
      await gauge(page, 'pH', '7.5').waitFor();

      await page.getByRole('link', { name: 'Profile' }).click();
      await page.getByText('Pat Swimmer').waitFor();
      await page.getByText(email).waitFor();
      const [logout] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout'),
        page.getByRole('button', { name: 'Sign Out' }).click(),
      ]);
      expect(logout.status(), `Sign Out answered ${logout.status()} ${await logout.text().catch(() => '')}`).toBe(302);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Get Started' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.innerText)).not.toContain('Zebra Lagoon');

      // A page restored from the back/forward cache fires no load event: wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });
      const settled = page.getByRole('link', { name: 'Get Started' })
        .or(page.getByRole('heading', { name: 'Page Not Found' }))
        .or(page.getByRole('tab', { name: 'Sign In' }));
      const screens: string[] = [];
      // Sampled while the page settles (a flash counts too) and once it has.
      for (let sample = 0; sample < 20; sample += 1) {
        screens.push(await page.evaluate(() => document.documentElement.innerText).catch(() => ''));
        if (await settled.first().isVisible().catch(() => false)) break;
        await page.waitForTimeout(100);
      }
      await page.waitForTimeout(300);
      screens.push(await page.evaluate(() => document.documentElement.innerText));
      const source = await page.content();
      await shot(page, `5-back-after-sign-out-${cache}`, false);
      for (const secret of secrets) {
        const shown = screens.find((text) => text.includes(secret));
        expect(shown, `after Sign Out, Back (${page.url()}) shows '${secret}'`).toBeUndefined();
        expect(source, `after Sign Out, the page source after Back holds '${secret}'`).not.toContain(secret);
      }
      expect(await settled.first().isVisible()).toBe(true);
      expect(await (await page.request.get(`${server.url}/api/auth/user`)).json(), 'the session outlived Sign Out').toBeNull();
    });
  }

  describe('a quick owner (back on home within 2 s of its last fetch) still sees what was just saved', () => {
    it('a new test saved from the Test tab: the panel shows it, matching the plan', async () => {
      const { page, poolId, context: ctx } = await ownerWithPool();
      const first = await ctx.request.post(`${server.url}/api/pools/${poolId}/readings`, {
        data: { testMethod: 'manual', timestamp: new Date(Date.now() - 60_000).toISOString(), ph: 7.5, freeChlorinePpm: 6, cyaPpm: 40 },
      });
      expect(first.status(), await first.text()).toBe(201);
      await page.reload();
      await gauge(page, 'pH', '7.5').waitFor();

      await recordManualTest(page, { ph: '8.2', fc: '6', cya: '40' }, 'tab');
      await steps(page).first().locator('h5', { hasText: /acid/i }).waitFor();
      await gauge(page, 'pH', '8.2').waitFor({ timeout: 2_500 }).catch(() => undefined);
      await shot(page, '6-quick-owner-light');
      const shown = await page.getByRole('meter', { name: 'pH gauge' }).getAttribute('aria-valuetext');
      expect(shown, `the panel shows pH ${shown} from the earlier test while the plan is for the pH 8.2 just saved`).toBe('8.2');
    });

    it('a test deleted on the Test tab: home no longer shows its values', async () => {
      const { page, poolId, context: ctx } = await ownerWithPool();
      const reading = await ctx.request.post(`${server.url}/api/pools/${poolId}/readings`, {
        data: { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.9, totalAlkalinityPpm: 100 },
      });
      expect(reading.status(), await reading.text()).toBe(201);
      await page.reload();
      await gauge(page, 'pH', '7.9').waitFor();
      await testTab(page).click();
      await page.getByTestId('recent-test').first().getByRole('button', { name: /^Delete test/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toastText(page, 'Test Deleted').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await planSection(page).getByText('Canceled', { exact: true }).waitFor();
      await page.getByTestId('overall-status').filter({ hasText: 'No Data' }).waitFor({ timeout: 2_500 }).catch(() => undefined);
      expect(await gauge(page, 'pH', '7.9').count(), 'home still shows the deleted test (pH 7.9) next to the plan canceled with it').toBe(0);
      expect(await page.getByTestId('overall-status').textContent()).toContain('No Data');
    });

    it('setup completed right after a test: the plan shown is the one recalculated for the pool as set up', async () => {
      const { page, context: ctx } = await newPage();
      await registerInContext(ctx, server.url);
      await recordManualTest(page, { ph: '8.0', fc: '1', ta: '100' });
      await page.getByRole('button', { name: 'Start Pool Setup' }).click();
      const wizard = page.getByRole('dialog');
      await wizard.getByLabel('Pool Name').fill('Quick Setup');
      await wizard.getByLabel('Volume (gallons)').fill('15000');
      for (let step = 0; step < 6; step += 1) await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('button', { name: 'Complete Setup' }).click();
      await page.getByRole('heading', { name: 'Quick Setup' }).waitFor();
      await steps(page).first().waitFor();
      const pools = (await (await ctx.request.get(`${server.url}/api/pools`)).json()) as { id: string }[];
      const plan = await apiPlan(ctx, pools[0]!.id);
      expect(plan.summary).toMatch(/^Pool set up: the doses were recalculated for it\./);
      await planSummary(page).filter({ hasText: plan.summary }).waitFor({ timeout: 2_500 }).catch(() => undefined);
      expect((await doseOf(steps(page).first())).text, 'home shows the 20,000-gallon placeholder pool\'s dose for the 15,000-gallon pool')
        .toBe(`Dosage: ${plan.steps[0]!.dosage.description}`);
      expect(await planSummary(page).textContent()).toBe(plan.summary);
    });
  });

  it("never says 'Safe to swim now' while the plan's chlorine is not in: FC 2 at CYA 40, opened 3 h later", async () => {
    const { page, poolId, context: ctx } = await ownerWithPool();
    const reading = await ctx.request.post(`${server.url}/api/pools/${poolId}/readings`, {
      data: { testMethod: 'manual', timestamp: new Date().toISOString(), ph: 7.4, freeChlorinePpm: 2, totalAlkalinityPpm: 100, cyaPpm: 40 },
    });
    expect(reading.status(), await reading.text()).toBe(201);
    // The owner opens the app three hours later (past the plan's 2 h of waits) without adding the chlorine.
    await page.clock.setFixedTime(Date.now() + 3 * 60 * 60_000);
    await page.reload();
    await page.getByTestId('overall-status').filter({ hasText: 'Action Required' }).waitFor();
    const first = steps(page).first();
    await first.locator('h5', { hasText: /^Liquid chlorine/ }).waitFor();
    expect(await first.getAttribute('data-state')).toBe('ready');
    await shot(page, '7-swim-safe-3h-later-light');
    expect(await page.getByTestId('swim-safe').textContent(), 'home says swimming is safe while free chlorine is critical and its step is not done').not.toMatch(/^Safe to swim now/);
  });

  it("draws the 'Done' step of a test without free chlorine, and a plan canceled with its test", async () => {
    const { page, poolId, context: ctx } = await ownerWithPool();
    const pace = ownerPace(page);
    await recordManualTest(page, { ph: '7.4', ta: '100' });
    const first = steps(page).first();
    await first.getByRole('heading', { name: 'Test free chlorine' }).waitFor();
    await first.getByRole('button', { name: 'Done' }).waitFor();
    expect(await page.getByTestId('overall-status').textContent()).not.toContain('All Good');
    const swimSafe = page.getByTestId('swim-safe');
    if (await swimSafe.count()) expect(await swimSafe.textContent()).not.toMatch(/^Safe to swim/);
    await lightAndDark(page, '8-done-step');
    await first.getByRole('button', { name: 'Done' }).click();
    await toastText(page, 'Step done').waitFor();
    await first.getByText('Completed').waitFor();
    await shot(page, '8-done-step-completed-light');

    await testTab(page).click();
    await page.getByTestId('recent-test').first().getByRole('button', { name: /^Delete test/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Test Deleted').waitFor();
    await pace();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await planSection(page).getByText('This plan was canceled because the test it was made from was deleted.').waitFor();
    await page.getByTestId('overall-status').filter({ hasText: 'No Data' }).waitFor();
    expect(await page.getByRole('region', { name: 'Water Chemistry' }).count()).toBe(0);
    await page.locator('#treatment-needed').getByText('Add a test reading to get a new treatment plan.').waitFor();
    expect((await apiPlan(ctx, poolId)).status).toBe('canceled');
    await lightAndDark(page, '8-canceled');
  });
});
