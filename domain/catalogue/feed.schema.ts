// What a product feed holds (issue 16, "Catalogue data"): products with the spec §3 Product fields,
// for chemicals the active ingredient, its strength, the net quantity and the label/SDS safety facts
// with their source, and per store an offer (price, sale price, shipping, availability, product URL).
// JSON feeds are { feed, products }; CSV feeds carry one offer per row (scripts/catalog-import.ts maps
// columns onto these shapes). Rows are checked one by one, so a bad row is reported and skipped.
import { z } from 'zod';
import type { Product as ChemistryProduct } from '../chemistry/products.catalog.ts';
import { AVAILABILITIES, PRODUCT_CATEGORIES, VENDOR_IDS } from './catalogue-options.ts';

/** The chemistry engine's products (domain/chemistry/products.catalog.ts) a feed chemical can be. */
export const CHEMISTRY_PRODUCTS = [
  'liquid_chlorine', 'cal_hypo', 'dichlor', 'trichlor', 'muriatic_acid', 'dry_acid', 'soda_ash', 'borax', 'baking_soda',
  'stabilizer', 'calcium_chloride_dihydrate', 'calcium_chloride_anhydrous', 'salt',
] as const satisfies readonly ChemistryProduct[];

export const NET_UNITS = ['fl_oz', 'gal', 'qt', 'oz', 'lb'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const money = z.number().nonnegative().max(100_000);
/** Product pages and images are https only; the server never fetches them (links and <img> only). */
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(2048);

export const feedSafetySchema = z.object({
  /** Hazard and precaution statements, word for word from the label or SDS. */
  statements: z.array(text(1000)).min(1).max(40),
  source: z.object({ name: text(200), url: httpsUrl, revised: z.iso.date().optional() }),
});

export const feedChemicalSchema = z.object({
  chemistryProduct: z.enum(CHEMISTRY_PRODUCTS),
  /** As the label names it, e.g. 'Sodium hypochlorite'. */
  activeIngredient: text(200),
  /** Percent by weight of the active ingredient, as the label states it. */
  strengthPercent: z.number().gt(0).max(100),
  netQuantity: z.number().gt(0).max(100_000),
  netUnit: z.enum(NET_UNITS),
  safety: feedSafetySchema,
});

export const feedOfferSchema = z.object({
  vendorId: z.enum(VENDOR_IDS),
  price: money,
  salePrice: money.nullish(),
  shippingCost: money.nullish(),
  availability: z.enum(AVAILABILITIES),
  /** The store's product page; the affiliate link is built from it on the server. */
  url: httpsUrl,
  /** When the store showed this price; the import time when absent. */
  seenAt: z.iso.datetime({ offset: true }).optional(),
});

export const feedProductSchema = z.object({
  /** The feed's stable id for the product (the same across imports and stores). */
  sku: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,99}$/),
  name: text(200),
  description: text(4000),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: text(60),
  model: text(100).nullish(),
  imageUrl: httpsUrl.nullish(),
  rating: z.number().min(0).max(5).nullish(),
  reviewCount: z.int().min(0).max(10_000_000).nullish(),
  /** List price (spec §3 originalPrice), for the discount percent. */
  originalPrice: money.nullish(),
  specifications: z.record(text(60), text(500)).refine((spec) => Object.keys(spec).length <= 50).default({}),
  poolCompatibility: z.record(text(60), z.union([z.boolean(), text(200)])).refine((map) => Object.keys(map).length <= 30).default({}),
  chemical: feedChemicalSchema.nullish(),
  offers: z.array(feedOfferSchema).max(VENDOR_IDS.length * 2).default([]),
});

export const feedHeaderSchema = z.object({
  name: text(200),
  /** Sample data, not real prices: the UI says so. */
  sample: z.boolean().default(false),
  generatedAt: z.iso.datetime({ offset: true }).optional(),
  note: text(1000).optional(),
});

export type FeedProduct = z.output<typeof feedProductSchema>;
export type FeedOffer = z.output<typeof feedOfferSchema>;
export type FeedChemical = z.output<typeof feedChemicalSchema>;
export type FeedHeader = z.output<typeof feedHeaderSchema>;
