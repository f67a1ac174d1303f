// @vitest-environment jsdom
// The Recommendations list card under the plan's steps (spec §2): priority, title, description, the
// dosage text with 'add gradually and retest in 2-4 hours', only the first product with 'Best Price',
// and 12.99 for a product without a price (spec §9).
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreatmentPlanView as Plan } from '../../../api/water.api.ts';
import { createAppQueryClient } from '../../../router.ts';
import { aRecommendation } from '../../../testing/catalogue-replies.ts';
import { stubFetch } from '../../../testing/render-app.tsx';
import { TreatmentPlanView } from '../../water/treatment/TreatmentPlanView.tsx';
import { dosageText } from './RecommendationsCard.tsx';

// The first render loads the route's chunk; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

const product = (id: string, price: number | null) => ({ id, name: `Product ${id}`, description: '', price, originalPrice: null, costForThisDose: null });

const plan = (completed: boolean): Plan => ({
  status: 'active', summary: 'Raise chlorine.', safeToSwimAt: Date.now() + 3_600_000, activeTimers: [],
  steps: [{ id: 's1', chemical: 'Liquid chlorine', priority: 'high', reason: 'Low FC', dosage: { amount: 42.3, unit: 'fl_oz', description: 'Add 42.3 fl oz' }, instructions: [], waitTimeBeforeNext: 0, completed }],
});

/** The plan view inside a router of its own, for the card's product links. */
function renderPlan(value: Plan) {
  const client = createAppQueryClient();
  const rootRoute = createRootRoute({ component: () => <TreatmentPlanView poolId="pool-1" plan={value} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Recommendations list card', () => {
  it("shows each recommendation's priority, title, description and dosage, and only its first product with 'Best Price'", async () => {
    stubFetch({
      'GET /api/pools/pool-1/recommendations': {
        body: [
          aRecommendation({ stepId: 's1', products: [product('cheap', 8.49), product('second', 9.99)], dosage: { amount: 42.3, unit: 'fl_oz', description: 'Add 42.3 fl oz of liquid chlorine - add gradually and retest in 2-4 hours' } }),
          aRecommendation({ stepId: 's2', priority: 'medium', title: 'Lower pH', products: [product('noprice', null)], dosage: { amount: 8, unit: 'fl_oz', description: 'Add 8 fl oz of muriatic acid.' } }),
        ],
      },
    });
    renderPlan(plan(false));
    const card = await screen.findByTestId('recommendations');
    const [first, second] = within(card).getAllByRole('listitem');
    expect(within(first!).getByText('Raise free chlorine')).toBeTruthy();
    expect(within(first!).getByText('high')).toBeTruthy();
    expect(within(first!).getByText('Free chlorine is below the ideal range.')).toBeTruthy();
    expect(within(first!).getByText('Dosage: Add 42.3 fl oz of liquid chlorine - add gradually and retest in 2-4 hours')).toBeTruthy();
    expect(within(first!).getAllByTestId('recommended-product')).toHaveLength(1);
    expect(within(first!).getByRole('link', { name: 'Product cheap' }).getAttribute('href')).toBe('/products/cheap');
    expect(within(first!).queryByText('Product second')).toBeNull();
    expect(within(first!).getByText('Best Price')).toBeTruthy();
    expect(within(first!).getByText('$8.49')).toBeTruthy();
    expect(within(second!).getByText('Dosage: Add 8 fl oz of muriatic acid; add gradually and retest in 2-4 hours')).toBeTruthy();
    expect(within(second!).getByText('$12.99')).toBeTruthy();
    expect(within(second!).getByText('medium')).toBeTruthy();
  });

  it('is not asked for once every step is done', async () => {
    const fetchMock = stubFetch({});
    renderPlan(plan(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recommendations')).toBeNull();
  });

  it('adds the retest advice only where the dose does not say it', () => {
    expect(dosageText('Add 1 lb. ')).toBe('Add 1 lb; add gradually and retest in 2-4 hours');
    expect(dosageText('Add 1 lb, then add gradually and retest in 2-4 hours')).toBe('Add 1 lb, then add gradually and retest in 2-4 hours');
  });
});
