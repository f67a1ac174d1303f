// Best Price, cheapest total, staleness and the discount (spec §9); the deal-of-the-day rule; affiliate links.
import { describe, expect, it } from 'vitest';
import { affiliateUrl } from './affiliate-links.ts';
import { bestOffer, cheapestTotalOffer, discountPercent, effectivePrice, isStale, totalPrice, type OfferPrice } from './best-price.ts';
import { dealOfTheDay, median, qualifiesAsDeal } from './deal.rules.ts';

const HOUR = 3_600_000;
const offer = (vendorId: OfferPrice['vendorId'], price: number, salePrice: number | null, shippingCost: number | null): OfferPrice =>
  ({ vendorId, price, salePrice, shippingCost, seenAt: 0 });

describe('Best Price', () => {
  it('is the lower of sale and regular price; a sale price above the price is ignored', () => {
    expect(effectivePrice({ price: 20, salePrice: 15 })).toBe(15);
    expect(effectivePrice({ price: 20, salePrice: 25 })).toBe(20);
    expect(effectivePrice({ price: 20, salePrice: null })).toBe(20);
  });

  it("is the lowest store's, and 'Cheapest total' marks another store only when shipping changes the order", () => {
    const a = offer('amazon', 20, 15, 10);
    const b = offer('leslies', 18, null, 0);
    expect(bestOffer([a, b])).toBe(a);
    expect(totalPrice(a)).toBe(25);
    expect(cheapestTotalOffer([a, b])).toBe(b);
    expect(cheapestTotalOffer([a, offer('leslies', 18, null, 9)])).toBeUndefined();
  });

  it('passes over an out-of-stock store while another can sell', () => {
    const gone = { ...offer('amazon', 5, null, 0), availability: 'out_of_stock' };
    const selling = { ...offer('leslies', 9, null, 0), availability: 'in_stock' };
    expect(bestOffer([gone, selling])).toBe(selling);
    expect(bestOffer([gone])).toBe(gone);
  });

  it('breaks ties by total, then store id, never by a favoured store', () => {
    expect(bestOffer([offer('poolcorp', 10, null, 0), offer('amazon', 10, null, 0)])!.vendorId).toBe('amazon');
    expect(bestOffer([offer('amazon', 10, null, 5), offer('poolcorp', 10, null, 0)])!.vendorId).toBe('poolcorp');
  });

  it('flags a price not seen for more than 24 hours as stale', () => {
    expect(isStale(0, 24 * HOUR)).toBe(false);
    expect(isStale(0, 24 * HOUR + 1)).toBe(true);
  });

  it('computes the discount percent from originalPrice against price', () => {
    expect(discountPercent(15, 20)).toBe(25);
    expect(discountPercent(20, 20)).toBeNull();
    expect(discountPercent(null, 20)).toBeNull();
  });
});

describe('deal of the day', () => {
  const candidate = (productId: string, currentPrice: number, medianPrice: number, observations = 5) => ({ productId, currentPrice, medianPrice, observations });

  it('takes the median as PostgreSQL percentile_cont(0.5) does', () => {
    expect(median([12, 10, 10])).toBe(10);
    expect(median([10, 12])).toBe(11);
    expect(median([])).toBeUndefined();
  });

  it('needs a current price at least 15 % under the 30-day median and 3 days of history', () => {
    expect(qualifiesAsDeal(candidate('a', 85, 100))).toBe(true);
    expect(qualifiesAsDeal(candidate('a', 85.01, 100))).toBe(false);
    expect(qualifiesAsDeal(candidate('a', 50, 100, 2))).toBe(false);
  });

  it('picks the highest discount, ties to the product id', () => {
    expect(dealOfTheDay([candidate('a', 80, 100), candidate('b', 60, 100), candidate('c', 90, 100)])!.productId).toBe('b');
    expect(dealOfTheDay([candidate('z', 80, 100), candidate('y', 40, 50)])!.productId).toBe('y');
    expect(dealOfTheDay([candidate('a', 99, 100)])).toBeUndefined();
  });
});

describe('affiliate links', () => {
  it("adds the store's tag (Amazon's is `tag`), replacing any the feed carried", () => {
    expect(affiliateUrl('amazon', 'https://www.amazon.com/dp/B000?tag=other&th=1', { amazon: 'clearwater-20' })).toBe('https://www.amazon.com/dp/B000?tag=clearwater-20&th=1');
    expect(affiliateUrl('leslies', 'https://lesliespool.com/p/1', { leslies: 'cw' })).toBe('https://lesliespool.com/p/1?affid=cw');
  });

  it('answers the plain product URL without a tag', () => {
    expect(affiliateUrl('poolcorp', 'https://example.com/p', { amazon: 'x' })).toBe('https://example.com/p');
  });
});
