// @vitest-environment jsdom
// Home pool status card over stubbed API replies: Overall Status from the latest reading and the plan,
// the equipment summary of spec §4 ('No Equipment', 'Needs Attention'), and Balanced versus Treatment Needed.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reading, TreatmentPlan, TreatmentPlanStep } from '../../../../contracts/water.contract.ts';
import { renderApp, signedInUser, stubFetch } from '../../../testing/render-app.tsx';
import { aPlan, aPool, aReading, aStep, anEquipment } from '../../../testing/replies.ts';

const pool = aPool({ id: 'p1', name: 'Backyard Pool', volumeGallons: 18000, onboardingCompleted: true });
const balancedPlan = { status: 'completed', summary: 'All levels are in range.', steps: [], activeTimers: [] };

/** Home over these replies, each completed to what the server sends (contracts/water.contract.ts). */
function home(reading: object | null, plan: (Record<string, unknown> & { steps: object[] }) | null, cya: number | null = null, equipment: object[] = []) {
  const steps = plan?.steps.map((step) => aStep(step as TreatmentPlanStep));
  stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: [pool] },
    'GET /api/pools/p1/readings/latest': { body: reading && aReading(reading as Partial<Reading>) },
    'GET /api/pools/p1/treatment-plan': { body: plan && aPlan({ ...(plan as Partial<TreatmentPlan>), steps }) },
    'GET /api/pools/p1/water-targets': {
      body: { cya: cya === null ? null : { ppm: cya, readingId: 'reading-1', testedAt: '2026-06-01T08:00:00.000Z' }, saltwater: false },
    },
    'GET /api/pools/p1/equipment': { body: equipment.map((item, n) => anEquipment({ id: `e${n}`, poolId: 'p1', ...item })) },
  });
  renderApp('/');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pool status card', () => {
  it("shows 'No Data' and Treatment Needed without a reading", async () => {
    home(null, null);
    await screen.findByRole('heading', { name: 'Backyard Pool' });
    expect((await screen.findByTestId('overall-status')).textContent).toContain('No Data');
    expect(screen.getByText('Treatment Needed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Test Reading' }).getAttribute('href')).toBe('/test');
    expect(screen.queryByRole('heading', { name: 'Water Chemistry' })).toBeNull();
    const equipment = await screen.findByTestId('equipment-summary');
    await waitFor(() => expect(equipment.textContent).toContain('No Equipment'), { timeout: 5000 });
  });

  it("sums the equipment up by condition: 'Needs Attention' for a poor item, and opens /equipment", async () => {
    home(null, null, null, [{ name: 'Pump', condition: 'fair' }, { name: 'Filter', condition: 'poor' }]);
    const card = await screen.findByTestId('equipment-summary');
    await waitFor(() => expect(card.textContent).toContain('Needs Attention'), { timeout: 5000 });
    expect(card.textContent).toContain('2 items');
    expect(card.getAttribute('href')).toBe('/equipment');
  });

  it("shows 'Action Required' for a critical reading", async () => {
    home({ ph: 8.3, freeChlorinePpm: 2, totalAlkalinityPpm: 100 }, null);
    await screen.findByRole('heading', { name: 'Water Chemistry' });
    expect(screen.getByTestId('overall-status').textContent).toContain('Action Required');
    expect(screen.getByTestId('overall-status').textContent).toContain('pH high');
  });

  it("adds 'Treatment in progress' for an unfinished step of an active plan", async () => {
    const step = { id: 's1', chemical: 'Liquid chlorine', priority: 'high', reason: 'FC low', dosage: { amount: 1, unit: 'fl_oz', description: '1 fl oz' }, instructions: [], waitTimeBeforeNext: 0, completed: false };
    home({ ph: 7.4, freeChlorinePpm: 2, totalAlkalinityPpm: 100 }, { status: 'active', summary: 'Raise FC', safeToSwimAt: new Date().toISOString(), steps: [step], activeTimers: [] });
    await screen.findByRole('heading', { name: 'Treatment Plan' });
    const status = (await screen.findByTestId('overall-status')).textContent;
    expect(status).toContain('Needs Attention');
    expect(status).toContain('Treatment in progress');
  });

  it("shows 'Pool Chemistry Balanced' when the plan has a summary and the status is good", async () => {
    home({ ph: 7.4, freeChlorinePpm: 2, totalAlkalinityPpm: 100, temperatureF: 80 }, balancedPlan);
    expect(await screen.findByText('Pool Chemistry Balanced')).toBeTruthy();
    expect(screen.getByTestId('overall-status').textContent).toContain('All Good');
    expect(screen.queryByText('Treatment Needed')).toBeNull();
  });

  it('tells one story at CYA 40: FC 6 is ideal in the panel, All Good in the status, balanced in the plan', async () => {
    home({ ph: 7.4, freeChlorinePpm: 6, totalAlkalinityPpm: 100, cyaPpm: 40 }, balancedPlan, 40);
    expect(await screen.findByText('Pool Chemistry Balanced')).toBeTruthy();
    expect(screen.getByTestId('overall-status').textContent).toContain('All Good');
    expect(screen.getByTestId('chemistry-summary').textContent).toContain('4 of 4 levels in ideal range');
    expect(screen.getByTestId('chlorine-basis').textContent).toContain('for CYA 40 ppm from this test');
  });

  it('never says All Good or Balanced for a test without chlorine', async () => {
    home({ ph: 7.4, totalAlkalinityPpm: 100 }, { ...balancedPlan, status: 'active', needsChlorineTest: true, steps: [{ id: 'step-1-test-fc', chemical: 'Test free chlorine', product: null }] });
    expect((await screen.findByTestId('overall-status')).textContent).toContain('Chlorine not tested');
    expect(screen.queryByText('Pool Chemistry Balanced')).toBeNull();
    expect(screen.getByTestId('swim-safe').textContent).toBe('Test chlorine before swimming');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('says the plan was canceled with its test, never "Follow the plan above" without one', async () => {
    home({ ph: 7.9, freeChlorinePpm: 2, totalAlkalinityPpm: 100 }, { status: 'canceled', cancelReason: 'reading_deleted', summary: 'old', steps: [] });
    expect(await screen.findByText('This plan was canceled because the test it was made from was deleted.')).toBeTruthy();
    expect(screen.getByText('Add a test reading to get a new treatment plan.')).toBeTruthy();
    expect(screen.queryByText(/Follow the plan above/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Test Reading' })).toBeTruthy();
    expect((await screen.findByTestId('overall-status')).textContent).toContain('pH high');
  });
});
