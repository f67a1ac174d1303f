// @vitest-environment jsdom
// /products/{id} (spec §2, §7, issue 16): choosing a store enables the shop button, which records the
// click and opens the answered URL in a new tab; 'Price information not available'; the tabs' content
// states ('being generated' only while generating, polled meanwhile); Safety word for word with its
// source; the mixing warning; 'You May Also Like'; a lost session on shop.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_POLL_MS, productContentQueryOptions } from '../../../api/catalogue.api.ts';
import { aContent, aProduct, aVendorPrice } from '../../../testing/catalogue-replies.ts';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../../testing/render-app.tsx';
import { resetToasts } from '../../../shell/toast/toast-state.ts';
import { aPool } from '../../../testing/replies.ts';

// The first render loads the route's chunk; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

const P = 'prod-1';

function stub(routes: StubRoutes = {}) {
  return stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: [] },
    [`GET /api/products/${P}`]: { body: aProduct({ id: P, name: 'Pool Shock', chemical: null }) },
    [`GET /api/products/${P}/prices`]: {
      body: [
        aVendorPrice({ vendorId: 'leslies', vendorName: "Leslie's", price: 29.99, salePrice: 24.99, shippingCost: 0, isBestPrice: true, history: [{ seenAt: '2026-05-01T00:00:00Z', price: 27 }, { seenAt: '2026-05-20T00:00:00Z', price: 24.99 }] }),
        aVendorPrice({ vendorId: 'amazon', vendorName: 'Amazon', price: 25.49, shippingCost: null, availability: 'out_of_stock', stale: true }),
      ],
    },
    [`GET /api/products/${P}/ai-content`]: { body: aContent() },
    [`GET /api/products/${P}/related`]: { body: [] },
    ...routes,
  });
}

