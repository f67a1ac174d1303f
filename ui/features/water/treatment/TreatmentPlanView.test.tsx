// @vitest-environment jsdom
// Treatment plan view: badge and summary, swim-safe text, timers and their progress colour, the
// 'Added Chemical' button on the ready step only, the completion toasts, the end states, and a step's
// amounts (dosage, instructions) in metric.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreatmentPlanView as Plan } from '../../../api/water.api.ts';
import { createAppQueryClient } from '../../../router.ts';
import { stubFetch } from '../../../testing/render-app.tsx';
import { Toaster } from '../../../shell/toast/Toaster.tsx';
import { resetToasts } from '../../../shell/toast/toast-state.ts';
import { TreatmentPlanView } from './TreatmentPlanView.tsx';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const MIN = 60_000;

const step = (id: string, completed: boolean, priority: 'critical' | 'high' | 'medium' | 'low' = 'high') => ({
  id, chemical: `Chemical ${id}`, priority, reason: `Reason ${id}`,
  dosage: { amount: 1, unit: 'fl_oz', description: `Dose ${id}` },
  instructions: [`Do ${id}`], warnings: [`Careful ${id}`], waitTimeBeforeNext: 60, completed,
});

function plan(overrides: Partial<Plan> = {}): Plan {
  return { status: 'active', summary: 'Lower pH then raise chlorine.', safeToSwimAt: NOW + 3 * 60 * MIN + 5 * MIN, steps: [step('a', false), step('b', false, 'low')], activeTimers: [], ...overrides };
}

function renderPlan(value: Plan, units: 'imperial' | 'metric' = 'imperial') {
  const client = createAppQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <TreatmentPlanView poolId="pool-1" plan={value} units={units} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TreatmentPlanView', () => {
  it('shows the title, status badge, summary and the swim-safe text', () => {
    renderPlan(plan());
    expect(screen.getByRole('heading', { name: 'Treatment Plan' })).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByText('Lower pH then raise chlorine.')).toBeTruthy();
    expect(screen.getByTestId('swim-safe').textContent).toBe('Safe to swim in 3h 5m');
  });

  it.each([
    [2 * 24 * 60 * MIN + 3 * 60 * MIN, 'Safe to swim in 2d 3h'],
    [30_000, 'Safe to swim very soon'],
    [-MIN, 'Safe to swim now'],
  ])('words %i ms to swim as %s once every step is done', (remaining, text) => {
    renderPlan(plan({ safeToSwimAt: NOW + remaining, steps: [step('a', true), step('b', true)] }));
    expect(screen.getByTestId('swim-safe').textContent).toBe(text);
  });

  it('never says Safe to swim now while a step waits undone past the planned time', () => {
    renderPlan(plan({ safeToSwimAt: NOW - 3 * 60 * MIN }));
    // Steps a and b (60 min each) still to do from now.
    expect(screen.getByTestId('swim-safe').textContent).toBe('Safe to swim in 2h 0m');
  });

  it('offers Added Chemical on the ready step only, with priority badges', () => {
    renderPlan(plan());
    expect(screen.getAllByRole('button', { name: 'Added Chemical' })).toHaveLength(1);
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.dataset.state);
    expect(first!.dataset.state).toBe('ready');
    expect(second!.dataset.state).toBe('waiting');
    expect(within(first!).getByText('high').dataset.variant).toBe('destructive');
    expect(within(second!).getByText('low').dataset.variant).toBe('secondary');
    expect(within(first!).getByText('Dosage: Dose a')).toBeTruthy();
    expect(within(first!).getByText('Careful a')).toBeTruthy();
  });

  it('hides Added Chemical when the plan is not active', () => {
    renderPlan(plan({ status: 'completed' }));
    expect(screen.queryByRole('button', { name: 'Added Chemical' })).toBeNull();
  });

  it('shows running timers with progress, green above 90 %, and hides ended ones', () => {
    const timer = (id: string, startOffset: number, endOffset: number) => ({
      // Timer ids are `{stepId}-chemical-wait` (domain/chemistry/treatment-timers.rules.ts); 'half' is step a's.
      id: id === 'half' ? 'a-chemical-wait' : `other-${id}`, type: 'chemical_wait' as const, chemical: `Timer ${id}`, description: `Wait ${id}`, startTime: NOW + startOffset, endTime: NOW + endOffset,
      fromEarlierPlan: false,
    });
    renderPlan(plan({
      steps: [step('a', true), step('b', false)],
      activeTimers: [timer('half', -30 * MIN, 30 * MIN), timer('late', -95 * MIN, 5 * MIN), timer('over', -60 * MIN, -MIN)],
    }));
    expect(screen.getByRole('heading', { name: 'Treatment in Progress' })).toBeTruthy();
    const timers = screen.getAllByTestId('active-timer');
    expect(timers).toHaveLength(2);
    expect(within(timers[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(timers[0]!.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('default');
    expect(timers[1]!.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('green');
    // The chemical_wait of step a still runs, so step b waits for it.
    expect(screen.queryByRole('button', { name: 'Added Chemical' })).toBeNull();
    expect(screen.getByText('Waiting for the safety timer')).toBeTruthy();
  });

  it('records the chemical and toasts, or toasts the error', async () => {
    const calls: string[] = [];
    stubFetch({
      'POST /api/pools/pool-1/treatment-plan/complete-step': (init) => {
        calls.push(String(init?.body));
        return calls.length === 1 ? { body: { ok: true } } : { status: 500, body: 'boom' };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlan(plan());
    fireEvent.click(screen.getByRole('button', { name: 'Added Chemical' }));
    expect(await screen.findByText('Chemical addition recorded. Safety timer started.')).toBeTruthy();
    expect(calls[0]).toBe('{"stepId":"a"}');
    fireEvent.click(screen.getByRole('button', { name: 'Added Chemical' }));
    expect(await screen.findByText('Failed to record chemical addition. Please try again.')).toBeTruthy();
  });

  it('says the chemistry is balanced when there are no steps', () => {
    renderPlan(plan({ steps: [] }));
    expect(screen.getByText('No treatment steps needed')).toBeTruthy();
    expect(screen.getByText('Your pool chemistry is balanced!')).toBeTruthy();
  });

  it('ends with Test Water Quality once every step is done and no timer runs', () => {
    renderPlan(plan({ steps: [step('a', true), step('b', true)] }));
    expect(screen.getByText('Pool is now safe for swimming')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Water Quality' }).getAttribute('href')).toBe('/pools/pool-1/test');
  });

  it('gives a step\'s dosage and the amounts in its instructions in metric', () => {
    const bakingSoda = {
      ...step('a', false), chemical: 'Baking soda',
      dosage: { amount: 12.5, unit: 'lb', description: '12.5 lb of baking soda' },
      instructions: ['Broadcast across the deep end; add no more than about 10 lb at a time.'],
    };
    renderPlan(plan({ steps: [bakingSoda] }), 'metric');
    expect(screen.getByText('Dosage: 5.67 kg of baking soda')).toBeTruthy();
    expect(screen.getByText('Broadcast across the deep end; add no more than about 4.54 kg at a time.')).toBeTruthy();
  });
});
