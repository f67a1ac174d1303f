// @vitest-environment jsdom
// One active pool everywhere (spec §4): without a choice the first onboarded pool, in the header and on
// /test; choosing another in the header switches the header, /test's recent tests and saves, the
// history and pool settings, and survives a reload; with one pool nothing is there to choose.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/jotai.ts';
import { renderApp, signedInUser, stubFetch } from '../../testing/render-app.tsx';
import { aPool, aReading } from '../../testing/replies.ts';
import { ACTIVE_POOL_STORAGE_KEY, chosenPoolIdAtom } from './active-pool-state.ts';

const draft = aPool({ id: 'pool-a', name: 'Draft Pool', onboardingCompleted: false });
const onboarded = aPool({ id: 'pool-b', name: 'Backyard Pool', onboardingCompleted: true });

function stub(pools = [draft, onboarded]) {
  const perPool = Object.fromEntries(
    pools.flatMap(({ id }, index) => [
      [`GET /api/pools/${id}/readings/recent`, { body: [aReading({ id: `r-${id}`, poolId: id, ph: 7.1 + index * 0.8 })] }],
      [`GET /api/pools/${id}/readings/latest`, { body: null }],
      [`GET /api/pools/${id}/treatment-plan`, { body: null }],
      [`POST /api/pools/${id}/readings`, { status: 201, body: aReading({ poolId: id, ph: 7.4 }) }],
    ]),
  );
  return stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { body: pools }, ...perPool });
}

const headerPicker = () => screen.findByRole('combobox', { name: 'Active pool' });

beforeEach(() => {
  window.localStorage.clear();
  appStore.set(chosenPoolIdAtom, null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('active pool', () => {
  it('is the onboarded pool in the header and on /test when none was chosen', async () => {
    stub();
    renderApp('/');
    expect(await headerPicker()).toHaveProperty('value', 'pool-b');
    cleanup();
    const fetchMock = stub();
    renderApp('/test');
    expect(await screen.findByText(/pH 7\.9/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/pools/pool-a/readings/recent');
  });

  it('switches the header, /test, the history and pool settings when the owner chooses another pool', async () => {
    const fetchMock = stub();
    const { router } = renderApp('/');
    await userEvent.selectOptions(await headerPicker(), 'Draft Pool');
    expect(await headerPicker()).toHaveProperty('value', 'pool-a');
    expect(window.localStorage.getItem(ACTIVE_POOL_STORAGE_KEY)).toBe('pool-a');

    await router.navigate({ to: '/test' });
    expect(await screen.findByText(/pH 7\.1/)).toBeTruthy();
    expect(screen.queryByText(/pH 7\.9/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Manual Entry/ }));
    fireEvent.change(await screen.findByLabelText('pH'), { target: { value: '7.4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Test Results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input) === '/api/pools/pool-a/readings')).toBe(true);

    await router.navigate({ to: '/history' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/pools/pool-a/readings?'))).toBe(true));

    await router.navigate({ to: '/pool-settings' });
    expect(await screen.findByLabelText('Pool Name')).toHaveProperty('value', 'Draft Pool');
    const settingsPicker = screen.getByRole('combobox', { name: 'Pool' });
    expect(settingsPicker).toHaveProperty('value', 'pool-a');
    await userEvent.selectOptions(settingsPicker, 'Backyard Pool');
    expect(screen.getByLabelText('Pool Name')).toHaveProperty('value', 'Backyard Pool');
    expect(appStore.get(chosenPoolIdAtom)).toBe('pool-b');
  });

  it('keeps the choice across a reload, and falls back to the rule when the chosen pool is gone', async () => {
    window.localStorage.setItem(ACTIVE_POOL_STORAGE_KEY, 'pool-a');
    vi.resetModules();
    const reloaded = await import('./active-pool-state.ts');
    const { appStore: reloadedStore } = await import('../../state/jotai.ts');
    expect(reloadedStore.get(reloaded.chosenPoolIdAtom)).toBe('pool-a');
    expect(reloaded.pickActivePool([draft, onboarded], 'pool-a')?.id).toBe('pool-a');
    expect(reloaded.pickActivePool([draft, onboarded], 'deleted-pool')?.id).toBe('pool-b');
    expect(reloaded.pickActivePool([draft], null)?.id).toBe('pool-a');
  });

  it('shows the name and no switcher with one pool', async () => {
    stub([onboarded]);
    const { router } = renderApp('/');
    expect((await screen.findByTestId('pool-name')).textContent).toBe('Backyard Pool');
    expect(screen.queryByRole('combobox', { name: 'Active pool' })).toBeNull();
    await router.navigate({ to: '/pool-settings' });
    expect(await screen.findByLabelText('Pool Name')).toHaveProperty('value', 'Backyard Pool');
    expect(screen.queryByRole('combobox', { name: 'Pool' })).toBeNull();
  });
});
