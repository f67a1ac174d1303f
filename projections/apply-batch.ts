// One step of any projection, live or rebuilding: in one transaction, lock the checkpoint, fold the
// events it has not seen yet, and advance the checkpoint. The checkpoint check makes replays and a
// second runner harmless; the shared transaction makes a crash lose nothing and apply nothing twice.
import { sql, type Kysely } from 'kysely';
import { comparePositions, type Position, type RecordedEvent } from '../infra/eventstore/event-store.ts';
import type { Tables } from '../infra/db/tables.ts';
import { lockCheckpoint, writeCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { ROWS_PER_STATEMENT } from './statement-rows.ts';

/**
 * The most events one call of a projection's apply receives: its statements grow with the events it
 * folds (a multi-row insert has a row per reading), so no more than a statement's worth.
 */
export const APPLY_SLICE = ROWS_PER_STATEMENT;

export interface BatchResult {
  readonly position: Position;
  readonly applied: number;
}

/**
 * With `schema` (a rebuild's shadow schema) unqualified table names, in the query builder and in
 * raw SQL alike, resolve to that schema first for the transaction. Inside an open transaction
 * (the rebuild's swap) the batch joins it.
 */
export async function applyBatch(
  db: Kysely<Tables>,
  projection: Projection,
  events: readonly RecordedEvent[],
  options: { schema?: string } = {},
): Promise<BatchResult> {
  const inTransaction = <T>(fn: (trx: Kysely<Tables>) => Promise<T>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  return inTransaction(async (trx) => {
    if (options.schema) await useSchema(trx, options.schema);
    // A read model is derived from the event store, so its transaction need not wait for its WAL to
    // reach the disk (a millisecond or more per commit, and every projection commits after each
    // write). An asynchronous commit is still atomic and seen by everyone at once; a server crash can
    // only lose the last fraction of a second of them, read model and checkpoint together, and the
    // projection then applies those events again from the store.
    const checkpoint = await lockCheckpoint(trx, projection.name, projection.version, { asyncCommit: true });
    const unseen = events.filter((event) => comparePositions(event.position, checkpoint.position) > 0);
    const last = unseen.at(-1);
    if (!last) return { position: checkpoint.position, applied: 0 };
    const relevant = unseen.filter((event) => projection.eventTypes.has(event.type));
    // A rebuild's batches are larger than a statement should be: apply them a slice at a time.
    const slice = projection.applySlice ?? APPLY_SLICE;
    for (let from = 0; from < relevant.length; from += slice) await projection.apply(trx, relevant.slice(from, from + slice));
    await writeCheckpoint(trx, projection.name, projection.version, last.position);
    return { position: last.position, applied: relevant.length };
  });
}

/** Points unqualified names at schema (then public) until the transaction ends. */
export async function useSchema(trx: Kysely<Tables>, schema: string): Promise<void> {
  const searchPath = `"${schema.replace(/"/g, '""')}", public`;
  await sql`SELECT set_config('search_path', ${searchPath}, true)`.execute(trx);
}

const NOT_READY = Symbol('not ready');

/**
 * Resolves when the batch being gathered should close (it closes anyway at max). `gathered` aborts
 * once the batch is complete either way, so a timer or listener the close set up can be dropped.
 */
export type BatchClose = (gathered: AbortSignal) => Promise<void>;

/** What is already buffered: resolves once the items ready now have been taken. */
const nextTurn = () => new Promise<typeof NOT_READY>((resolve) => setImmediate(() => resolve(NOT_READY)));

/**
 * Groups an async stream into batches: after the first item, everything that arrives before the
 * batch closes, up to max. Without `close` a batch closes at once (everything already buffered,
 * without waiting): a live subscription yields small batches, a catch-up full ones. A projection
 * whose batches cost much however small they are closes later, so a burst of events is one batch.
 */
export async function* inBatches<T>(source: AsyncIterable<T>, max: number, close?: BatchClose): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined;
  for (;;) {
    const first = await (pending ?? iterator.next());
    pending = undefined;
    if (first.done) return;
    const batch = [first.value];
    const gathered = new AbortController();
    const closed = close?.(gathered.signal).then((): typeof NOT_READY => NOT_READY);
    let ended = false;
    try {
      while (batch.length < max) {
        pending ??= iterator.next();
        const next = await Promise.race([pending, closed ?? nextTurn()]);
        if (next === NOT_READY) break;
        pending = undefined;
        if (next.done) {
          ended = true;
          break;
        }
        batch.push(next.value);
      }
    } finally {
      gathered.abort();
    }
    yield batch;
    if (ended) return;
  }
}
