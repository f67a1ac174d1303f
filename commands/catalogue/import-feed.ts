// Imports a parsed product feed (issue 16): replaces each store's current offer and appends every
// price seen (catalogue_price_observations), records each product's first listing and each change of
// its facts (catalogue_product_changes), and keeps what the catalogue's queries sort and filter on
// (Best Price, the stores and availabilities, cost per dose) computed from every current offer of the
// products the feed touched. One transaction per import, a thousand products per round; each round is
// a handful of statements that take their rows as one JSON parameter (json_to_recordset), so a round
// costs the same to send and plan on PostgreSQL and PGlite whatever its size. A product whose facts
// and prices did not change is not rewritten. Why the history is a table, not events: the migration.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Product as ChemistryProduct } from '../../domain/chemistry/index.ts';
import { bestOffer, effectivePrice, roundCents } from '../../domain/catalogue/best-price.ts';
import type { VendorId } from '../../domain/catalogue/catalogue-options.ts';
import { costPerDose, type NetUnit } from '../../domain/catalogue/cost-per-dose.ts';
import type { FeedRowError, ParsedFeed } from '../../domain/catalogue/feed-rows.ts';
import type { FeedProduct } from '../../domain/catalogue/feed.schema.ts';
import { CHEMICAL_KEYWORDS, searchWords } from '../../domain/catalogue/search-terms.ts';
import '../../infra/catalogue/catalogue.tables.ts';
import type { Tables } from '../../infra/db/tables.ts';

const CHUNK = 1000;
const ERROR_SAMPLE = 50;

export interface ImportResult {
  readonly importId: string;
  readonly name: string;
  readonly sample: boolean;
  readonly rows: number;
  /** Valid products in the feed. */
  readonly products: number;
  readonly listed: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly offers: number;
  readonly errors: readonly FeedRowError[];
  readonly ms: number;
}

export async function importFeed(db: Kysely<Tables>, feed: ParsedFeed, options: { now: Date; source: string }): Promise<ImportResult> {
  const started = performance.now();
  const nowIso = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id: importId } = await trx.insertInto('catalogue_imports')
      .values({ name: feed.header.name, source: options.source.slice(0, 500), sample: feed.header.sample, started_at: nowIso, finished_at: null,
        rows: 0, products: 0, listed: 0, changed: 0, offers: 0, errors: 0, error_sample: '[]' })
      .returning('id').executeTakeFirstOrThrow();
    let listed = 0;
    let changed = 0;
    let offers = 0;
    for (let i = 0; i < feed.products.length; i += CHUNK) {
      const counts = await importChunk(trx, feed.products.slice(i, i + CHUNK), { importId: String(importId), nowIso, sample: feed.header.sample });
      listed += counts.listed;
      changed += counts.changed;
      offers += counts.offers;
    }
    await trx.updateTable('catalogue_imports').set({
      finished_at: new Date().toISOString(), rows: feed.rows, products: feed.products.length, listed, changed, offers,
      errors: feed.errors.length, error_sample: JSON.stringify(feed.errors.slice(0, ERROR_SAMPLE)),
    }).where('id', '=', importId).execute();
    return {
      importId: String(importId), name: feed.header.name, sample: feed.header.sample, rows: feed.rows, products: feed.products.length,
      listed, changed, unchanged: feed.products.length - listed - changed, offers, errors: feed.errors, ms: Math.round(performance.now() - started),
    };
  });
}

interface ChunkContext {
  readonly importId: string;
  readonly nowIso: string;
  readonly sample: boolean;
}

/** The product's facts as the feed gives them (everything but its offers): hashed, and recorded when first listed. */
function factsOf(product: FeedProduct): Record<string, unknown> {
  const { offers: _offers, ...facts } = product;
  return facts;
}

const keyOf = (text: string | null | undefined) => (text ?? '').normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '');

interface OfferRow {
  product_id: string;
  vendor_id: string;
  price: number;
  sale_price: number | null;
  shipping_cost: number | null;
  availability: string;
  url: string;
  seen_at: string;
}

