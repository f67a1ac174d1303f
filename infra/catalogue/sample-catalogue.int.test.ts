// The sample catalogue on a fresh machine: imported when the catalogue is empty, once, marked as sample data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../db/testing/test-database.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { importSampleCatalogueWhenEmpty } from './sample-catalogue.ts';

for (const leg of databaseLegs()) {
  describe(`sample catalogue on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('imports the sample feed into an empty catalogue, and never again', async () => {
      const logger = createLogger('silent');
      await importSampleCatalogueWhenEmpty(database, logger);
      const count = async () => Number((await database.db.selectFrom('catalogue_imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count()).toBe(1);
      const products = await database.db.selectFrom('catalogue_products').select(['sample', 'best_price']).execute();
      expect(products.length).toBeGreaterThan(20);
      expect(products.every((p) => p.sample)).toBe(true);
      expect(products.filter((p) => p.best_price !== null).length).toBeGreaterThan(20);
      await importSampleCatalogueWhenEmpty(database, logger);
      expect(await count()).toBe(1);
    });

    it('does nothing without a feed file', async () => {
      await expect(importSampleCatalogueWhenEmpty(database, createLogger('silent'), '/nonexistent/feed.json')).resolves.toBeUndefined();
    });
  });
}
