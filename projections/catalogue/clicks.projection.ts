// Read model "how often has each product been clicked through to a store": one row per product,
// counted from ProductClicked events (every user's clicks-{userId} stream). Feeds the 'popularity'
// sort. Counting is not idempotent by itself; the runner applies each batch with its checkpoint in
// one transaction, so an event is counted exactly once, and a rebuild recounts from position 0.
import { sql, type ColumnType, type Kysely } from 'kysely';
import { parseProductClicked } from '../../domain/catalogue/catalogue.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

export interface CatalogueClickCountsTable {
  product_id: string;
  clicks: ColumnType<string, number, number>;
  last_clicked_at: ColumnType<Date, string, string>;
}

declare module '../../infra/db/tables.ts' {
  interface Tables {
    catalogue_click_counts: CatalogueClickCountsTable;
  }
}

const migrations = {
  '20261124T1001_catalogue_click_counts_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE catalogue_click_counts (
          product_id text PRIMARY KEY,
          clicks bigint NOT NULL,
          last_clicked_at timestamptz NOT NULL
        )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS catalogue_click_counts`.execute(db);
    },
  },
};

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const counts = new Map<string, { clicks: number; last: number }>();
  for (const event of events) {
    const data = parseProductClicked(event.data);
    if (!data) continue;
    const entry = counts.get(data.productId) ?? { clicks: 0, last: 0 };
    // The store's own time: a recorded event always has one that converts to a date.
    counts.set(data.productId, { clicks: entry.clicks + 1, last: Math.max(entry.last, event.createdAt.getTime()) });
  }
  if (counts.size === 0) return;
  const values = [...counts].map(([productId, c]) => ({ product_id: productId, clicks: c.clicks, last_clicked_at: new Date(c.last).toISOString() }));
  await db.insertInto('catalogue_click_counts').values(values).onConflict((oc) => oc.column('product_id').doUpdateSet({
    clicks: sql`catalogue_click_counts.clicks + excluded.clicks`,
    last_clicked_at: sql`greatest(catalogue_click_counts.last_clicked_at, excluded.last_clicked_at)`,
  })).execute();
}

export const catalogueClicksProjection = defineProjection({
  name: 'catalogue-clicks', version: 1, tables: ['catalogue_click_counts'], eventTypes: ['ProductClicked'], migrations, apply,
});
