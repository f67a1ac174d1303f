// Generated product content (issue 16), cached by what it was written from: the product, a hash of
// its facts, the prompt version and the model. A change to any of them misses the cache, so the
// content is written again; rows of a product's older facts are deleted when the new one is stored.
// Safety text and doses are not stored here: they come from the catalogue's facts on every read.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_content_cache (
      product_id text NOT NULL,
      facts_hash char(64) NOT NULL,
      prompt_version text NOT NULL,
      model text NOT NULL,
      content jsonb NOT NULL,
      written_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product_id, facts_hash, prompt_version, model)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS product_content_cache`.execute(db);
}
