// `npm run bench:catalog`: a generated feed of 5,000 products × 5 stores, imported into PostgreSQL
// (a scratch database beside DATABASE_URL's, when set) and into embedded PGlite (a temporary folder),
// then p50/p95 of the queries the catalogue's GET routes run: search (typos, synonyms, model numbers),
// filtered (every sort, buckets, stores, brands), product detail and its price comparison. Last line JSON.
// Goals (issue 16): search and filtered p95 ≤ 30 ms on PostgreSQL, ≤ 100 ms on PGlite; import ≥ 2,000 products/s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importFeed } from '../commands/catalogue/import-feed.ts';
import { FILTER_BRANDS, PRICE_BUCKETS, PRODUCT_CATEGORIES, SORT_OPTIONS, VENDOR_IDS } from '../domain/catalogue/catalogue-options.ts';
import { parseFeed } from '../domain/catalogue/feed-rows.ts';
import { searchTerms } from '../domain/catalogue/search-terms.ts';
import { openDatabase, type Database } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { createScratchDatabase } from '../infra/db/testing/test-database.ts';
import { productPrices } from '../projections/catalogue/product-prices.queries.ts';
import { findProduct, listProducts } from '../projections/catalogue/products.queries.ts';
import { generatedFeed } from '../projections/catalogue/testing/catalogue-feeds.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const GOALS = { postgres: 30, pglite: 100, importPerSecond: 2000 };
const SEARCHES = ['chlorine tablets', 'chlorne tablets', 'pH down', 'cal hypo', 'pump', 'HT1234X', 'stabilizer', 'filter cartridge', 'hayward skimmer', 'shock', 'CYA', 'muriatic'];

let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

function randomFilter() {
  const bucket = pick(PRICE_BUCKETS);
  const filter: Parameters<typeof listProducts>[1] = { limit: 48, sortBy: pick(SORT_OPTIONS) };
  const r = random();
  return {
    ...filter,
    ...(r < 0.6 ? { priceMin: bucket.min, priceMax: bucket.max } : {}),
    ...(random() < 0.5 ? { categories: [pick(PRODUCT_CATEGORIES)] } : {}),
    ...(random() < 0.4 ? { brands: [pick(FILTER_BRANDS), pick(FILTER_BRANDS)] } : {}),
    ...(random() < 0.4 ? { vendors: [pick(VENDOR_IDS)] } : {}),
    ...(random() < 0.3 ? { availability: ['in_stock'] } : {}),
    ...(random() < 0.3 ? { rating: pick([4, 3, 2, 1]) } : {}),
  };
}

async function leg(name: 'postgres' | 'pglite', database: Database, feedText: string) {
  await migrateToLatest(database.db);
  const parseStarted = performance.now();
  const feed = parseFeed(feedText, 'json');
  const parseMs = performance.now() - parseStarted;
  const result = await importFeed(database.db, feed, { now: new Date(), source: 'bench' });
  const importPerSecond = Math.round(PRODUCTS / ((parseMs + result.ms) / 1000));
  console.log(`${name}: imported ${result.products} products, ${result.offers} offers in ${result.ms} ms (+ ${Math.round(parseMs)} ms parsing): ${importPerSecond} products/s`);
  const again = await importFeed(database.db, parseFeed(feedText, 'json'), { now: new Date(), source: 'bench-again' });
  const reimportPerSecond = Math.round(PRODUCTS / (again.ms / 1000));
  console.log(`${name}: re-imported (unchanged products, new price observations) in ${again.ms} ms: ${reimportPerSecond} products/s`);
  const db = database.db;
  const now = Date.now();
  const search = await time(RUNS, () => listProducts(db, { search: searchTerms(pick(SEARCHES)), limit: 48 }, now));
  console.log(`${name}: search p50 ${search.p50} ms, p95 ${search.p95} ms`);
  const filtered = await time(RUNS, () => listProducts(db, randomFilter(), now));
  console.log(`${name}: filtered p50 ${filtered.p50} ms, p95 ${filtered.p95} ms`);
  const id = () => `gen-${Math.floor(random() * PRODUCTS).toString().padStart(5, '0')}`;
  const detail = await time(RUNS, () => findProduct(db, id(), now));
  console.log(`${name}: detail p50 ${detail.p50} ms, p95 ${detail.p95} ms`);
  const prices = await time(RUNS, () => productPrices(db, id(), now, {}));
  console.log(`${name}: prices p50 ${prices.p50} ms, p95 ${prices.p95} ms`);
  const goal = name === 'postgres' ? GOALS.postgres : GOALS.pglite;
  return {
    importPerSecond, reimportPerSecond, search, filtered, detail, prices,
    met: search.p95 <= goal && filtered.p95 <= goal && importPerSecond >= GOALS.importPerSecond,
  };
}

const feedText = JSON.stringify(generatedFeed(PRODUCTS));
console.log(`feed: ${PRODUCTS} products × ${VENDOR_IDS.length} stores, ${Math.round(feedText.length / 1024)} KB`);
const results: Record<string, unknown> = {};
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    results.postgres = await leg('postgres', database, feedText);
  } finally {
    await database.close();
    await scratch.drop();
  }
} else {
  console.log('postgres: skipped (set DATABASE_URL to include it)');
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cw-catalog-bench-'));
try {
  const database = await openDatabase({ dataDir });
  try {
    results.pglite = await leg('pglite', database, feedText);
  } finally {
    await database.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ products: PRODUCTS, vendors: VENDOR_IDS.length, goals: GOALS, ...results }));
