// A catalogue product row as the API returns it (contracts/catalogue.contract.ts productSchema):
// Best Price with its store, shipping, total and staleness, the discount, and the cost per dose at
// the Best Price, computed at read time from the row (prices change only with an import).
import type { Selectable } from 'kysely';
import type { Product } from '../../contracts/catalogue.contract.ts';
import type { Product as ChemistryProduct } from '../../domain/chemistry/index.ts';
import { discountPercent, isStale, totalPrice } from '../../domain/catalogue/best-price.ts';
import { VENDOR_NAMES, type ProductCategory, type VendorId } from '../../domain/catalogue/catalogue-options.ts';
import { costPerDose, type ChemicalFacts, type NetUnit } from '../../domain/catalogue/cost-per-dose.ts';
import type { CatalogueProductsTable } from '../../infra/catalogue/catalogue.tables.ts';
import type { ProjectionDb } from '../projection.ts';

/**
 * Every column a product reply needs (not the search vector or the stored facts); `o` is the Best
 * Price store's offer (withBestOffer), which says when that price was last seen.
 */
export const PRODUCT_COLUMNS = [
  'p.id', 'p.name', 'p.description', 'p.category', 'p.brand', 'p.model', 'p.image_url', 'p.rating', 'p.review_count',
  'p.original_price', 'p.specifications', 'p.pool_compatibility', 'p.chemistry_product', 'p.chemical', 'p.sample', 'p.listed_at',
  'p.best_price', 'p.best_vendor', 'p.best_regular_price', 'p.best_shipping', 'o.seen_at as best_seen_at',
] as const;

export type ProductRow = Pick<Selectable<CatalogueProductsTable>,
  'id' | 'name' | 'description' | 'category' | 'brand' | 'model' | 'image_url' | 'rating' | 'review_count' | 'original_price'
  | 'specifications' | 'pool_compatibility' | 'chemistry_product' | 'chemical' | 'sample' | 'listed_at'
  | 'best_price' | 'best_vendor' | 'best_regular_price' | 'best_shipping'> & { best_seen_at: Date | string | null };

export function chemicalFactsOf(row: Pick<ProductRow, 'chemical'>): ChemicalFacts | null {
  const c = row.chemical;
  if (!c) return null;
  return { chemistryProduct: c.chemistryProduct as ChemistryProduct, strengthPercent: c.strengthPercent, netQuantity: c.netQuantity, netUnit: c.netUnit as NetUnit };
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

export function toProduct(row: ProductRow, now: number): Product {
  const price = num(row.best_price);
  const regular = num(row.best_regular_price);
  const listPrice = num(row.original_price);
  const originalPrice = listPrice ?? (regular !== null && price !== null && regular > price ? regular : null);
  const vendorId = row.best_vendor as VendorId | null;
  const seenAt = row.best_seen_at ? new Date(row.best_seen_at) : null;
  const shipping = num(row.best_shipping);
  const facts = chemicalFactsOf(row);
  return {
    id: row.id, name: row.name, description: row.description, price, originalPrice, discountPercent: discountPercent(price, originalPrice),
    imageUrl: row.image_url, rating: num(row.rating), reviewCount: row.review_count, category: row.category as ProductCategory,
    brand: row.brand, model: row.model, specifications: row.specifications, poolCompatibility: row.pool_compatibility,
    bestPrice: vendorId && price !== null && seenAt ? {
      vendorId, vendorName: VENDOR_NAMES[vendorId], price, shippingCost: shipping,
      totalPrice: totalPrice({ price, salePrice: null, shippingCost: shipping }), seenAt: seenAt.toISOString(), stale: isStale(seenAt.getTime(), now),
    } : null,
    costPerDose: facts && vendorId && price !== null ? costPerDose(facts, price, vendorId) : null,
    chemical: row.chemical ? { ...row.chemical } : null,
    sampleData: row.sample,
    listedAt: new Date(row.listed_at).toISOString(),
  };
}

/** Products as `p` with the Best Price store's current offer as `o` (its seen_at is the Best Price's). */
export function productsFrom(db: ProjectionDb) {
  return db.selectFrom('catalogue_products as p')
    .leftJoin('catalogue_offers as o', (join) => join.onRef('o.product_id', '=', 'p.id').onRef('o.vendor_id', '=', 'p.best_vendor'));
}
