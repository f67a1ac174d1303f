// @vitest-environment jsdom
// Home section 4, 'Recommended Products' (spec §2, §9): up to 4 products linking to /products/{id} —
// the pool's recommended products with a pool, the featured products without one — asked for only
// when the section is opened.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../testing/catalogue-replies.ts';
import { renderApp, signedInUser, stubFetch } from '../../../testing/render-app.tsx';
import { aPool } from '../../../testing/replies.ts';

// The first render loads the route's chunk; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

const POOL = aPool({ id: 'p1', name: 'Backyard Pool', onboardingCompleted: true });
const five = (prefix: string) => ['a', 'b', 'c', 'd', 'e'].map((id) => aProduct({ id: `${prefix}-${id}`, name: `${prefix} ${id}` }));
const requested = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSection() {
  fireEvent.click(await screen.findByRole('button', { name: 'Recommended Products' }));
  return screen.findByRole('list', { name: 'Recommended products' });
}

describe('home Recommended Products', () => {
  it("shows the pool's recommended products (up to 4) once opened, each linking to its page", async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/user': { body: signedInUser },
      'GET /api/pools': { body: [POOL] },
      'GET /api/pools/p1/readings/latest': { body: null },
      'GET /api/pools/p1/treatment-plan': { body: null },
      'GET /api/pools/p1/recommended-products': { body: five('Pool pick') },
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'Recommended Products' });
    expect(requested(fetchMock).some((url) => url.includes('recommended-products'))).toBe(false);
    const list = await openSection();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/Pool%20pick-a', '/products/Pool%20pick-b', '/products/Pool%20pick-c', '/products/Pool%20pick-d']);
    expect(requested(fetchMock)).not.toContain('/api/products/featured');
  });

  it('shows the featured products without a pool', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/user': { body: signedInUser },
      'GET /api/pools': { body: [] },
      'GET /api/products/featured': { body: five('Featured').slice(0, 2) },
    });
    renderApp('/');
    const list = await openSection();
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Featured a', 'Featured b']);
    expect(requested(fetchMock).some((url) => url.includes('recommended-products'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products');
  });
});
