// Projection checkpoints: read, lock and advance, always inside the projection's own transaction.
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { START, type Position } from '../infra/eventstore/event-store.ts';
import type { Tables } from '../infra/db/tables.ts';

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  // int8: node-postgres returns it as text; we write decimal strings.
  position_commit: ColumnType<string, string, string>;
  position_prepare: ColumnType<string, string, string>;
  updated_at: Generated<Date>;
}

declare module '../infra/db/tables.ts' {
  interface Tables {
    projection_checkpoints: ProjectionCheckpointsTable;
  }
}

export interface Checkpoint {
  readonly version: number;
  readonly position: Position;
}

type Db = Kysely<Tables>;

function toCheckpoint(row: { version: number; position_commit: string | bigint; position_prepare: string | bigint }): Checkpoint {
  return { version: row.version, position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) } };
}

export async function readCheckpoint(db: Db, name: string): Promise<Checkpoint | undefined> {
  const row = await db.selectFrom('projection_checkpoints').select(['version', 'position_commit', 'position_prepare']).where('name', '=', name).executeTakeFirst();
  return row && toCheckpoint(row);
}

/**
 * Reads the checkpoint and locks its row until the transaction ends, serialising writers; creates it
 * at START the first time. One statement: the upsert takes the row lock whether it inserts or not.
 * `asyncCommit` also lets the transaction commit without waiting for the disk (see applyBatch).
 */
export async function lockCheckpoint(trx: Db, name: string, version: number, options: { asyncCommit?: boolean } = {}): Promise<Checkpoint> {
  const row = await trx
    .insertInto('projection_checkpoints')
    .values({ name, version, position_commit: String(START.commit), position_prepare: String(START.prepare) })
    // Setting the name to itself changes nothing but makes the conflict lock and return the row.
    .onConflict((oc) => oc.column('name').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
    .returning(['version', 'position_commit', 'position_prepare'])
    .$if(options.asyncCommit === true, (qb) => qb.returning(sql<string>`set_config('synchronous_commit', 'off', true)`.as('synchronous_commit')))
    .executeTakeFirstOrThrow();
  return toCheckpoint(row);
}

export async function writeCheckpoint(trx: Db, name: string, version: number, position: Position): Promise<void> {
  await trx
    .insertInto('projection_checkpoints')
    .values({ name, version, position_commit: String(position.commit), position_prepare: String(position.prepare) })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        version,
        position_commit: String(position.commit),
        position_prepare: String(position.prepare),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function readAllCheckpoints(db: Db): Promise<Map<string, Checkpoint>> {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'version', 'position_commit', 'position_prepare']).execute();
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
}
