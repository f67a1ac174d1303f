// `npm run bench:projections`: builds a realistic history of at least 200,000 events, then
// rebuilds every projection from position 0 in a separate process (the production command) and
// reports its throughput and peak memory (of the rebuild process itself); see bench/rebuild-bench.ts.
// Uses DATABASE_URL's server (a scratch database beside it) when set, otherwise an embedded PGlite
// database in a temporary folder.
// Goal: ≥ 20,000 events/s with peak RSS under 300 MB.
import { appendOwnerHistory } from './history.fixture.ts';
import { runRebuildBench } from './rebuild-bench.ts';

const DAYS = 365;

await runRebuildBench({
  projections: [],
  targetEvents: Number(process.env.BENCH_EVENTS ?? 200_000),
  async appendRound(store, firstOwner) {
    const batch = await Promise.all(Array.from({ length: 4 }, (_, i) => appendOwnerHistory(store, firstOwner + i, DAYS)));
    return { owners: batch.length, events: batch.reduce((a, b) => a + b, 0) };
  },
});
