// @vitest-environment jsdom
// Back closes an open water-test dialog instead of leaving /test, a dialog closed by its own buttons
// leaves no extra Back step behind, and the router keeps navigating (the browser's history, as in the app).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch } from '../testing/render-app.tsx';
import { aPool, aReading } from '../testing/replies.ts';

const POOL_ID = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
let unhook = () => {};

const dialogMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.clearwaterDialog;
const back = () => act(() => window.history.back());

async function openTestScreen() {
  const { router } = renderApp('/test', { browserHistory: true });
  unhook = () => router.history.destroy();
  await screen.findByRole('heading', { name: 'Choose a Test Method' });
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: [aPool({ id: POOL_ID, name: 'Backyard Pool', onboardingCompleted: true })] },
    'GET /api/pools/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/readings/recent': { body: [] },
    'GET /api/pools/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/readings/latest': { body: null },
    'GET /api/pools/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/treatment-plan': { body: null },
    'POST /api/pools/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/readings': { status: 201, body: aReading({ poolId: POOL_ID, ph: 7.4 }) },
  });
});
afterEach(() => {
  cleanup();
  unhook();
  vi.unstubAllGlobals();
});

describe('Back with a dialog open', () => {
  it.each([
    ['Manual Entry', 'Manual Test Entry'],
    ['Upload Photo', 'Upload Test Strip Photo'],
    ['Live Camera', 'Live Camera Test'],
  ])('closes the %s dialog and stays on /test', async (option, title) => {
    await openTestScreen();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(option) }));
    await screen.findByRole('dialog', { name: title });
    expect(window.location.pathname).toBe('/test');
    expect(dialogMarker()).toBeDefined();

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/test');
    expect(screen.getByRole('heading', { name: 'Choose a Test Method' })).toBeTruthy();
  });

  it('takes the entry back off when Cancel closes the dialog, and the router still navigates', async () => {
    await openTestScreen();
    await userEvent.click(screen.getByRole('button', { name: /Manual Entry/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(dialogMarker()).toBeUndefined());

    await userEvent.click(screen.getByRole('link', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Maintenance Schedule' });
    expect(window.location.pathname).toBe('/schedule');
    await back();
    await screen.findByRole('heading', { name: 'Choose a Test Method' });
    expect(window.location.pathname).toBe('/test');
    expect(dialogMarker()).toBeUndefined();
  });

  it('goes home after a save in place of the dialog entry, so Back returns to /test once', async () => {
    await openTestScreen();
    await userEvent.click(screen.getByRole('button', { name: /Manual Entry/ }));
    fireEvent.change(await screen.findByLabelText('pH'), { target: { value: '7.4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Test Results' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await screen.findByTestId('pool-name');

    await back();
    await screen.findByRole('heading', { name: 'Choose a Test Method' });
    expect(window.location.pathname).toBe('/test');
    expect(dialogMarker()).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
