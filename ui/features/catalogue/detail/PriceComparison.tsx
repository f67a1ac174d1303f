// 'Price Comparison' by vendor (spec §2, §3 Vendor price, issue 16): each store's price and sale price,
// shipping, availability, 'as of' time (stale prices flagged), the 'Best Price' and 'Cheapest total'
// tags and a price-history sparkline. Choosing a store enables the shop button; missing pricing shows
// 'Price information not available'.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { VendorId } from '../../../../contracts/catalogue.contract.ts';
import { productPricesQueryOptions, type VendorPrice } from '../../../api/catalogue.api.ts';
import { asOfText, AVAILABILITY_LABELS, formatMoney } from '../catalogue-format.ts';
import { ExternalLink } from '../icons.ts';
import { Tag } from '../Tag.tsx';
import { Sparkline } from './Sparkline.tsx';
import { useShop } from './use-shop.ts';

export function PriceComparison({ productId, now }: { productId: string; now: number }) {
  const { data: prices, isPending, isError, refetch } = useQuery(productPricesQueryOptions(productId));
  return (
    <section aria-labelledby="price-comparison-title" className="card flex flex-col gap-3">
      <h2 id="price-comparison-title" className="text-lg font-bold">
        Price Comparison
      </h2>
      {isPending ? (
        <div className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-label="Loading prices" role="status" />
      ) : isError ? (
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-sm">We couldn't load prices. Please try again.</p>
          <button type="button" className="btn-secondary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : prices.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Price information not available</p>
      ) : (
        <VendorChooser productId={productId} prices={prices} now={now} />
      )}
    </section>
  );
}

function VendorChooser({ productId, prices, now }: { productId: string; prices: VendorPrice[]; now: number }) {
  const [selected, setSelected] = useState<VendorId | null>(null);
  const shop = useShop(productId);
  const chosen = prices.find((price) => price.vendorId === selected);
  return (
    <>
      <div role="radiogroup" aria-labelledby="price-comparison-title" className="flex flex-col gap-2">
        {prices.map((price) => (
          <VendorOption key={price.vendorId} price={price} now={now} checked={selected === price.vendorId} onChoose={() => setSelected(price.vendorId)} />
        ))}
      </div>
      <button type="button" className="btn-primary w-full" disabled={!chosen || shop.isPending} onClick={() => chosen && shop.mutate(chosen.vendorId)}>
        {shop.isPending ? 'Opening...' : chosen ? `Shop at ${chosen.vendorName}` : 'Shop Now'}
        {!shop.isPending && <ExternalLink aria-hidden="true" className="size-4" />}
      </button>
      {!chosen && <p className="-mt-1 text-center text-xs text-slate-600 dark:text-slate-400">Choose a store above to shop</p>}
      {shop.data && chosen && (
        <p className="text-center text-xs text-slate-600 dark:text-slate-400" role="status">
          Opened in a new tab. Not there?{' '}
          <a href={shop.data.url} target="_blank" rel="sponsored noopener" className="font-semibold text-brand-700 underline dark:text-brand-100">
            Go to {chosen.vendorName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  );
}

const AVAILABILITY_TONE: Record<VendorPrice['availability'], string> = {
  in_stock: 'text-green-800 dark:text-green-300',
  low_stock: 'text-amber-800 dark:text-amber-300',
  out_of_stock: 'text-red-700 dark:text-red-300',
  backorder: 'text-amber-800 dark:text-amber-300',
};

function shippingText(shippingCost: number | null): string {
  if (shippingCost === null) return 'Shipping not listed';
  return shippingCost === 0 ? 'Free shipping' : `+${formatMoney(shippingCost)} shipping`;
}

interface VendorOptionProps {
  price: VendorPrice;
  now: number;
  checked: boolean;
  onChoose: () => void;
}

function VendorOption({ price, now, checked, onChoose }: VendorOptionProps) {
  const onSale = price.salePrice !== null && price.salePrice < price.price;
  const detailsId = useId();
  const tags = [price.isBestPrice && 'Best Price', price.isCheapestTotal && 'Cheapest total'].filter(Boolean).join(', ');
  return (
    <label
      className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 ${
        checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-brand-500 dark:bg-slate-800 dark:ring-brand-500' : 'border-slate-200 dark:border-slate-700'
      }`}
      data-testid={`vendor-${price.vendorId}`}
    >
      <span className="flex items-start gap-2">
        <input
          type="radio"
          name="vendor"
          value={price.vendorId}
          checked={checked}
          onChange={onChoose}
          aria-label={`${price.vendorName}, ${formatMoney(onSale ? price.salePrice! : price.price)}${tags ? `, ${tags}` : ''}`}
          aria-describedby={detailsId}
          className="mt-1 size-4 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 flex-1 font-semibold break-words">{price.vendorName}</span>
        <span className="flex shrink-0 flex-col items-end">
          <span className="text-base font-bold">{formatMoney(onSale ? price.salePrice! : price.price)}</span>
          {onSale && (
            <s className="text-xs text-slate-600 dark:text-slate-400">
              <span className="sr-only">was </span>
              {formatMoney(price.price)}
            </s>
          )}
        </span>
      </span>
      {(price.isBestPrice || price.isCheapestTotal) && (
        <span className="flex flex-wrap gap-1.5 pl-6">
          {price.isBestPrice && <Tag tone="brand">Best Price</Tag>}
          {price.isCheapestTotal && <Tag tone="green">Cheapest total</Tag>}
        </span>
      )}
      <span className="flex items-end justify-between gap-2 pl-6">
        <span id={detailsId} className="flex flex-col text-xs text-slate-600 dark:text-slate-400">
          <span>
            {shippingText(price.shippingCost)} · <span className={`font-semibold ${AVAILABILITY_TONE[price.availability]}`}>{AVAILABILITY_LABELS[price.availability]}</span>
          </span>
          <span>
            {asOfText(price.seenAt, now)}
            {price.stale && <span className="font-semibold text-amber-800 dark:text-amber-300"> · may be out of date</span>}
          </span>
        </span>
        <Sparkline history={price.history} />
      </span>
    </label>
  );
}
