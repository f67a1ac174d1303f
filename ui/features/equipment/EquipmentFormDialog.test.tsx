// @vitest-environment jsdom
// Add / Edit Equipment: spec §5's messages under their fields on a refused save (and no request), the
// interval at least 1, the payload (empty dates as null, status good), the server's 400 fields shown
// under theirs (a warranty before the install date) with its message as the toast, edit mode's PATCH,
// and spec §8's toasts.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Equipment } from '../../api/equipment.api.ts';
import { createAppQueryClient } from '../../router.ts';
import { stubFetch, type StubRoutes } from '../../testing/render-app.tsx';
import { anEquipment } from '../../testing/replies.ts';
import { Toaster } from '../../shell/toast/Toaster.tsx';
import { resetToasts } from '../../shell/toast/toast-state.ts';
import { EquipmentFormDialog } from './EquipmentFormDialog.tsx';

const POOL = 'pool-1';

function renderForm(equipment: Equipment | null, routes: StubRoutes = {}) {
  const fetch = stubFetch(routes);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <EquipmentFormDialog open onOpenChange={onOpenChange} poolId={POOL} equipment={equipment} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetch, onOpenChange };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Add Equipment') => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const sentBody = (fetch: ReturnType<typeof stubFetch>, call = 0) => JSON.parse(String(fetch.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('EquipmentFormDialog', () => {
  it("shows 'Equipment name is required' and 'Category is required' on a refused save, focuses Name and sends nothing", async () => {
    const { fetch } = renderForm(null);
    expect(screen.getByRole('heading', { name: 'Add Equipment' })).toBeTruthy();
    expect(errorOf('Name')).toBeUndefined();
    submit();
    expect(errorOf('Name')).toBe('Equipment name is required');
    expect(errorOf('Category')).toBe('Category is required');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a field\'s message once it is left, and drops it when fixed', () => {
    renderForm(null);
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(errorOf('Name')).toBe('Equipment name is required');
    expect(errorOf('Category')).toBeUndefined();
    type('Name', 'Pump');
    expect(errorOf('Name')).toBeUndefined();
  });

  it('refuses a maintenance interval below 1', () => {
    const { fetch } = renderForm(null);
    type('Name', 'Pump');
    type('Category', 'pump');
    type('Maintenance Interval (days)', '0');
    submit();
    expect(errorOf('Maintenance Interval (days)')).toBe('Maintenance interval must be a number of at least 1 day');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("adds: every field sent, empty dates as null, status good; 'Equipment Added' and the dialog closes", async () => {
    const { fetch, onOpenChange } = renderForm(null, {
      [`POST /api/pools/${POOL}/equipment`]: (init) => ({ status: 201, body: anEquipment({ id: 'e1', poolId: POOL, ...JSON.parse(String(init?.body)) }) }),
    });
    type('Name', ' Main pump ');
    type('Category', 'pump');
    type('Brand', 'Pentair');
    type('Condition', 'fair');
    type('Install Date', '2025-05-01');
    type('Maintenance Interval (days)', '30');
    submit();
    expect(await screen.findByText('Equipment Added')).toBeTruthy();
    expect(sentBody(fetch)).toEqual({
      name: 'Main pump', category: 'pump', brand: 'Pentair', model: null, serialNumber: null, installDate: '2025-05-01',
      warrantyExpiration: null, maintenanceIntervalDays: 30, lastMaintenanceDate: null, notes: null, condition: 'fair', status: 'good',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's 400 field (a warranty before the install date) under its field, with its message as the toast", async () => {
    const message = 'Warranty expiration cannot be before the install date';
    const { onOpenChange } = renderForm(null, {
      [`POST /api/pools/${POOL}/equipment`]: { status: 400, body: { error: { code: 'invalid', message, fields: { warrantyExpiration: message } } } },
    });
    type('Name', 'Heater');
    type('Category', 'heater');
    type('Install Date', '2026-05-01');
    type('Warranty Expiration', '2026-01-01');
    submit();
    await waitFor(() => expect(errorOf('Warranty Expiration')).toBe(message));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Warranty Expiration')));
    expect(onOpenChange).not.toHaveBeenCalled();
    type('Warranty Expiration', '2027-01-01');
    expect(errorOf('Warranty Expiration')).toBeUndefined();
  });

  it("says 'Failed to save equipment. Please try again.' when the server fails", async () => {
    renderForm(null, { [`POST /api/pools/${POOL}/equipment`]: { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } } });
    type('Name', 'Pump');
    type('Category', 'pump');
    submit();
    expect(await screen.findByText('Failed to save equipment. Please try again.')).toBeTruthy();
  });

  it("edits: prefilled, PATCH with poolId and the status it has, 'Equipment Updated'", async () => {
    const stored = anEquipment({ id: 'e9', poolId: POOL, name: 'Filter', category: 'filter', status: 'warning', installDate: '2025-01-02', condition: 'poor' });
    const { fetch } = renderForm(stored, {
      'PATCH /api/equipment/e9': (init) => ({ body: { ...stored, ...JSON.parse(String(init?.body)) } }),
    });
    expect(screen.getByRole('heading', { name: 'Edit Equipment' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Install Date').value).toBe('2025-01-02');
    expect(screen.getByLabelText<HTMLSelectElement>('Condition').value).toBe('poor');
    type('Install Date', '');
    type('Name', 'Sand filter');
    submit('Save Changes');
    expect(await screen.findByText('Equipment Updated')).toBeTruthy();
    expect(sentBody(fetch)).toMatchObject({ name: 'Sand filter', installDate: null, poolId: POOL, status: 'warning', condition: 'poor' });
  });
});
