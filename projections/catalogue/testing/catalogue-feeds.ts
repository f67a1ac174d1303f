// Test support: product feeds for the catalogue's integration tests (a small hand-made catalogue
// whose costs per dose are computed by hand in the tests) and its benchmark (a generated catalogue
// of any size, every product at every store).
import type { FeedProduct } from '../../../domain/catalogue/feed.schema.ts';
import { VENDOR_IDS, type VendorId } from '../../../domain/catalogue/catalogue-options.ts';

const DAY = 86_400_000;
const url = (vendor: VendorId, sku: string) => `https://${vendor}.example.com/p/${sku}`;
const safety = { statements: ['Causes serious eye damage.', 'Keep out of reach of children.'], source: { name: 'Label', url: 'https://example.com/sds.pdf' } };

type Offer = { vendorId: VendorId; price: number; salePrice?: number; shippingCost?: number; availability?: string; seenAt?: string };

type ProductFields = Omit<Partial<FeedProduct>, 'offers' | 'chemical'> & { offers: Offer[]; chemical?: Record<string, unknown> };

function product(sku: string, fields: ProductFields): Record<string, unknown> {
  return {
    sku, description: `${fields.name ?? sku} for residential pools.`, category: 'chemicals', rating: 4, reviewCount: 10, ...fields,
    offers: fields.offers.map((o) => ({ url: url(o.vendorId, sku), ...o, availability: o.availability ?? 'in_stock' })),
  };
}

const chemical = (chemistryProduct: string, strengthPercent: number, netQuantity: number, netUnit: string, activeIngredient: string) =>
  ({ chemistryProduct, activeIngredient, strengthPercent, netQuantity, netUnit, safety });

/** The integration tests' catalogue, with prices seen at `now` (and a few days of history for the deal). */
export function fixtureFeed(now: number): { feed: { name: string; sample: boolean }; products: Record<string, unknown>[] } {
  const ago = (days: number) => new Date(now - days * DAY).toISOString();
  return {
    feed: { name: 'Integration fixture', sample: true },
    products: [
      product('hth-trichlor-3in-50lb', {
        name: 'HTH 3-Inch Chlorine Tablets, 50 lb', brand: 'HTH', rating: 4.7, reviewCount: 900,
        chemical: chemical('trichlor', 99, 50, 'lb', 'Trichloro-s-triazinetrione'),
        offers: [{ vendorId: 'amazon', price: 150 }, { vendorId: 'leslies', price: 160, salePrice: 155, shippingCost: 0 }],
      }),
      product('clorox-liquid-chlorine-10-4gal', {
        name: 'Clorox Pool&Spa Liquid Chlorine 10%, 4 x 1 gal', brand: 'Clorox', rating: 4.2, reviewCount: 300,
        chemical: chemical('liquid_chlorine', 10, 4, 'gal', 'Sodium hypochlorite'),
        offers: [{ vendorId: 'leslies', price: 32 }, { vendorId: 'amazon', price: 35, shippingCost: 0 }],
      }),
      product('leslies-muriatic-acid-1gal', {
        name: "Leslie's Muriatic Acid 31.45%, 1 gal", brand: "Leslie's", rating: 4.4, reviewCount: 120,
        chemical: chemical('muriatic_acid', 31.45, 1, 'gal', 'Hydrochloric acid'),
        offers: [{ vendorId: 'leslies', price: 12.8 }],
      }),
      product('hth-ph-reducer-5lb', {
        name: 'HTH pH Reducer, 5 lb', brand: 'HTH', rating: 4.0, reviewCount: 80,
        chemical: chemical('dry_acid', 93.2, 5, 'lb', 'Sodium bisulfate'),
        offers: [{ vendorId: 'amazon', price: 14 }],
      }),
      product('hth-shock-cal-hypo-73-1lb', {
        name: 'HTH Pool Shock 73% Cal-Hypo, 1 lb', brand: 'HTH', rating: 4.5, reviewCount: 400,
        chemical: chemical('cal_hypo', 73, 1, 'lb', 'Calcium hypochlorite'),
        offers: [{ vendorId: 'poolcorp', price: 8 }],
      }),
      product('leslies-stabilizer-4lb', {
        name: "Leslie's Stabilizer & Conditioner, 4 lb", brand: "Leslie's", rating: 4.3, reviewCount: 50,
        chemical: chemical('stabilizer', 99, 4, 'lb', 'Cyanuric acid'),
        offers: [{ vendorId: 'leslies', price: 24 }],
      }),
      product('hayward-super-pump-1-5hp', {
        name: 'Hayward Super Pump 1.5 HP', brand: 'Hayward', model: 'SP2610X15', category: 'equipment', rating: 4.6, reviewCount: 700,
        offers: [{ vendorId: 'amazon', price: 450, shippingCost: 0 }, { vendorId: 'intheswim', price: 440, salePrice: 430, shippingCost: 25 }],
      }),
      product('pentair-leaf-rake', {
        name: 'Pentair Deep Leaf Rake', brand: 'Pentair', category: 'tools', rating: 3.5, reviewCount: 40,
        offers: [{ vendorId: 'poolsupplyworld', price: 19.99, availability: 'low_stock' }],
      }),
      product('zodiac-test-kit', {
        name: 'Zodiac Complete Test Kit', brand: 'Zodiac', category: 'test-kits', rating: 2.5, reviewCount: 5,
        offers: [{ vendorId: 'intheswim', price: 30, seenAt: ago(2) }],
      }),
      product('jandy-cartridge-element', {
        name: 'Jandy CS100 Cartridge Element', brand: 'Jandy', model: 'R0462400', category: 'parts', rating: 4.1, reviewCount: 60,
        offers: [
          { vendorId: 'amazon', price: 40, seenAt: ago(3) }, { vendorId: 'amazon', price: 40, seenAt: ago(2) },
          { vendorId: 'amazon', price: 40, seenAt: ago(1) }, { vendorId: 'amazon', price: 30 },
        ],
      }),
      product('hayward-skimmer-basket', {
        name: 'Hayward Skimmer Basket', brand: 'Hayward', model: 'SPX1082CA', category: 'parts', rating: 3.9, reviewCount: 30,
        offers: [
          { vendorId: 'leslies', price: 20, seenAt: ago(3) }, { vendorId: 'leslies', price: 20, seenAt: ago(2) },
          { vendorId: 'leslies', price: 20, seenAt: ago(1) }, { vendorId: 'leslies', price: 18 },
        ],
      }),
      product('no-price-brush', { name: 'Wall Brush 18 inch', brand: 'Generic', category: 'cleaning', rating: null, reviewCount: 0, offers: [] }),
    ],
  };
}

