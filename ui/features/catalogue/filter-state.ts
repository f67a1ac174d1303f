// The /products filter state (spec §3 Filter state) and which list the screen shows (spec §5): search
// runs only for a query longer than 2 characters, the filtered query only when a filter (or a sort other
// than relevance) is active. A search carries the active filters and sort itself (the search route
// filters and sorts as /filtered does). One category tile alone asks GET /category/{category}; nothing
// at all shows the featured products. Kept in jotai so it survives a visit to a product and back.
import {
  AVAILABILITIES, FILTER_BRANDS, MIN_SEARCH_CHARS, PRODUCT_CATEGORIES, VENDOR_IDS,
  type Availability, type ProductCategory, type SortOption, type VendorId,
} from '../../../contracts/catalogue.contract.ts';
import type { ProductFilterQuery } from '../../api/catalogue.api.ts';
import { atom } from '../../state/jotai.ts';

export type FilterBrand = (typeof FILTER_BRANDS)[number];

export interface FilterState {
  /** A price bucket's bounds (spec §9); max NO_PRICE_LIMIT means no limit. */
  priceRange: { min: number; max: number } | null;
  vendors: VendorId[];
  categories: ProductCategory[];
  brands: FilterBrand[];
  /** 'N and up'. */
  rating: number | null;
  availability: Availability[];
  sortBy: SortOption;
}

export const EMPTY_FILTER: FilterState = {
  priceRange: null, vendors: [], categories: [], brands: [], rating: null, availability: [], sortBy: 'relevance',
};

/** A list asks for up to this many (the contract's maximum). */
export const FILTERED_LIMIT = 100;

export const filterAtom = atom<FilterState>(EMPTY_FILTER);
export const searchTextAtom = atom('');

/** How many choices are made, sort included: the count on the sheet's button. */
export function activeFilterCount(filter: FilterState): number {
  return (filter.priceRange ? 1 : 0) + filter.vendors.length + filter.categories.length + filter.brands.length
    + (filter.rating === null ? 0 : 1) + filter.availability.length + (filter.sortBy === 'relevance' ? 0 : 1);
}

export const isFilterActive = (filter: FilterState): boolean => activeFilterCount(filter) > 0;

export const isSearchActive = (text: string): boolean => text.trim().length >= MIN_SEARCH_CHARS;

/** The values in the order of their option list, so the same choice is always the same query (and cache key). */
const inOrder = <T extends string>(options: readonly T[], chosen: readonly T[]): string | undefined => {
  const list = options.filter((option) => chosen.includes(option));
  return list.length > 0 ? list.join(',') : undefined;
};

/** GET /api/products/filtered's query (spec §3 Filter state as query parameters); absent values left out. */
export function toFilterQuery(filter: FilterState): ProductFilterQuery {
  const query: ProductFilterQuery = {
    priceMin: filter.priceRange?.min,
    priceMax: filter.priceRange?.max,
    vendors: inOrder(VENDOR_IDS, filter.vendors),
    categories: inOrder(PRODUCT_CATEGORIES, filter.categories),
    brands: inOrder(FILTER_BRANDS, filter.brands),
    availability: inOrder(AVAILABILITIES, filter.availability),
    rating: filter.rating ?? undefined,
    sortBy: filter.sortBy === 'relevance' ? undefined : filter.sortBy,
    limit: FILTERED_LIMIT,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ProductFilterQuery;
}

/** Which call the list needs: a search (with the filter as its query, if any), the filtered query, a category, or the featured products. */
export interface ListSource {
  search: string | null;
  /** With a search, its filter parameters; else the filtered query's. */
  filter: ProductFilterQuery | null;
  category: ProductCategory | null;
  featured: boolean;
}

const onlyOneCategory = (filter: FilterState): ProductCategory | null =>
  filter.categories.length === 1 && activeFilterCount(filter) === 1 ? filter.categories[0]! : null;

export function listSource(searchText: string, filter: FilterState): ListSource {
  const search = isSearchActive(searchText) ? searchText.trim() : null;
  const category = search === null ? onlyOneCategory(filter) : null;
  const filtered = isFilterActive(filter) && category === null ? toFilterQuery(filter) : null;
  return { search, filter: filtered, category, featured: search === null && filtered === null && category === null };
}

/** Toggles one value of a list filter. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
