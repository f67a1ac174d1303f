// The catalogue's product queries (issue 16), what the GET /api/products routes read: the filtered
// and searched lists with every sort, one product, related products, featured products and the deal
// of the day. Unbiased by construction: the only orderings are the user's sort, then the product id;
// no store or brand is ranked up. Search is the same SQL on PostgreSQL and PGlite: the weighted
// tsvector for the query, its synonyms (domain/catalogue/search-terms.ts) and its misspelt words
// corrected with pg_trgm against the catalogue's own words, and a trigram-indexed substring match on
// the model for model numbers.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Product } from '../../contracts/catalogue.contract.ts';
import { NO_PRICE_LIMIT, RELATED_PRODUCTS, FEATURED_PRODUCTS, type SortOption } from '../../domain/catalogue/catalogue-options.ts';
import { DEAL_MIN_DISCOUNT, DEAL_MIN_OBSERVATIONS, DEAL_WINDOW_DAYS, dealOfTheDay } from '../../domain/catalogue/deal.rules.ts';
import { correctableTokens, tsQueryText, withCorrections, type SearchTerms } from '../../domain/catalogue/search-terms.ts';
import type { StoredSafety } from '../../infra/catalogue/catalogue.tables.ts';
import type { ProjectionDb } from '../projection.ts';
import './clicks.projection.ts';
import { PRODUCT_COLUMNS, productsFrom, toProduct, type ProductRow } from './product-view.ts';

export interface ProductListQuery {
  readonly search?: SearchTerms;
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly vendors?: readonly string[];
  readonly categories?: readonly string[];
  readonly brands?: readonly string[];
  readonly availability?: readonly string[];
  readonly rating?: number;
  readonly sortBy?: SortOption;
  readonly limit: number;
  readonly offset?: number;
}

/**
 * The search with each query word the catalogue does not know replaced by its most similar known
 * word (pg_trgm similarity over catalogue_search_words, a few thousand rows), as one more alternative.
 */
async function corrected(db: ProjectionDb, terms: SearchTerms): Promise<SearchTerms> {
  const tokens = correctableTokens(terms);
  if (tokens.length === 0) return terms;
  const { rows } = await sql<{ token: string; word: string | null }>`
    SELECT t.token, (SELECT w.word FROM catalogue_search_words w WHERE w.word % t.token ORDER BY similarity(w.word, t.token) DESC, w.word LIMIT 1) AS word
    FROM json_array_elements_text(${JSON.stringify(tokens)}::json) AS t(token)
    WHERE NOT EXISTS (SELECT 1 FROM catalogue_search_words k WHERE k.word = t.token)`.execute(db);
  return withCorrections(terms, new Map(rows.filter((r) => r.word !== null).map((r) => [r.token, r.word!])));
}

/** A text[] literal of values already checked against a fixed list ([a-z0-9_-] only). */
const textArray = (values: readonly string[]) => sql<string[]>`${`{${values.join(',')}}`}::text[]`;

export async function listProducts(db: ProjectionDb, query: ProductListQuery, now: number): Promise<Product[]> {
  // The page's ids first, from the products table alone; then only those rows with their Best Price offer.
  let q = db.selectFrom('catalogue_products as p').select('p.id');
  if (query.categories?.length) q = q.where('p.category', 'in', [...query.categories]);
  if (query.brands?.length) q = q.where('p.brand_key', 'in', [...query.brands]);
  if (query.vendors?.length) q = q.where(sql<SqlBool>`p.vendors && ${textArray(query.vendors)}`);
  if (query.availability?.length) q = q.where(sql<SqlBool>`p.availabilities && ${textArray(query.availability)}`);
  if (query.priceMin !== undefined && query.priceMin > 0) q = q.where('p.best_price', '>=', query.priceMin);
  // A bucket holds its lower bound, not its upper: $25.00 is in '$25 - $50', not in 'Under $25'.
  if (query.priceMax !== undefined && query.priceMax < NO_PRICE_LIMIT) q = q.where('p.best_price', '<', query.priceMax);
  if (query.rating !== undefined && query.rating > 0) q = q.where('p.rating', '>=', query.rating);
  let score: Expression<number> | undefined;
  const terms = query.search && (await corrected(db, query.search));
  if (terms) {
    const tsq = sql`to_tsquery('english'::regconfig, ${tsQueryText(terms)})`;
    const model = terms.modelTokens.length > 0
      ? sql<SqlBool>`(${sql.join(terms.modelTokens.map((t) => sql`p.model_key LIKE ${`%${t}%`}`), sql` OR `)})`
      : sql<SqlBool>`false`;
    q = q.where(sql<SqlBool>`(p.search @@ ${tsq} OR ${model})`);
    score = sql<number>`(ts_rank(p.search, ${tsq}) + CASE WHEN ${model} THEN 1 ELSE 0 END)`;
  }
  const sort = query.sortBy ?? 'relevance';
  switch (sort) {
    case 'relevance':
      q = score ? q.orderBy(score, 'desc') : q.orderBy('p.review_count', 'desc').orderBy(sql`p.rating DESC NULLS LAST`);
      break;
    case 'price-low': q = q.orderBy(sql`p.best_price ASC NULLS LAST`); break;
    case 'price-high': q = q.orderBy(sql`p.best_price DESC NULLS LAST`); break;
    case 'rating': q = q.orderBy(sql`p.rating DESC NULLS LAST`).orderBy('p.review_count', 'desc'); break;
    case 'newest': q = q.orderBy('p.listed_at', 'desc'); break;
    case 'popularity': q = q.orderBy(sql`coalesce((SELECT c.clicks FROM catalogue_click_counts c WHERE c.product_id = p.id), 0) DESC`); break;
    case 'cost-per-dose': q = q.orderBy(sql`p.cost_per_dose ASC NULLS LAST`); break;
    default: {
      const unreachable: never = sort;
      throw new Error(`unknown sort ${String(unreachable)}`);
    }
  }
  const ids = (await q.orderBy('p.id').limit(query.limit).offset(query.offset ?? 0).execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = new Map((await productsFrom(db).select(PRODUCT_COLUMNS).where('p.id', 'in', ids).execute()).map((row) => [row.id, row as ProductRow]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toProduct(row, now)] : [];
  });
}

