// @vitest-environment jsdom
// /achievements in the whole app over stubbed replies: the tiles, the check's toasts (the count, 'No New
// Achievements', 'No Pool Found' without a call), the Earned tab's sub-tabs and filters, sharing (the
// 600×400 popup sent to the share URL, 'Share Failed', Instagram without the Web Share API), Browse's
// filters, the sharing preferences saved with spec §5's hashtags, and the empty and failed states.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Achievement } from '../../api/achievements.api.ts';
import { resetToasts, toastsAtom } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../testing/render-app.tsx';
import { aPool } from '../../testing/replies.ts';
import { achievementTabAtom, browseFiltersAtom, earnedFiltersAtom, earnedViewAtom, sharingAchievementAtom } from './achievements-state.ts';
import { ALL_PROGRESS } from './browse-view.ts';
import { NO_FILTERS } from './earned-view.ts';
import { NO_WEB_SHARE_MESSAGE } from './InstagramPanel.tsx';
import { anAchievement, aProgressItem, somePreferences } from './testing/achievement-replies.ts';

const POOL_ID = '7d4f2f0e-3c55-4a4e-9f0a-2b1f6c1d9e01';
const pool = aPool({ id: POOL_ID, name: 'Backyard Pool', onboardingCompleted: true });
const day = (d: number) => `2026-06-${String(d).padStart(2, '0')}T12:00:00.000Z`;
const earned: Achievement[] = [
  anAchievement({ id: 'a1', title: 'First Test', achievementType: 'milestone', category: 'testing', achievedAt: day(1) }),
  anAchievement({ id: 'a2', title: 'Regular Tester', achievementType: 'milestone', category: 'testing', points: 20, achievedAt: day(10) }),
  anAchievement({ id: 'a3', title: 'Steady Routine', achievementType: 'streak', category: 'testing', difficulty: 'medium', points: 30, achievedAt: day(12) }),
  anAchievement({ id: 'a4', title: 'Safe Water 30 Days', achievementType: 'streak', category: 'safety', difficulty: 'hard', points: 50, achievedAt: day(14), isShared: true, shareCount: 2 }),
  anAchievement({ id: 'a5', title: 'Equipment Tracker', achievementType: 'milestone', category: 'equipment', achievedAt: day(3) }),
  anAchievement({ id: 'a6', title: 'pH Perfect', achievementType: 'improvement', category: 'chemistry', difficulty: 'medium', points: 30, beforeValue: 8, afterValue: 7.4, achievedAt: day(8) }),
];
const stats = { totalAchievements: 6, totalPoints: 150, sharedAchievements: 1 };
const progress = [
  aProgressItem({ id: 'first-test', title: 'First Test', isAchieved: true, achievedAt: day(1), currentProgress: { current: 1, target: 1, unit: 'tests' } }),
  aProgressItem({ id: 'tests-50', title: 'Dedicated Tester', currentProgress: { current: 12, target: 50, unit: 'tests' } }),
  aProgressItem({ id: 'filter-clean', title: 'Filter Friend', category: 'cleaning', achievementType: 'maintenance', currentProgress: { current: 0, target: 1, unit: 'tasks' } }),
];
const SHARE_URL = 'https://twitter.com/intent/tweet?url=http%3A%2F%2Flocalhost%2Fshare%2Fabcdefghijklmnop';

function open(more: StubRoutes = {}, { pools = [pool], list = earned } = {}) {
  const fetch = stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: pools },
    'GET /api/achievements': { body: list },
    'GET /api/achievements/stats': { body: list.length ? stats : { totalAchievements: 0, totalPoints: 0, sharedAchievements: 0 } },
    'GET /api/achievements/progress': { body: progress },
    'GET /api/achievements/sharing/preferences': { body: somePreferences() },
    ...more,
  });
  renderApp('/achievements');
  return fetch;
}

