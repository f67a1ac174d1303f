// Turns a feed file's text (JSON { feed, products } or CSV, see feed-csv.ts) into valid products and
// a list of what was wrong with the rest, each error with its line and field: a bad product is
// skipped, a bad offer is skipped with its product kept, and everything else imports.
import type { ZodError } from 'zod';
import type { VendorId } from './catalogue-options.ts';
import { CSV_COLUMNS, parseCsv } from './feed-csv.ts';
import { feedHeaderSchema, feedOfferSchema, feedProductSchema, type FeedHeader, type FeedOffer, type FeedProduct } from './feed.schema.ts';

export interface FeedRowError {
  readonly line: number;
  /** The JSON path (e.g. offers.0.price) or the CSV column (e.g. sale_price). */
  readonly field: string;
  readonly message: string;
  readonly sku?: string;
}

export interface RawProduct {
  /** Where the row starts, found when an error is reported. */
  readonly line: () => number;
  readonly data: Record<string, unknown>;
  readonly offers: { readonly line: () => number; readonly data: Record<string, unknown> }[];
}

export interface ParsedFeed {
  readonly header: FeedHeader;
  readonly products: FeedProduct[];
  readonly errors: FeedRowError[];
  /** Rows read: products (JSON) or records (CSV). */
  readonly rows: number;
}

export class FeedFormatError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

export interface FeedOptions {
  /** The store every offer of this feed is from (`--vendor`). */
  readonly vendor?: VendorId;
  /** A CSV feed's name (its file name). */
  readonly name?: string;
  /** Mark a CSV feed as sample data. */
  readonly sample?: boolean;
}

export function parseFeed(text: string, format: 'json' | 'csv', options: FeedOptions = {}): ParsedFeed {
  return format === 'json' ? parseJsonFeed(text, options) : parseCsvFeed(text, options);
}

// ---------- JSON ----------

/** JSON errors name the path as it is (offers.N.field); CSV errors name the column. */
const jsonField = (path: string) => path;

function parseJsonFeed(text: string, options: FeedOptions): ParsedFeed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedFormatError(`Not valid JSON: ${(error as Error).message}`, 1);
  }
  const root = json as { feed?: unknown; products?: unknown };
  if (typeof json !== 'object' || json === null || !Array.isArray(root.products)) {
    throw new FeedFormatError('A JSON feed is { "feed": { … }, "products": [ … ] }', 1);
  }
  const header = feedHeaderSchema.safeParse(root.feed ?? { name: options.name ?? 'feed' });
  if (!header.success) throw new FeedFormatError(`feed: ${header.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`, 1);
  // Lines are found only when a row is reported (a clean feed need not be scanned twice).
  let lines: number[] | undefined;
  const lineOf = (index: number) => (lines ??= jsonArrayElementLines(text, 'products'))[index] ?? 1;
  const raw: RawProduct[] = [];
  const errors: FeedRowError[] = [];
  root.products.forEach((item: unknown, index) => {
    const line = () => lineOf(index);
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line: line(), field: `products.${index}`, message: 'Expected a product object' });
      return;
    }
    const { offers, ...data } = item as Record<string, unknown>;
    const offerList = Array.isArray(offers) ? offers : offers === undefined ? [] : [offers];
    raw.push({ line, data, offers: offerList.map((offer) => ({ line, data: (typeof offer === 'object' && offer !== null ? offer : { value: offer }) as Record<string, unknown> })) });
  });
  const validated = validateProducts(raw, options, jsonField);
  return { header: header.data, products: validated.products, errors: [...errors, ...validated.errors].sort((a, b) => a.line - b.line), rows: root.products.length };
}

/**
 * The line each element of the top-level object's `key` array starts on, in one pass: strings
 * (with escapes) are skipped, brackets counted.
 */
export function jsonArrayElementLines(text: string, key: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastKey = '';
  let awaitingArray = false;
  let arrayDepth = -1;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (depth === arrayDepth && expectElement && c !== 93) {
      lines.push(line);
      expectElement = false;
    }
    if (c === 34) {
      inString = true;
      stringStart = i;
    } else if (c === 58) {
      awaitingArray = depth === 1 && lastKey === key && arrayDepth === -1 && lines.length === 0;
    } else if (c === 123 || c === 91) {
      depth++;
      if (awaitingArray && c === 91 && depth === 2) {
        arrayDepth = 2;
        expectElement = true;
      }
      awaitingArray = false;
    } else if (c === 125 || c === 93) {
      if (depth === arrayDepth && c === 93) arrayDepth = -2;
      depth--;
    } else if (c === 44) {
      if (depth === arrayDepth) expectElement = true;
    } else awaitingArray = false;
  }
  return lines;
}

// ---------- CSV ----------

const COLUMN_OF: readonly (readonly [string, string])[] = Object.entries(CSV_COLUMNS).sort((a, b) => b[0].length - a[0].length);

function csvField(path: string): string {
  for (const [prefix, column] of COLUMN_OF) if (path === prefix || path.startsWith(`${prefix}.`)) return column;
  return path;
}

const PRODUCT_NUMBERS = new Set(['rating', 'review_count', 'original_price', 'strength_percent', 'net_quantity']);
const OFFER_NUMBERS = new Set(['price', 'sale_price', 'shipping_cost']);

