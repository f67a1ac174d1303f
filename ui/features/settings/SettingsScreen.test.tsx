// @vitest-environment jsdom
// /settings in the whole app with a stubbed API: spec §2's profile card, links, Sign Out and version;
// each preference saved with only what changed and 'Preferences Saved' (spec §8), put back when the
// save fails; quiet hours that start when they end refused in place; and /test following the order.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../../contracts/users.contract.ts';
import { resetToasts, toastsAtom } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { renderApp, signedInUser, stubFetch, type StubReply } from '../../testing/render-app.tsx';

const PATH = '/api/users/me/preferences';
const lastToast = () => appStore.get(toastsAtom)[0];

function stub(preferences: UserPreferences = DEFAULT_USER_PREFERENCES, put?: (body: Record<string, unknown>) => StubReply, user = signedInUser) {
  const saved: Record<string, unknown>[] = [];
  const fetchMock = stubFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/pools': { body: [] },
    [`GET ${PATH}`]: { body: preferences },
    [`PUT ${PATH}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      saved.push(body);
      return put?.(body) ?? { body: { ...preferences, ...body } };
    },
  });
  return { fetchMock, saved };
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/settings', () => {
  it('shows the profile card, the pool links, support, Sign Out and the version', async () => {
    stub();
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Pat Swimmer')).toBeTruthy();
    expect(within(profile).getByText('pat@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pool Settings' }).getAttribute('href')).toBe('/pool-settings');
    expect(screen.getByRole('link', { name: 'Maintenance Schedule' }).getAttribute('href')).toBe('/schedule');
    expect(screen.getByText('Help & Support')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' }).closest('form')?.getAttribute('action')).toBe('/api/logout');
    expect(screen.getByText('v1.0.0')).toBeTruthy();
  });

  it("says 'Pool Owner' without a name, and shows the account's picture", async () => {
    stub(DEFAULT_USER_PREFERENCES, undefined, { ...signedInUser, firstName: null, lastName: null, profileImageUrl: 'https://example.com/pat.png' } as never);
    const { container } = renderApp('/settings');
    expect(await screen.findByText('Pool Owner')).toBeTruthy();
    expect(container.querySelector('img[src="https://example.com/pat.png"]')).toBeTruthy();
  });

  it('shows the saved preferences and saves a switched toggle alone, then says so', async () => {
    const { saved } = stub({ ...DEFAULT_USER_PREFERENCES, productDeals: false, units: 'metric' });
    renderApp('/settings');
    const email = await screen.findByRole('switch', { name: 'Email Alerts' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Product Deals' }).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('radio', { name: /Metric/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(email);
    await waitFor(() => expect(lastToast()?.title).toBe('Preferences Saved'));
    expect(saved).toEqual([{ emailAlerts: false }]);
    expect(email.getAttribute('aria-checked')).toBe('false');
  });

  it('puts a toggle back and says so when the save fails', async () => {
    stub(DEFAULT_USER_PREFERENCES, () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Try again' } } }));
    renderApp('/settings');
    const deals = await screen.findByRole('switch', { name: 'Product Deals' });
    await userEvent.click(deals);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' }));
    expect(deals.getAttribute('aria-checked')).toBe('true');
  });

  it('saves units and a new test method order', async () => {
    const { saved } = stub();
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('radio', { name: /Metric/ }));
    await waitFor(() => expect(saved).toEqual([{ units: 'metric' }]));
    const order = screen.getByRole('list', { name: 'Test Method Preference' });
    expect(screen.getByRole('button', { name: 'Move Live Camera up' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Manual Entry up' }));
    await waitFor(() => expect(saved[1]).toEqual({ testMethodOrder: ['camera', 'manual', 'upload'] }));
    expect(within(order).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Live Camera', '2Manual Entry', '3Upload Photo']);
  });

  it('saves quiet hours when a time is left, and refuses a window that starts when it ends', async () => {
    const { saved } = stub();
    renderApp('/settings');
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    expect((from as HTMLInputElement).value).toBe('21:00');
    expect((to as HTMLInputElement).value).toBe('08:00');
    fireEvent.change(from, { target: { value: '08:00' } });
    fireEvent.blur(from);
    expect(screen.getByRole('alert').textContent).toBe('Quiet hours must start and end at different times');
    fireEvent.change(from, { target: { value: '22:30' } });
    fireEvent.blur(from);
    await waitFor(() => expect(saved).toEqual([{ quietHours: { start: '22:30', end: '08:00' } }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves Push Notifications off and says why where the browser can't show them", async () => {
    stub();
    renderApp('/settings');
    const push = await screen.findByRole('switch', { name: 'Push Notifications' });
    await waitFor(() => expect(push.hasAttribute('disabled')).toBe(true));
    expect(push.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText("This browser can't show notifications")).toBeTruthy();
  });
});

describe('/test and the Test Method Preference', () => {
  it('offers the methods in the saved order', async () => {
    stub({ ...DEFAULT_USER_PREFERENCES, testMethodOrder: ['manual', 'upload', 'camera'] });
    renderApp('/test');
    const section = await screen.findByRole('region', { name: 'Choose a Test Method' });
    const labels = within(section).getAllByRole('button').map((button) => button.querySelector('.font-semibold')?.textContent);
    expect(labels).toEqual(['Manual Entry', 'Upload Photo', 'Live Camera']);
  });
});
