// Browser tests of issue #17 (the maintenance schedule) against the real server on a fresh database, at
// 390×844 in Chromium, in Los Angeles time (the pools have no location, so the browser's zone is the
// pool's calendar): 1. an owner without a pool reads spec §2's message; 2. after onboarding the
// starting schedule shows, each suggestion with its reason, and the week strip marks exactly the days
// they fall on; skipping it leaves a real empty state; 3. a weekly task added through 'Add Task' shows
// in Upcoming and on today in the strip, completing it moves it a week on, then edit and delete; the
// suggested schedule can then be added to a pool that never had one.
// Screenshots (light and dark) in $SHOTS_DIR/schedule (else test-results/schedule): list, empty,
// list-cards, list-recurring, new-task, complete.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MaintenanceTask } from '../contracts/maintenance.contract.ts';
import { addCalendarDays, todayIn } from '../domain/maintenance/calendar-day.ts';
import { taskDueState, taskDueText } from '../domain/maintenance/task-due.rules.ts';
import { mobileContext, SCREENSHOT_DIR } from './support/browser.ts';
import { browserSuite } from './support/browser-suite.ts';
import { onboardPoolInContext, registerInContext } from './support/real-server.ts';
import { closeToast, seriousAxeViolations, setScheme, toastText } from './support/screens.ts';

const ZONE = 'America/Los_Angeles';
const SHOTS = process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, 'schedule') : join(SCREENSHOT_DIR, 'schedule');

const suite = browserSuite();

