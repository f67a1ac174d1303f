// Test helpers: catalogue API replies as contracts/catalogue.contract.ts describes them, with only the
// fields a test cares about given.
import type { Product, ProductContent, Recommendation, VendorPrice } from '../../contracts/catalogue.contract.ts';

export const SEEN_AT = '2026-06-01T10:00:00.000Z';

export function aProduct(fields: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Product ${fields.id}`, description: 'A pool product.', price: 24.99, originalPrice: null, discountPercent: null, imageUrl: null,
    rating: 4.5, reviewCount: 120, category: 'chemicals', brand: 'Clorox', model: null, specifications: {}, poolCompatibility: {},
    bestPrice: { vendorId: 'leslies', vendorName: "Leslie's", price: 24.99, shippingCost: 0, totalPrice: 24.99, seenAt: SEEN_AT, stale: false },
    costPerDose: null, chemical: null, sampleData: false, listedAt: SEEN_AT, ...fields,
  };
}

export function aVendorPrice(fields: Partial<VendorPrice> & Pick<VendorPrice, 'vendorId' | 'vendorName'>): VendorPrice {
  return {
    price: 24.99, salePrice: null, shippingCost: 0, availability: 'in_stock', affiliateUrl: `https://example.com/${fields.vendorId}`,
    seenAt: SEEN_AT, stale: false, isBestPrice: false, isCheapestTotal: false, history: [], ...fields,
  };
}

export function aContent(fields: Partial<ProductContent> = {}): ProductContent {
  return {
    status: 'ready', overview: 'An overview.', usage: 'How to use it.', bestPractices: [], tips: [], compatibility: [], safety: [],
    safetySource: null, doses: [], model: null, ...fields,
  };
}

export function aRecommendation(fields: Partial<Recommendation> & Pick<Recommendation, 'stepId'>): Recommendation {
  return {
    priority: 'high', title: 'Raise free chlorine', description: 'Free chlorine is below the ideal range.',
    dosage: { amount: 42.3, unit: 'fl_oz', description: 'Add 42.3 fl oz of liquid chlorine' }, products: [], ...fields,
  };
}