interface Derived {
  best_price: number | null;
  best_vendor: string | null;
  best_regular_price: number | null;
  best_shipping: number | null;
  cost_per_dose: number | null;
  vendors: string[];
  availabilities: string[];
}

const derivedKey = (d: Derived) => JSON.stringify([d.best_price, d.best_vendor, d.best_regular_price, d.best_shipping, d.cost_per_dose, d.vendors, d.availabilities]);

async function importChunk(trx: Kysely<Tables>, chunk: readonly FeedProduct[], ctx: ChunkContext) {
  const ids = chunk.map((p) => p.sku);
  const existing = new Map((await trx.selectFrom('catalogue_products')
    .select([...FACT_COLUMNS, 'content_hash', 'best_price', 'best_vendor', 'best_regular_price', 'best_shipping', 'cost_per_dose', 'vendors', 'availabilities'])
    .where('id', 'in', ids).execute()).map((row) => [row.id, row]));
  const offers = chunk.flatMap((product) => product.offers.map((offer): OfferRow => ({
    product_id: product.sku, vendor_id: offer.vendorId, price: roundCents(offer.price), sale_price: offer.salePrice == null ? null : roundCents(offer.salePrice),
    shipping_cost: offer.shippingCost == null ? null : roundCents(offer.shippingCost), availability: offer.availability, url: offer.url,
    seen_at: offer.seenAt ? new Date(offer.seenAt).toISOString() : ctx.nowIso,
  })));
  if (offers.length > 0) await writeOffers(trx, offers, ctx);
  const derived = await deriveFromOffers(trx, chunk);

  const changes: { product_id: string; kind: 'listed' | 'changed'; changes: unknown }[] = [];
  const writes: ProductRow[] = [];
  const repriced: (Derived & { id: string })[] = [];
  for (const product of chunk) {
    const facts = factsOf(product);
    const hash = createHash('sha1').update(JSON.stringify(facts)).digest('base64url');
    const before = existing.get(product.sku);
    const d = derived.get(product.sku)!;
    if (before && before.content_hash === hash) {
      if (derivedKey(before as Derived) !== derivedKey(d)) repriced.push({ id: product.sku, ...d });
      continue;
    }
    const row = productRow(product, hash, d);
    writes.push(row);
    changes.push(before ? { product_id: product.sku, kind: 'changed', changes: diff(storedFacts(before), storedFacts(row)) } : { product_id: product.sku, kind: 'listed', changes: facts });
  }
  if (writes.length > 0) {
    await upsertProducts(trx, writes, ctx);
    const words = [...new Set(writes.flatMap((row) => searchWords(row.name, row.brand, row.keywords)))];
    await sql`INSERT INTO catalogue_search_words (word) SELECT w FROM json_array_elements_text(${JSON.stringify(words)}::json) AS w
      ON CONFLICT (word) DO NOTHING`.execute(trx);
  }
  if (repriced.length > 0) await updateDerived(trx, repriced);
  if (changes.length > 0) {
    await sql`
      INSERT INTO catalogue_product_changes (product_id, import_id, kind, changes, at)
      SELECT c.product_id, ${ctx.importId}::bigint, c.kind, c.changes, ${ctx.nowIso}::timestamptz
      FROM json_to_recordset(${JSON.stringify(changes)}::json) AS c(product_id text, kind text, changes jsonb)`.execute(trx);
  }
  const listed = changes.filter((c) => c.kind === 'listed').length;
  return { listed, changed: changes.length - listed, offers: offers.length };
}

