// @vitest-environment jsdom
// /products (spec §2, §5, issue 16): search only past 2 characters and once typing pauses, the filter
// sheet's choices as the filtered query's parameters, sort, category tiles, the product card, the empty
// list, and the affiliate disclosure.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../state/jotai.ts';
import { aProduct } from '../../../testing/catalogue-replies.ts';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../../testing/render-app.tsx';
import { aPool } from '../../../testing/replies.ts';
import { EMPTY_FILTER, filterAtom, searchTextAtom } from '../filter-state.ts';

// The first render loads the route's chunk; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

const POOL = aPool({ id: 'p1', name: 'Backyard Pool', onboardingCompleted: true, volumeGallons: 25_000 });

function stub(routes: StubRoutes = {}, pools = [POOL]) {
  return stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: pools },
    'GET /api/products/featured': { body: [aProduct({ id: 'f1', name: 'Featured Shock' })] },
    'GET /api/products/deal-of-the-day': { body: null },
    ...routes,
  });
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => {
  appStore.set(filterAtom, EMPTY_FILTER);
  appStore.set(searchTextAtom, '');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/products', () => {
  it('shows the search box, the four category tiles, the deal banner and the featured products', async () => {
    const fetchMock = stub();
    renderApp('/products');
    expect(await screen.findByRole('link', { name: 'Featured Shock' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
    const tiles = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Chemicals', 'Equipment', 'Tools', 'Parts']);
    expect(screen.getByRole('heading', { name: 'Deal of the Day' })).toBeTruthy();
    expect(requested(fetchMock)).toContain('/api/products/deal-of-the-day');
    expect(requested(fetchMock).some((url) => url.startsWith('/api/products/filtered'))).toBe(false);
  });

  it("shows 'No products found' for an empty list", async () => {
    stub({ 'GET /api/products/featured': { body: [] } });
    renderApp('/products');
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('searches only past 2 characters, once typing pauses', async () => {
    const fetchMock = stub({ 'GET /api/products/search/chlorine': { body: [aProduct({ id: 's1', name: 'Liquid Chlorine' })] } });
    const user = userEvent.setup();
    renderApp('/products');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'ch');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requested(fetchMock).some((url) => url.includes('/search/'))).toBe(false);
    await user.type(box, 'lorine');
    expect(await screen.findByRole('link', { name: 'Liquid Chlorine' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Results for “chlorine”' })).toBeTruthy();
    expect(requested(fetchMock).filter((url) => url.includes('/search/'))).toEqual(['/api/products/search/chlorine']);
    expect(requested(fetchMock).some((url) => url.startsWith('/api/products/filtered'))).toBe(false);
  });

  it('gives a search the active filters and sort, and runs no separate filtered query', async () => {
    appStore.set(filterAtom, { ...EMPTY_FILTER, categories: ['chemicals'], sortBy: 'price-low' });
    appStore.set(searchTextAtom, 'shock');
    const fetchMock = stub({ 'GET /api/products/search/shock': { body: [aProduct({ id: 's1', name: 'Cal Hypo Shock' })] } });
    renderApp('/products');
    expect(await screen.findByRole('link', { name: 'Cal Hypo Shock' }, { timeout: 3000 })).toBeTruthy();
    expect(requested(fetchMock)).toContain('/api/products/search/shock?categories=chemicals&sortBy=price-low&limit=100');
    expect(requested(fetchMock).some((url) => url.startsWith('/api/products/filtered'))).toBe(false);
  });

  it("sends the sheet's choices as the filtered query's parameters", async () => {
    const fetchMock = stub({ 'GET /api/products/filtered': { body: [aProduct({ id: 'x1', name: 'HTH Shock' })] } });
    renderApp('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort & Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort & Filter' });
    const choose = (group: string, role: 'radio' | 'checkbox', name: string) =>
      fireEvent.click(within(within(sheet).getByRole('group', { name: group })).getByRole(role, { name }));
    choose('Sort by', 'radio', 'Price: low to high');
    choose('Price', 'radio', 'Under $25');
    choose('Rating', 'radio', '4 and up');
    choose('Availability', 'checkbox', 'In stock');
    choose('Stores', 'checkbox', 'Amazon');
    choose('Stores', 'checkbox', "Leslie's");
    choose('Brands', 'checkbox', 'HTH');
    choose('Categories', 'checkbox', 'Test Kits');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('link', { name: 'HTH Shock' })).toBeTruthy();
    const url = requested(fetchMock).find((call) => call.startsWith('/api/products/filtered?'))!;
    expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({
      priceMin: '0', priceMax: '25', vendors: 'amazon,leslies', categories: 'test-kits', brands: 'hth', availability: 'in_stock', rating: '4',
      sortBy: 'price-low', limit: '100',
    });
    expect(await screen.findByRole('button', { name: 'Sort & Filter, 8 active' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Filtered Products' })).toBeTruthy();
  });

  it("sorts by cost per dose with the filtered query's sortBy, and Clear all empties the sheet", async () => {
    const fetchMock = stub({ 'GET /api/products/filtered': { body: [] } });
    renderApp('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort & Filter' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Cost per dose' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await screen.findByText('No products found');
    expect(requested(fetchMock)).toContain('/api/products/filtered?sortBy=cost-per-dose&limit=100');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort & Filter, 1 active' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect((within(sheet).getByRole('radio', { name: 'Relevance' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a way back to everything from an empty search', async () => {
    appStore.set(searchTextAtom, 'zzzz');
    stub({ 'GET /api/products/search/zzzz': { body: [] } });
    renderApp('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Featured Shock' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a category tile with GET /category/{category}, and everything again when pressed twice', async () => {
    const fetchMock = stub({ 'GET /api/products/category/tools': { body: [aProduct({ id: 't1', name: 'Skimmer Net', category: 'tools' })] } });
    renderApp('/products');
    const tile = await screen.findByRole('button', { name: 'Tools' });
    fireEvent.click(tile);
    expect(await screen.findByRole('link', { name: 'Skimmer Net' })).toBeTruthy();
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(requested(fetchMock)).toContain('/api/products/category/tools');
    fireEvent.click(tile);
    expect(await screen.findByRole('link', { name: 'Featured Shock' })).toBeTruthy();
  });

  it("shows a product's best price with its store and time, a stale flag, the discount, a sample flag and cost per dose for the pool", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-06-01T13:00:00Z'));
    const product = aProduct({
      id: 'c1', name: 'Pool Chlorine', price: 19.99, originalPrice: 24.99, discountPercent: 20, sampleData: true,
      bestPrice: { vendorId: 'amazon', vendorName: 'Amazon', price: 19.99, shippingCost: null, totalPrice: 19.99, seenAt: '2026-05-30T10:00:00Z', stale: true },
      costPerDose: { parameter: 'fc', direction: 'up', change: 1, costPer10kGallons: 0.21, amountPer10kGallons: 12.8, amountUnit: 'fl_oz', vendorId: 'amazon', sideEffects: [] },
    });
    stub({ 'GET /api/products/featured': { body: [product] } });
    renderApp('/products');
    const card = (await screen.findByRole('link', { name: 'Pool Chlorine' })).closest('li')!;
    expect(card.getAttribute('href') ?? within(card).getByRole('link').getAttribute('href')).toBe('/products/c1');
    expect(within(card).getByTestId('category-icon')).toBeTruthy();
    expect(within(card).getByText('Best Price')).toBeTruthy();
    expect(within(card).getByText('$19.99')).toBeTruthy();
    expect(within(card).getByText('20% off')).toBeTruthy();
    expect(within(card).getByText('Sample')).toBeTruthy();
    expect(card.textContent).toContain('at Amazon · as of May 30');
    expect(within(card).getByText(/may be out of date/)).toBeTruthy();
    expect(within(card).getByTestId('cost-per-dose').textContent).toBe('$0.21 per ppm FC in 10,000 gal$0.53 per ppm FC in your 25,000 gal pool');
    expect(screen.getByText('As an Amazon Associate we earn from qualifying purchases.')).toBeTruthy();
    expect(screen.getByText('Prices marked Sample are sample data, not real store prices.')).toBeTruthy();
    vi.useRealTimers();
  });

  it('leaves out the pool cost without a pool, and the Amazon sentence without Amazon prices', async () => {
    const product = aProduct({
      id: 'c1', name: 'Pool Chlorine',
      costPerDose: { parameter: 'fc', direction: 'up', change: 1, costPer10kGallons: 0.21, amountPer10kGallons: 12.8, amountUnit: 'fl_oz', vendorId: 'leslies', sideEffects: [] },
    });
    stub({ 'GET /api/products/featured': { body: [product] } }, []);
    renderApp('/products');
    expect((await screen.findByTestId('cost-per-dose')).textContent).toBe('$0.21 per ppm FC in 10,000 gal');
    expect(screen.queryByText('As an Amazon Associate we earn from qualifying purchases.')).toBeNull();
  });

  it("explains how products are ranked: only the owner's sort, never a store or a brand", async () => {
    stub();
    renderApp('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'How we rank products' }));
    const dialog = await screen.findByRole('dialog', { name: 'How we rank products' });
    expect(dialog.textContent).toContain('No store or brand is ever placed higher for any other reason');
  });
});