export async function findProductRow(db: ProjectionDb, id: string): Promise<ProductRow | undefined> {
  return (await productsFrom(db).select(PRODUCT_COLUMNS).where('p.id', '=', id).executeTakeFirst()) as ProductRow | undefined;
}

export async function findProduct(db: ProjectionDb, id: string, now: number): Promise<Product | undefined> {
  const row = await findProductRow(db, id);
  return row && toProduct(row, now);
}

/** Up to 4 products like this one: same category, the same chemical first, then the most similar names. */
export async function relatedProducts(db: ProjectionDb, id: string, now: number): Promise<Product[] | undefined> {
  const self = await db.selectFrom('catalogue_products').select(['category', 'chemistry_product', 'name']).where('id', '=', id).executeTakeFirst();
  if (!self) return undefined;
  const rows = await productsFrom(db).select(PRODUCT_COLUMNS)
    .where('p.category', '=', self.category).where('p.id', '<>', id)
    .orderBy(sql`(p.chemistry_product IS NOT DISTINCT FROM ${self.chemistry_product}) DESC`)
    .orderBy(sql`similarity(lower(p.name), ${self.name.toLowerCase()}) DESC`).orderBy('p.id')
    .limit(RELATED_PRODUCTS).execute();
  return rows.map((row) => toProduct(row as ProductRow, now));
}

/** Home's featured products: the best rated with a price and in stock at some store (most reviews first on a tie). */
export async function featuredProducts(db: ProjectionDb, now: number): Promise<Product[]> {
  const rows = await productsFrom(db).select(PRODUCT_COLUMNS)
    .where('p.best_price', 'is not', null).where(sql<SqlBool>`'in_stock' = ANY(p.availabilities)`)
    .orderBy(sql`p.rating DESC NULLS LAST`).orderBy('p.review_count', 'desc').orderBy('p.id')
    .limit(FEATURED_PRODUCTS).execute();
  return rows.map((row) => toProduct(row as ProductRow, now));
}

/** The deal of the day's product id (domain/catalogue/deal.rules.ts, over the last 30 days of price observations); null when none qualifies. */
export async function dealOfTheDayId(db: ProjectionDb, now: number): Promise<string | null> {
  const since = new Date(now - DEAL_WINDOW_DAYS * 86_400_000).toISOString();
  const { rows } = await sql<{ id: string; best_price: number; median: number; n: string }>`
    WITH daily_best AS (
      SELECT product_id, (seen_at AT TIME ZONE 'UTC')::date AS day, min(effective_price) AS best
      FROM catalogue_price_observations WHERE seen_at > ${since}::timestamptz GROUP BY product_id, day
    ), window_prices AS (
      SELECT product_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY best) AS median, count(*) AS n FROM daily_best GROUP BY product_id
    )
    SELECT p.id, p.best_price, w.median, w.n FROM window_prices w JOIN catalogue_products p ON p.id = w.product_id
    WHERE p.best_price IS NOT NULL AND w.n >= ${DEAL_MIN_OBSERVATIONS} AND p.best_price <= w.median * ${1 - DEAL_MIN_DISCOUNT + 1e-9}
    ORDER BY 1 - p.best_price / w.median DESC, p.id LIMIT 20`.execute(db);
  const deal = dealOfTheDay(rows.map((r) => ({ productId: r.id, currentPrice: Number(r.best_price), medianPrice: Number(r.median), observations: Number(r.n) })));
  return deal?.productId ?? null;
}

export async function findDealOfTheDay(db: ProjectionDb, now: number): Promise<Product | null> {
  const id = await dealOfTheDayId(db, now);
  return id === null ? null : ((await findProduct(db, id, now)) ?? null);
}

export async function catalogueIsEmpty(db: ProjectionDb): Promise<boolean> {
  return (await db.selectFrom('catalogue_products').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** A product with its label/SDS safety facts, for the AI content tabs. */
export async function findProductWithSafety(db: ProjectionDb, id: string): Promise<(ProductRow & { safety: StoredSafety | null }) | undefined> {
  return (await productsFrom(db).select([...PRODUCT_COLUMNS, 'p.safety']).where('p.id', '=', id).executeTakeFirst()) as
    (ProductRow & { safety: StoredSafety | null }) | undefined;
}

/** The latest import's id ('0' before any): what the catalogue's prices were last changed by. */
export async function latestImportId(db: ProjectionDb): Promise<string> {
  const row = await db.selectFrom('catalogue_imports').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? String(row.id) : '0';
}
