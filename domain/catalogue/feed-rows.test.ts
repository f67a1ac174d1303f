// Feeds: a bad row is reported with its line and field and skipped; the rest imports.
import { describe, expect, it } from 'vitest';
import { FeedFormatError, jsonArrayElementLines, parseFeed } from './feed-rows.ts';
import { parseCsv } from './feed-csv.ts';

const HEADER = 'sku,name,description,category,brand,vendor_id,price,sale_price,availability,url';
const url = 'https://example.com/p';

describe('CSV feeds', () => {
  it('parses quoted cells with commas, quotes and line breaks, and knows each record\'s line', () => {
    const records = parseCsv('a,b\r\n"x, ""y""","line\nbreak"\n\nz,w');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['x, "y"', 'line\nbreak'] }, { line: 5, cells: ['z', 'w'] },
    ]);
  });

  it('merges rows of one sku into one product with an offer per row, and reports bad rows by line and column', () => {
    const csv = [
      HEADER,
      `pool-salt,Pool Salt 40 lb,"Salt, for\nSWG pools",chemicals,Morton,amazon,6.99,,in_stock,${url}`,
      `pool-salt,,,,,leslies,abc,,in_stock,${url}`,
      `pool-salt,,,,,poolcorp,7.49,6.99,in_stock,${url}`,
      `bad-cat,Thing,Desc,toys,Acme,amazon,5,,in_stock,${url}`,
    ].join('\n');
    const feed = parseFeed(csv, 'csv', { name: 'test.csv' });
    expect(feed.products.map((p) => [p.sku, p.offers.map((o) => o.vendorId)])).toEqual([['pool-salt', ['amazon', 'poolcorp']]]);
    expect(feed.errors).toEqual([
      expect.objectContaining({ line: 4, field: 'price', sku: 'pool-salt' }),
      expect.objectContaining({ line: 6, field: 'category', sku: 'bad-cat' }),
    ]);
    expect(feed.header).toEqual({ name: 'test.csv', sample: false });
  });

  it('applies --vendor to rows without a vendor_id and refuses other stores', () => {
    const csv = ['sku,name,description,category,brand,vendor_id,price,availability,url',
      `a1,A,Desc,tools,Acme,,5,in_stock,${url}`, `a2,B,Desc,tools,Acme,amazon,5,in_stock,${url}`].join('\n');
    const feed = parseFeed(csv, 'csv', { vendor: 'leslies' });
    expect(feed.products.find((p) => p.sku === 'a1')!.offers[0]!.vendorId).toBe('leslies');
    expect(feed.errors).toEqual([expect.objectContaining({ line: 3, field: 'vendor_id' })]);
  });
});

describe('JSON feeds', () => {
  it('finds the line each product starts on', () => {
    const text = '{\n  "feed": {"name": "x", "products": "no"},\n  "products": [\n    {"sku": "a"},\n    {\n      "sku": "b]"\n    }\n  ]\n}';
    expect(jsonArrayElementLines(text, 'products')).toEqual([4, 5]);
  });

  it('skips a bad product and a bad offer, naming the line and the path', () => {
    const product = (sku: string, extra: Record<string, unknown> = {}) => ({
      sku, name: 'N', description: 'D', category: 'tools', brand: 'B', offers: [{ vendorId: 'amazon', price: 5, availability: 'in_stock', url }], ...extra,
    });
    const text = JSON.stringify({ feed: { name: 'F', sample: true }, products: [
      product('good'), product('bad-rating', { rating: 9 }), product('bad-offer', { offers: [{ vendorId: 'amazon', price: -1, availability: 'in_stock', url }] }),
    ] }, null, 2);
    const feed = parseFeed(text, 'json');
    expect(feed.header.sample).toBe(true);
    expect(feed.products.map((p) => [p.sku, p.offers.length])).toEqual([['good', 1], ['bad-offer', 0]]);
    const lines = jsonArrayElementLines(text, 'products');
    expect(feed.errors).toEqual([
      expect.objectContaining({ line: lines[1], field: 'rating', sku: 'bad-rating' }),
      expect.objectContaining({ line: lines[2], field: 'offers.0.price', sku: 'bad-offer' }),
    ]);
  });

  it('refuses a file that is not a feed at all', () => {
    expect(() => parseFeed('{"products": ', 'json')).toThrow(FeedFormatError);
    expect(() => parseFeed('{"items": []}', 'json')).toThrow(FeedFormatError);
  });
});
