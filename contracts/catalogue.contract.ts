// The HTTP contract of the catalogue area (spec §3 Product, Vendor price, AI product content,
// Recommendation, Filter state; §7 calls; issue 16): reply schemas in zod/mini, the filter query,
// paths and query keys. Product routes are public (spec §6); track-click and a pool's
// recommendations need a session. Shared with the UI: zod/mini and the zod-free options only.
import { z } from 'zod/mini';
import {
  AVAILABILITIES, NO_PRICE_LIMIT, PRODUCT_CATEGORIES, SORT_OPTIONS, VENDOR_IDS,
} from '../domain/catalogue/catalogue-options.ts';
import { routePath } from './route-path.ts';

export * from '../domain/catalogue/catalogue-options.ts';

const isoDateTime = z.string();

/** A store's current price for a product, as of when it was last seen. */
export const priceSchema = z.object({
  vendorId: z.enum(VENDOR_IDS),
  vendorName: z.string(),
  /** Best Price (spec §9): the lower of the sale price and the regular price. */
  price: z.number(),
  shippingCost: z.nullable(z.number()),
  /** price + shipping (shipping unknown counts as 0). */
  totalPrice: z.number(),
  seenAt: isoDateTime,
  /** Not seen for more than 24 hours: possibly out of date. */
  stale: z.boolean(),
});

/** What raising (or lowering) the product's parameter costs, at a store's best price (issue 16). */
export const costPerDoseSchema = z.object({
  /** The parameter the product moves: fc, ph, ta, cya, ch or salt. */
  parameter: z.enum(['fc', 'ph', 'ta', 'cya', 'ch', 'salt']),
  direction: z.enum(['up', 'down']),
  /** The change priced: 1 ppm, or 0.1 for pH. */
  change: z.number(),
  /** In 10,000 US gallons; for a pool of V gallons it is cost × V / 10,000 (doses are proportional to volume). */
  costPer10kGallons: z.number(),
  /** The product amount for that change in 10,000 gallons, e.g. 14.8 fl oz. */
  amountPer10kGallons: z.number(),
  amountUnit: z.enum(['fl_oz', 'oz', 'lb']),
  vendorId: z.enum(VENDOR_IDS),
  /** What else the same dose adds, per 10,000 gallons, e.g. 'adds 0.6 ppm CYA'. */
  sideEffects: z.array(z.string()),
});

/** A product in a list or on its page (spec §3 Product, with the comparison the catalogue adds). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Best Price over the stores that list it (null: no price known). */
  price: z.nullable(z.number()),
  /** List price, for the discount percent. */
  originalPrice: z.nullable(z.number()),
  /** Spec §9: computed from originalPrice against price; null without both. */
  discountPercent: z.nullable(z.number()),
  imageUrl: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string(),
  model: z.nullable(z.string()),
  specifications: z.record(z.string(), z.string()),
  poolCompatibility: z.record(z.string(), z.union([z.boolean(), z.string()])),
  /** The store with the Best Price, and when it was seen. */
  bestPrice: z.nullable(priceSchema),
  costPerDose: z.nullable(costPerDoseSchema),
  chemical: z.nullable(z.object({
    chemistryProduct: z.string(),
    activeIngredient: z.string(),
    strengthPercent: z.number(),
    netQuantity: z.number(),
    netUnit: z.string(),
  })),
  /** From a feed marked as sample data: its prices are not real. */
  sampleData: z.boolean(),
  /** When the catalogue first listed it (sort 'newest'). */
  listedAt: isoDateTime,
});
export type Product = z.output<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** One store's offer on /products/{id} (spec §3 Vendor price), with its recent history for the sparkline. */
export const vendorPriceSchema = z.object({
  vendorId: z.enum(VENDOR_IDS),
  vendorName: z.string(),
  price: z.number(),
  salePrice: z.nullable(z.number()),
  shippingCost: z.nullable(z.number()),
  availability: z.enum(AVAILABILITIES),
  /** Built on the server from the store's product URL and its affiliate tag. Open with rel="sponsored noopener". */
  affiliateUrl: z.string(),
  seenAt: isoDateTime,
  stale: z.boolean(),
  /** The lowest Best Price of all stores. */
  isBestPrice: z.boolean(),
  /** The lowest price + shipping, when shipping changes the order. */
  isCheapestTotal: z.boolean(),
  /** Best Price observations of the last 90 days, oldest first. */
  history: z.array(z.object({ seenAt: isoDateTime, price: z.number() })),
});
export type VendorPrice = z.output<typeof vendorPriceSchema>;
export const vendorPriceListSchema = z.array(vendorPriceSchema);

