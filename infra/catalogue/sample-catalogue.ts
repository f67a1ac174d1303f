// The sample catalogue (issue 16): on a fresh machine `npm start` imports infra/catalogue/sample-feed.json
// when the catalogue is empty, after the server listens, so readiness never waits for it. One
// instance does it (a named lock); the feed marks its prices as sample data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importFeed } from '../../commands/catalogue/import-feed.ts';
import { catalogueIsEmpty } from '../../projections/catalogue/products.queries.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { readFeedFile } from './feed-file.ts';

export const SAMPLE_FEED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-feed.json');

export async function importSampleCatalogueWhenEmpty(database: Database, logger: Logger, file = SAMPLE_FEED): Promise<void> {
  if (!existsSync(file)) return;
  const lock = await database.tryLock('catalogue-sample-import');
  if (!lock) return;
  try {
    if (!(await catalogueIsEmpty(database.db))) return;
    const feed = await readFeedFile(file);
    const result = await importFeed(database.db, feed, { now: new Date(), source: 'sample-feed.json' });
    logger.info({ products: result.products, listed: result.listed, offers: result.offers, errors: result.errors.length, ms: result.ms, sample: result.sample },
      'imported the sample catalogue');
  } finally {
    await lock.release();
  }
}
