// The catalogue's fixed lists (spec §9 Catalogue): stores, brands, categories, price buckets, rating
// filters and sort options. Zod-free, so the contract, the server and the UI share them.

/** The stores Clearwater compares (spec §9). A feed names its store by one of these ids. */
export const VENDOR_IDS = ['amazon', 'leslies', 'poolcorp', 'intheswim', 'poolsupplyworld'] as const;
export type VendorId = (typeof VENDOR_IDS)[number];

export const VENDOR_NAMES: Record<VendorId, string> = {
  amazon: 'Amazon',
  leslies: "Leslie's",
  poolcorp: 'POOLCORP',
  intheswim: 'In The Swim',
  poolsupplyworld: 'Pool Supply World',
};

/** The brands the filter sheet offers (spec §9); products of other brands are listed but not filterable by brand. */
export const FILTER_BRANDS = ['hth', 'clorox', 'leslies', 'pentair', 'hayward', 'jandy', 'zodiac'] as const;

export const PRODUCT_CATEGORIES = ['chemicals', 'equipment', 'tools', 'parts', 'test-kits', 'cleaning'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** The four category tiles of /products (spec §2). */
export const CATEGORY_TILES = ['chemicals', 'equipment', 'tools', 'parts'] as const satisfies readonly ProductCategory[];

export const AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock', 'backorder'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Price buckets (spec §9): an upper bound of NO_PRICE_LIMIT means no limit. */
export const NO_PRICE_LIMIT = 9999;
export const PRICE_BUCKETS = [
  { label: 'Under $25', min: 0, max: 25 },
  { label: '$25 - $50', min: 25, max: 50 },
  { label: '$50 - $100', min: 50, max: 100 },
  { label: '$100 - $200', min: 100, max: 200 },
  { label: 'Over $200', min: 200, max: NO_PRICE_LIMIT },
] as const;

/** "N and up" rating filters (spec §9). */
export const RATING_FILTERS = [4, 3, 2, 1] as const;

/** Spec §9's sort options, plus what a dose of the product really costs (issue 16). */
export const SORT_OPTIONS = ['relevance', 'price-low', 'price-high', 'rating', 'newest', 'popularity', 'cost-per-dose'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Spec §9: shown for a recommended product that truly has no price. */
export const FALLBACK_PRICE = 12.99;
/** Spec §9: featured products on home, related products on a product page. */
export const FEATURED_PRODUCTS = 4;
export const RELATED_PRODUCTS = 4;
/** A price not seen for this long may be out of date (issue 16). */
export const STALE_PRICE_MS = 24 * 60 * 60 * 1000;
/** Search runs only for queries longer than this (spec §5). */
export const MIN_SEARCH_CHARS = 3;
