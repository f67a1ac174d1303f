// @vitest-environment jsdom
// Manual Test Entry: focus on pH when it opens, every spec §5 message in the red box, Save disabled while
// invalid, 'Saving Test...' while pending, the payload (empty values dropped), edit mode, and the save toasts;
// a new test's Idempotency-Key, kept across a retry, and the test kept for later when offline or unanswered.
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAppQueryClient } from '../../../router.ts';
import { stubFetch } from '../../../testing/render-app.tsx';
import { aReading } from '../../../testing/replies.ts';
import { Toaster } from '../../../shell/toast/Toaster.tsx';
import { resetToasts } from '../../../shell/toast/toast-state.ts';
import { queuedReadings } from '../offline/reading-queue.ts';
import { ManualEntryDialog } from './ManualEntryDialog.tsx';

const POOL = 'pool-1';
const stored = aReading({
  id: 'r1', poolId: POOL, timestamp: '2026-06-01T10:00:00.000Z', testMethod: 'camera', ph: 7.4, freeChlorinePpm: 2,
  totalChlorinePpm: null, totalAlkalinityPpm: 100, cyaPpm: null, calciumHardnessPpm: null, temperatureF: 80, notes: 'n',
});

function renderDialog(reading: typeof stored | null = null) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ManualEntryDialog open onOpenChange={() => {}} poolId={POOL} reading={reading} onSaved={onSaved} updatedTitle="Test Updated!" />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const save = () => screen.getByRole('button', { name: /Save Test Results|Saving Test/ });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorBox = () => screen.getByRole('alert', { name: 'Form errors' });

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

