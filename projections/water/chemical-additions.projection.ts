// Read model "which chemicals went into this pool, and when": one row per ChemicalAdded, for the
// audit export (history.csv). Insert-only and keyed by (pool, stream revision), so a replayed event
// inserts nothing; one multi-row INSERT per batch.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { parseWaterEvent, WATER_STREAM_PREFIX } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

export interface ChemicalAdditionsTable {
  pool_id: string;
  revision: ColumnType<string | number, string, string>;
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

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map(toRow).filter((row) => row !== undefined);
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insertInto('chemical_additions').values(rows.slice(i, i + 2000)).onConflict((oc) => oc.columns(['pool_id', 'revision']).doNothing()).execute();
  }
}

export const chemicalAdditionsProjection = defineProjection({
  name: 'chemical-additions', version: 1, tables: ['chemical_additions'], eventTypes: ['ChemicalAdded'], migrations, apply,
});

/** Every chemical added to the pool, oldest first. */
export async function listChemicalAdditions(db: ProjectionDb, poolId: string): Promise<ChemicalAdditionView[]> {
  const rows = await db.selectFrom('chemical_additions').selectAll().where('pool_id', '=', poolId).orderBy('added_at').orderBy('revision').execute();
  return rows.map((row) => ({
    planId: row.plan_id, stepId: row.step_id, chemical: row.chemical, product: row.product, amount: row.amount, unit: row.unit,
    description: row.description, addedAt: row.added_at.toISOString(),
  }));
}
