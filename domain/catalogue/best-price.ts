// Prices as the catalogue compares them (spec §9, issue 16): a store's Best Price is the lower of its
// sale price and its regular price; the product's Best Price is the lowest over its stores; shipping
// is shown beside it, and 'Cheapest total' marks the store whose price + shipping is lowest when that
// is not the Best Price store. A store that is out of stock does not hold the Best Price while another
// can sell. A price not seen for 24 hours is flagged stale. Pure: `now` comes in.
import type { EpochMs } from '../common/time.ts';
import { STALE_PRICE_MS, type VendorId } from './catalogue-options.ts';

export interface OfferPrice {
  readonly vendorId: VendorId;
  /** An out-of-stock store's price is shown, but is not the Best Price while another store can sell. */
  readonly availability?: string;
  readonly price: number;
  readonly salePrice: number | null;
  readonly shippingCost: number | null;
  readonly seenAt: EpochMs;
}

/** Spec §9: the lowest of sale price or regular price (a sale price above the price is ignored). */
export function effectivePrice(offer: Pick<OfferPrice, 'price' | 'salePrice'>): number {
  return offer.salePrice !== null && offer.salePrice < offer.price ? offer.salePrice : offer.price;
}

/** Price + shipping; an unknown shipping cost counts as 0 (the UI shows it as unknown). */
export function totalPrice(offer: Pick<OfferPrice, 'price' | 'salePrice' | 'shippingCost'>): number {
  return roundCents(effectivePrice(offer) + (offer.shippingCost ?? 0));
}

const byVendor = (a: OfferPrice, b: OfferPrice) => (a.vendorId < b.vendorId ? -1 : a.vendorId > b.vendorId ? 1 : 0);

/** The offers that compete for the Best Price: those a store can sell now, or all when none can. */
function buyable<T extends OfferPrice>(offers: readonly T[]): readonly T[] {
  const selling = offers.filter((offer) => offer.availability !== 'out_of_stock');
  return selling.length > 0 ? selling : offers;
}

/** The Best Price offer: lowest effective price; ties go to the lower total, then the vendor id (never a favoured store). */
export function bestOffer<T extends OfferPrice>(offers: readonly T[]): T | undefined {
  return [...buyable(offers)].sort((a, b) => effectivePrice(a) - effectivePrice(b) || totalPrice(a) - totalPrice(b) || byVendor(a, b))[0];
}

/** The lowest price + shipping offer, only when it is not the Best Price offer (shipping changes the order). */
export function cheapestTotalOffer<T extends OfferPrice>(offers: readonly T[]): T | undefined {
  const best = bestOffer(offers);
  const cheapest = [...buyable(offers)].sort((a, b) => totalPrice(a) - totalPrice(b) || effectivePrice(a) - effectivePrice(b) || byVendor(a, b))[0];
  if (!best || !cheapest || cheapest === best || totalPrice(cheapest) >= totalPrice(best)) return undefined;
  return cheapest;
}

export function isStale(seenAt: EpochMs, now: EpochMs): boolean {
  return now - seenAt > STALE_PRICE_MS;
}

/** Spec §9: discount percent from originalPrice against price, whole percent; null without a real discount. */
export function discountPercent(price: number | null, originalPrice: number | null): number | null {
  if (price === null || originalPrice === null || !(originalPrice > price) || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
