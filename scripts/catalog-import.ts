// `npm run catalog:import -- <feed.json|feed.csv> [--vendor <id>] [--sample]`: imports a product feed
// (issue 16; formats in domain/catalogue/feed.schema.ts and, for CSV, domain/catalogue/feed-csv.ts).
// Each bad row is reported with its line and field and skipped; the rest imports. Exit code 0 when the
// import ran (even with bad rows), 1 when the file could not be read as a feed. With the embedded
// database, stop the server first: PGlite's data folder is opened by one process at a time.
import { importFeed } from '../commands/catalogue/import-feed.ts';
import { VENDOR_IDS, type VendorId } from '../domain/catalogue/catalogue-options.ts';
import { FeedFormatError } from '../domain/catalogue/feed-rows.ts';
import { readFeedFile } from '../infra/catalogue/feed-file.ts';
import { loadConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';

const USAGE = 'Usage: npm run catalog:import -- <feed.json|feed.csv> [--vendor <id>] [--sample]';
const REPORTED_ERRORS = 200;

function parseArgs(argv: readonly string[]): { file: string; vendor?: VendorId; sample: boolean } {
  let file: string | undefined;
  let vendor: VendorId | undefined;
  let sample = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--vendor') {
      const value = argv[++i];
      if (!value || !(VENDOR_IDS as readonly string[]).includes(value)) throw new Error(`--vendor is one of ${VENDOR_IDS.join(', ')}`);
      vendor = value as VendorId;
    } else if (arg === '--sample') sample = true;
    else if (!arg.startsWith('--') && file === undefined) file = arg;
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (!file) throw new Error(USAGE);
  return { file, ...(vendor ? { vendor } : {}), sample };
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const config = loadConfig();
let feed;
try {
  feed = await readFeedFile(args.file, { ...(args.vendor ? { vendor: args.vendor } : {}), ...(args.sample ? { sample: true } : {}) });
} catch (error) {
  console.error(error instanceof FeedFormatError ? `${args.file}:${error.line}: ${error.message}` : (error as Error).message);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  const result = await importFeed(database.db, feed, { now: new Date(), source: args.file });
  for (const error of result.errors.slice(0, REPORTED_ERRORS)) {
    console.error(`${args.file}:${error.line}: ${error.field}: ${error.message}${error.sku ? ` (${error.sku})` : ''}`);
  }
  if (result.errors.length > REPORTED_ERRORS) console.error(`… and ${result.errors.length - REPORTED_ERRORS} more`);
  console.log(`Imported ${result.products} products from ${result.rows} rows (${result.listed} new, ${result.changed} changed, ${result.unchanged} unchanged), `
    + `${result.offers} offers, ${result.errors.length} rows skipped, in ${result.ms} ms${result.sample ? ' (sample data)' : ''}.`);
} finally {
  await database.close();
}
