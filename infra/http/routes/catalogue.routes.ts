// Catalogue routes (spec §7, issue 16), declared from contracts/catalogue.contract.ts. Product routes
// are public (spec §6) and read only the catalogue's tables; track-click and a pool's
// recommendations need a session (another user's pool is a 404). Errors are { error: … } 4xx.
import { z } from 'zod/mini';
import { trackClick } from '../../../commands/catalogue/track-click.ts';
import {
  AVAILABILITIES, categoryParamsSchema, FILTER_BRANDS, MIN_SEARCH_CHARS, PRODUCT_CATEGORIES, productContentSchema, productFilterQuerySchema,
  productListSchema, productParamsSchema, productSchema, recommendationListSchema, searchParamsSchema, trackClickBodySchema,
  trackClickReplySchema, VENDOR_IDS, vendorPriceListSchema, cataloguePaths, type Product, type ProductFilterQuery,
} from '../../../contracts/catalogue.contract.ts';
import { poolParamsSchema } from '../../../contracts/water.contract.ts';
import { affiliateUrl, type AffiliateTags } from '../../../domain/catalogue/affiliate-links.ts';
import { doseDescription } from '../../../domain/catalogue/cost-per-dose.ts';
import {
  calHypoForbidden, deliveredBy, HOME_RECOMMENDED_PRODUCTS, productForStep, recommendationsFor, stapleProducts, type PoolFacts,
} from '../../../domain/catalogue/recommendations.ts';
import { MAX_QUERY_CHARS, searchTerms } from '../../../domain/catalogue/search-terms.ts';
import type { Product as ChemistryProduct } from '../../../domain/chemistry/index.ts';
import { catalogueClicksProjection } from '../../../projections/catalogue/clicks.projection.ts';
import { chemicalFactsOf } from '../../../projections/catalogue/product-view.ts';
import { offerUrl, productPrices } from '../../../projections/catalogue/product-prices.queries.ts';
import {
  dealOfTheDayId, featuredProducts, findProduct, findProductWithSafety, latestImportId, listProducts, relatedProducts, type ProductListQuery,
} from '../../../projections/catalogue/products.queries.ts';
import { chemicalsFor } from '../../../projections/catalogue/recommendation.queries.ts';
import type { PoolView } from '../../../projections/pools/pools.projection.ts';
import { findCurrentTreatmentPlan } from '../../../projections/water/treatment-plans.projection.ts';
import { createProductContentService } from '../../ai/product-content.ts';
import type { Config } from '../../config.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes, type AreaRoutes } from '../area.ts';
import { loadOwnedPool } from '../auth/owned-resources.ts';
import { metadataOf } from '../command-metadata.ts';
import { badRequest, notFound } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';

const tags = ['catalogue'];
const DEFAULT_LIMIT = 48;
const CATEGORY_LIMIT = 100;
const productNotFound = { 404: { description: 'No such product' } };
const nullableProduct = z.nullable(productSchema);

export const catalogueRoutes = defineRoutes({ registerRoutes: registerCatalogueRoutes });

export function affiliateTags(config: Config): AffiliateTags {
  return {
    amazon: config.AFFILIATE_TAG_AMAZON, leslies: config.AFFILIATE_TAG_LESLIES, poolcorp: config.AFFILIATE_TAG_POOLCORP,
    intheswim: config.AFFILIATE_TAG_INTHESWIM, poolsupplyworld: config.AFFILIATE_TAG_POOLSUPPLYWORLD,
  };
}

/** A comma-separated list of values from a fixed list; an unknown value is a 400 naming the parameter. */
function listParam(value: string | undefined, allowed: readonly string[], field: string): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const items = [...new Set(value.split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== ''))];
  const unknown = items.find((item) => !allowed.includes(item));
  if (unknown !== undefined) throw badRequest('Invalid query parameters', { [field]: `Unknown value '${unknown.slice(0, 40)}'; one of ${allowed.join(', ')}` });
  return items.length > 0 ? items : undefined;
}

function listQuery(query: ProductFilterQuery): ProductListQuery {
  const vendors = listParam(query.vendors, VENDOR_IDS, 'vendors');
  const categories = listParam(query.categories, PRODUCT_CATEGORIES, 'categories');
  const brands = listParam(query.brands, FILTER_BRANDS, 'brands');
  const availability = listParam(query.availability, AVAILABILITIES, 'availability');
  return {
    ...(vendors ? { vendors } : {}), ...(categories ? { categories } : {}), ...(brands ? { brands } : {}), ...(availability ? { availability } : {}),
    ...(query.priceMin !== undefined ? { priceMin: query.priceMin } : {}), ...(query.priceMax !== undefined ? { priceMax: query.priceMax } : {}),
    ...(query.rating !== undefined ? { rating: query.rating } : {}), ...(query.sortBy ? { sortBy: query.sortBy } : {}),
    limit: query.limit ?? DEFAULT_LIMIT, offset: query.offset ?? 0,
  };
}