/** Spec §3 AI product content. Safety is the label/SDS text word for word, never a model's. */
export const productContentSchema = z.object({
  /** 'ready': generated; 'generating': a generation is running now; 'facts': no model configured, facts only. */
  status: z.enum(['ready', 'generating', 'facts']),
  overview: z.nullable(z.string()),
  usage: z.nullable(z.string()),
  bestPractices: z.array(z.string()),
  tips: z.array(z.string()),
  compatibility: z.array(z.string()),
  safety: z.array(z.string()),
  safetySource: z.nullable(z.object({ name: z.string(), url: z.string(), revised: z.nullable(z.string()) })),
  /** The chemistry engine's doses for the product (any dose in the text above is replaced by these). */
  doses: z.array(z.object({ description: z.string() })),
  /** Which model wrote the text, when one did. */
  model: z.nullable(z.string()),
});
export type ProductContent = z.output<typeof productContentSchema>;

/** Spec §3 Recommendation, for a pool's active plan (the Recommendations list card). */
export const recommendationSchema = z.object({
  /** The plan step it serves. */
  stepId: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  description: z.string(),
  /** The plan's dose for this pool, e.g. { amount: 42.3, unit: 'fl_oz', description: 'Add 42.3 fl oz … add gradually and retest in 2-4 hours' }. */
  dosage: z.nullable(z.object({ amount: z.number(), unit: z.string(), description: z.string() })),
  /** Cheapest per dose first; the first carries 'Best Price'. */
  products: z.array(z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Null when no store lists a price (the UI then shows FALLBACK_PRICE, spec §9). */
    price: z.nullable(z.number()),
    originalPrice: z.nullable(z.number()),
    costForThisDose: z.nullable(z.number()),
  })),
});
export type Recommendation = z.output<typeof recommendationSchema>;
export const recommendationListSchema = z.array(recommendationSchema);

const list = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * GET /api/products/filtered (spec §3 Filter state as query parameters): comma-separated lists,
 * priceMax 9999 or absent for no limit. Unknown list values are a 400. limit ≤ 100, offset ≤ 10,000.
 */
export const productFilterQuerySchema = z.object({
  priceMin: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(NO_PRICE_LIMIT))),
  priceMax: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(NO_PRICE_LIMIT))),
  vendors: list(200),
  categories: list(200),
  brands: list(400),
  availability: list(100),
  rating: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(5))),
  sortBy: z.optional(z.enum(SORT_OPTIONS)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
});
export type ProductFilterQuery = z.output<typeof productFilterQuerySchema>;

/** A product id in a path: the feed's sku. Anything else names no product (404). */
export const productParamsSchema = z.object({ id: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{0,99}$/)) });
export const categoryParamsSchema = z.object({ category: z.enum(PRODUCT_CATEGORIES) });
/** The search text as typed; its length is checked by the route (≤ 2 characters answers 400, spec §5). */
export const searchParamsSchema = z.object({ query: z.string() });

/** POST /api/products/{id}/track-click: which store, from where. Answers the affiliate URL to open. */
export const trackClickBodySchema = z.object({
  vendorId: z.enum(VENDOR_IDS),
  source: z.enum(['product_detail', 'product_list', 'recommendation', 'home']),
});
export const trackClickReplySchema = z.object({ url: z.string() });

export const cataloguePaths = {
  featured: routePath('/api/products/featured'),
  dealOfTheDay: routePath('/api/products/deal-of-the-day'),
  category: routePath('/api/products/category/:category'),
  search: routePath('/api/products/search/:query'),
  filtered: routePath('/api/products/filtered'),
  product: routePath('/api/products/:id'),
  content: routePath('/api/products/:id/ai-content'),
  prices: routePath('/api/products/:id/prices'),
  related: routePath('/api/products/:id/related'),
  trackClick: routePath('/api/products/:id/track-click'),
  /** The active plan's products for this pool (session; another user's pool is a 404). */
  recommendations: routePath('/api/pools/:poolId/recommendations'),
  /** Home 'Recommended Products' (up to 4): the plan's products, else staples for the pool's sanitation type. */
  recommendedProducts: routePath('/api/pools/:poolId/recommended-products'),
} as const;

export const catalogueKeys = {
  all: ['products'] as const,
  featured: () => ['products', 'featured'] as const,
  deal: () => ['products', 'deal-of-the-day'] as const,
  category: (category: string) => ['products', 'category', category] as const,
  search: (query: string) => ['products', 'search', query] as const,
  filtered: (filter: ProductFilterQuery) => ['products', 'filtered', filter] as const,
  product: (id: string) => ['products', id] as const,
  content: (id: string) => ['products', id, 'ai-content'] as const,
  prices: (id: string) => ['products', id, 'prices'] as const,
  related: (id: string) => ['products', id, 'related'] as const,
  /** Under the pool: a new plan changes them. */
  recommendations: (poolId: string) => ['pools', poolId, 'treatment-plan', 'recommendations'] as const,
  recommendedProducts: (poolId: string) => ['pools', poolId, 'treatment-plan', 'recommended-products'] as const,
};
