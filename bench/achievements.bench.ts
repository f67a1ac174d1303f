// `npm run bench:achievements`: a history of at least 200,000 events of everything the achievement
// rules read (owners in several time zones, each with a year of tests, plans, chemicals, maintenance
// done on time or late, and filter services), then the achievements projection rebuilt from position 0
// by the production command (`npm run projections:rebuild achievements`) in its own process: events
// per second and that process's peak memory (bench/rebuild-bench.ts).
// Goal: ≥ 20,000 events/s with peak RSS under 300 MB.
import { appendAchievementHistory } from '../projections/achievements/testing/achievement-history.ts';
import { runRebuildBench } from './rebuild-bench.ts';

const DAYS = 365;
const START = Date.UTC(2025, 4, 1);
const ZONES = ['America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];

await runRebuildBench({
  projections: ['achievements'],
  targetEvents: Number(process.env.BENCH_EVENTS ?? 200_000),
  async appendRound(store, firstOwner) {
    // Four owners at a time, as several people use the app at once: their streams interleave in $all.
    const owners = await Promise.all(Array.from({ length: 4 }, (_, i) => {
      const index = firstOwner + i;
      return appendAchievementHistory(store, { index, days: DAYS, start: START, timeZone: ZONES[index % ZONES.length]!, run: 'bench' });
    }));
    return { owners: owners.length, events: owners.reduce((sum, owner) => sum + owner.events, 0) };
  },
  async report(database) {
    const { count } = await database.db.selectFrom('achievements').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return { achievements: Number(count) };
  },
});