/** A signed-up owner in Los Angeles; `pool`: onboarded (with its starting schedule), set up without onboarding, or none. */
async function owner(pool: 'onboarded' | 'plain' | 'none'): Promise<{ page: Page; poolId: string; bodies: Record<string, unknown>[] }> {
  const context = await suite.browser.newContext(mobileContext({ colorScheme: 'light', timezoneId: ZONE }));
  suite.context = context;
  context.setDefaultTimeout(10_000);
  await registerInContext(context, suite.server.url);
  let poolId = '';
  if (pool === 'onboarded') poolId = await onboardPoolInContext(context, suite.server.url);
  if (pool === 'plain') {
    const response = await context.request.post(`${suite.server.url}/api/pools`, { data: { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' } });
    poolId = ((await response.json()) as { id: string }).id;
  }
  const page = await context.newPage();
  // What the schedule's writes send, to check the zone goes with each.
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/maintenance') && request.method() !== 'GET' && request.postData()) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(suite.server.url + '/schedule');
  return { page, poolId, bodies };
}

const today = () => todayIn(Date.now(), ZONE);
const card = (page: Page, title: string) => page.getByRole('region', { name: 'Upcoming Tasks' }).getByRole('listitem', { name: title });
const weekDays = (page: Page) => page.getByRole('region', { name: 'This Week' }).getByRole('listitem');

async function apiTasks(poolId: string): Promise<MaintenanceTask[]> {
  return (await (await suite.context!.request.get(`${suite.server.url}/api/pools/${poolId}/maintenance`)).json()) as MaintenanceTask[];
}

/** The strip as drawn: day → how many tasks are due. */
async function stripCounts(page: Page): Promise<Record<string, number>> {
  const days = await weekDays(page).evaluateAll((items) => items.map((item) => [item.getAttribute('data-day'), Number(item.getAttribute('data-due-count'))] as const));
  return Object.fromEntries(days);
}

/** Light then dark, with `target` (if given) just under the sticky header. */
async function screenshots(page: Page, name: string, target?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await closeToast(page);
  await page.mouse.move(2, 420);
  await target?.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().height ?? 0) + 12));
  });
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`) });
  }
  await setScheme(page, 'light');
}

describe('maintenance schedule at 390×844', () => {
  it('asks an owner without a pool to set one up', async () => {
    const { page } = await owner('none');
    await page.getByText('No pool profile found. Please set up your pool first.').waitFor();
    expect(await page.getByRole('heading', { name: 'Upcoming Tasks' }).count()).toBe(0);
  });

  it('shows the starting schedule after onboarding, each task with why, on the days they fall; skipping it empties the schedule', async () => {
    const { page, poolId } = await owner('onboarded');
    await page.getByRole('heading', { name: 'Your Starting Schedule' }).waitFor();
    const tasks = await apiTasks(poolId);
    expect(tasks.length).toBeGreaterThanOrEqual(6);
    expect(tasks.every((task) => task.reason !== null && task.suggestionKey !== null)).toBe(true);

    const upcoming = page.getByRole('region', { name: 'Upcoming Tasks' }).getByTestId('task-card');
    await upcoming.first().waitFor();
    const shown = await upcoming.count();
    expect(shown).toBeGreaterThanOrEqual(5);
    for (const task of tasks.filter((t) => t.nextDueDate <= addCalendarDays(today(), 30))) {
      const cards = page.getByRole('region', { name: 'Upcoming Tasks' }).getByTestId('task-card').filter({ hasText: task.reason! });
      expect(await cards.count(), task.title).toBe(1);
      expect(await cards.getByTestId('due-text').textContent()).toBe(taskDueText(taskDueState(task.nextDueDate, today())));
    }

    // The strip marks the days the weekly suggestions fall on this week, and no other.
    const counts = await stripCounts(page);
    const days = Object.keys(counts);
    expect(days).toHaveLength(7);
    expect(days).toContain(today());
    const expected = Object.fromEntries(days.map((day) => [day, tasks.filter((t) => t.frequency === 'weekly' && t.nextDueDate === day).length]));
    expect(counts).toEqual(expected);
    expect(Object.values(counts).some((count) => count > 0)).toBe(true);
    expect(await weekDays(page).and(page.locator('[aria-current="date"]')).getAttribute('data-day')).toBe(today());

    await screenshots(page, 'list');
    await screenshots(page, 'list-cards', upcoming.first());
    await screenshots(page, 'list-recurring', page.getByRole('region', { name: 'Recurring Schedules' }));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Skip Them' }).click();
    await toastText(page, 'Suggestions Skipped').waitFor();
    await toastText(page, `Removed ${tasks.length} suggested tasks.`).waitFor();
    await page.getByText('No maintenance tasks yet').waitFor();
    expect(await apiTasks(poolId)).toEqual([]);
    expect(Object.values(await stripCounts(page)).every((count) => count === 0)).toBe(true);
    // Answered once: no offer to bring back what was just skipped.
    await page.reload();
    await page.getByText('No maintenance tasks yet').waitFor();
    expect(await page.getByRole('heading', { name: 'Your Starting Schedule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Suggest Tasks for My Pool' }).count()).toBe(0);
  });

  it('adds a weekly task, completes it a week on, edits and deletes it; then adds the suggested schedule', async () => {
    const { page, poolId, bodies } = await owner('plain');
    await page.getByText('No maintenance tasks yet').waitFor();
    await screenshots(page, 'empty');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Task' });
    const add = dialog.getByRole('button', { name: 'Add Task' });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill('Clean the skimmer basket');
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Type').selectOption('cleaning');
    await dialog.getByLabel('Priority').selectOption('high');
    expect(await dialog.getByLabel('Due Date').inputValue()).toBe(today());
    expect(await dialog.getByLabel('Frequency').inputValue()).toBe('weekly');
    expect(await add.isDisabled()).toBe(false);
    await screenshots(page, 'new-task');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await add.click();
    await toastText(page, 'Task Created').waitFor();
    expect(bodies.at(-1)).toMatchObject({ title: 'Clean the skimmer basket', taskType: 'cleaning', priority: 'high', frequency: 'weekly', nextDueDate: today(), timeZone: ZONE });

    const task = card(page, 'Clean the skimmer basket');
    expect(await task.getByTestId('due-text').textContent()).toBe('Due today');
    expect(await task.getByText('High', { exact: true }).getAttribute('data-variant')).toBe('destructive');
    expect(await stripCounts(page)).toMatchObject({ [today()]: 1 });
    expect(Object.values(await stripCounts(page)).reduce((a, b) => a + b, 0)).toBe(1);
    await page.getByRole('region', { name: 'Recurring Schedules' }).getByText('Every week · Next').waitFor();

    await closeToast(page);
    await task.getByRole('button', { name: 'Complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete Task' });
    await complete.getByLabel('Notes (optional)').fill('Full of leaves after the wind');
    await complete.getByLabel('Duration in minutes (optional)').fill('15');
    await screenshots(page, 'complete');
    await complete.getByRole('button', { name: 'Mark Complete' }).click();
    const nextWeek = addCalendarDays(today(), 7);
    await page.locator('.toast-root').getByText(/^Clean the skimmer basket is next due /).waitFor();
    expect(bodies.at(-1)).toEqual({ notes: 'Full of leaves after the wind', durationMinutes: 15, wasOverdue: false, timeZone: ZONE });
    await task.getByTestId('due-text').getByText('Due in 7 days').waitFor();
    expect(Object.values(await stripCounts(page)).every((count) => count === 0)).toBe(true);
    expect((await apiTasks(poolId))[0]).toMatchObject({ nextDueDate: nextWeek, completionCount: 1, timeZone: ZONE });

    // Edit from Recurring Schedules: a new title and priority, due tomorrow.
    await page.getByRole('button', { name: 'Edit schedule of Clean the skimmer basket' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await edit.getByLabel('Title').fill('Empty the skimmer basket');
    await edit.getByLabel('Priority').selectOption('low');
    await edit.getByLabel('Due Date').fill(addCalendarDays(today(), 1));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Task Updated').waitFor();
    const edited = card(page, 'Empty the skimmer basket');
    expect(await edited.getByTestId('due-text').textContent()).toBe('Due tomorrow');
    expect(await edited.getByText('Low', { exact: true }).getAttribute('data-variant')).toBe('secondary');
    const counts = await stripCounts(page);
    if (addCalendarDays(today(), 1) in counts) expect(counts[addCalendarDays(today(), 1)]).toBe(1);
    expect(bodies.at(-1)).toMatchObject({ title: 'Empty the skimmer basket', priority: 'low', timeZone: ZONE });

    await edited.getByRole('button', { name: 'Delete Empty the skimmer basket' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Task?' }).getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Task Deleted').waitFor();
    await page.getByText('No maintenance tasks yet').waitFor();
    expect(await apiTasks(poolId)).toEqual([]);

    // A pool set up without onboarding never had the suggested schedule: it can be added.
    await page.getByRole('button', { name: 'Suggest Tasks for My Pool' }).click();
    await toastText(page, 'Schedule Added').waitFor();
    await page.getByText('Testing twice a week catches falling chlorine and drifting pH before algae or scale do').waitFor();
    const added = await apiTasks(poolId);
    expect(added.length).toBeGreaterThanOrEqual(6);
    expect(added.every((t) => t.timeZone === ZONE && t.reason !== null)).toBe(true);
    expect(added.find((t) => t.title === 'Test the water' && t.nextDueDate === today())).toBeDefined();
  });
});
