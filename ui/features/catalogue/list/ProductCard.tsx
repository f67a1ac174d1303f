// One product in the /products list (issue 16): picture or category icon, name, brand, rating, Best Price
// with its store and 'as of' time (a stale price flagged), the discount, sample prices flagged, and the
// cost per dose in 10,000 gallons and, with a pool, in the owner's pool. The whole card opens the product.
import { Link } from '@tanstack/react-router';
import type { Product } from '../../../api/catalogue.api.ts';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { asOfText, costPerDoseText, formatMoney, poolCostPerDoseText, reviewsText } from '../catalogue-format.ts';
import { Star } from '../icons.ts';
import { ProductImage } from '../ProductImage.tsx';
import { Tag } from '../Tag.tsx';

interface ProductCardProps {
  product: Product;
  now: number;
  /** The active pool's volume, for its cost per dose. */
  poolGallons: number | undefined;
  /** The owner's units (Settings): cost per dose in 10,000 gal or 10,000 L. */
  units: UnitSystem;
}

export function ProductCard({ product, now, poolGallons, units }: ProductCardProps) {
  const best = product.bestPrice;
  return (
    <li className="card relative flex gap-3 p-3" data-testid="product-card">
      <ProductImage imageUrl={product.imageUrl} category={product.category} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm leading-snug font-semibold">
          <Link to="/products/$id" params={{ id: product.id }} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400">{product.brand}</p>
        {product.rating !== null && <Rating rating={product.rating} reviewCount={product.reviewCount} />}
        {best && product.price !== null ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <Tag tone="brand">Best Price</Tag>
              <span className="text-base font-bold">{formatMoney(product.price)}</span>
              {product.discountPercent !== null && product.discountPercent > 0 && (
                <Tag tone="green">{Math.round(product.discountPercent)}% off</Tag>
              )}
              {product.sampleData && <Tag tone="amber">Sample</Tag>}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              at {best.vendorName} · {asOfText(best.seenAt, now)}
              {best.stale && <span className="font-semibold text-amber-800 dark:text-amber-300"> · may be out of date</span>}
            </p>
          </>
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">Price information not available</p>
        )}
        {product.costPerDose && (
          <p className="text-xs text-slate-700 dark:text-slate-300" data-testid="cost-per-dose">
            {costPerDoseText(product.costPerDose, units)}
            {poolGallons !== undefined && (
              <>
                <br />
                <span className="font-semibold">{poolCostPerDoseText(product.costPerDose, poolGallons, units)}</span>
              </>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
      <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5 stars,</span> ({reviewsText(reviewCount)})
    </p>
  );
}
