// Rebuilds a projection from position 0 into a shadow schema while the live tables keep serving,
// then swaps the new tables in with one transaction. The shadow schema carries its own checkpoint,
// written with each batch, so a rebuild killed at any moment resumes where it stopped and ends in
// the same tables as a clean one.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../infra/db/database.ts';
import type { Tables } from '../infra/db/tables.ts';
import type { EventStore, Position } from '../infra/eventstore/event-store.ts';
import type { Logger } from '../infra/logger.ts';
import { applyBatch } from './apply-batch.ts';
import { lockCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';

export interface RebuildOptions {
  database: Database;
  store: EventStore;
  projection: Projection;
  logger?: Logger;
  batchSize?: number;
  /** Called after each shadow batch (tests use it to observe progress). */
  onBatch?: (position: Position, events: number) => void;
}

export interface RebuildResult {
  readonly events: number;
  readonly position: Position;
}

export function shadowSchemaOf(projection: Projection): string {
  return `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
}

export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { database, projection } = options;
  const lock = await database.tryLock(`projection-rebuild:${projection.name}`);
  if (!lock) throw new Error(`A rebuild of ${projection.name} is already running`);
  try {
    const shadow = shadowSchemaOf(projection);
    await prepareShadow(database.db, projection, shadow);
    const events = await catchUp(database.db.withSchema(shadow), options);
    const position = await swapIn(database.db, options, shadow);
    options.logger?.info({ projection: projection.name, events }, 'projection rebuilt');
    return { events, position };
  } finally {
    await lock.release();
  }
}

/** Creates empty copies of the projection's tables, unless an unfinished rebuild of this version exists. */
async function prepareShadow(db: Kysely<Tables>, projection: Projection, shadow: string): Promise<void> {
  const existing = await schemaExists(db, shadow) ? await readCheckpoint(db.withSchema(shadow), projection.name) : undefined;
  if (existing?.version === projection.version) return;
  await db.transaction().execute(async (trx) => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(shadow)} CASCADE`.execute(trx);
    await sql`CREATE SCHEMA ${sql.id(shadow)}`.execute(trx);
    for (const table of [...projection.tables, 'projection_checkpoints']) {
      await sql`CREATE TABLE ${sql.id(shadow, table)} (LIKE ${sql.id('public', table)} INCLUDING ALL)`.execute(trx);
    }
    // The checkpoint row marks the shadow as complete; a crash before it leaves nothing to resume.
    await lockCheckpoint(trx.withSchema(shadow), projection.name, projection.version);
  });
}

async function schemaExists(db: Kysely<Tables>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found`.execute(db);
  return rows[0]?.found === true;
}

/** Replays $all into db (scoped to a schema) from its checkpoint to the current end. */
async function catchUp(db: Kysely<Tables>, options: RebuildOptions): Promise<number> {
  const { store, projection, batchSize = 2000 } = options;
  let position = (await readCheckpoint(db, projection.name))?.position;
  let count = 0;
  for (;;) {
    const events = await store.readAll({ fromPosition: position, maxCount: batchSize });
    if (events.length === 0) return count;
    const result = await applyBatch(db, projection, events);
    position = result.position;
    count += events.length;
    options.onBatch?.(position, events.length);
  }
}

/** In one transaction: lock the live checkpoint, apply the last events, and replace the tables. */
async function swapIn(db: Kysely<Tables>, options: RebuildOptions, shadow: string): Promise<Position> {
  const { projection } = options;
  return db.transaction().execute(async (trx) => {
    // Holding the live checkpoint row blocks the live runner's next batch until the swap commits.
    await lockCheckpoint(trx, projection.name, projection.version);
    await catchUp(trx.withSchema(shadow), { ...options, onBatch: undefined });
    const shadowCheckpoint = await readCheckpoint(trx.withSchema(shadow), projection.name);
    if (!shadowCheckpoint) throw new Error(`Rebuild of ${projection.name} lost its checkpoint`);
    for (const table of projection.tables) {
      await sql`DROP TABLE IF EXISTS ${sql.id('public', table)}`.execute(trx);
      await sql`ALTER TABLE ${sql.id(shadow, table)} SET SCHEMA public`.execute(trx);
    }
    await writeCheckpoint(trx, projection.name, projection.version, shadowCheckpoint.position);
    await sql`DROP SCHEMA ${sql.id(shadow)} CASCADE`.execute(trx);
    return shadowCheckpoint.position;
  });
}