const LOADING = { timeout: 5000 };
const lastToast = () => appStore.get(toastsAtom)[0];
const calls = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path);
const listed = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** A stand-in for the popup window.open returns. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, close: vi.fn(), location: { href: '' }, document: { title: '', body: { textContent: '' } } };
}

/** Radix's switch measures itself inside a form; jsdom has no ResizeObserver. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  appStore.set(achievementTabAtom, 'earned');
  appStore.set(earnedViewAtom, 'recent');
  appStore.set(earnedFiltersAtom, NO_FILTERS);
  appStore.set(browseFiltersAtom, ALL_PROGRESS);
  appStore.set(sharingAchievementAtom, null);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/achievements', () => {
  it('shows Total Points and Earned, the stats, and the newest five under Recent', async () => {
    open();
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    await waitFor(() => expect(screen.getByTestId('tile-points').textContent).toBe('150Total Points'));
    expect(screen.getByTestId('tile-earned').textContent).toBe('6Earned');
    expect(listed('Recent')).toEqual(['Safe Water 30 Days', 'Steady Routine', 'Regular Tester', 'pH Perfect', 'Equipment Tracker']);
    await waitFor(() => expect(screen.getByLabelText('Achievement stats').textContent).toBe('Achievements6Shared1LatestJun 14'));
    const safe = screen.getByRole('listitem', { name: 'Safe Water 30 Days' });
    expect(within(safe).getByText(/Shared 2 times/)).toBeTruthy();
    expect(within(safe).getByText('Hard')).toBeTruthy();
  });

  it('lists each type under its sub-tab, and narrows by category and difficulty', async () => {
    open();
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Streaks' }));
    expect(listed('Streaks')).toEqual(['Safe Water 30 Days', 'Steady Routine']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Improvements' }));
    const improvement = screen.getByRole('listitem', { name: 'pH Perfect' });
    expect(within(improvement).getByText('8.0')).toBeTruthy();
    expect(within(improvement).getByText('7.4')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Milestones' }));
    expect(listed('Milestones')).toEqual(['Regular Tester', 'Equipment Tracker', 'First Test']);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'equipment' } });
    expect(listed('Milestones')).toEqual(['Equipment Tracker']);
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'hard' } });
    expect(screen.getByRole('heading', { name: 'No matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(listed('Milestones')).toHaveLength(3);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Maintenance' }));
    expect(screen.getByRole('heading', { name: 'No maintenance achievements yet' })).toBeTruthy();
  });

  it('checks with the active pool and toasts the count, then reads the lists again', async () => {
    const fetch = open({
      'POST /api/achievements/check': { body: { count: 2, achievements: [earned[2], earned[3]] } },
    });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    const before = calls(fetch, 'GET', '/api/achievements').length;
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(lastToast()?.title).toBe('New Achievements!'));
    expect(lastToast()?.description).toBe('You earned 2 new achievements: Safe Water 30 Days, Steady Routine.');
    expect(calls(fetch, 'POST', '/api/achievements/check').map(([, init]) => init?.body)).toEqual([JSON.stringify({ poolId: POOL_ID })]);
    await waitFor(() => expect(calls(fetch, 'GET', '/api/achievements').length).toBeGreaterThan(before));
  });

  it('opens the share menu for the newest new achievement when the owner asked for that', async () => {
    open({
      'GET /api/achievements/sharing/preferences': { body: somePreferences({ autoShareAchievements: true }) },
      'POST /api/achievements/check': { body: { count: 2, achievements: [earned[2], earned[3]] } },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Browse' }, LOADING));
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    const menu = await screen.findByRole('dialog', { name: 'Share Achievement' });
    expect(within(menu).getByText('Safe Water 30 Days')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Earned', hidden: true }).getAttribute('aria-selected')).toBe('true');
  });

  it("says 'No New Achievements' when the check finds none, and 'Failed to check for new achievements.' when it fails", async () => {
    let fail = false;
    open({ 'POST /api/achievements/check': () => (fail ? { status: 500 } : { body: { count: 0, achievements: [] } }) });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(lastToast()?.title).toBe('No New Achievements'));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to check for new achievements.'));
  });

  it("says 'No Pool Found' without a pool and calls nothing; a new owner sees how to start", async () => {
    const fetch = open({}, { pools: [], list: [] });
    expect(await screen.findByRole('heading', { name: 'No achievements yet' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set Up Your Pool' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'No Pool Found', description: 'Please create a pool profile first to track achievements.' }));
    expect(calls(fetch, 'POST', '/api/achievements/check')).toEqual([]);
  });

  it("says 'No Pool Found' when the server answers the contract's no_pool", async () => {
    open({ 'POST /api/achievements/check': { status: 404, body: { error: { code: 'no_pool', message: 'No pool' } } } });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(lastToast()?.title).toBe('No Pool Found'));
  });

  it('offers a first test to an owner with a pool and nothing earned', async () => {
    open({}, { list: [] });
    expect(await screen.findByRole('heading', { name: 'No achievements yet' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Your Water' }).getAttribute('href')).toBe('/test');
  });

  it("opens a 600×400 popup at the tap and sends it to the share URL, with 'Shared Successfully'", async () => {
    const popup = fakePopup();
    const windowOpen = vi.fn(() => popup);
    vi.stubGlobal('open', windowOpen);
    const fetch = open({
      'POST /api/achievements/a3/share': { body: { shareUrl: SHARE_URL, pageUrl: 'http://localhost/share/abcdefghijklmnop', imageUrl: '/share/abcdefghijklmnop/image.png', achievement: { ...earned[2], isShared: true, shareCount: 1 } } },
    });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Share Steady Routine' }));
    const menu = await screen.findByRole('dialog', { name: 'Share Achievement' });
    fireEvent.click(within(menu).getByRole('button', { name: 'X (Twitter)' }));
    expect(windowOpen).toHaveBeenCalledWith('', 'clearwater-share', expect.stringContaining('width=600,height=400'));
    await waitFor(() => expect(popup.location.href).toBe(SHARE_URL));
    expect(popup.opener).toBeNull();
    expect(lastToast()?.title).toBe('Shared Successfully');
    expect(calls(fetch, 'POST', '/api/achievements/a3/share').map(([, init]) => init?.body)).toEqual(['{"platform":"twitter"}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("closes the popup and says 'Share Failed' when the share fails", async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', vi.fn(() => popup));
    open({ 'POST /api/achievements/a3/share': { status: 500 } });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Share Steady Routine' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'LinkedIn' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Share Failed', description: 'There was an error sharing your achievement. Please try again.' }));
    expect(popup.close).toHaveBeenCalled();
  });

  it('lists the preferred platforms first, and shows the card for Instagram with a clear message when images cannot be shared', async () => {
    const windowOpen = vi.fn();
    vi.stubGlobal('open', windowOpen);
    open({
      'GET /api/achievements/sharing/preferences': { body: somePreferences({ preferredPlatforms: ['instagram', 'linkedin'] }) },
      'POST /api/achievements/a2/share': { body: { shareUrl: null, pageUrl: 'http://localhost/share/tok0123456789abcd', imageUrl: '/share/tok0123456789abcd/image.png', achievement: earned[1] } },
      'GET /share/tok0123456789abcd/image.png': { body: 'png-bytes' },
    });
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Share Regular Tester' }));
    const menu = await screen.findByRole('dialog');
    const platforms = () => within(within(menu).getByRole('list', { name: 'Share to' })).getAllByRole('button').map((button) => [...button.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent).join(' '));
    await waitFor(() => expect(platforms()).toEqual(['LinkedIn Preferred', 'Instagram Preferred', 'X (Twitter)', 'Facebook']));
    fireEvent.click(within(menu).getByRole('button', { name: /Instagram/ }));
    expect(await within(menu).findByText(NO_WEB_SHARE_MESSAGE)).toBeTruthy();
    expect(within(menu).getByRole('img', { name: 'Achievement card: Regular Tester' }).getAttribute('src')).toBe('/share/tok0123456789abcd/image.png');
    expect(within(menu).getByRole('link', { name: 'Save Image' }).getAttribute('href')).toBe('/share/tok0123456789abcd/image.png');
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('shows progress with All / Available / Achieved and a category filter on Browse', async () => {
    open();
    await screen.findByRole('list', { name: 'Recent' }, LOADING);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Browse' }));
    await screen.findByRole('list', { name: 'Achievement progress' });
    expect(screen.getByText('1 of 3 achievements earned')).toBeTruthy();
    expect(listed('Achievement progress')).toEqual(['First Test', 'Dedicated Tester', 'Filter Friend']);
    expect(screen.getByRole('progressbar', { name: 'Dedicated Tester progress' }).getAttribute('aria-valuenow')).toBe('24');
    expect(within(screen.getByRole('listitem', { name: 'Dedicated Tester' })).getByText('12 of 50 tests')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Available' }));
    expect(listed('Achievement progress')).toEqual(['Dedicated Tester', 'Filter Friend']);
    const browse = screen.getByRole('tabpanel', { name: 'Browse' });
    fireEvent.change(within(browse).getByLabelText('Category'), { target: { value: 'cleaning' } });
    expect(listed('Achievement progress')).toEqual(['Filter Friend']);
    fireEvent.click(screen.getByRole('button', { name: 'Achieved' }));
    expect(screen.getByRole('heading', { name: 'Nothing to show' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(listed('Achievement progress')).toHaveLength(3);
  });

  it("saves the sharing preferences with the hashtags trimmed, deduplicated and '#'-prefixed: 'Preferences Saved'", async () => {
    const sent: unknown[] = [];
    let fail = true;
    open({
      'PUT /api/achievements/sharing/preferences': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return fail ? { status: 500 } : { body: { ...somePreferences(), ...body } };
      },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Settings' }, LOADING));
    const form = await screen.findByRole('form', { name: 'Sharing preferences' });
    const save = within(form).getByRole('button', { name: 'Save Preferences' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(form).getByLabelText(/^Friends/));
    fireEvent.click(within(form).getByRole('switch', { name: 'Show my location' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'LinkedIn' }));
    fireEvent.change(within(form).getByLabelText('Custom hashtags'), { target: { value: '#pool-life' } });
    expect(within(form).getByText('Hashtags may only contain letters, numbers and underscores')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText('Custom hashtags'), { target: { value: '  PoolLife, #poollife clearwater ' } });
    expect(within(within(form).getByRole('list', { name: 'Hashtags to be saved' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#PoolLife', '#clearwater']);
    fireEvent.click(save);
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to save sharing preferences'));
    fail = false;
    fireEvent.click(save);
    await waitFor(() => expect(lastToast()?.title).toBe('Preferences Saved'));
    expect(sent.at(-1)).toEqual(somePreferences({ privacyLevel: 'friends', shareWithLocation: true, preferredPlatforms: ['linkedin'], customHashtags: ['#PoolLife', '#clearwater'] }));
    await waitFor(() => expect(within(form).getByLabelText('Custom hashtags')).toHaveProperty('value', '#PoolLife #clearwater'));
    expect(save).toHaveProperty('disabled', true);
  });

  it("says 'Failed to load achievements' and 'Failed to load sharing preferences', and tries again", async () => {
    let fail = true;
    open({
      'GET /api/achievements': () => (fail ? { status: 500 } : { body: earned }),
      'GET /api/achievements/sharing/preferences': { status: 500 },
    });
    const earnedPanel = await screen.findByRole('tabpanel', { name: 'Earned' }, LOADING);
    expect(await within(earnedPanel).findByText('Failed to load achievements')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Settings' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Settings' })).findByText('Failed to load sharing preferences')).toBeTruthy();
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to load sharing preferences'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Earned' }));
    fail = false;
    fireEvent.click(within(earnedPanel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Recent' })).toBeTruthy();
  });
});
