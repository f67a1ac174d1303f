// Reply texts a process keeps between requests, for the hot signed-in GETs (the pool list, the latest
// reading, the current plan): each kept with the read-model revision it shows, so a read sends the
// row only when its revision differs from the kept one (see pool-list-reply.ts and the water area's).
// One cache per database handle, as preparedQuery keeps its statements: two databases in one process
// (the tests' two legs) never share one.
import { LRUCache } from 'lru-cache';
import type { ProjectionDb } from './projection.ts';

/** A function giving each database handle its own least-recently-used cache of at most `max` entries. */
export function keptPerDatabase<V extends object>(max: number): (db: ProjectionDb) => LRUCache<string, V> {
  const byDb = new WeakMap<ProjectionDb, LRUCache<string, V>>();
  return (db) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new LRUCache<string, V>({ max })));
    return kept;
  };
}