function poolFacts(pool: PoolView): PoolFacts {
  return {
    volumeGallons: pool.volumeGallons, sanitationType: pool.sanitationType, hasSaltChlorinator: pool.hasSaltChlorinator,
    preferredChlorineTypes: pool.preferredChlorineTypes, hasChemicalAutoFeeder: pool.hasChemicalAutoFeeder, autoFeederType: pool.autoFeederType,
  };
}

function registerCatalogueRoutes(api: ApiRouter, context: RouteContext): AreaRoutes {
  const db = context.database.db;
  const content = createProductContentService({ config: context.config, database: context.database, logger: context.logger });
  const tagsByStore = affiliateTags(context.config);
  let dealCache: { key: string; id: Promise<string | null> } | undefined;

  api.route({
    method: 'get', path: cataloguePaths.featured.pattern, summary: "Home's featured products (up to 4): the best rated in stock", tags, auth: 'public',
    responses: { 200: { description: 'Products', schema: productListSchema } },
    handler: async () => featuredProducts(db, Date.now()),
  });

  api.route({
    method: 'get', path: cataloguePaths.dealOfTheDay.pattern, tags, auth: 'public',
    summary: "The deal of the day: a current price at least 15 % under the product's 30-day median, highest discount; null when none",
    responses: { 200: { description: 'The product or null', schema: nullableProduct } },
    handler: async () => {
      // The rule reads 30 days of price history; its answer changes only with an import or the day.
      const now = Date.now();
      const key = `${await latestImportId(db)}:${new Date(now).toISOString().slice(0, 10)}`;
      if (dealCache?.key !== key) dealCache = { key, id: dealOfTheDayId(db, now) };
      const { id } = dealCache;
      id.catch(() => {
        if (dealCache?.id === id) dealCache = undefined;
      });
      const productId = await id;
      return productId === null ? null : ((await findProduct(db, productId, now)) ?? null);
    },
  });

  api.route({
    method: 'get', path: cataloguePaths.category.pattern, summary: 'The products of a category', tags, auth: 'public',
    params: categoryParamsSchema, query: productFilterQuerySchema,
    responses: { 200: { description: 'Products', schema: productListSchema }, 400: { description: 'Bad filter' }, 404: { description: 'No such category' } },
    handler: async (_ctx, { params, query }) => listProducts(db, { ...listQuery(query), categories: [params.category], limit: query.limit ?? CATEGORY_LIMIT }, Date.now()),
  });

  api.route({
    method: 'get', path: cataloguePaths.search.pattern, tags, auth: 'public',
    summary: 'Search by name, brand, model and description, with typos and pool owners\' words; filters and sorts as /filtered',
    params: searchParamsSchema, query: productFilterQuerySchema,
    responses: { 200: { description: 'Products, best match first', schema: productListSchema }, 400: { description: 'Query too short or too long' } },
    handler: async (_ctx, { params, query }) => {
      const text = params.query.trim();
      if (text.length < MIN_SEARCH_CHARS) throw badRequest(`Search for at least ${MIN_SEARCH_CHARS} characters`, { query: `At least ${MIN_SEARCH_CHARS} characters` });
      if (text.length > MAX_QUERY_CHARS) throw badRequest(`Search for at most ${MAX_QUERY_CHARS} characters`, { query: `At most ${MAX_QUERY_CHARS} characters` });
      const terms = searchTerms(text);
      if (terms.alternatives.length === 0) return [];
      return listProducts(db, { ...listQuery(query), search: terms }, Date.now());
    },
  });

  api.route({
    method: 'get', path: cataloguePaths.filtered.pattern, tags, auth: 'public',
    summary: 'Products by price range, stores, categories, brands, availability and rating, in the chosen order',
    query: productFilterQuerySchema,
    responses: { 200: { description: 'Products', schema: productListSchema }, 400: { description: 'Unknown list value or bad bound' } },
    handler: async (_ctx, { query }) => listProducts(db, listQuery(query), Date.now()),
  });

  api.route({
    method: 'get', path: cataloguePaths.product.pattern, summary: 'One product with its Best Price and cost per dose', tags, auth: 'public',
    params: productParamsSchema, responses: { 200: { description: 'The product', schema: productSchema }, ...productNotFound },
    handler: async (_ctx, { params }) => (await findProduct(db, params.id, Date.now())) ?? notFoundProduct(),
  });

  api.route({
    method: 'get', path: cataloguePaths.content.pattern, tags, auth: 'public',
    summary: "The product's Overview / Usage / Safety / Specs content: label safety word for word, the chemistry engine's doses",
    params: productParamsSchema, responses: { 200: { description: 'The content', schema: productContentSchema }, ...productNotFound },
    handler: async (_ctx, { params }) => {
      const row = (await findProductWithSafety(db, params.id)) ?? notFoundProduct();
      const chemical = chemicalFactsOf(row);
      const dose = chemical ? doseDescription(chemical) : undefined;
      return content.contentFor({
        id: row.id, name: row.name, brand: row.brand, category: row.category, model: row.model, description: row.description,
        specifications: row.specifications, poolCompatibility: row.pool_compatibility, chemical: row.chemical, safety: row.safety,
        doses: dose ? [{ description: dose }] : [],
      });
    },
  });

  api.route({
    method: 'get', path: cataloguePaths.prices.pattern, summary: "Each store's price, shipping, availability and affiliate link, with 90 days of history",
    tags, auth: 'public', params: productParamsSchema,
    responses: { 200: { description: 'Vendor prices, Best Price first', schema: vendorPriceListSchema }, ...productNotFound },
    handler: async (_ctx, { params }) => (await productPrices(db, params.id, Date.now(), tagsByStore)) ?? notFoundProduct(),
  });

  api.route({
    method: 'get', path: cataloguePaths.related.pattern, summary: 'Up to 4 related products', tags, auth: 'public', params: productParamsSchema,
    responses: { 200: { description: 'Products', schema: productListSchema }, ...productNotFound },
    handler: async (_ctx, { params }) => (await relatedProducts(db, params.id, Date.now())) ?? notFoundProduct(),
  });

  api.route({
    method: 'post', path: cataloguePaths.trackClick.pattern, tags, auth: 'user',
    summary: 'Records a click through to a store (an event; counts feed popularity) and answers the affiliate URL to open',
    params: productParamsSchema, body: trackClickBodySchema,
    responses: { 200: { description: 'The affiliate URL', schema: trackClickReplySchema }, 404: { description: 'No such product, or the store does not list it' } },
    handler: async (ctx, { params, body, user }) => {
      const url = await offerUrl(db, params.id, body.vendorId);
      if (url === undefined) throw notFound('This store does not list this product');
      const result = await trackClick(context.store, { productId: params.id, vendorId: body.vendorId, source: body.source, userId: user.id, now: Date.now() }, metadataOf(ctx, user));
      await waitForReadModels(context, result.position, [catalogueClicksProjection]);
      return { url: affiliateUrl(body.vendorId, url, tagsByStore) };
    },
  });

  async function planRecommendations(poolId: string, pool: PoolFacts, now: number) {
    const plan = await findCurrentTreatmentPlan(db, poolId, now);
    if (!plan || plan.status !== 'active') return undefined;
    const forbid = calHypoForbidden(plan.steps, pool);
    const wanted = plan.steps.filter((s) => !s.completed).map((s) => productForStep(s, forbid))
      .filter((p): p is ChemistryProduct => p !== null).flatMap(deliveredBy);
    const catalogue = await chemicalsFor(db, wanted, now);
    return { recommendations: recommendationsFor(plan.steps, pool, catalogue), catalogue };
  }

  api.route({
    method: 'get', path: cataloguePaths.recommendations.pattern, tags, auth: 'user',
    summary: "The active treatment plan's products for this pool, cheapest per dose first, with the plan's dose",
    params: poolParamsSchema,
    responses: { 200: { description: 'Recommendations ([] without an active plan)', schema: recommendationListSchema }, 404: { description: 'No such pool for this user' } },
    handler: async (_ctx, { params, user }) => {
      const pool = poolFacts(await loadOwnedPool(context, user, params.poolId));
      return (await planRecommendations(params.poolId, pool, Date.now()))?.recommendations ?? [];
    },
  });

  api.route({
    method: 'get', path: cataloguePaths.recommendedProducts.pattern, tags, auth: 'user',
    summary: "Home's Recommended Products (up to 4): the active plan's products, else staples for the pool's sanitation type",
    params: poolParamsSchema,
    responses: { 200: { description: 'Products', schema: productListSchema }, 404: { description: 'No such pool for this user' } },
    handler: async (_ctx, { params, user }) => {
      const now = Date.now();
      const pool = poolFacts(await loadOwnedPool(context, user, params.poolId));
      const fromPlan = await planRecommendations(params.poolId, pool, now);
      if (fromPlan) {
        const byId = new Map([...fromPlan.catalogue.values()].flat().map((c) => [c.id, c.product]));
        const ids = interleave(fromPlan.recommendations.map((r) => r.products.map((p) => p.id)));
        const products = [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Product => p !== undefined).slice(0, HOME_RECOMMENDED_PRODUCTS);
        if (products.length > 0) return products;
      }
      const staples = stapleProducts(pool);
      const catalogue = await chemicalsFor(db, staples, now);
      return staples.map((staple) => cheapestPerDose(catalogue.get(staple)?.map((c) => c.product) ?? []))
        .filter((p): p is Product => p !== undefined).slice(0, HOME_RECOMMENDED_PRODUCTS);
    },
  });
  // Generations still running are aborted when the server closes, before the database does.
  return { close: () => content.close() };
}

function notFoundProduct(): never {
  throw notFound('Product not found');
}

/** The first of each list, then the second of each, …: every step's best product before any alternative. */
function interleave(lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

function cheapestPerDose(products: readonly Product[]): Product | undefined {
  const cost = (p: Product) => p.costPerDose?.costPer10kGallons ?? Number.POSITIVE_INFINITY;
  return [...products].sort((a, b) => cost(a) - cost(b) || (a.id < b.id ? -1 : 1))[0];
}
