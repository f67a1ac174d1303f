// The catalogue's tables (issue 16), written by the feed import (commands/catalogue/import-feed.ts)
// and read by the catalogue's queries (projections/catalogue/). Created by the migration
// infra/db/migrations/20261124T1000_catalogue.ts, which says why the price history is a table.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface StoredChemical {
  chemistryProduct: string;
  activeIngredient: string;
  strengthPercent: number;
  netQuantity: number;
  netUnit: string;
}

export interface StoredSafety {
  statements: string[];
  source: { name: string; url: string; revised: string | null };
}

/** Current state of each product: the feed's facts, and what its current offers make of them. */
export interface CatalogueProductsTable {
  id: string;
  name: string;
  description: string;
  category: string;
  brand: string;
  /** Lower-case letters and digits of the brand ('leslies'), what the brand filter matches. */
  brand_key: string;
  model: string | null;
  /** Lower-case letters and digits of the model, for model-number search. */
  model_key: string | null;
  image_url: string | null;
  rating: number | null;
  review_count: number;
  original_price: number | null;
  specifications: Json<Record<string, string>>;
  pool_compatibility: Json<Record<string, string | boolean>>;
  chemistry_product: string | null;
  chemical: Json<StoredChemical | null>;
  safety: Json<StoredSafety | null>;
  /** Common names of the chemical, searchable with the brand and model. */
  keywords: string;
  sample: boolean;
  /** Hash of the facts as last imported: a change is recorded (and the row rewritten) only when it differs. */
  content_hash: string;
  listed_at: Timestamp;
  updated_at: Timestamp;
  best_price: number | null;
  best_vendor: string | null;
  best_regular_price: number | null;
  best_shipping: number | null;
  cost_per_dose: number | null;
  vendors: ColumnType<string[], string[], string[]>;
  availabilities: ColumnType<string[], string[], string[]>;
  search: ColumnType<string, never, never>;
}

/** Each store's current offer for a product. */
export interface CatalogueOffersTable {
  product_id: string;
  vendor_id: string;
  price: number;
  sale_price: number | null;
  shipping_cost: number | null;
  availability: string;
  url: string;
  sample: boolean;
  seen_at: Timestamp;
  first_seen_at: Timestamp;
}

/** Append-only: every price a feed showed, per product and store. */
export interface CataloguePriceObservationsTable {
  product_id: string;
  vendor_id: string;
  price: number;
  sale_price: number | null;
  shipping_cost: number | null;
  availability: string;
  /** Best Price of the observation: the lower of sale and regular price. */
  effective_price: number;
  seen_at: Timestamp;
  import_id: string;
}

/** Append-only: a product's first listing, and each change of its facts. */
export interface CatalogueProductChangesTable {
  id: Generated<string>;
  product_id: string;
  import_id: string;
  kind: 'listed' | 'changed';
  changes: Json<Record<string, unknown>>;
  at: Timestamp;
}

export interface CatalogueImportsTable {
  id: Generated<string>;
  name: string;
  source: string;
  sample: boolean;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, string | null, string | null>;
  rows: number;
  products: number;
  listed: number;
  changed: number;
  offers: number;
  errors: number;
  error_sample: Json<unknown[]>;
}

/** Words of names, brands and chemicals' common names, for correcting misspelt search words. */
export interface CatalogueSearchWordsTable {
  word: string;
}

declare module '../db/tables.ts' {
  interface Tables {
    catalogue_search_words: CatalogueSearchWordsTable;
    catalogue_products: CatalogueProductsTable;
    catalogue_offers: CatalogueOffersTable;
    catalogue_price_observations: CataloguePriceObservationsTable;
    catalogue_product_changes: CatalogueProductChangesTable;
    catalogue_imports: CatalogueImportsTable;
  }
}
