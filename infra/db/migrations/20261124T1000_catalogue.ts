// The catalogue's tables (issue 16; types in infra/catalogue/catalogue.tables.ts).
//
// Price history is an append-only TABLE of observations, not an event stream. Feed data are outside
// facts that Clearwater observes, not decisions a user makes: no rule decides on them, nothing is
// ever refused, and an import records tens of thousands of them at once (5,000 products × 5 stores).
// As events they would go through the event store's per-stream concurrency and every projection's
// subscription for nothing, and be read back by scanning streams; as rows they are written in a few
// multi-row statements per thousand products and read by index (product, store, time) for the price
// history, and by time for the deal-of-the-day median. The same holds for product changes (first
// listing and each change of the facts). Current-state tables (products, offers) are kept beside them
// for the catalogue's queries. What users do in the catalogue (clicks) is recorded as events.
// No B-tree index covers the price columns, so an import that only reprices a product updates it in
// place (a HOT update, room left by the fill factor) without touching the search indexes; 5,000
// products sort in memory quickly. Each import rewrites every offer it sees, so offers leave room too.
//
// Search: a generated, weighted tsvector (A name, B brand, model and the chemical's common names,
// C description) with a GIN index, and a pg_trgm GIN index on the model for model numbers. Embedded PGlite loads pg_trgm as an extension (infra/db/database.ts).
// Typos are corrected against catalogue_search_words (below) rather than by comparing the query with
// every name: one small table, so a search costs the same at 500 products or 50,000.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE catalogue_products (
      id text PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      category text NOT NULL,
      brand text NOT NULL,
      brand_key text NOT NULL,
      model text,
      model_key text,
      image_url text,
      rating double precision,
      review_count integer NOT NULL DEFAULT 0,
      original_price double precision,
      specifications jsonb NOT NULL DEFAULT '{}',
      pool_compatibility jsonb NOT NULL DEFAULT '{}',
      chemistry_product text,
      chemical jsonb,
      safety jsonb,
      keywords text NOT NULL DEFAULT '',
      sample boolean NOT NULL DEFAULT false,
      content_hash text NOT NULL,
      listed_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      best_price double precision,
      best_vendor text,
      best_regular_price double precision,
      best_shipping double precision,
      cost_per_dose double precision,
      vendors text[] NOT NULL DEFAULT '{}',
      availabilities text[] NOT NULL DEFAULT '{}',
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, name), 'A') ||
        setweight(to_tsvector('english'::regconfig, brand || ' ' || coalesce(model, '') || ' ' || keywords), 'B') ||
        setweight(to_tsvector('english'::regconfig, description), 'C')
      ) STORED
    ) WITH (fillfactor = 80)`.execute(db);
  await sql`CREATE INDEX catalogue_products_search_idx ON catalogue_products USING gin (search)`.execute(db);
  await sql`CREATE INDEX catalogue_products_model_trgm_idx ON catalogue_products USING gin (model_key gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX catalogue_products_chemistry_idx ON catalogue_products (chemistry_product) WHERE chemistry_product IS NOT NULL`.execute(db);
  // The words of names, brands and chemicals' common names: a misspelt query word is corrected to the
  // most similar of them (pg_trgm) before the full-text search, as PostgreSQL's documentation suggests.
  await sql`CREATE TABLE catalogue_search_words (word text PRIMARY KEY)`.execute(db);
  await sql`CREATE INDEX catalogue_search_words_trgm_idx ON catalogue_search_words USING gin (word gin_trgm_ops)`.execute(db);
  await sql`
    CREATE TABLE catalogue_offers (
      product_id text NOT NULL,
      vendor_id text NOT NULL,
      price double precision NOT NULL,
      sale_price double precision,
      shipping_cost double precision,
      availability text NOT NULL,
      url text NOT NULL,
      sample boolean NOT NULL DEFAULT false,
      seen_at timestamptz NOT NULL,
      first_seen_at timestamptz NOT NULL,
      PRIMARY KEY (product_id, vendor_id)
    ) WITH (fillfactor = 70)`.execute(db);
  await sql`
    CREATE TABLE catalogue_price_observations (
      product_id text NOT NULL,
      vendor_id text NOT NULL,
      price double precision NOT NULL,
      sale_price double precision,
      shipping_cost double precision,
      availability text NOT NULL,
      effective_price double precision NOT NULL,
      seen_at timestamptz NOT NULL,
      import_id bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX catalogue_price_observations_product_idx ON catalogue_price_observations (product_id, vendor_id, seen_at)`.execute(db);
  // Appended in time order: a BRIN index finds the deal's 30-day window for almost nothing per insert.
  await sql`CREATE INDEX catalogue_price_observations_time_idx ON catalogue_price_observations USING brin (seen_at)`.execute(db);
  await sql`
    CREATE TABLE catalogue_product_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      product_id text NOT NULL,
      import_id bigint NOT NULL,
      kind text NOT NULL,
      changes jsonb NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX catalogue_product_changes_product_idx ON catalogue_product_changes (product_id, id)`.execute(db);
  await sql`
    CREATE TABLE catalogue_imports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      source text NOT NULL,
      sample boolean NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      rows integer NOT NULL DEFAULT 0,
      products integer NOT NULL DEFAULT 0,
      listed integer NOT NULL DEFAULT 0,
      changed integer NOT NULL DEFAULT 0,
      offers integer NOT NULL DEFAULT 0,
      errors integer NOT NULL DEFAULT 0,
      error_sample jsonb NOT NULL DEFAULT '[]'
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['catalogue_search_words', 'catalogue_imports', 'catalogue_product_changes', 'catalogue_price_observations', 'catalogue_offers', 'catalogue_products']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