const CHEMICALS = [
  { product: 'liquid_chlorine', strength: 10, qty: 4, unit: 'gal', ingredient: 'Sodium hypochlorite', name: 'Liquid Chlorine 10%' },
  { product: 'trichlor', strength: 99, qty: 25, unit: 'lb', ingredient: 'Trichloro-s-triazinetrione', name: '3-Inch Chlorine Tablets' },
  { product: 'cal_hypo', strength: 65, qty: 1, unit: 'lb', ingredient: 'Calcium hypochlorite', name: 'Cal-Hypo Shock 65%' },
  { product: 'muriatic_acid', strength: 31.45, qty: 1, unit: 'gal', ingredient: 'Hydrochloric acid', name: 'Muriatic Acid' },
  { product: 'stabilizer', strength: 99, qty: 4, unit: 'lb', ingredient: 'Cyanuric acid', name: 'Stabilizer Conditioner' },
] as const;
const BRANDS = ['HTH', 'Clorox', "Leslie's", 'Pentair', 'Hayward', 'Jandy', 'Zodiac', 'Kem-Tek', 'In The Swim', 'Natural Chemistry'];
const CATEGORIES = ['chemicals', 'equipment', 'tools', 'parts', 'test-kits', 'cleaning'] as const;
const NOUNS = ['Pump', 'Filter Cartridge', 'Skimmer Basket', 'Leaf Rake', 'Test Strips', 'Brush', 'Vacuum Head', 'Hose', 'Chlorinator', 'Heater Igniter', 'O-Ring', 'Valve'];

/** A deterministic catalogue of `count` products, each at every store (the benchmark's 5,000 × 5). */
export function generatedFeed(count: number, seed = 1): { feed: { name: string; sample: boolean }; products: Record<string, unknown>[] } {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const products: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const brand = BRANDS[i % BRANDS.length]!;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const base = Math.round((5 + random() * 400) * 100) / 100;
    const isChemical = category === 'chemicals';
    const chem = CHEMICALS[i % CHEMICALS.length]!;
    const noun = isChemical ? chem.name : NOUNS[i % (NOUNS.length - 1)]!;
    const sku = `gen-${i.toString().padStart(5, '0')}`;
    products.push({
      sku, name: `${brand} ${noun} ${i}`, description: `${brand} ${noun.toLowerCase()} number ${i}, for in-ground and above-ground pools.`,
      category, brand, model: `${brand.slice(0, 2).toUpperCase().replace(/[^A-Z]/g, 'X')}${1000 + i}X${i % 97}`,
      rating: Math.round(random() * 50) / 10, reviewCount: Math.floor(random() * 5000),
      specifications: { Weight: `${1 + (i % 50)} lb` }, poolCompatibility: { Vinyl: i % 2 === 0 },
      ...(isChemical ? { chemical: { chemistryProduct: chem.product, activeIngredient: chem.ingredient, strengthPercent: chem.strength, netQuantity: chem.qty, netUnit: chem.unit, safety } } : {}),
      offers: VENDOR_IDS.map((vendorId, v) => ({
        vendorId, price: Math.round(base * (0.9 + 0.05 * v + random() * 0.1) * 100) / 100,
        ...(random() < 0.2 ? { salePrice: Math.round(base * 0.8 * 100) / 100 } : {}),
        shippingCost: random() < 0.5 ? 0 : Math.round(random() * 1500) / 100,
        availability: random() < 0.9 ? 'in_stock' : 'out_of_stock', url: url(vendorId, sku),
      })),
    });
  }
  return { feed: { name: `Generated ${count}`, sample: true }, products };
}
