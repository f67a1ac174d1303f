// The /products list: the one call listSource names (search, filtered, category or featured), enabled
// only when needed (spec §5). Keeps showing the previous list while the next one loads, so the list
// does not jump to a spinner at every keystroke or filter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  categoryProductsQueryOptions, featuredProductsQueryOptions, filteredProductsQueryOptions, productSearchQueryOptions,
  type Product,
} from '../../api/catalogue.api.ts';
import type { ListSource } from './filter-state.ts';

export interface ProductListState {
  products: Product[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useProductList(source: ListSource): ProductListState {
  const searching = source.search !== null;
  const search = useQuery({
    ...productSearchQueryOptions(source.search ?? '', source.filter ?? undefined), enabled: searching, placeholderData: keepPreviousData,
  });
  const filtered = useQuery({
    ...filteredProductsQueryOptions(source.filter ?? {}), enabled: !searching && source.filter !== null, placeholderData: keepPreviousData,
  });
  const category = useQuery({ ...categoryProductsQueryOptions(source.category ?? ''), enabled: source.category !== null });
  const featured = useQuery({ ...featuredProductsQueryOptions(), enabled: source.featured });
  const used = searching ? search : source.filter !== null ? filtered : source.category !== null ? category : featured;
  return {
    products: used.data,
    isPending: used.isPending,
    isFetching: used.isFetching,
    isError: used.isError,
    refetch: () => void used.refetch(),
  };
}
