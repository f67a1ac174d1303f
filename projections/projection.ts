// What a projection is: a named, versioned read model that owns some tables and folds batches of
// events into them. Handlers receive a kysely transaction already scoped to the schema they write
// (public normally, a shadow schema during a rebuild), so the same code serves both. A projection
// also carries the migrations that create its tables, so a table's shape is written once, beside
// the code that fills it and the queries that read it.
import type { Kysely, Migration } from 'kysely';
import type { RecordedEvent } from '../infra/eventstore/event-store.ts';
import type { Tables } from '../infra/db/tables.ts';

export type ProjectionDb = Kysely<Tables>;

export interface Projection<Name extends string = string> {
  /** Also the name routes use to wait for this read model after a write (see waitForReadModels). */
  readonly name: Name;
  /** Bump when the handlers or tables change; a changed version rebuilds the read model. */
  readonly version: number;
  /** Tables the projection owns, in the public schema. A rebuild recreates them and swaps them in. */
  readonly tables: readonly string[];
  /**
   * Timestamped migrations (`YYYYMMDDTHHMM_name`) that create and change the tables; they run with
   * the platform's migrations (infra/db/migrations), in name order. Text ids where a recorded event
   * supplies them (a projection must never fail on one) and no foreign keys: a rebuild copies the
   * tables with LIKE … INCLUDING ALL into a shadow schema.
   */
  readonly migrations: Readonly<Record<string, Migration>>;
  /** Event types the projection reads; other events only advance its checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  /**
   * Folds events (already filtered to eventTypes, in $all order) into the tables. Must be
   * idempotent by stream revision and must not throw on any recorded event.
   */
  apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Running live, how long a batch keeps gathering events after its first before it is applied
   * (unless a request waits for this read model: then at once). For a read model whose batches cost
   * much however few events they hold, so a burst of writes costs one batch, not one per write.
   * Absent: a batch is what has arrived, applied at once.
   */
  readonly liveBatchWindowMs?: number;
  /**
   * The most events one call of apply receives (apply-batch.ts; default APPLY_SLICE, a statement's
   * worth of rows). More for a projection whose statements stay bounded however many events a call
   * holds, and whose every call costs much beyond its events.
   */
  readonly applySlice?: number;
}

type ProjectionDefinition<Name extends string> = Omit<Projection<Name>, 'eventTypes' | 'migrations'> & {
  eventTypes: readonly string[];
  migrations?: Readonly<Record<string, Migration>>;
};

export function defineProjection<const Name extends string>(projection: ProjectionDefinition<Name>): Projection<Name> {
  return { ...projection, migrations: projection.migrations ?? {}, eventTypes: new Set(projection.eventTypes) };
}
