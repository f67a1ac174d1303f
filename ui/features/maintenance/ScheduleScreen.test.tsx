// @vitest-environment jsdom
// /schedule in the whole app with a stubbed API: spec §2's no-pool message, the empty state, task
// cards (due text, priority, why), the New task rules (Add disabled until title, type and due date),
// and that every write sends the browser's time zone with spec §7's payload and toasts spec §8.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import { resetToasts, toastsAtom } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../testing/render-app.tsx';
import { aPool } from '../../testing/replies.ts';
import { forgetReviewedPools, REVIEWED_STORAGE_KEY } from './starting-schedule-state.ts';
import { scheduleToday } from './task-display.ts';

const POOL = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const TODAY = scheduleToday(ZONE);
const AT = '2026-05-01T08:00:00.000Z';

function aTask(fields: Partial<MaintenanceTask> & Pick<MaintenanceTask, 'id' | 'title'>): MaintenanceTask {
  return {
    poolId: POOL, description: null, taskType: 'cleaning', priority: 'medium', frequency: 'weekly', intervalDays: 7, nextDueDate: TODAY,
    isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30, status: 'active', timeZone: ZONE,
    dueState: 'today', daysUntilDue: 0, asOf: TODAY, reason: null, suggestionKey: null, equipmentId: null, completionCount: 0,
    lastCompletedAt: null, createdAt: AT, updatedAt: AT, ...fields,
  };
}

function stub(tasks: MaintenanceTask[], extra: StubRoutes = {}, pools = [aPool({ id: POOL, name: 'Backyard Pool', onboardingCompleted: true })]) {
  return stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: pools },
    [`GET /api/pools/${POOL}/maintenance`]: { body: tasks },
    [`GET /api/pools/${POOL}/maintenance/upcoming`]: { body: tasks.filter((task) => task.status === 'active') },
    ...extra,
  });
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === path && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body ?? 'null')) as Record<string, unknown>) : undefined;
};
const lastToast = () => appStore.get(toastsAtom)[0];

