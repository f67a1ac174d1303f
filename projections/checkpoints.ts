// Projection checkpoints: read, lock and advance, always inside the projection's own transaction.
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { START, type Position } from '../infra/eventstore/event-store.ts';
import type { Tables } from '../infra/db/tables.ts';

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  // int8: the driver returns a string (pg) or bigint (PGlite); we write decimal strings.
  position_commit: ColumnType<string | bigint, string, string>;
  position_prepare: ColumnType<string | bigint, string, string>;
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

/** Reads the checkpoint and locks its row until the transaction ends, serialising writers. */
export async function lockCheckpoint(trx: Db, name: string, version: number): Promise<Checkpoint> {
  await trx
    .insertInto('projection_checkpoints')
    .values({ name, version, position_commit: String(START.commit), position_prepare: String(START.prepare) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .selectFrom('projection_checkpoints')
    .select(['version', 'position_commit', 'position_prepare'])
    .where('name', '=', name)
    .forUpdate()
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