/** Every offer becomes an observation; each store's latest one (never older than the stored one) its current offer. */
async function writeOffers(trx: Kysely<Tables>, offers: readonly OfferRow[], ctx: ChunkContext) {
  const latest = new Map<string, OfferRow>();
  for (const row of offers) {
    const key = `${row.product_id}\u0000${row.vendor_id}`;
    const seen = latest.get(key);
    if (!seen || seen.seen_at < row.seen_at) latest.set(key, row);
  }
  await sql`
    INSERT INTO catalogue_offers (product_id, vendor_id, price, sale_price, shipping_cost, availability, url, sample, seen_at, first_seen_at)
    SELECT o.product_id, o.vendor_id, o.price, o.sale_price, o.shipping_cost, o.availability, o.url, ${ctx.sample}, o.seen_at, o.seen_at
    FROM json_to_recordset(${JSON.stringify([...latest.values()])}::json)
      AS o(product_id text, vendor_id text, price float8, sale_price float8, shipping_cost float8, availability text, url text, seen_at timestamptz)
    ON CONFLICT (product_id, vendor_id) DO UPDATE SET price = excluded.price, sale_price = excluded.sale_price,
      shipping_cost = excluded.shipping_cost, availability = excluded.availability, url = excluded.url, sample = excluded.sample, seen_at = excluded.seen_at
    WHERE catalogue_offers.seen_at <= excluded.seen_at`.execute(trx);
  await sql`
    INSERT INTO catalogue_price_observations (product_id, vendor_id, price, sale_price, shipping_cost, availability, effective_price, seen_at, import_id)
    SELECT o.product_id, o.vendor_id, o.price, o.sale_price, o.shipping_cost, o.availability,
      CASE WHEN o.sale_price IS NOT NULL AND o.sale_price < o.price THEN o.sale_price ELSE o.price END, o.seen_at, ${ctx.importId}::bigint
    FROM json_to_recordset(${JSON.stringify(offers.map(({ url: _url, ...row }) => row))}::json)
      AS o(product_id text, vendor_id text, price float8, sale_price float8, shipping_cost float8, availability text, seen_at timestamptz)`.execute(trx);
}

/** Best Price, stores, availabilities and cost per dose of each product, from all its current offers. */
async function deriveFromOffers(trx: Kysely<Tables>, chunk: readonly FeedProduct[]): Promise<Map<string, Derived>> {
  const rows = await trx.selectFrom('catalogue_offers')
    .select(['product_id', 'vendor_id', 'price', 'sale_price', 'shipping_cost', 'availability'])
    .where('product_id', 'in', chunk.map((p) => p.sku)).execute();
  const byProduct = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  const out = new Map<string, Derived>();
  for (const product of chunk) {
    const list = (byProduct.get(product.sku) ?? []).map((o) => ({
      vendorId: o.vendor_id as VendorId, price: Number(o.price), salePrice: o.sale_price === null ? null : Number(o.sale_price),
      shippingCost: o.shipping_cost === null ? null : Number(o.shipping_cost), seenAt: 0, availability: o.availability,
    }));
    const best = bestOffer(list);
    const bestPrice = best ? effectivePrice(best) : null;
    const chemical = product.chemical;
    const cost = best && chemical ? costPerDose({
      chemistryProduct: chemical.chemistryProduct as ChemistryProduct, strengthPercent: chemical.strengthPercent,
      netQuantity: chemical.netQuantity, netUnit: chemical.netUnit as NetUnit,
    }, bestPrice!, best.vendorId) : null;
    out.set(product.sku, {
      best_price: bestPrice, best_vendor: best?.vendorId ?? null, best_regular_price: best?.price ?? null, best_shipping: best?.shippingCost ?? null,
      cost_per_dose: cost?.costPer10kGallons ?? null,
      vendors: [...new Set(list.map((o) => o.vendorId))].sort(), availabilities: [...new Set(list.map((o) => o.availability))].sort(),
    });
  }
  return out;
}

/** JSON with object keys sorted: jsonb keeps keys in its own order, so equal values must compare equal regardless. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonical(before[key] ?? null) !== canonical(after[key] ?? null)) out[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return out;
}

/** The columns a product's facts are stored in (diffed between imports; the hash says whether they changed). */
const FACT_COLUMNS = ['id', 'name', 'description', 'category', 'brand', 'model', 'image_url', 'rating', 'review_count', 'original_price',
  'specifications', 'pool_compatibility', 'chemical', 'safety'] as const;

