// Read model "which chemicals went into this pool, and when": one row per ChemicalAdded, for the
// audit export (history.csv). Insert-only and keyed by (pool, stream revision), so a replayed event
// inserts nothing; one multi-row INSERT per batch.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { parseWaterEvent, WATER_STREAM_PREFIX } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { ownedPoolQuery } from '../pools/pools.projection.ts';
import { unnestRows, type UnnestColumn } from '../unnest-rows.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

export interface ChemicalAdditionsTable {
  pool_id: string;
  revision: ColumnType<string, string, string>;
  plan_id: string;
  step_id: string;
  chemical: string;
  product: string | null;
  amount: number;
  unit: string;
  description: string;
  added_at: ColumnType<Date, string, string>;
}
export type ChemicalAdditionRow = Selectable<ChemicalAdditionsTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    chemical_additions: ChemicalAdditionsTable;
  }
}

const migrations = {
  '20261123T0102_chemical_additions_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE chemical_additions (
          pool_id text NOT NULL,
          revision bigint NOT NULL,
          plan_id text NOT NULL,
          step_id text NOT NULL,
          chemical text NOT NULL,
          product text,
          amount double precision NOT NULL,
          unit text NOT NULL,
          description text NOT NULL,
          added_at timestamptz NOT NULL,
          PRIMARY KEY (pool_id, revision)
        )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS chemical_additions`.execute(db);
    },
  },
  // The audit export and the history screen read a pool's additions in time order.
  '20261124T0101_chemical_additions_time_index': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE INDEX chemical_additions_pool_time_idx ON chemical_additions (pool_id, added_at, revision)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP INDEX IF EXISTS chemical_additions_pool_time_idx`.execute(db);
    },
  },
};

export interface ChemicalAdditionView {
  planId: string;
  stepId: string;
  chemical: string;
  product: string | null;
  amount: number;
  unit: string;
  description: string;
  addedAt: string;
}

function toRow(recorded: RecordedEvent) {
  if (!recorded.streamId.startsWith(WATER_STREAM_PREFIX)) return undefined;
  const event = parseWaterEvent(recorded.type, recorded.data);
  if (event?.type !== 'ChemicalAdded') return undefined;
  const { planId, stepId, chemical, product, dosage, at } = event.data;
  return {
    pool_id: recorded.streamId.slice(WATER_STREAM_PREFIX.length), revision: recorded.revision.toString(), plan_id: planId, step_id: stepId,
    chemical, product, amount: dosage.amount, unit: dosage.unit, description: dosage.description, added_at: new Date(at).toISOString(),
  };
}

const COLUMNS: readonly UnnestColumn<NonNullable<ReturnType<typeof toRow>>>[] = [
  ['pool_id', 'text'], ['revision', 'bigint'], ['plan_id', 'text'], ['step_id', 'text'], ['chemical', 'text'], ['product', 'text'],
  ['amount', 'double precision'], ['unit', 'text'], ['description', 'text'], ['added_at', 'timestamptz'],
];

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map(toRow).filter((row) => row !== undefined);
  if (rows.length === 0) return;
  await sql`INSERT INTO chemical_additions ${unnestRows(COLUMNS, rows)} ON CONFLICT (pool_id, revision) DO NOTHING`.execute(db);
}

export const chemicalAdditionsProjection = defineProjection({
  name: 'chemical-additions', version: 1, tables: ['chemical_additions'], eventTypes: ['ChemicalAdded'], migrations, apply,
});

/** Every chemical added to the pool, oldest first. */
/** The pool's chemical additions, oldest first, optionally only those added within [from, to]. */
export async function listChemicalAdditions(db: ProjectionDb, poolId: string, range: { from?: Date; to?: Date } = {}): Promise<ChemicalAdditionView[]> {
  const rows = await additionsQuery(db, poolId, range).execute();
  return rows.map(toView);
}

/**
 * The owner's pool's chemical additions, oldest first, in one statement with the ownership check;
 * undefined when the pool is missing, removed or not ownerId's.
 */
export async function listChemicalAdditionsInOwnedPool(
  db: ProjectionDb, poolId: string, ownerId: string, range: { from?: Date; to?: Date } = {},
): Promise<ChemicalAdditionView[] | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const rows = await ownedPoolQuery(db, poolId, ownerId)
    .leftJoinLateral(additionsQuery(db, poolId, range).as('a'), (join) => join.onTrue())
    .selectAll('a')
    .orderBy('a.added_at')
    .orderBy('a.revision')
    .execute();
  if (rows.length === 0) return undefined;
  // The pool's row with no addition joined comes back once, all nulls.
  return (rows.filter((row) => row.pool_id !== null) as ChemicalAdditionRow[]).map(toView);
}

function additionsQuery(db: ProjectionDb, poolId: string, range: { from?: Date; to?: Date }) {
  let select = db.selectFrom('chemical_additions').selectAll().where('pool_id', '=', poolId);
  if (range.from) select = select.where('added_at', '>=', range.from);
  if (range.to) select = select.where('added_at', '<=', range.to);
  return select.orderBy('added_at').orderBy('revision');
}

const toView = (row: ChemicalAdditionRow): ChemicalAdditionView => ({
  planId: row.plan_id, stepId: row.step_id, chemical: row.chemical, product: row.product, amount: row.amount, unit: row.unit,
  description: row.description, addedAt: row.added_at.toISOString(),
});

/** Where a page of additions ended: the last row's time and stream revision. */
export type AdditionCursor = { addedAt: Date; revision: string };

/** A page of the pool's chemical additions, oldest first, after `cursor` (keyset-paged over chemical_additions_pool_time_idx). */
export async function chemicalAdditionsPage(
  db: ProjectionDb, poolId: string, cursor: AdditionCursor | null, limit: number,
): Promise<{ items: ChemicalAdditionView[]; next: AdditionCursor | null }> {
  let select = db.selectFrom('chemical_additions').selectAll().where('pool_id', '=', poolId);
  if (cursor) {
    const { addedAt, revision } = cursor;
    select = select.where((eb) => eb.or([eb('added_at', '>', addedAt), eb.and([eb('added_at', '=', addedAt), eb('revision', '>', revision)])]));
  }
  const rows = await select.orderBy('added_at').orderBy('revision').limit(limit).execute();
  const last = rows.at(-1);
  return { items: rows.map(toView), next: rows.length === limit && last ? { addedAt: last.added_at, revision: String(last.revision) } : null };
}
