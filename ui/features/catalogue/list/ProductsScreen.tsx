// /products (spec §2, issue 16): the search box and the sort and filter sheet, the four category tiles,
// the static 'Deal of the Day' banner, the product list ('No products found' when empty) and the
// affiliate disclosure. Search and filters live in jotai, so they are still there after a product.
import type { ReactNode } from 'react';
import type { ProductCategory } from '../../../../contracts/catalogue.contract.ts';
import { useAtom, useSetAtom } from '../../../state/jotai.ts';
import { useActivePool } from '../../pools/use-active-pool.ts';
import { usePreferences } from '../../settings/use-preferences.ts';
import { useNow } from '../../water/treatment/use-now.ts';
import { AffiliateDisclosure } from '../AffiliateDisclosure.tsx';
import { CATEGORY_LABELS } from '../catalogue-format.ts';
import { EMPTY_FILTER, filterAtom, listSource, searchTextAtom, type FilterState, type ListSource } from '../filter-state.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useProductList } from '../use-product-list.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { DealBanner } from './DealBanner.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { ProductCard } from './ProductCard.tsx';
import { searchHint, SearchBox } from './SearchBox.tsx';

function listTitle(source: ListSource): string {
  if (source.search !== null) return `Results for “${source.search}”`;
  if (source.category !== null) return CATEGORY_LABELS[source.category];
  if (source.filter !== null) return 'Filtered Products';
  return 'Featured Products';
}

/** A tile shows its category alone; pressing the shown one again shows everything. */
function withTile(filter: FilterState, category: ProductCategory): FilterState {
  const only = filter.categories.length === 1 && filter.categories[0] === category;
  return { ...filter, categories: only ? [] : [category] };
}

export function ProductsScreen() {
  const [searchText, setSearchText] = useAtom(searchTextAtom);
  const [filter, setFilter] = useAtom(filterAtom);
  const searched = useDebouncedValue(searchText);
  const source = listSource(searched, filter);
  const hint = searchHint(searchText);
  return (
    <main className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-1">
        <SearchBox value={searchText} onChange={setSearchText} />
        {hint && <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      <CategoryTiles selected={filter.categories} onSelect={(category) => setFilter(withTile(filter, category))} />
      <DealBanner />
      <ProductList source={source} sheet={<FilterSheet filter={filter} onApply={setFilter} />} />
    </main>
  );
}

function ProductList({ source, sheet }: { source: ListSource; sheet: ReactNode }) {
  const { products, isPending, isError, isFetching, refetch } = useProductList(source);
  const { pool } = useActivePool();
  const { units } = usePreferences();
  const now = useNow();
  const title = listTitle(source);
  return (
    <>
      <section aria-labelledby="product-list-title" aria-busy={isFetching} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <div className="min-w-0">
            <h2 id="product-list-title" className="truncate text-lg font-bold">
              {title}
            </h2>
            <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
              {products && products.length > 0 ? `${products.length} ${products.length === 1 ? 'product' : 'products'}` : '\u00a0'}
            </p>
          </div>
          {sheet}
        </div>
        {isError ? (
          <div role="alert" className="card flex flex-col gap-3">
            <p className="text-sm">We couldn't load products. Please try again.</p>
            <button type="button" className="btn-primary" onClick={refetch}>
              Try Again
            </button>
          </div>
        ) : isPending && !products ? (
          <ListSkeleton />
        ) : !products || products.length === 0 ? (
          <div className="card flex flex-col gap-3" role="status">
            <p className="text-sm font-semibold">No products found</p>
            {source.featured ? null : <ClearAll />}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} now={now} poolGallons={pool?.volumeGallons} units={units} />
            ))}
          </ul>
        )}
      </section>
      <AffiliateDisclosure
        amazon={products?.some((product) => product.bestPrice?.vendorId === 'amazon') ?? false}
        sample={products?.some((product) => product.sampleData) ?? false}
      />
    </>
  );
}

/** From an empty search or filter back to everything. */
function ClearAll() {
  const setFilter = useSetAtom(filterAtom);
  const setSearchText = useSetAtom(searchTextAtom);
  return (
    <button
      type="button"
      className="btn-secondary self-start"
      onClick={() => {
        setFilter(EMPTY_FILTER);
        setSearchText('');
      }}
    >
      Clear search and filters
    </button>
  );
}

function ListSkeleton() {
  return (
    <ul aria-label="Loading products" className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="card flex gap-3 p-3" aria-hidden="true">
          <span className="size-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <span className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <span className="h-5 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          </span>
        </li>
      ))}
    </ul>
  );
}