type FactColumns = { [K in (typeof FACT_COLUMNS)[number]]: unknown };

/** A product's stored facts as the feed names them, the same way for a stored row and one about to be written. */
function storedFacts(row: FactColumns): Record<string, unknown> {
  return {
    name: row.name, description: row.description, category: row.category, brand: row.brand, model: row.model, imageUrl: row.image_url,
    rating: row.rating, reviewCount: row.review_count, originalPrice: row.original_price, specifications: row.specifications,
    poolCompatibility: row.pool_compatibility, chemical: row.chemical, safety: row.safety,
  };
}

const PRODUCT_RECORD = `id text, name text, description text, category text, brand text, brand_key text, model text, model_key text,
  image_url text, rating float8, review_count int, original_price float8, specifications jsonb, pool_compatibility jsonb,
  chemistry_product text, chemical jsonb, safety jsonb, keywords text, content_hash text,
  best_price float8, best_vendor text, best_regular_price float8, best_shipping float8, cost_per_dose float8, vendors text[], availabilities text[]`;
const PRODUCT_COLUMNS = PRODUCT_RECORD.split(',').map((column) => column.trim().split(' ')[0]!);

function productRow(p: FeedProduct, hash: string, derived: Derived) {
  return {
    id: p.sku, name: p.name, description: p.description, category: p.category, brand: p.brand, brand_key: keyOf(p.brand),
    model: p.model ?? null, model_key: p.model ? keyOf(p.model) : null, image_url: p.imageUrl ?? null, rating: p.rating ?? null,
    review_count: p.reviewCount ?? 0, original_price: p.originalPrice == null ? null : roundCents(p.originalPrice),
    specifications: p.specifications, pool_compatibility: p.poolCompatibility, chemistry_product: p.chemical?.chemistryProduct ?? null,
    chemical: p.chemical ? {
      chemistryProduct: p.chemical.chemistryProduct, activeIngredient: p.chemical.activeIngredient, strengthPercent: p.chemical.strengthPercent,
      netQuantity: p.chemical.netQuantity, netUnit: p.chemical.netUnit,
    } : null,
    safety: p.chemical ? { statements: p.chemical.safety.statements, source: { ...p.chemical.safety.source, revised: p.chemical.safety.source.revised ?? null } } : null,
    keywords: p.chemical ? `${CHEMICAL_KEYWORDS[p.chemical.chemistryProduct]} ${p.chemical.activeIngredient}` : '',
    content_hash: hash, ...derived,
  };
}
type ProductRow = ReturnType<typeof productRow>;

async function upsertProducts(trx: Kysely<Tables>, rows: readonly ProductRow[], ctx: ChunkContext) {
  const columns = sql.raw(PRODUCT_COLUMNS.join(', '));
  const updates = sql.raw(PRODUCT_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', '));
  await sql`
    INSERT INTO catalogue_products (${columns}, sample, listed_at, updated_at)
    SELECT ${columns}, ${ctx.sample}, ${ctx.nowIso}::timestamptz, ${ctx.nowIso}::timestamptz
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(PRODUCT_RECORD)})
    ON CONFLICT (id) DO UPDATE SET ${updates}, sample = excluded.sample, updated_at = excluded.updated_at`.execute(trx);
}

async function updateDerived(trx: Kysely<Tables>, rows: readonly (Derived & { id: string })[]) {
  await sql`
    UPDATE catalogue_products AS p SET best_price = d.best_price, best_vendor = d.best_vendor, best_regular_price = d.best_regular_price,
      best_shipping = d.best_shipping, cost_per_dose = d.cost_per_dose, vendors = d.vendors, availabilities = d.availabilities
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS d(id text, best_price float8, best_vendor text, best_regular_price float8,
      best_shipping float8, cost_per_dose float8, vendors text[], availabilities text[])
    WHERE p.id = d.id`.execute(trx);
}