const openSpy = vi.fn();
beforeEach(() => {
  openSpy.mockReset();
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('/products/{id}', () => {
  it('shows the header, and each store with price, sale, shipping, availability and the tags', async () => {
    stub();
    renderApp(`/products/${P}`);
    expect(await screen.findByRole('heading', { name: 'Pool Shock' })).toBeTruthy();
    const comparison = await screen.findByRole('radiogroup', { name: 'Price Comparison' });
    const leslies = within(comparison).getByTestId('vendor-leslies');
    expect(leslies.textContent).toContain('$24.99');
    expect(within(leslies).getByText('$29.99').tagName).toBe('S');
    expect(leslies.textContent).toContain('Free shipping');
    expect(leslies.textContent).toContain('In stock');
    expect(within(leslies).getByText('Best Price')).toBeTruthy();
    expect(within(leslies).getByRole('img', { name: /Price history: \$27\.00 to \$24\.99/ })).toBeTruthy();
    const amazon = within(comparison).getByTestId('vendor-amazon');
    expect(amazon.textContent).toContain('Shipping not listed');
    expect(amazon.textContent).toContain('Out of stock');
    expect(amazon.textContent).toContain('may be out of date');
    expect(screen.getByText('As an Amazon Associate we earn from qualifying purchases.')).toBeTruthy();
  });

  it('enables the shop button once a store is chosen; shopping records the click, then opens the URL in a new tab', async () => {
    const fetchMock = stub({ [`POST /api/products/${P}/track-click`]: { body: { url: 'https://www.lesliespool.com/p?aff=cw' } } });
    renderApp(`/products/${P}`);
    const shop = await screen.findByRole('button', { name: 'Shop Now' });
    expect((shop as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Leslie's/ }));
    const enabled = screen.getByRole('button', { name: "Shop at Leslie's" });
    expect((enabled as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(enabled);
    const fallback = await screen.findByRole('link', { name: /^Go to Leslie's/ });
    expect(openSpy).toHaveBeenCalledWith('https://www.lesliespool.com/p?aff=cw', '_blank', 'noopener');
    expect(fallback.getAttribute('rel')).toBe('sponsored noopener');
    expect(fallback.getAttribute('target')).toBe('_blank');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(`/api/products/${P}/track-click`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ vendorId: 'leslies', source: 'product_detail' });
  });

  it("treats a 401 on shop as a lost session: 'Unauthorized', and no tab opens", async () => {
    stub({ [`POST /api/products/${P}/track-click`]: { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } } });
    renderApp(`/products/${P}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Amazon/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Shop at Amazon' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it("shows the cost per dose in 10,000 gal and in the owner's pool, with what else the dose adds", async () => {
    stub({
      'GET /api/pools': { body: [aPool({ id: 'p1', name: 'Backyard Pool', onboardingCompleted: true, volumeGallons: 30_000 })] },
      [`GET /api/products/${P}`]: {
        body: aProduct({
          id: P, name: 'Dichlor Granules',
          costPerDose: { parameter: 'fc', direction: 'up', change: 1, costPer10kGallons: 0.4, amountPer10kGallons: 2.4, amountUnit: 'oz', vendorId: 'leslies', sideEffects: ['adds 0.9 ppm CYA'] },
        }),
      },
    });
    renderApp(`/products/${P}`);
    await screen.findByText('$1.20 per ppm FC in your 30,000 gal pool');
    const cost = screen.getByTestId('cost-per-dose');
    expect(cost.textContent).toContain('$0.40 per ppm FC in 10,000 gal');
    expect(cost.textContent).toContain('In 10,000 gal the same dose also adds 0.9 ppm CYA.');
  });

  it("shows 'Price information not available' without prices", async () => {
    stub({
      [`GET /api/products/${P}`]: { body: aProduct({ id: P, name: 'Pool Shock', price: null, bestPrice: null }) },
      [`GET /api/products/${P}/prices`]: { body: [] },
    });
    renderApp(`/products/${P}`);
    await screen.findByRole('heading', { name: 'Pool Shock' });
    expect(await screen.findAllByText('Price information not available')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Shop/ })).toBeNull();
  });

  it("says missing text is 'being generated' only while it is, and shows it once ready", async () => {
    let calls = 0;
    stub({
      [`GET /api/products/${P}/ai-content`]: () => {
        calls += 1;
        return { body: calls === 1 ? aContent({ status: 'generating', overview: null, usage: null }) : aContent({ overview: 'Fresh overview.', model: 'gpt-test' }) };
      },
    });
    renderApp(`/products/${P}`);
    expect(await screen.findByText('The overview is being generated. It will appear here in a moment.')).toBeTruthy();
    expect(await screen.findByText('Fresh overview.', {}, { timeout: CONTENT_POLL_MS + 2000 })).toBeTruthy();
    expect(screen.queryByText(/being generated/)).toBeNull();
  });

  it('polls the content only while it is being generated', () => {
    const interval = productContentQueryOptions(P).refetchInterval as (query: { state: { data: unknown } }) => number | false;
    expect(interval({ state: { data: aContent({ status: 'generating' }) } })).toBe(CONTENT_POLL_MS);
    expect(interval({ state: { data: aContent({ status: 'facts' }) } })).toBe(false);
  });

  it("does not say 'being generated' when no model writes it", async () => {
    stub({ [`GET /api/products/${P}/ai-content`]: { body: aContent({ status: 'facts', overview: null, usage: null }) } });
    renderApp(`/products/${P}`);
    expect(within(await screen.findByRole('tabpanel', { name: 'Overview' })).getByText('A pool product.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Usage' }));
    expect(await screen.findByText('No usage guidance available for this product.')).toBeTruthy();
    expect(screen.queryByText(/being generated/)).toBeNull();
  });

  it('shows the safety statements word for word with their source, the mixing warning, doses and specs', async () => {
    const statements = ['H272: May intensify fire; oxidizer.', 'Keep away from clothing and other combustible materials.'];
    stub({
      [`GET /api/products/${P}`]: {
        body: aProduct({
          id: P, name: 'Cal Hypo Shock', specifications: { Form: 'Granular' },
          chemical: { chemistryProduct: 'cal_hypo', activeIngredient: 'Calcium hypochlorite', strengthPercent: 65, netQuantity: 1, netUnit: 'lb' },
        }),
      },
      [`GET /api/products/${P}/ai-content`]: {
        body: aContent({
          safety: statements, safetySource: { name: 'Manufacturer SDS', url: 'https://example.com/sds.pdf', revised: '2025-01-10' },
          doses: [{ description: 'Raises free chlorine 1 ppm in 10,000 gal: 2.1 oz' }],
        }),
      },
    });
    renderApp(`/products/${P}`);
    await screen.findByRole('heading', { name: 'Cal Hypo Shock' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Safety' }));
    const safety = await screen.findByRole('tabpanel', { name: 'Safety' });
    for (const statement of statements) expect(within(safety).getByText(statement)).toBeTruthy();
    expect(within(safety).getByRole('link', { name: /^Manufacturer SDS/ }).getAttribute('href')).toBe('https://example.com/sds.pdf');
    expect(within(safety).getByRole('note').textContent).toMatch(/^Never mix .*fire and explosion risk/);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Usage' }));
    expect(within(await screen.findByRole('tabpanel', { name: 'Usage' })).getByText('Raises free chlorine 1 ppm in 10,000 gal: 2.1 oz')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Specs' }));
    const specs = await screen.findByRole('tabpanel', { name: 'Specs' });
    expect(specs.textContent).toContain('Calcium hypochlorite (65%)');
    expect(specs.textContent).toContain('Granular');
  });

  it("links up to 4 related products under 'You May Also Like'", async () => {
    stub({ [`GET /api/products/${P}/related`]: { body: ['a', 'b', 'c', 'd', 'e'].map((id) => aProduct({ id, name: `Related ${id}` })) } });
    renderApp(`/products/${P}`);
    const section = (await screen.findByRole('heading', { name: 'You May Also Like' })).closest('section')!;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/a', '/products/b', '/products/c', '/products/d']);
  });

  it('says so for a product that does not exist', async () => {
    stub({ [`GET /api/products/${P}`]: { status: 404, body: { error: { code: 'not_found', message: 'No such product' } } } });
    renderApp(`/products/${P}`);
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
  });
});
