// The product_content_cache table (migration 20261124T1200): generated content keyed by product,
// SHA-256 of its facts, prompt version and model. Written directly, like photos: generated text is
// not in any event. A row that no longer parses is treated as missing, so it is written again.
import { createHash } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import { z } from 'zod';
import type { Tables } from '../db/tables.ts';

export interface ProductContentCacheTable {
  product_id: string;
  facts_hash: string;
  prompt_version: string;
  model: string;
  content: ColumnType<unknown, string, string>;
  written_by: string;
  created_at: ColumnType<Date, never, never>;
}

declare module '../db/tables.ts' {
  interface Tables {
    product_content_cache: ProductContentCacheTable;
  }
}

export interface ContentCacheKey {
  readonly productId: string;
  readonly factsHash: string;
  readonly promptVersion: string;
  readonly model: string;
}

export const storedContentSchema = z.object({
  overview: z.string(),
  usage: z.string(),
  bestPractices: z.array(z.string()),
  tips: z.array(z.string()),
  compatibility: z.array(z.string()),
});
export type StoredContent = z.output<typeof storedContentSchema> & { readonly writtenBy: string };

/** JSON with object keys sorted at every level, so equal facts always hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function factsHashOf(facts: unknown): string {
  return createHash('sha256').update(canonicalJson(facts)).digest('hex');
}

export const cacheKeyId = (key: ContentCacheKey) => `${key.productId}\u0000${key.factsHash}\u0000${key.promptVersion}\u0000${key.model}`;
/** The named lock (database.tryLock) one process holds while it writes a key's content. */
export const generationLockName = (key: ContentCacheKey) => `product-content:${key.productId}:${key.factsHash}:${key.promptVersion}:${key.model}`;

export async function readCachedContent(db: Kysely<Tables>, key: ContentCacheKey): Promise<StoredContent | undefined> {
  const row = await db
    .selectFrom('product_content_cache')
    .select(['content', 'written_by'])
    .where('product_id', '=', key.productId)
    .where('facts_hash', '=', key.factsHash)
    .where('prompt_version', '=', key.promptVersion)
    .where('model', '=', key.model)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = storedContentSchema.safeParse(typeof row.content === 'string' ? JSON.parse(row.content) : row.content);
  return parsed.success ? { ...parsed.data, writtenBy: row.written_by } : undefined;
}

/** Stores the content under its key and drops the product's rows for older facts or prompts. */
export async function writeCachedContent(db: Kysely<Tables>, key: ContentCacheKey, content: StoredContent): Promise<void> {
  const { writtenBy, ...text } = content;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('product_content_cache')
      .where('product_id', '=', key.productId)
      .where((eb) => eb.or([eb('facts_hash', '<>', key.factsHash), eb('prompt_version', '<>', key.promptVersion)]))
      .execute();
    await trx
      .insertInto('product_content_cache')
      .values({
        product_id: key.productId, facts_hash: key.factsHash, prompt_version: key.promptVersion, model: key.model,
        content: JSON.stringify(text), written_by: writtenBy,
      })
      .onConflict((oc) => oc.columns(['product_id', 'facts_hash', 'prompt_version', 'model']).doUpdateSet({ content: JSON.stringify(text), written_by: writtenBy }))
      .execute();
  });
}
