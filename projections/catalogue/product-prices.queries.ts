// A product's price comparison (spec §3 Vendor price, issue 16): each store's current offer with its
// Best Price, shipping, when it was last seen (stale after 24 hours), the affiliate link built from
// the store's URL and the operator's tag, which store has the Best Price and which the cheapest total
// when shipping changes the order, and the last 90 days of the store's Best Price observations.
import type { VendorPrice } from '../../contracts/catalogue.contract.ts';
import { affiliateUrl, type AffiliateTags } from '../../domain/catalogue/affiliate-links.ts';
import { bestOffer, cheapestTotalOffer, isStale } from '../../domain/catalogue/best-price.ts';
import { VENDOR_NAMES, type Availability, type VendorId } from '../../domain/catalogue/catalogue-options.ts';
import '../../infra/catalogue/catalogue.tables.ts';
import type { ProjectionDb } from '../projection.ts';

const HISTORY_DAYS = 90;
const HISTORY_POINTS = 90;

/** The product's offers, lowest Best Price first; undefined when the product does not exist. */
export async function productPrices(db: ProjectionDb, productId: string, now: number, tags: AffiliateTags): Promise<VendorPrice[] | undefined> {
  const product = await db.selectFrom('catalogue_products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) return undefined;
  const since = new Date(now - HISTORY_DAYS * 86_400_000).toISOString();
  const [offers, history] = await Promise.all([
    db.selectFrom('catalogue_offers').selectAll().where('product_id', '=', productId).execute(),
    db.selectFrom('catalogue_price_observations').select(['vendor_id', 'seen_at', 'effective_price'])
      .where('product_id', '=', productId).where('seen_at', '>', new Date(since)).orderBy('seen_at').orderBy('vendor_id').execute(),
  ]);
  const prices = offers.map((o) => ({
    vendorId: o.vendor_id as VendorId, price: Number(o.price), salePrice: o.sale_price === null ? null : Number(o.sale_price),
    shippingCost: o.shipping_cost === null ? null : Number(o.shipping_cost), seenAt: new Date(o.seen_at).getTime(),
    availability: o.availability as Availability, url: o.url,
  }));
  const best = bestOffer(prices);
  const cheapest = cheapestTotalOffer(prices);
  return prices.map((p) => ({
    vendorId: p.vendorId, vendorName: VENDOR_NAMES[p.vendorId], price: p.price, salePrice: p.salePrice, shippingCost: p.shippingCost,
    availability: p.availability, affiliateUrl: affiliateUrl(p.vendorId, p.url, tags), seenAt: new Date(p.seenAt).toISOString(),
    stale: isStale(p.seenAt, now), isBestPrice: p === best, isCheapestTotal: p === cheapest,
    history: history.filter((h) => h.vendor_id === p.vendorId).slice(-HISTORY_POINTS)
      .map((h) => ({ seenAt: new Date(h.seen_at).toISOString(), price: Number(h.effective_price) })),
  })).sort((a, b) => Number(b.isBestPrice) - Number(a.isBestPrice) || Math.min(a.price, a.salePrice ?? Infinity) - Math.min(b.price, b.salePrice ?? Infinity) || (a.vendorId < b.vendorId ? -1 : 1));
}

/** A store's current product URL, for track-click; undefined when the store does not list the product. */
export async function offerUrl(db: ProjectionDb, productId: string, vendorId: string): Promise<string | undefined> {
  const row = await db.selectFrom('catalogue_offers').select('url').where('product_id', '=', productId).where('vendor_id', '=', vendorId).executeTakeFirst();
  return row?.url;
}