function numberCell(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

function jsonCell(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
}

function parseCsvFeed(text: string, options: FeedOptions): ParsedFeed {
  const records = parseCsv(text);
  const [head, ...rows] = records;
  if (!head) throw new FeedFormatError('The CSV feed is empty', 1);
  const columns = head.cells.map((c) => c.trim().toLowerCase());
  if (!columns.includes('sku')) throw new FeedFormatError('The header row has no sku column', head.line);
  const products = new Map<string, RawProduct>();
  const errors: FeedRowError[] = [];
  for (const row of rows) {
    const cell = (name: string) => {
      const index = columns.indexOf(name);
      return index < 0 ? '' : (row.cells[index] ?? '');
    };
    const sku = cell('sku').trim();
    if (!sku) {
      errors.push({ line: row.line, field: 'sku', message: 'Required' });
      continue;
    }
    let product = products.get(sku);
    if (!product) {
      product = { line: () => row.line, data: csvProduct(cell, sku), offers: [] };
      products.set(sku, product);
    }
    const vendor = cell('vendor_id').trim();
    if (vendor || cell('price').trim()) product.offers.push({ line: () => row.line, data: csvOffer(cell) });
  }
  const validated = validateProducts([...products.values()], options, csvField);
  return {
    header: { name: options.name ?? 'CSV feed', sample: options.sample ?? false },
    products: validated.products,
    errors: [...errors, ...validated.errors].sort((a, b) => a.line - b.line),
    rows: rows.length,
  };
}

function csvProduct(cell: (name: string) => string, sku: string): Record<string, unknown> {
  const text = (name: string) => (cell(name).trim() === '' ? undefined : cell(name).trim());
  const num = (name: string) => (PRODUCT_NUMBERS.has(name) ? numberCell(cell(name)) : undefined);
  const data: Record<string, unknown> = {
    sku, name: text('name'), description: text('description'), category: text('category'), brand: text('brand'),
    model: text('model'), imageUrl: text('image_url'), rating: num('rating'), reviewCount: num('review_count'),
    originalPrice: num('original_price'), specifications: jsonCell(cell('specifications')), poolCompatibility: jsonCell(cell('pool_compatibility')),
  };
  if (text('chemistry_product')) {
    const statements = cell('safety_statements').split('|').map((s) => s.trim()).filter((s) => s !== '');
    data.chemical = {
      chemistryProduct: text('chemistry_product'), activeIngredient: text('active_ingredient'),
      strengthPercent: num('strength_percent'), netQuantity: num('net_quantity'), netUnit: text('net_unit'),
      safety: {
        statements,
        source: { name: text('safety_source_name'), url: text('safety_source_url'), ...(text('safety_source_revised') ? { revised: text('safety_source_revised') } : {}) },
      },
    };
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

function csvOffer(cell: (name: string) => string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    vendorId: cell('vendor_id').trim() || undefined,
    availability: cell('availability').trim() || undefined,
    url: cell('url').trim() || undefined,
    seenAt: cell('seen_at').trim() || undefined,
  };
  for (const [key, column] of [['price', 'price'], ['salePrice', 'sale_price'], ['shippingCost', 'shipping_cost']] as const) {
    if (OFFER_NUMBERS.has(column)) data[key] = numberCell(cell(column));
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

// ---------- validation ----------

function issuesOf(error: ZodError, line: () => number, sku: string | undefined, field: (path: string) => string, prefix = ''): FeedRowError[] {
  return error.issues.slice(0, 5).map((issue) => ({
    line: line(), field: field(`${prefix}${issue.path.join('.')}`) || 'row', message: issue.message, ...(sku ? { sku } : {}),
  }));
}

function validateProducts(raw: readonly RawProduct[], options: FeedOptions, field: (path: string) => string): { products: FeedProduct[]; errors: FeedRowError[] } {
  const products: FeedProduct[] = [];
  const errors: FeedRowError[] = [];
  const firstLine = new Map<string, () => number>();
  for (const item of raw) {
    const sku = typeof item.data.sku === 'string' ? item.data.sku : undefined;
    const parsed = feedProductSchema.safeParse({ ...item.data, offers: [] });
    if (!parsed.success) {
      errors.push(...issuesOf(parsed.error, item.line, sku, field));
      continue;
    }
    const seen = firstLine.get(parsed.data.sku);
    if (seen !== undefined) {
      errors.push({ line: item.line(), field: field('sku'), message: `Duplicate sku; first listed on line ${seen()}`, sku: parsed.data.sku });
      continue;
    }
    firstLine.set(parsed.data.sku, item.line);
    const offers: FeedOffer[] = [];
    const vendors = new Set<string>();
    item.offers.forEach((offer, index) => {
      const prefix = field === jsonField ? `offers.${index}.` : '';
      const data = options.vendor && offer.data.vendorId === undefined ? { ...offer.data, vendorId: options.vendor } : offer.data;
      const result = feedOfferSchema.safeParse(data);
      if (!result.success) {
        errors.push(...issuesOf(result.error, offer.line, parsed.data.sku, field, prefix));
      } else if (options.vendor && result.data.vendorId !== options.vendor) {
        errors.push({ line: offer.line(), field: field(`${prefix}vendorId`), message: `This feed is ${options.vendor}'s; the offer is ${result.data.vendorId}'s`, sku: parsed.data.sku });
      } else if (vendors.has(`${result.data.vendorId} ${result.data.seenAt ?? ''}`)) {
        // Two offers from one store are its price at two times (history); at the same time, a mistake.
        errors.push({ line: offer.line(), field: field(`${prefix}vendorId`), message: `A second offer from ${result.data.vendorId} seen at the same time`, sku: parsed.data.sku });
      } else {
        vendors.add(`${result.data.vendorId} ${result.data.seenAt ?? ''}`);
        offers.push(result.data);
      }
    });
    products.push({ ...parsed.data, offers });
  }
  return { products, errors };
}

