// Catalogue calls (spec §7, issue 16, contracts/catalogue.contract.ts): featured products, the deal of the
// day (fetched; the banner is static), a category, a search, the filtered list, a product with its
// AI content, vendor prices and related products, a pool's recommendations and home's recommended
// products, and track-click. The only place catalogue query keys are built; replies are parsed with
// the contract. Product data is public and does not change while a screen is open (spec §7: never
// stale); only the AI content is polled, and only while it is being generated.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  catalogueKeys, cataloguePaths, productContentSchema, productListSchema, productSchema, recommendationListSchema,
  trackClickReplySchema, vendorPriceListSchema,
  type ProductContent, type ProductFilterQuery, type VendorId,
} from '../../contracts/catalogue.contract.ts';
import { apiJson, getJson } from './client.ts';
import type { PoolId } from './pools.api.ts';

export type {
  Product, ProductContent, ProductFilterQuery, Recommendation, VendorPrice,
} from '../../contracts/catalogue.contract.ts';

/** While the content is being generated, ask again this often. */
export const CONTENT_POLL_MS = 3_000;

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.featured(),
    queryFn: ({ signal }) => getJson(cataloguePaths.featured(), productListSchema, signal),
  });

const dealSchema = z.nullable(productSchema);

/** Fetched as spec §2 asks; the banner on /products is static and does not read it. */
export const dealOfTheDayQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.deal(),
    queryFn: ({ signal }) => getJson(cataloguePaths.dealOfTheDay(), dealSchema, signal),
  });

export const categoryProductsQueryOptions = (category: string) =>
  queryOptions({
    queryKey: catalogueKeys.category(category),
    queryFn: ({ signal }) => getJson(cataloguePaths.category(category), productListSchema, signal),
  });

/** A filter as a query string ('?priceMin=0&…', or '' for none): lists comma-separated, absent values left out. */
export function filterQueryString(filter: ProductFilterQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === '') continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The query as searched (trimmed), with the active filters and sort if any. Callers enable it only
 * past MIN_SEARCH_CHARS - 1 characters (spec §5).
 */
export const productSearchQueryOptions = (query: string, filter?: ProductFilterQuery) =>
  queryOptions({
    queryKey: [...catalogueKeys.search(query.trim()), filter ?? {}] as const,
    queryFn: ({ signal }) => getJson(`${cataloguePaths.search(query.trim())}${filterQueryString(filter)}`, productListSchema, signal),
  });

export const filteredProductsQueryOptions = (filter: ProductFilterQuery) =>
  queryOptions({
    queryKey: catalogueKeys.filtered(filter),
    queryFn: ({ signal }) => getJson(`${cataloguePaths.filtered()}${filterQueryString(filter)}`, productListSchema, signal),
  });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => getJson(cataloguePaths.product(id), productSchema, signal),
  });

const isGenerating = (content: ProductContent | undefined) => content?.status === 'generating';

/** Polled every few seconds while the content is being generated, and then never again. */
export const productContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.content(id),
    queryFn: ({ signal }) => getJson(cataloguePaths.content(id), productContentSchema, signal),
    refetchInterval: (query) => (isGenerating(query.state.data) ? CONTENT_POLL_MS : false),
  });

export const productPricesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.prices(id),
    queryFn: ({ signal }) => getJson(cataloguePaths.prices(id), vendorPriceListSchema, signal),
  });

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => getJson(cataloguePaths.related(id), productListSchema, signal),
  });

/** The Recommendations list card: the active plan's products for this pool (signed in). */
export const recommendationsQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: catalogueKeys.recommendations(poolId),
    queryFn: ({ signal }) => getJson(cataloguePaths.recommendations(poolId), recommendationListSchema, signal),
  });

/** Home 'Recommended Products' for a pool: the plan's products, else staples for its sanitation type. */
export const recommendedProductsQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: catalogueKeys.recommendedProducts(poolId),
    queryFn: ({ signal }) => getJson(cataloguePaths.recommendedProducts(poolId), productListSchema, signal),
  });

export type TrackClickSource = 'product_detail' | 'product_list' | 'recommendation' | 'home';

/** POST …/track-click (signed in): records the click and answers the affiliate URL to open. */
export function trackClick(productId: string, vendorId: VendorId, source: TrackClickSource): Promise<{ url: string }> {
  return apiJson('POST', cataloguePaths.trackClick(productId), { payload: { vendorId, source }, schema: trackClickReplySchema });
}
