// `npm run projections:rebuild [name…]`: replays $all from position 0 into fresh tables for the
// named projections (all when none are named) and swaps them in while the old ones keep serving.
// Safe to kill at any moment: running it again resumes and converges to the same tables.
import { allProjections, projectionNamed } from '../infra/areas.ts';
import { rebuildProjections } from '../projections/rebuild.ts';
import { loadConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/db/database.ts';
import { migrateToLatest } from '../infra/db/migrate.ts';
import { openEventStore } from '../infra/eventstore/open-event-store.ts';
import { createLogger } from '../infra/logger.ts';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const printStats = process.argv.includes('--stats');
const unknown = names.filter((name) => !projectionNamed(name));
if (unknown.length > 0) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, 'clearwater-rebuild');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
await migrateToLatest(database.db);
const store = await openEventStore({ esdbUrl: config.ESDB_URL, database });
try {
  const projections = names.length > 0 ? names.map((n) => projectionNamed(n)!) : allProjections;
  const started = performance.now();
  // One pass over $all feeds every projection being rebuilt.
  const { events } = await rebuildProjections({ database, store, projections, logger });
  const ms = Math.round(performance.now() - started);
  console.log(`${projections.map((p) => p.name).join(', ')}: ${events} events in ${ms} ms`);
  // --stats: a JSON line for bench/projections.bench.ts (maxRSS is the process's peak, in KiB).
  if (printStats) console.log(JSON.stringify({ ms, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
} finally {
  await store.close();
  await database.close();
}