describe('ManualEntryDialog', () => {
  it('opens with the pH field focused, new or editing', async () => {
    renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('pH')));
    cleanup();
    renderDialog(stored);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('pH')));
  });

  it('keeps Save disabled on an empty form and asks for pH or chlorine once touched', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Manual Test Entry' })).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    type('pH', '');
    type('Notes', 'x');
    expect(within(errorBox()).getByText('Please enter at least pH or chlorine levels')).toBeTruthy();
  });

  it.each([
    ['pH', '-1', 'pH must be 0 or higher'],
    ['pH', '14.1', 'pH must be 14 or lower'],
    ['Free Chlorine (ppm)', '-0.1', 'Free chlorine must be 0 or higher'],
    ['Free Chlorine (ppm)', '51', 'Free chlorine seems too high'],
    ['Total Chlorine (ppm)', '-1', 'Total chlorine must be 0 or higher'],
    ['Total Chlorine (ppm)', '50.5', 'Total chlorine seems too high'],
    ['Total Alkalinity (ppm)', '-1', 'Alkalinity must be 0 or higher'],
    ['Total Alkalinity (ppm)', '1001', 'Alkalinity seems too high'],
    ['Cyanuric Acid (ppm)', '-1', 'CYA must be 0 or higher'],
    ['Cyanuric Acid (ppm)', '301', 'CYA seems too high'],
    ['Calcium Hardness (ppm)', '-1', 'Calcium hardness must be 0 or higher'],
    ['Calcium Hardness (ppm)', '2001', 'Calcium hardness seems too high'],
    ['Water Temperature (°F)', '31', 'Temperature must be at least 32°F'],
    ['Water Temperature (°F)', '121', 'Temperature must be at most 120°F'],
  ])('%s = %s shows "%s" and disables Save', (label, value, message) => {
    renderDialog();
    if (label !== 'pH') type('pH', '7.4');
    type(label, value);
    expect(within(errorBox()).getByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('lists every current error at once and clears them when fixed', () => {
    renderDialog();
    type('pH', '15');
    type('Free Chlorine (ppm)', '60');
    expect(within(errorBox()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['pH must be 14 or lower', 'Free chlorine seems too high']);
    type('pH', '7.5');
    type('Free Chlorine (ppm)', '2');
    expect(screen.queryByRole('alert', { name: 'Form errors' })).toBeNull();
    expect(save()).toHaveProperty('disabled', false);
  });

  it('uses the spec §5 steps', () => {
    renderDialog();
    expect(screen.getByLabelText('pH').getAttribute('step')).toBe('0.1');
    expect(screen.getByLabelText('Free Chlorine (ppm)').getAttribute('step')).toBe('0.1');
    expect(screen.getByLabelText('Total Alkalinity (ppm)').getAttribute('step')).toBe('1');
    expect(screen.getByLabelText('Water Temperature (°F)').getAttribute('step')).toBe('1');
  });

  it("posts a manual reading with empty values dropped, shows 'Saving Test...' and toasts 'Test Saved'", async () => {
    let release: () => void = () => {};
    const fetchMock = stubFetch({
      'POST /api/pools/pool-1/readings': () => ({ status: 201, body: { ...stored, testMethod: 'manual' } }),
    });
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return inner(input, init);
    });
    const { onSaved } = renderDialog();
    type('pH', '7.3');
    type('Notes', '  after rain  ');
    fireEvent.click(save());
    expect(await screen.findByRole('button', { name: 'Saving Test...' })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('Test Saved')).toBeTruthy();
    expect(screen.getByText('Your water test results have been recorded.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ph: 7.3, freeChlorinePpm: null, totalAlkalinityPpm: null, notes: 'after rain', testMethod: 'manual' });
    expect(typeof body.timestamp).toBe('string');
    expect(onSaved).toHaveBeenCalledWith('created');
  });

  it("toasts the create failure", async () => {
    stubFetch({ 'POST /api/pools/pool-1/readings': { status: 500, body: 'boom' } });
    renderDialog();
    type('pH', '7.3');
    fireEvent.click(save());
    expect(await screen.findByText('Failed to save test results. Please try again.')).toBeTruthy();
  });

  it("edits with 'Edit Test Reading', keeps testMethod and timestamp, and toasts 'Test Updated!'", async () => {
    const fetchMock = stubFetch({ 'PUT /api/pools/pool-1/readings/r1': { body: { ...stored, ph: 7.2 } } });
    const { onSaved } = renderDialog(stored);
    expect(screen.getByRole('heading', { name: 'Edit Test Reading' })).toBeTruthy();
    expect(screen.getByLabelText('pH')).toHaveProperty('value', '7.4');
    type('pH', '7.2');
    fireEvent.click(save());
    expect(await screen.findByText('Test Updated!')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ph: 7.2, testMethod: 'camera', timestamp: stored.timestamp, notes: 'n' });
    expect(onSaved).toHaveBeenCalledWith('updated');
  });

  it('toasts the edit failure', async () => {
    stubFetch({ 'PUT /api/pools/pool-1/readings/r1': { status: 500, body: 'boom' } });
    renderDialog(stored);
    fireEvent.click(save());
    expect(await screen.findByText('Failed to update test results. Please try again.')).toBeTruthy();
  });

  it('sends a new test with an Idempotency-Key, the same one when the owner saves it again after a failure', async () => {
    const fetchMock = stubFetch({ 'POST /api/pools/pool-1/readings': { status: 500, body: 'boom' } });
    renderDialog();
    type('pH', '7.3');
    fireEvent.click(save());
    expect(await screen.findByText('Failed to save test results. Please try again.')).toBeTruthy();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2));
    const [first, second] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => keyOf(init));
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toBe(first);
    type('pH', '7.4');
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(3));
    expect(keyOf(fetchMock.mock.calls.at(-1)?.[1])).not.toBe(first);
  });

  it("keeps a test entered offline without sending it, toasts 'Test Queued' and reports it queued", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // As the browser tells TanStack Query (whose mutations would otherwise wait for the network).
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const fetchMock = stubFetch({});
    const { onSaved } = renderDialog();
    type('pH', '7.3');
    type('Free Chlorine (ppm)', '1.5');
    fireEvent.click(save());
    expect(await screen.findByText('Test Queued')).toBeTruthy();
    expect(screen.getByText("You're offline. Your test results will be sent when you're back online.")).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('queued');
    expect(fetchMock).not.toHaveBeenCalled();
    const [queued] = queuedReadings();
    expect(queued).toMatchObject({ poolId: POOL, values: { ph: 7.3, freeChlorinePpm: 1.5, notes: null } });
    expect(Date.parse(queued!.enteredAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a test whose request got no reply, under the key it was sent with', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { onSaved } = renderDialog();
    type('pH', '7.3');
    fireEvent.click(save());
    expect(await screen.findByText('Test Queued')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('queued');
    expect(queuedReadings().map((reading) => reading.idempotencyKey)).toEqual([keyOf((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1])]);
  });
});
