// The sample feed shipped with the app (issue 16): every product passes the feed schema, and the
// feed covers what the catalogue screens need to show: all categories, the spec's brands, all five
// stores with differing prices, chemicals with label strengths the chemistry engine accepts and
// GHS safety statements with their source, and the flag that says its prices are not real.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILTER_BRANDS, PRODUCT_CATEGORIES, VENDOR_IDS } from '../../domain/catalogue/catalogue-options.ts';
import { feedHeaderSchema, feedProductSchema, type FeedProduct } from '../../domain/catalogue/feed.schema.ts';
import { parseFeed } from '../../domain/catalogue/feed-rows.ts';
import { PRODUCTS } from '../../domain/chemistry/products.catalog.ts';

const text = readFileSync(new URL('./sample-feed.json', import.meta.url), 'utf8');
const raw = JSON.parse(text) as { feed: unknown; products: unknown[] };
const header = feedHeaderSchema.parse(raw.feed);
const products: FeedProduct[] = raw.products.map((product, index) => {
  const parsed = feedProductSchema.safeParse(product);
  if (!parsed.success) throw new Error(`product ${index}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
});
const chemicals = products.filter((p) => p.category === 'chemicals');
const offers = products.flatMap((p) => p.offers);
/** As the brand filter matches brands: lower-case letters and digits ("Leslie's" → "leslies"). */
const brandKey = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('the sample feed', () => {
  it('is marked as sample data and says its prices are not real', () => {
    expect(header.sample).toBe(true);
    expect(header.note).toMatch(/not real/i);
  });

  it("reads without a bad row through the import's own feed parser", () => {
    const parsed = parseFeed(text, 'json', { name: 'sample-feed.json' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.products).toHaveLength(products.length);
    expect(parsed.header.sample).toBe(true);
  });

  it('holds at least 120 products with unique SKUs over all six categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const category of PRODUCT_CATEGORIES) expect(products.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
  });

  it("has products of every brand the filter offers, and of other pool brands", () => {
    const brands = new Set(products.map((p) => brandKey(p.brand)));
    for (const brand of FILTER_BRANDS) expect(brands.has(brand), brand).toBe(true);
    expect([...brands].filter((b) => !(FILTER_BRANDS as readonly string[]).includes(b)).length).toBeGreaterThan(0);
  });

  it('lists offers from all five stores on their own domains, at most one per store per product', () => {
    const domains: Record<string, RegExp> = {
      amazon: /^https:\/\/www\.amazon\.com\/dp\/B0[A-Z0-9]{8}$/, leslies: /^https:\/\/lesliespool\.com\//, poolcorp: /^https:\/\/www\.pool360\.com\//,
      intheswim: /^https:\/\/www\.intheswim\.com\//, poolsupplyworld: /^https:\/\/www\.poolsupplyworld\.com\//,
    };
    for (const vendor of VENDOR_IDS) expect(offers.filter((o) => o.vendorId === vendor).length, vendor).toBeGreaterThanOrEqual(20);
    for (const offer of offers) expect(offer.url).toMatch(domains[offer.vendorId]!);
    for (const product of products) expect(new Set(product.offers.map((o) => o.vendorId)).size, product.sku).toBe(product.offers.length);
  });

  it('mixes prices, sales, shipping and availability like real listings', () => {
    expect(products.every((p) => p.offers.length >= 1)).toBe(true);
    expect(products.filter((p) => p.offers.length <= 2).length).toBeGreaterThanOrEqual(10);
    const multi = products.filter((p) => p.offers.length >= 2);
    expect(multi.filter((p) => new Set(p.offers.map((o) => o.price)).size > 1).length).toBe(multi.length);
    expect(offers.filter((o) => o.salePrice != null && o.salePrice < o.price).length).toBeGreaterThanOrEqual(10);
    expect(offers.every((o) => o.salePrice == null || o.salePrice < o.price)).toBe(true);
    expect(offers.filter((o) => (o.shippingCost ?? 0) > 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(offers.map((o) => o.availability))).toEqual(new Set(['in_stock', 'low_stock', 'out_of_stock', 'backorder']));
    expect(products.every((p) => p.rating != null && p.reviewCount != null)).toBe(true);
  });

  it('gives every chemical its chemistry product, a strength the chemistry engine accepts, and its net quantity', () => {
    expect(chemicals.length).toBeGreaterThanOrEqual(30);
    for (const product of chemicals) {
      const chemical = product.chemical;
      expect(chemical, product.sku).toBeTruthy();
      if (!chemical) continue;
      expect(chemical.strengthPercent).toBeGreaterThan(0);
      expect(chemical.netQuantity).toBeGreaterThan(0);
      // Liquid chlorine, cal-hypo and muriatic acid are sold at several strengths; the engine's check is the label's.
      const spec = PRODUCTS[chemical.chemistryProduct];
      if (spec.strength(undefined) !== 100) expect(spec.strength(chemical.strengthPercent), product.sku).toBe(chemical.strengthPercent);
    }
    const strengths = (cp: string) => new Set(chemicals.filter((p) => p.chemical?.chemistryProduct === cp).map((p) => p.chemical?.strengthPercent));
    expect(strengths('liquid_chlorine')).toEqual(new Set([8.25, 10, 12.5]));
    expect(strengths('cal_hypo')).toEqual(new Set([65, 73]));
    expect(strengths('muriatic_acid')).toEqual(new Set([31.45, 14.5]));
    expect(strengths('dry_acid')).toEqual(new Set([93.2]));
    const covered = new Set(chemicals.map((p) => p.chemical?.chemistryProduct));
    for (const cp of ['liquid_chlorine', 'cal_hypo', 'dichlor', 'trichlor', 'muriatic_acid', 'dry_acid', 'soda_ash', 'baking_soda', 'borax', 'stabilizer', 'salt']) expect(covered.has(cp as never), cp).toBe(true);
    expect(covered.has('calcium_chloride_dihydrate') || covered.has('calcium_chloride_anhydrous')).toBe(true);
  });

  it('gives every chemical GHS statements in their standard form, with an https source', () => {
    for (const product of chemicals) {
      const safety = product.chemical?.safety;
      expect(safety, product.sku).toBeTruthy();
      if (!safety) continue;
      for (const statement of safety.statements) expect(statement, product.sku).toMatch(/^(H\d{3}|P\d{3}(\+P\d{3})*): [A-Z].*\.$/);
      expect(safety.source.name.length).toBeGreaterThan(10);
      expect(safety.source.url).toMatch(/^https:\/\//);
    }
    const corrosive = chemicals.find((p) => p.chemical?.chemistryProduct === 'muriatic_acid' && p.chemical.strengthPercent === 31.45);
    expect(corrosive?.chemical?.safety.statements).toContain('H314: Causes severe skin burns and eye damage.');
  });

  it('makes cost per ppm rank liquid chlorine differently from price', () => {
    // Per 10,000 gal, +1 ppm FC takes 10.23 fl oz of 12.5 %, 12.79 of 10 % and 14.81 of 8.25 % (chemistry reference §2.1).
    const flOzPerPpm: Record<number, number> = { 12.5: 10.23, 10: 12.79, 8.25: 14.81 };
    const perFlOz = { gal: 128, fl_oz: 1, qt: 32 } as Record<string, number>;
    const rows = chemicals.filter((p) => p.chemical?.chemistryProduct === 'liquid_chlorine').map((p) => {
      const best = Math.min(...p.offers.map((o) => o.salePrice ?? o.price));
      const flOz = p.chemical!.netQuantity * perFlOz[p.chemical!.netUnit]!;
      return { sku: p.sku, best, perPpm: (best / flOz) * flOzPerPpm[p.chemical!.strengthPercent]! };
    });
    const byPrice = [...rows].sort((a, b) => a.best - b.best).map((r) => r.sku);
    const byPpm = [...rows].sort((a, b) => a.perPpm - b.perPpm).map((r) => r.sku);
    expect(byPpm[0]).not.toBe(byPrice[0]);
  });
});
