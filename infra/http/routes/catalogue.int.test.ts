// Catalogue routes over real HTTP on both databases (issue 16): every route, the filters and each
// sort, search quality (typo, model number, synonyms), related products, the deal rule, track-click's
// event and popularity, cost per dose against hand-computed values, recommendations from a plan
// (never cal hypo beside a trichlor feeder), and an import's bad rows reported by line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../../../commands/catalogue/import-feed.ts';
import {
  productContentSchema, productListSchema, productSchema, recommendationListSchema, vendorPriceListSchema,
  type Product, type ProductContent, type Recommendation, type VendorPrice,
} from '../../../contracts/catalogue.contract.ts';
import { z } from 'zod/mini';
import { parseFeed } from '../../../domain/catalogue/feed-rows.ts';
import { fixtureFeed } from '../../../projections/catalogue/testing/catalogue-feeds.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const ids = (list: readonly Product[]) => list.map((p) => p.id);

for (const leg of databaseLegs()) {
  describe(`catalogue routes on ${leg.name}`, () => {
    let server: RunningServer;
    let visitor: ApiClient;
    const now = Date.now();

    beforeAll(async () => {
      server = await startTestServer(await leg.open(), { AFFILIATE_TAG_AMAZON: 'clearwater-20' });
      visitor = new ApiClient(server.url);
      const result = await importFeed(server.database.db, parseFeed(JSON.stringify(fixtureFeed(now), null, 2), 'json'), { now: new Date(now), source: 'fixture' });
      expect(result.errors).toEqual([]);
    });
    afterAll(async () => {
      await server?.close();
    });

    const get = async <T>(path: string, status = 200) => {
      const response = await visitor.get<T>(path);
      expect(response.status, `${path}: ${response.text}`).toBe(status);
      return response.body;
    };

    it('answers a product with its Best Price and the cost per dose computed by hand, and 404 for an unknown id', async () => {
      const trichlor = await get<Product>('/api/products/hth-trichlor-3in-50lb');
      expect(productSchema.parse(trichlor)).toEqual(trichlor);
      expect(trichlor).toMatchObject({ price: 150, sampleData: true, chemical: { chemistryProduct: 'trichlor', netQuantity: 50, netUnit: 'lb' } });
      expect(trichlor.bestPrice).toMatchObject({ vendorId: 'amazon', vendorName: 'Amazon', price: 150, totalPrice: 150, stale: false });
      // 10,000 gal / 6854.95 = 1.4588 oz per ppm FC; $150 / 800 oz = $0.1875 per oz.
      expect(trichlor.costPerDose!.costPer10kGallons).toBeCloseTo(0.27352, 4);
      expect(trichlor.costPerDose!.sideEffects).toEqual(['adds 0.61 ppm CYA']);
      // (757.1 + 74.6) × 0.94 = 781.80 → 12.791 fl oz; $32 / 512 fl oz.
      const liquid = await get<Product>('/api/products/clorox-liquid-chlorine-10-4gal');
      expect(liquid.costPerDose).toMatchObject({ vendorId: 'leslies', amountUnit: 'fl_oz' });
      expect(liquid.costPerDose!.costPer10kGallons).toBeCloseTo(0.79944, 4);
      expect((await get<Product>('/api/products/hth-shock-cal-hypo-73-1lb')).costPerDose!.sideEffects).toEqual(['adds 0.71 ppm calcium hardness']);
      expect((await get<Product>('/api/products/hayward-super-pump-1-5hp')).costPerDose).toBeNull();
      expect((await get<Product>('/api/products/no-price-brush')).price).toBeNull();
      expect((await get<ErrorBody>('/api/products/no-such-product', 404)).error.code).toBe('not_found');
      await get('/api/products/NOT%20AN%20ID', 404);
    });

    it('compares stores: Best Price first, the cheapest total when shipping changes the order, stale prices, affiliate links and history', async () => {
      const pump = await get<VendorPrice[]>('/api/products/hayward-super-pump-1-5hp/prices');
      expect(vendorPriceListSchema.parse(pump)).toEqual(pump);
      expect(pump.map((p) => [p.vendorId, p.price, p.salePrice, p.isBestPrice, p.isCheapestTotal])).toEqual([
        ['intheswim', 440, 430, true, false], ['amazon', 450, null, false, true],
      ]);
      expect(pump.find((p) => p.vendorId === 'amazon')!.affiliateUrl).toBe('https://amazon.example.com/p/hayward-super-pump-1-5hp?tag=clearwater-20');
      expect(pump.find((p) => p.vendorId === 'intheswim')!.affiliateUrl).toBe('https://intheswim.example.com/p/hayward-super-pump-1-5hp');
      expect((await get<VendorPrice[]>('/api/products/zodiac-test-kit/prices'))[0]).toMatchObject({ stale: true });
      const element = await get<VendorPrice[]>('/api/products/jandy-cartridge-element/prices');
      expect(element).toHaveLength(1);
      expect(element[0]!.history.map((h) => h.price)).toEqual([40, 40, 40, 30]);
      expect(await get<VendorPrice[]>('/api/products/no-price-brush/prices')).toEqual([]);
      await get('/api/products/missing/prices', 404);
    });

    it('filters by price bucket, store, category, brand, availability and rating; 9999 means no limit; unknown values are 400', async () => {
      const bucket = await get<Product[]>('/api/products/filtered?priceMin=25&priceMax=50');
      expect(bucket.length).toBeGreaterThan(0);
      expect(bucket.every((p) => p.price! >= 25 && p.price! < 50)).toBe(true);
      expect(ids(await get<Product[]>('/api/products/filtered?priceMin=0&priceMax=30&categories=test-kits'))).toEqual([]);
      expect(ids(await get<Product[]>('/api/products/filtered?priceMin=30&priceMax=50&categories=test-kits'))).toEqual(['zodiac-test-kit']);
      expect(ids(await get<Product[]>('/api/products/filtered?priceMin=200&priceMax=9999'))).toEqual(['hayward-super-pump-1-5hp']);
      expect(ids(await get<Product[]>('/api/products/filtered?vendors=intheswim&sortBy=price-low'))).toEqual(['zodiac-test-kit', 'hayward-super-pump-1-5hp']);
      expect(new Set(ids(await get<Product[]>('/api/products/filtered?categories=parts,tools')))).toEqual(new Set(['jandy-cartridge-element', 'hayward-skimmer-basket', 'pentair-leaf-rake']));
      expect(new Set(ids(await get<Product[]>('/api/products/filtered?brands=hth')))).toEqual(new Set(['hth-trichlor-3in-50lb', 'hth-ph-reducer-5lb', 'hth-shock-cal-hypo-73-1lb']));
      expect(ids(await get<Product[]>('/api/products/filtered?brands=leslies&categories=chemicals&sortBy=price-low'))).toEqual(['leslies-muriatic-acid-1gal', 'leslies-stabilizer-4lb']);
      expect(ids(await get<Product[]>('/api/products/filtered?availability=low_stock'))).toEqual(['pentair-leaf-rake']);
      expect((await get<Product[]>('/api/products/filtered?rating=4.5')).every((p) => p.rating! >= 4.5)).toBe(true);
      expect((await get<ErrorBody>('/api/products/filtered?vendors=walmart', 400)).error.fields).toHaveProperty('vendors');
      expect((await get<ErrorBody>('/api/products/filtered?sortBy=cheapest', 400)).error.fields).toHaveProperty('sortBy');
      expect(ids(await get<Product[]>('/api/products/category/test-kits'))).toEqual(['zodiac-test-kit']);
      await get('/api/products/category/toys', 404);
    });

    it('sorts by each option, ties by id, products without a price or a dose last', async () => {
      const all = await get<Product[]>('/api/products/filtered?sortBy=price-low');
      expect(productListSchema.parse(all)).toEqual(all);
      const prices = all.map((p) => p.price);
      expect(prices.at(-1)).toBeNull();
      expect(prices.slice(0, -1)).toEqual([...prices.slice(0, -1)].sort((a, b) => a! - b!));
      const high = (await get<Product[]>('/api/products/filtered?sortBy=price-high')).map((p) => p.price);
      expect(high[0]).toBe(430);
      const ratings = (await get<Product[]>('/api/products/filtered?sortBy=rating')).map((p) => p.rating);
      expect(ratings.slice(0, -1)).toEqual([...ratings.slice(0, -1)].sort((a, b) => b! - a!));
      expect(ratings.at(-1)).toBeNull();
      const doses = await get<Product[]>('/api/products/filtered?sortBy=cost-per-dose');
      const costs = doses.filter((p) => p.costPerDose).map((p) => p.costPerDose!.costPer10kGallons);
      expect(costs).toHaveLength(6);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      expect(doses.slice(0, 6).every((p) => p.costPerDose)).toBe(true);
      const relevance = await get<Product[]>('/api/products/filtered?sortBy=relevance');
      expect(relevance[0]!.id).toBe('hth-trichlor-3in-50lb'); // the most reviews
      // 'newest': a product first listed by a later import comes first.
      await importFeed(server.database.db, parseFeed(JSON.stringify({ feed: { name: 'later' }, products: [{
        sku: 'newer-skimmer-lid', name: 'Skimmer Lid', description: 'A lid.', category: 'parts', brand: 'Hayward',
        offers: [{ vendorId: 'leslies', price: 12, availability: 'in_stock', url: 'https://leslies.example.com/p/lid' }],
      }] }), 'json'), { now: new Date(now + 1000), source: 'later' });
      expect((await get<Product[]>('/api/products/filtered?sortBy=newest'))[0]!.id).toBe('newer-skimmer-lid');
    });

    it('searches with typos, model numbers and the words pool owners use; 2 characters or fewer is a 400', async () => {
      const search = async (q: string) => ids(await get<Product[]>(`/api/products/search/${encodeURIComponent(q)}`));
      expect((await search('chlorne tablets'))[0]).toBe('hth-trichlor-3in-50lb');
      expect((await search('SP2610X15'))[0]).toBe('hayward-super-pump-1-5hp');
      expect((await search('sp2610'))[0]).toBe('hayward-super-pump-1-5hp');
      expect(new Set((await search('pH down')).slice(0, 2))).toEqual(new Set(['leslies-muriatic-acid-1gal', 'hth-ph-reducer-5lb']));
      expect(await search('muriatic')).toContain('leslies-muriatic-acid-1gal');
      expect((await search('cal hypo'))[0]).toBe('hth-shock-cal-hypo-73-1lb');
      expect((await search('CYA'))[0]).toBe('leslies-stabilizer-4lb');
      expect(await search('stabilizer')).toContain('leslies-stabilizer-4lb');
      expect(await search('shock')).toEqual(expect.arrayContaining(['hth-shock-cal-hypo-73-1lb', 'clorox-liquid-chlorine-10-4gal']));
      expect(await search('xylophone')).toEqual([]);
      expect(await search('!!!')).toEqual([]);
      expect((await get<ErrorBody>('/api/products/search/ab', 400)).error.fields).toHaveProperty('query');
      await get(`/api/products/search/${'a'.repeat(101)}`, 400);
      await get('/api/products/search/a%00b%00c', 200);
    });

    it('answers 4 related products, the same chemical first, never the product itself', async () => {
      const related = await get<Product[]>('/api/products/clorox-liquid-chlorine-10-4gal/related');
      expect(related).toHaveLength(4);
      expect(ids(related)).not.toContain('clorox-liquid-chlorine-10-4gal');
      expect(related.every((p) => p.category === 'chemicals')).toBe(true);
      await get('/api/products/missing/related', 404);
    });

    it('picks the deal of the day by the rule: 30 under a 30-day median of 40 (25 %) beats 18 under 20 (10 %); a new import decides again', async () => {
      const deal = await get<Product | null>('/api/products/deal-of-the-day');
      expect(z.nullable(productSchema).parse(deal)).toEqual(deal);
      expect(deal?.id).toBe('jandy-cartridge-element');
      // A new import is new prices: the skimmer basket at 10 against a median of 20 (50 %) wins now.
      await importFeed(server.database.db, parseFeed(JSON.stringify({ feed: { name: 'drop' }, products: [{
        sku: 'hayward-skimmer-basket', name: 'Hayward Skimmer Basket', description: 'Hayward Skimmer Basket for residential pools.', category: 'parts',
        brand: 'Hayward', model: 'SPX1082CA', rating: 3.9, reviewCount: 30,
        offers: [{ vendorId: 'leslies', price: 10, availability: 'in_stock', url: 'https://leslies.example.com/p/hayward-skimmer-basket' }],
      }] }), 'json'), { now: new Date(), source: 'drop' });
      expect((await get<Product | null>('/api/products/deal-of-the-day'))?.id).toBe('hayward-skimmer-basket');
    });

    it('documents every catalogue route in the OpenAPI document', async () => {
      const document = await get<{ paths: Record<string, unknown> }>('/api/openapi.json');
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([
        '/api/products/featured', '/api/products/search/{query}', '/api/products/{id}/track-click', '/api/pools/{poolId}/recommended-products',
      ]));
    });

    it('features up to 4 products in stock, best rated first', async () => {
      const featured = await get<Product[]>('/api/products/featured');
      expect(featured.length).toBeLessThanOrEqual(4);
      expect(featured[0]!.id).toBe('hth-trichlor-3in-50lb');
    });

    it('answers the content tabs from the facts: label safety word for word and the engine\'s dose', async () => {
      const content = await get<ProductContent>('/api/products/hth-trichlor-3in-50lb/ai-content');
      expect(productContentSchema.parse(content)).toEqual(content);
      expect(content.safety).toEqual(['Causes serious eye damage.', 'Keep out of reach of children.']);
      expect(content.safetySource).toMatchObject({ name: 'Label', url: 'https://example.com/sds.pdf' });
      expect(content.doses).toEqual([{ description: 'Raises free chlorine 1 ppm in 10,000 gal: 1.46 oz (adds 0.61 ppm CYA)' }]);
      await get('/api/products/missing/ai-content', 404);
    });

    it('records a click as an event, answers the affiliate URL, and counts it for popularity', async () => {
      expect((await visitor.post('/api/products/pentair-leaf-rake/track-click', { vendorId: 'poolsupplyworld', source: 'product_detail' })).status).toBe(401);
      const user = await signedInClient(server.url, 'shopper');
      const click = await user.post<{ url: string }>('/api/products/hayward-skimmer-basket/track-click', { vendorId: 'leslies', source: 'product_list' });
      expect(click.status).toBe(200);
      expect(click.body.url).toBe('https://leslies.example.com/p/hayward-skimmer-basket');
      const amazon = await user.post<{ url: string }>('/api/products/hth-trichlor-3in-50lb/track-click', { vendorId: 'amazon', source: 'product_detail' });
      expect(amazon.body.url).toBe('https://amazon.example.com/p/hth-trichlor-3in-50lb?tag=clearwater-20');
      await user.post('/api/products/hayward-skimmer-basket/track-click', { vendorId: 'leslies', source: 'home' });
      const events = await server.store.readStream(`clicks-${user.userId}`);
      expect(events.map((e) => [e.type, (e.data as { productId: string }).productId, (e.data as { source: string }).source])).toEqual([
        ['ProductClicked', 'hayward-skimmer-basket', 'product_list'], ['ProductClicked', 'hth-trichlor-3in-50lb', 'product_detail'],
        ['ProductClicked', 'hayward-skimmer-basket', 'home'],
      ]);
      expect(ids(await get<Product[]>('/api/products/filtered?sortBy=popularity')).slice(0, 2)).toEqual(['hayward-skimmer-basket', 'hth-trichlor-3in-50lb']);
      expect((await user.post('/api/products/hayward-skimmer-basket/track-click', { vendorId: 'amazon', source: 'home' })).status).toBe(404);
      expect((await user.post('/api/products/missing/track-click', { vendorId: 'amazon', source: 'home' })).status).toBe(404);
      expect((await user.post('/api/products/pentair-leaf-rake/track-click', { vendorId: 'walmart', source: 'home' })).status).toBe(400);
    });

    it("recommends the plan's products cheapest per dose first, with the plan's dose; another user's pool is a 404", async () => {
      const owner = await signedInClient(server.url, 'planner');
      const pool = (await owner.post<{ id: string }>('/api/pools', { name: 'Rec Pool', volumeGallons: 20000 })).body.id;
      expect(await (await owner.get<Recommendation[]>(`/api/pools/${pool}/recommendations`)).body).toEqual([]);
      const staples = (await owner.get<Product[]>(`/api/pools/${pool}/recommended-products`)).body;
      expect(ids(staples)).toEqual(['clorox-liquid-chlorine-10-4gal', 'leslies-stabilizer-4lb', 'leslies-muriatic-acid-1gal']);
      expect((await owner.post(`/api/pools/${pool}/readings`, { ph: 7.5, freeChlorinePpm: 0.5, totalAlkalinityPpm: 90, cyaPpm: 40, testMethod: 'manual' })).status).toBe(201);
      const recs = (await owner.get<Recommendation[]>(`/api/pools/${pool}/recommendations`)).body;
      expect(recommendationListSchema.parse(recs)).toEqual(recs);
      const chlorine = recs.find((r) => r.products.some((p) => p.id === 'clorox-liquid-chlorine-10-4gal'))!;
      expect(chlorine.dosage!.description).toMatch(/add gradually and retest in 2-4 hours$/);
      expect(chlorine.dosage!.unit).toBe('fl_oz');
      expect(chlorine.products[0]!.costForThisDose).toBeCloseTo(chlorine.dosage!.amount * (32 / 512), 2);
      expect(ids((await owner.get<Product[]>(`/api/pools/${pool}/recommended-products`)).body)[0]).toBe('clorox-liquid-chlorine-10-4gal');
      const stranger = await signedInClient(server.url, 'stranger');
      expect((await stranger.get(`/api/pools/${pool}/recommendations`)).status).toBe(404);
      expect((await stranger.get(`/api/pools/${pool}/recommended-products`)).status).toBe(404);
      expect((await visitor.get(`/api/pools/${pool}/recommendations`)).status).toBe(401);
    });

    it('never recommends cal hypo to a pool whose chlorinator feeds trichlor, even when the plan chose cal hypo', async () => {
      const owner = await signedInClient(server.url, 'feeder');
      const pool = (await owner.post<{ id: string }>('/api/pools', {
        name: 'Feeder Pool', volumeGallons: 20000, preferredChlorineTypes: ['cal_hypo'], hasChemicalAutoFeeder: true, autoFeederType: 'chlorinator',
      })).body.id;
      expect(ids((await owner.get<Product[]>(`/api/pools/${pool}/recommended-products`)).body)).not.toContain('hth-shock-cal-hypo-73-1lb');
      await owner.post(`/api/pools/${pool}/readings`, { ph: 7.5, freeChlorinePpm: 0.5, totalAlkalinityPpm: 90, cyaPpm: 40, calciumHardnessPpm: 200, testMethod: 'manual' });
      const plan = (await owner.get<{ steps: { product: string | null }[] }>(`/api/pools/${pool}/treatment-plan`)).body;
      expect(plan.steps.map((s) => s.product)).toContain('cal_hypo');
      const recs = (await owner.get<Recommendation[]>(`/api/pools/${pool}/recommendations`)).body;
      const products = recs.flatMap((r) => r.products.map((p) => p.id));
      expect(products).not.toContain('hth-shock-cal-hypo-73-1lb');
      expect(products).toContain('clorox-liquid-chlorine-10-4gal');
    });

    it('imports a CSV feed: bad rows reported by line and field and skipped, unchanged products not rewritten, changes recorded', async () => {
      const csv = [
        'sku,name,description,category,brand,vendor_id,price,availability,url',
        'csv-hose,Vacuum Hose 30 ft,A hose.,cleaning,Hayward,amazon,25,in_stock,https://amazon.example.com/p/csv-hose',
        'csv-bad,Bad Row,Desc,cleaning,Hayward,amazon,-3,in_stock,https://amazon.example.com/p/csv-bad',
        'csv-worse,Worse Row,Desc,cleaning,Hayward,amazon,3,in_stock,http://insecure.example.com/p',
      ].join('\n');
      const first = await importFeed(server.database.db, parseFeed(csv, 'csv', { name: 'f.csv' }), { now: new Date(), source: 'f.csv' });
      expect(first.errors.map((e) => [e.line, e.field])).toEqual([[3, 'price'], [4, 'url']]);
      expect(first).toMatchObject({ products: 3, listed: 3, changed: 0 });
      const again = await importFeed(server.database.db, parseFeed(csv.replace('A hose.', 'A longer hose.'), 'csv'), { now: new Date(), source: 'f.csv' });
      expect(again).toMatchObject({ listed: 0, changed: 1, unchanged: 2 });
      const changes = await server.database.db.selectFrom('catalogue_product_changes').select(['kind', 'changes']).where('product_id', '=', 'csv-hose').orderBy('id').execute();
      expect(changes.map((c) => c.kind)).toEqual(['listed', 'changed']);
      expect(changes[1]!.changes).toEqual({ description: { from: 'A hose.', to: 'A longer hose.' } });
      const observations = await server.database.db.selectFrom('catalogue_price_observations').select('price').where('product_id', '=', 'csv-hose').execute();
      expect(observations).toHaveLength(2);
    });
  });
}
