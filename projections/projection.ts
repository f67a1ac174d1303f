// What a projection is: a named, versioned read model that owns some tables and folds batches of
// events into them. Handlers receive a kysely transaction already scoped to the schema they write
// (public normally, a shadow schema during a rebuild), so the same code serves both.
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../infra/eventstore/event-store.ts';
import type { Tables } from '../infra/db/tables.ts';

export type ProjectionDb = Kysely<Tables>;

export interface Projection {
  readonly name: string;
  /** Bump when the handlers or tables change; a changed version rebuilds the read model. */
  readonly version: number;
  /** Tables the projection owns, in the public schema. A rebuild recreates them and swaps them in. */
  readonly tables: readonly string[];
  /** Event types the projection reads; other events only advance its checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  /**
   * Folds events (already filtered to eventTypes, in $all order) into the tables. Must be
   * idempotent by stream revision and must not throw on any recorded event.
   */
  apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void>;
}

export function defineProjection(projection: Omit<Projection, 'eventTypes'> & { eventTypes: readonly string[] }): Projection {
  return { ...projection, eventTypes: new Set(projection.eventTypes) };
}
