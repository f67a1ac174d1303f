// Rebuilds projections from position 0 into shadow schemas while the live tables keep serving,
// then swaps each one's new tables in with one transaction. A shadow schema carries its own
// checkpoint, written with each batch, so a rebuild killed at any moment resumes where it stopped
// and ends in the same tables as a clean one. Several projections share one pass over $all.
import { sql, type Kysely } from 'kysely';
import type { Database, HeldLock } from '../infra/db/database.ts';
import type { Tables } from '../infra/db/tables.ts';
import { comparePositions, START, type EventStore, type Position, type RecordedEvent } from '../infra/eventstore/event-store.ts';
import type { Logger } from '../infra/logger.ts';
import { applyBatch } from './apply-batch.ts';
import { lockCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';

export interface RebuildOptions {
  database: Database;
  store: EventStore;
  projections: readonly Projection[];
  logger?: Logger;
  batchSize?: number;
  /** Called after each shadow batch (tests use it to observe progress). */
  onBatch?: (position: Position, events: number) => Promise<void> | void;
}

/**
 * Events per rebuild batch: each projection folds a batch in one transaction (apply-batch.ts calls
 * its apply a slice at a time). A live runner's batches are smaller, as events arrive; a rebuild
 * reads a long history, and each transaction costs every projection five statements besides its
 * own (begin, search path, checkpoint lock and write, commit): with 13 projections and batches of
 * 1,000, those were four in five of the statements a rebuild sent.
 */
export const REBUILD_BATCH_SIZE = 5000;

export interface RebuildResult {
  readonly events: number;
  readonly position: Position;
}

export function shadowSchemaOf(projection: Projection): string {
  return `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
}

export async function rebuildProjection(options: Omit<RebuildOptions, 'projections'> & { projection: Projection }): Promise<RebuildResult> {
  return rebuildProjections({ ...options, projections: [options.projection] });
}

export async function rebuildProjections(options: RebuildOptions): Promise<RebuildResult> {
  const { database, projections } = options;
  const locks: HeldLock[] = [];
  try {
    for (const projection of projections) {
      const lock = await database.tryLock(`projection-rebuild:${projection.name}`);
      if (!lock) throw new Error(`A rebuild of ${projection.name} is already running`);
      locks.push(lock);
    }
    for (const projection of projections) await prepareShadow(database.db, projection, shadowSchemaOf(projection));
    const events = await catchUp(database.db, options, projections);
    let position: Position | undefined;
    for (const projection of projections) position = await swapIn(database.db, options, projection);
    options.logger?.info({ projections: projections.map((p) => p.name), events }, 'projections rebuilt');
    return { events, position: position! };
  } finally {
    for (const lock of locks) await lock.release();
  }
}

/** Creates empty copies of the projection's tables, unless an unfinished rebuild of this version exists. */
async function prepareShadow(db: Kysely<Tables>, projection: Projection, shadow: string): Promise<void> {
  const existing = await schemaExists(db, shadow) ? await readCheckpoint(db.withSchema(shadow), projection.name) : undefined;
  if (existing?.version === projection.version) return;
  await db.transaction().execute(async (trx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(shadow)} CASCADE`.execute(trx);
    await sql`CREATE SCHEMA ${sql.id(shadow)}`.execute(trx);
    const tables = [...projection.tables, 'projection_checkpoints'];
    for (const table of tables) await sql`CREATE TABLE ${sql.id(shadow, table)} (LIKE ${sql.id('public', table)} INCLUDING ALL)`.execute(trx);
    await keepIndexNames(trx, shadow, tables);
    // The checkpoint row marks the shadow as complete; a crash before it leaves nothing to resume.
    await lockCheckpoint(trx.withSchema(shadow), projection.name, projection.version);
  });
}

/**
 * LIKE … INCLUDING ALL names the copies of the live table's indexes itself (readings_pool_id_taken_at_seq_idx
 * for readings_pool_audit_idx), and the swap would carry those names into public, where later
 * migrations look for an index by the name they gave it. Renames each copy to its original's name,
 * matched by table and definition (the part from USING on, and UNIQUE), through temporary names so
 * that no rename collides with a copy's made-up name. One catalogue read for all the tables.
 */
