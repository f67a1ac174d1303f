// /products/{id} (spec §2, issue 16): the product header, Price Comparison with the shop button, the
// Overview / Usage / Safety / Specs tabs, 'You May Also Like' and the affiliate note. A product that does
// not exist (404, or an id no product can have: 400) says so, with a way back to the catalogue.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/client.ts';
import { productPricesQueryOptions, productQueryOptions, type Product } from '../../../api/catalogue.api.ts';
import { useActivePool } from '../../pools/use-active-pool.ts';
import { useNow } from '../../water/treatment/use-now.ts';
import { AffiliateDisclosure } from '../AffiliateDisclosure.tsx';
import { CATEGORY_LABELS, costPerDoseText, formatMoney, poolCostPerDoseText, PRICED_VOLUME_TEXT } from '../catalogue-format.ts';
import { usePreferences } from '../../settings/use-preferences.ts';
import { Rating } from '../list/ProductCard.tsx';
import { ProductImage } from '../ProductImage.tsx';
import { Tag } from '../Tag.tsx';
import { PriceComparison } from './PriceComparison.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';

export function ProductDetailScreen({ productId }: { productId: string }) {
  const { data: product, isPending, isError, error, refetch } = useQuery(productQueryOptions(productId));
  const poolGallons = useActivePool().pool?.volumeGallons;
  const prices = useQuery(productPricesQueryOptions(productId)).data;
  const now = useNow();
  if (isPending) return <DetailSkeleton />;
  if (isError) {
    return (
      <main className="p-4">
        <div role="alert" className="card flex flex-col gap-3">
          {isApiError(error, 404) || isApiError(error, 400) ? (
            <>
              <p className="font-semibold">Product not found</p>
              <Link to="/products" className="btn-primary">
                Browse products
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm">We couldn't load this product. Please try again.</p>
              <button type="button" className="btn-primary" onClick={() => void refetch()}>
                Try Again
              </button>
            </>
          )}
        </div>
      </main>
    );
  }
  return (
    <main className="flex flex-col gap-4 p-4">
      <ProductHeader product={product} poolGallons={poolGallons} />
      <PriceComparison productId={productId} now={now} />
      <AffiliateDisclosure variant="note" amazon={prices?.some((price) => price.vendorId === 'amazon') ?? false} sample={product.sampleData} />
      <ProductTabs product={product} />
      <RelatedProducts productId={productId} />
    </main>
  );
}

function ProductHeader({ product, poolGallons }: { product: Product; poolGallons: number | undefined }) {
  return (
    <section aria-labelledby="product-title" className="card flex flex-col gap-3">
      <div className="flex gap-3">
        <ProductImage imageUrl={product.imageUrl} category={product.category} className="size-24" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">{CATEGORY_LABELS[product.category]}</p>
          <h2 id="product-title" className="text-lg leading-snug font-bold">
            {product.name}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {product.brand}
            {product.model && ` · ${product.model}`}
          </p>
          {product.rating !== null && <Rating rating={product.rating} reviewCount={product.reviewCount} />}
        </div>
      </div>
      {product.price !== null ? (
        <p className="flex flex-wrap items-baseline gap-2">
          <Tag tone="brand">Best Price</Tag>
          <span className="text-xl font-bold">{formatMoney(product.price)}</span>
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <s className="text-sm text-slate-600 dark:text-slate-400">{formatMoney(product.originalPrice)}</s>
          )}
          {product.discountPercent !== null && product.discountPercent > 0 && <Tag tone="green">{Math.round(product.discountPercent)}% off</Tag>}
          {product.sampleData && <Tag tone="amber">Sample</Tag>}
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">Price information not available</p>
      )}
      {product.costPerDose && <DoseCost dose={product.costPerDose} poolGallons={poolGallons} />}
    </section>
  );
}

/** What a dose costs at the Best Price, in 10,000 gallons (or litres) and in the owner's pool, and what else it adds. */
function DoseCost({ dose, poolGallons }: { dose: NonNullable<Product['costPerDose']>; poolGallons: number | undefined }) {
  const { units } = usePreferences();
  return (
    <div className="rounded-xl bg-slate-100 p-3 text-sm dark:bg-slate-800" data-testid="cost-per-dose">
      <p className="font-semibold">Cost per dose</p>
      <p>{costPerDoseText(dose, units)}</p>
      {poolGallons !== undefined && <p className="font-semibold">{poolCostPerDoseText(dose, poolGallons, units)}</p>}
      {dose.sideEffects.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          In {PRICED_VOLUME_TEXT[units]} the same dose also {dose.sideEffects.join('; ')}.
        </p>
      )}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <main className="flex flex-col gap-4 p-4" aria-busy="true">
      <p role="status" className="sr-only">Loading product...</p>
      <div className="card flex gap-3" aria-hidden="true">
        <span className="size-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        <span className="flex flex-1 flex-col gap-2">
          <span className="h-3 w-1/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="h-5 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </span>
      </div>
      <div className="card h-40 animate-pulse" aria-hidden="true" />
    </main>
  );
}
