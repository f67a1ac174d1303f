// @vitest-environment jsdom
// /equipment over stubbed replies: spec §2's no-pool message, the empty state, the four tiles' counts,
// Mark Issue / Mark Fixed as status-only patches, 'Serviced today', and delete after a confirmation,
// each with its spec §8 toast.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../testing/render-app.tsx';
import { anEquipment, aPool } from '../../testing/replies.ts';
import { resetToasts } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { equipmentFormAtom } from './equipment-state.ts';

const pool = aPool({ id: 'p1', name: 'Backyard Pool', onboardingCompleted: true });
const pump = anEquipment({ id: 'e1', name: 'Pump', category: 'pump', status: 'good', warrantyExpiration: '2026-06-10', warrantyState: 'expiring' });
const filter = anEquipment({
  id: 'e2', name: 'Sand filter', category: 'filter', status: 'warning', maintenanceIntervalDays: 30, lastMaintenanceDate: '2026-04-01', maintenanceState: 'overdue',
});

/** The server's list, as the stubbed writes leave it (the screen refetches it after each). */
let stored: object[] = [];

function open(pools: object[], equipment: object[] = [], more: StubRoutes = {}) {
  stored = equipment;
  const fetch = stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: pools },
    'GET /api/pools/p1/equipment': () => ({ body: stored }),
    ...more,
  });
  renderApp('/equipment');
  return fetch;
}

const tile = (key: string) => screen.getByTestId(`tile-${key}`).textContent;
const item = (name: string) => screen.getByRole('listitem', { name });
/** The route's screen loads lazily; under load that takes longer than findBy's default second. */
const LOADING = { timeout: 5000 };
const calls = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path);

beforeEach(() => appStore.set(equipmentFormAtom, { open: false }));
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/equipment', () => {
  it("says 'No pool profile found. Please set up your pool first.' without a pool", async () => {
    open([]);
    expect(await screen.findByText('No pool profile found. Please set up your pool first.', {}, LOADING)).toBeTruthy();
  });

  it('offers Add in an empty state with no equipment', async () => {
    open([pool], []);
    expect(await screen.findByRole('heading', { name: 'No equipment yet' }, LOADING)).toBeTruthy();
    expect(tile('good')).toBe('0Good');
    fireEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    expect(await screen.findByRole('heading', { name: 'Add Equipment' }, LOADING)).toBeTruthy();
  });

  it("counts Good, Issues, Warranty Alerts and Maintenance Due, and sends the browser's time zone", async () => {
    const fetch = open([pool], [pump, filter]);
    await screen.findByRole('heading', { name: 'Equipment (2)' }, LOADING);
    expect([tile('good'), tile('issues'), tile('warrantyAlerts'), tile('maintenanceDue')]).toEqual(['1Good', '1Issues', '1Warranty Alerts', '1Maintenance Due']);
    expect(within(item('Pump')).getByText('Warranty expires in 9 days')).toBeTruthy();
    expect(within(item('Sand filter')).getByText('Service overdue by 31 days')).toBeTruthy();
    const list = calls(fetch, 'GET', '/api/pools/p1/equipment')[0]?.[0];
    expect(new URL(String(list), 'http://x').searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('marks an issue and marks it fixed with status-only patches', async () => {
    const fetch = open([pool], [pump, filter], {
      'PATCH /api/equipment/e1': { body: { ...pump, status: 'warning' } },
      'PATCH /api/equipment/e2': { body: { ...filter, status: 'good' } },
    });
    await screen.findByRole('heading', { name: 'Equipment (2)' }, LOADING);
    fireEvent.click(within(item('Pump')).getByRole('button', { name: 'Mark Issue' }));
    expect(await screen.findByText('Pump is marked as having an issue.')).toBeTruthy();
    fireEvent.click(within(item('Sand filter')).getByRole('button', { name: 'Mark Fixed' }));
    expect(await screen.findByText('Sand filter is marked as fixed.')).toBeTruthy();
    expect(calls(fetch, 'PATCH', '/api/equipment/e1').map(([, init]) => init?.body)).toEqual(['{"status":"warning"}']);
    expect(calls(fetch, 'PATCH', '/api/equipment/e2').map(([, init]) => init?.body)).toEqual(['{"status":"good"}']);
  });

  it("records 'Serviced today', which then reads as done", async () => {
    const serviced = { ...filter, lastMaintenanceDate: '2026-06-01', maintenanceState: 'ok' };
    open([pool], [filter], {
      'POST /api/equipment/e2/serviced': () => {
        stored = [serviced];
        return { body: serviced };
      },
    });
    await screen.findByRole('heading', { name: 'Equipment (1)' }, LOADING);
    fireEvent.click(within(item('Sand filter')).getByRole('button', { name: 'Serviced today' }));
    expect(await screen.findByText('Sand filter was serviced today.')).toBeTruthy();
    await waitFor(() => expect(within(item('Sand filter')).getByRole('button', { name: 'Serviced today' })).toHaveProperty('disabled', true));
  });

  it("deletes only after the confirmation: 'Equipment Deleted', or 'Failed to delete equipment.'", async () => {
    let fail = true;
    open([pool], [pump], {
      'DELETE /api/equipment/e1': () => {
        if (fail) return { status: 500 };
        stored = [];
        return { status: 204 };
      },
    });
    await screen.findByRole('heading', { name: 'Equipment (1)' }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Pump' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Equipment?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete equipment.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Equipment Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pump' })).toBeNull());
  });
});