beforeEach(() => {
  window.localStorage.clear();
  forgetReviewedPools();
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/schedule', () => {
  it('asks for a pool profile when the owner has none', async () => {
    stub([], {}, []);
    renderApp('/schedule');
    expect(await screen.findByText('No pool profile found. Please set up your pool first.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maintenance Schedule' })).toBeTruthy();
  });

  it('shows an empty schedule with this week unmarked and the suggested schedule on offer', async () => {
    const fetchMock = stub([], { [`POST /api/pools/${POOL}/maintenance/starting-schedule`]: { body: [aTask({ id: 't1', title: 'Skim', suggestionKey: 'skim', reason: 'Leaves sink' })] } });
    renderApp('/schedule');
    expect(await screen.findByText('No maintenance tasks yet')).toBeTruthy();
    const week = screen.getByRole('region', { name: 'This Week' });
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.dataset.dueCount)).toEqual(['0', '0', '0', '0', '0', '0', '0']);
    expect(days.filter((day) => day.getAttribute('aria-current') === 'date').map((day) => day.dataset.day)).toEqual([TODAY]);
    expect(screen.queryByRole('heading', { name: 'Recurring Schedules' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Suggest Tasks for My Pool' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Schedule Added'));
    expect(sent(fetchMock, 'POST', `/api/pools/${POOL}/maintenance/starting-schedule`)).toEqual({ timeZone: ZONE });
  });

  it('shows each task with its due text, priority and why, and marks only the days with tasks due', async () => {
    stub([
      aTask({ id: 't1', title: 'Test the water', priority: 'high', reason: 'Testing twice a week catches falling chlorine', suggestionKey: 'test-water-1' }),
      aTask({ id: 't2', title: 'Clean the cartridge', priority: 'low', isRecurring: false, nextDueDate: '2020-01-01' }),
    ]);
    renderApp('/schedule');
    const card = (await screen.findByRole('listitem', { name: 'Test the water' }));
    expect(within(card).getByTestId('due-text').textContent).toBe('Due today');
    expect(within(card).getByText('High').dataset.variant).toBe('destructive');
    expect(within(card).getByText('Testing twice a week catches falling chlorine')).toBeTruthy();
    const late = screen.getByRole('listitem', { name: 'Clean the cartridge' });
    expect(within(late).getByTestId('due-text').textContent).toBe('Overdue');
    expect(within(late).getByText('Low').dataset.variant).toBe('secondary');
    const marked = within(screen.getByRole('region', { name: 'This Week' })).getAllByRole('listitem').filter((day) => day.dataset.dueCount !== '0');
    expect(marked.map((day) => [day.dataset.day, day.dataset.dueCount])).toEqual([[TODAY, '2']]);
    expect(screen.getByRole('heading', { name: 'Your Starting Schedule' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recurring Schedules' })).getByText('Test the water')).toBeTruthy();
  });

  it('keeps Add disabled until title, type and due date are filled, then sends spec §7 payload with the zone', async () => {
    const fetchMock = stub([], { [`POST /api/pools/${POOL}/maintenance`]: { status: 201, body: aTask({ id: 'new', title: 'Clean the skimmer' }) } });
    renderApp('/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    const add = within(dialog).getByRole('button', { name: 'Add Task' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Clean the skimmer');
    expect(add.disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'cleaning');
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    await waitFor(() => expect(lastToast()?.title).toBe('Task Created'));
    expect(sent(fetchMock, 'POST', `/api/pools/${POOL}/maintenance`)).toEqual({
      title: 'Clean the skimmer', description: null, taskType: 'cleaning', priority: 'medium', frequency: 'weekly', nextDueDate: TODAY,
      isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30, timeZone: ZONE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('completes a task with notes and minutes, and toasts the failure of a delete', async () => {
    const task = aTask({ id: 't1', title: 'Skim the surface' });
    const fetchMock = stub([task], {
      [`POST /api/pools/${POOL}/maintenance/t1/complete`]: { body: { task, wasOverdue: false, dueDate: TODAY, nextDueDate: '2030-01-01' } },
      [`DELETE /api/pools/${POOL}/maintenance/t1`]: { status: 500, body: 'boom' },
    });
    renderApp('/schedule');
    const card = await screen.findByRole('listitem', { name: 'Skim the surface' });
    await userEvent.click(within(card).getByRole('button', { name: /Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Task' });
    await userEvent.type(within(dialog).getByLabelText('Notes (optional)'), 'Lots of leaves');
    await userEvent.type(within(dialog).getByLabelText('Duration in minutes (optional)'), '0');
    expect(within(dialog).getByText('Duration must be between 1 and 1440 minutes')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Duration in minutes (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Duration in minutes (optional)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Task Completed', description: 'Skim the surface is next due Tue, Jan 1.' }));
    expect(sent(fetchMock, 'POST', `/api/pools/${POOL}/maintenance/t1/complete`)).toEqual({ notes: 'Lots of leaves', durationMinutes: 20, wasOverdue: false, timeZone: ZONE });

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Skim the surface' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to delete task. Please try again.', variant: 'destructive' }));
  });

  it('lists a one-off task due beyond the upcoming window under Later', async () => {
    const later = aTask({ id: 'far', title: 'Open the pool for summer', isRecurring: false, nextDueDate: '2099-04-01' });
    stubFetch({
      'GET /api/auth/user': { body: signedInUser },
      'GET /api/pools': { body: [aPool({ id: POOL, name: 'Backyard Pool', onboardingCompleted: true })] },
      [`GET /api/pools/${POOL}/maintenance`]: { body: [later] },
      [`GET /api/pools/${POOL}/maintenance/upcoming`]: { body: [] },
    });
    renderApp('/schedule');
    const section = await screen.findByRole('region', { name: 'Later' });
    expect(within(section).getByRole('listitem', { name: 'Open the pool for summer' })).toBeTruthy();
    expect(screen.getByText('Nothing is due in the next 30 days.')).toBeTruthy();
  });

  it('asks about the starting schedule once per pool: Keep Them hides the offer for good', async () => {
    stub([aTask({ id: 't1', title: 'Skim the surface', suggestionKey: 'skim', reason: 'Leaves sink' })]);
    const first = renderApp('/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Them' }));
    expect(screen.queryByRole('heading', { name: 'Your Starting Schedule' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(REVIEWED_STORAGE_KEY) ?? '[]')).toEqual([POOL]);
    first.unmount();
    renderApp('/schedule');
    await screen.findByRole('listitem', { name: 'Skim the surface' });
    expect(screen.queryByRole('heading', { name: 'Your Starting Schedule' })).toBeNull();
    expect(screen.getByText('Leaves sink')).toBeTruthy();
  });
});