async function keepIndexNames(db: Kysely<Tables>, shadow: string, tables: readonly string[]): Promise<void> {
  const { rows } = await sql<{ schema: string; table: string; name: string; definition: string }>`
    SELECT schemaname AS schema, tablename AS table, indexname AS name,
           (CASE WHEN indexdef LIKE 'CREATE UNIQUE %' THEN 'UNIQUE ' ELSE '' END) || substring(indexdef FROM ' USING .*$') AS definition
    FROM pg_indexes WHERE tablename = ANY(${tables}::text[]) AND schemaname IN ('public', ${shadow})
    ORDER BY indexname`.execute(db);
  const originals = rows.filter((row) => row.schema === 'public');
  const renames: { from: string; to: string }[] = [];
  for (const copy of rows.filter((row) => row.schema === shadow)) {
    const index = originals.findIndex((original) => original.table === copy.table && original.definition === copy.definition);
    if (index < 0) continue;
    const [original] = originals.splice(index, 1);
    if (original!.name !== copy.name) renames.push({ from: copy.name, to: original!.name });
  }
  for (const [i, { from }] of renames.entries()) await sql`ALTER INDEX ${sql.id(shadow, from)} RENAME TO ${sql.id(`cw_rename_${i}`)}`.execute(db);
  for (const [i, { to }] of renames.entries()) await sql`ALTER INDEX ${sql.id(shadow, `cw_rename_${i}`)} RENAME TO ${sql.id(to)}`.execute(db);
}

async function schemaExists(db: Kysely<Tables>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found`.execute(db);
  return rows[0]?.found === true;
}

/** Replays $all into the shadow schemas, once, from the earliest shadow checkpoint to the current end. */
async function catchUp(db: Kysely<Tables>, options: RebuildOptions, projections: readonly Projection[]): Promise<number> {
  const { store, batchSize = REBUILD_BATCH_SIZE } = options;
  const checkpoints = await Promise.all(projections.map((p) => readCheckpoint(db.withSchema(shadowSchemaOf(p)), p.name)));
  let position = checkpoints.map((c) => c?.position ?? START).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b), checkpoints[0]?.position ?? START);
  let count = 0;
  // On a server, read the next page while the projections write this one: reading and writing
  // overlap. The embedded PGlite runs one statement at a time, so there it would only hold a second
  // page in memory.
  const readAhead = options.database.kind !== 'pglite';
  const read = (from: Position) => store.readAll({ fromPosition: from, maxCount: batchSize });
  // A projection that no event of a batch concerns (most follow a few types: users, pools,
  // equipment…) skips that batch's transaction, five statements that would only move its
  // checkpoint; the checkpoint moves with its next batch that matters, or at the end of the pass.
  // Until then a resumed rebuild starts earlier and reads events none of them folds.
  const idleSince = new Map<Projection, RecordedEvent>();
  const apply = (projection: Projection, events: readonly RecordedEvent[]) => applyBatch(db, projection, events, { schema: shadowSchemaOf(projection) });
  let next = read(position);
  for (;;) {
    const events = await next;
    if (events.length === 0) {
      await Promise.all([...idleSince].map(([projection, last]) => apply(projection, [last])));
      return count;
    }
    const last = events.at(-1)!;
    position = last.position;
    const ahead = readAhead ? read(position) : undefined;
    const busy = projections.filter((p) => events.some((event) => p.eventTypes.has(event.type)));
    for (const projection of projections) {
      if (busy.includes(projection)) idleSince.delete(projection);
      else idleSince.set(projection, last);
    }
    // Each projection skips what its own checkpoint has passed; they write to separate tables.
    try {
      await Promise.all(busy.map((p) => apply(p, events)));
    } catch (error) {
      ahead?.catch(() => undefined);
      throw error;
    }
    count += events.length;
    await options.onBatch?.(position, events.length);
    next = ahead ?? read(position);
  }
}

/**
 * Swaps the shadow tables in, in one transaction that holds the live checkpoint row (so a live
 * runner cannot apply a batch meanwhile). The shadow must have reached the live position, or
 * events the live runner already applied would be lost with the old tables: if the live runner
 * got ahead, catch up again and retry. Events after the swap are the live runner's to apply.
 */
async function swapIn(db: Kysely<Tables>, options: RebuildOptions, projection: Projection): Promise<Position> {
  const shadow = shadowSchemaOf(projection);
  for (;;) {
    await catchUp(db, { ...options, onBatch: undefined }, [projection]);
    const swapped = await db.transaction().execute(async (trx) => {
      const live = await lockCheckpoint(trx, projection.name, projection.version);
      const rebuilt = await readCheckpoint(trx.withSchema(shadow), projection.name);
      if (!rebuilt) throw new Error(`Rebuild of ${projection.name} lost its checkpoint`);
      if (live.version === projection.version && comparePositions(live.position, rebuilt.position) > 0) return undefined;
      for (const table of projection.tables) {
        await sql`DROP TABLE IF EXISTS ${sql.id('public', table)}`.execute(trx);
        await sql`ALTER TABLE ${sql.id(shadow, table)} SET SCHEMA public`.execute(trx);
      }
      await writeCheckpoint(trx, projection.name, projection.version, rebuilt.position);
      await sql`DROP SCHEMA ${sql.id(shadow)} CASCADE`.execute(trx);
      return rebuilt.position;
    });
    if (swapped) return swapped;
  }
}
