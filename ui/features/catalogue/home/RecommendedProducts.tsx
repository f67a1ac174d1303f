// The body of home section 4, 'Recommended Products' (spec §2, §9): up to 4 products, each linking to
// /products/{id}. With a pool, the pool's own (its plan's products, else staples for its sanitation
// type); without one, the featured products. Loaded only when the section is opened.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FEATURED_PRODUCTS } from '../../../../contracts/catalogue.contract.ts';
import { featuredProductsQueryOptions, recommendedProductsQueryOptions } from '../../../api/catalogue.api.ts';
import { useActivePool } from '../../pools/use-active-pool.ts';
import { formatMoney } from '../catalogue-format.ts';
import { ProductImage } from '../ProductImage.tsx';

export function RecommendedProducts() {
  const { pool } = useActivePool();
  const forPool = useQuery({ ...recommendedProductsQueryOptions(pool?.id ?? ''), enabled: pool !== undefined });
  const featured = useQuery({ ...featuredProductsQueryOptions(), enabled: pool === undefined });
  const { data, isPending, isError, refetch } = pool ? forPool : featured;
  if (isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading products...
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p className="text-sm">We couldn't load products. Please try again.</p>
        <button type="button" className="btn-secondary" onClick={() => void refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  const products = data.slice(0, FEATURED_PRODUCTS);
  return (
    <div className="flex flex-col gap-3">
      {products.length === 0 ? (
        <p className="text-sm">No products found</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Recommended products">
          {products.map((product) => (
            <li key={product.id} className="relative flex items-center gap-3 rounded-xl border border-slate-200 p-2 dark:border-slate-700">
              <ProductImage imageUrl={product.imageUrl} category={product.category} className="size-12" />
              <Link to="/products/$id" params={{ id: product.id }} className="min-w-0 flex-1 text-sm leading-snug font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500">
                {product.name}
              </Link>
              {product.price !== null && <span className="shrink-0 text-sm font-bold">{formatMoney(product.price)}</span>}
            </li>
          ))}
        </ul>
      )}
      <Link to="/products" className="btn-secondary w-full">
        Browse all products
      </Link>
    </div>
  );
}
