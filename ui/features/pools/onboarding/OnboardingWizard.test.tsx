// @vitest-environment jsdom
// The onboarding wizard from home: Next on step 1 stays there, with the 'Missing Information' toast and
// the message under the field, until the pool has a name and at least 1,000 gallons (spec §5); Back
// closes the wizard and stays on home. With metric units the volume is asked in litres, checked in
// litres, and sent in gallons.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../shell/toast/toast-state.ts';
import { appStore } from '../../../state/jotai.ts';
import { renderApp, signedInUser, stubFetch } from '../../../testing/render-app.tsx';
import { DEFAULT_USER_PREFERENCES } from '../../../../contracts/users.contract.ts';
import { onboardingOpenAtom } from './onboarding-state.ts';

let unhook = () => {};

async function openWizard() {
  const { router } = renderApp('/', { browserHistory: true });
  unhook = () => router.history.destroy();
  await userEvent.click(await screen.findByRole('button', { name: 'Start Pool Setup' }));
  const wizard = await screen.findByRole('dialog', { name: 'Basic Pool Info' });
  const type = (label: string, value: string) => fireEvent.change(within(wizard).getByLabelText(label), { target: { value } });
  const next = () => userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
  return { wizard, type, next };
}

beforeEach(() => {
  window.localStorage.clear();
  appStore.set(onboardingOpenAtom, false);
  stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { body: [] } });
});
afterEach(() => {
  cleanup();
  resetToasts();
  unhook();
  vi.unstubAllGlobals();
});

describe('onboarding wizard', () => {
  it("stays on step 1 without a name, saying so under the field and in the 'Missing Information' toast", async () => {
    const { wizard, next } = await openWizard();
    expect(within(wizard).queryByText('Pool name is required')).toBeNull();
    await next();
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please provide a pool name and valid volume.')).toBeTruthy();
    expect(within(wizard).getByRole('heading', { name: 'Basic Pool Info' })).toBeTruthy();
    const name = within(wizard).getByLabelText('Pool Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pool name is required');
    expect(document.activeElement).toBe(name);
  });

  it.each([
    ['999', 'Volume must be at least 1,000 gallons'],
    ['0', 'Volume must be at least 1,000 gallons'],
    ['2000000', 'Pool volume must be at most 1,000,000 gallons'],
  ])('stays on step 1 with a volume of %s: "%s"', async (volume, message) => {
    const { wizard, type, next } = await openWizard();
    type('Pool Name', 'Backyard Pool');
    type('Volume (gallons)', volume);
    await next();
    expect(within(wizard).getByRole('heading', { name: 'Basic Pool Info' })).toBeTruthy();
    const field = within(wizard).getByLabelText('Volume (gallons)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(wizard).getByText(message)).toBeTruthy();
    expect(within(wizard).getByLabelText('Pool Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('clears the message as the field is fixed, and goes on to step 2', async () => {
    const { wizard, type, next } = await openWizard();
    type('Volume (gallons)', '500');
    await next();
    expect(within(wizard).getByText('Pool name is required')).toBeTruthy();
    expect(within(wizard).getByText('Volume must be at least 1,000 gallons')).toBeTruthy();
    type('Pool Name', 'Backyard Pool');
    expect(within(wizard).queryByText('Pool name is required')).toBeNull();
    type('Volume (gallons)', '1000');
    expect(within(wizard).queryByText('Volume must be at least 1,000 gallons')).toBeNull();
    await next();
    expect(await screen.findByRole('dialog', { name: 'Sanitization System' })).toBeTruthy();
  });

  it('asks for litres with metric units, checks them in litres and sends the gallons', async () => {
    const created: unknown[] = [];
    stubFetch({
      'GET /api/auth/user': { body: signedInUser },
      'GET /api/pools': { body: [] },
      'GET /api/users/me/preferences': { body: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } },
      'POST /api/pools': (init) => {
        created.push(JSON.parse(String(init?.body)));
        return { status: 500 };
      },
    });
    const { wizard, type, next } = await openWizard();
    const volume = within(wizard).getByLabelText('Volume (litres)') as HTMLInputElement;
    expect(volume.value).toBe('75708');
    expect(within(wizard).getByText('Most home pools hold 57,000-95,000 litres.')).toBeTruthy();
    type('Pool Name', 'Backyard Pool');
    type('Volume (litres)', '3784');
    await next();
    expect(within(wizard).getByText('Volume must be at least 3,785 litres')).toBeTruthy();
    type('Volume (litres)', '50000');
    await next();
    for (let step = 2; step <= 6; step += 1) await next();
    expect(within(wizard).getByText('50,000 litres')).toBeTruthy();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: 'Backyard Pool', volumeGallons: 13208.6 });
  });

  it('closes on Back and stays on home', async () => {
    await openWizard();
    await act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Start Pool Setup' })).toBeTruthy();
  });
});
