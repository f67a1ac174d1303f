// Read model "what equipment does this pool have": one row per piece of equipment (removed ones
// flagged), for GET /api/pools/{id}/equipment and for finding the pool and owner of /api/equipment/{id}.
// Per batch: one SELECT of the rows it touches and one multi-row upsert; each row keeps the stream
// revision it reflects, so a replayed event is a no-op. Dates stay 'YYYY-MM-DD' text: they are
// calendar days, not instants, and no driver's time zone may shift them.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { EquipmentCategory, EquipmentCondition, EquipmentStatus } from '../../domain/equipment/equipment-options.ts';
import type { EquipmentDetails } from '../../domain/equipment/equipment-rules.ts';
import { EQUIPMENT_EVENT_TYPES, EQUIPMENT_STREAM_PREFIX, parseEquipmentEvent, type EquipmentEvent } from '../../domain/equipment/equipment.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { ownedPoolQuery } from '../pools/pools.projection.ts';
import { chunks } from '../statement-rows.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

type Timestamp = ColumnType<Date, string, string>;
type BigIntColumn = ColumnType<string, string, string>;

export interface EquipmentTable {
  id: string;
  pool_id: string;
  seq: BigIntColumn;
  name: string;
  category: string;
  brand: string | null;
  model: string | null;
  serial_number: string | null;
  install_date: string | null;
  warranty_expiration: string | null;
  maintenance_interval_days: number | null;
  last_maintenance_date: string | null;
  notes: string | null;
  condition: string;
  status: string;
  onboarding_key: string | null;
  removed: boolean;
  revision: BigIntColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type EquipmentRow = Selectable<EquipmentTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    equipment: EquipmentTable;
  }
}

const migrations = {
  '20261124T1500_equipment_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE equipment (
          id text PRIMARY KEY,
          pool_id uuid NOT NULL,
          seq bigint NOT NULL,
          name text NOT NULL,
          category text NOT NULL,
          brand text,
          model text,
          serial_number text,
          install_date text,
          warranty_expiration text,
          maintenance_interval_days integer,
          last_maintenance_date text,
          notes text,
          condition text NOT NULL,
          status text NOT NULL,
          onboarding_key text,
          removed boolean NOT NULL DEFAULT false,
          revision bigint NOT NULL,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX equipment_pool_idx ON equipment (pool_id, seq) WHERE NOT removed`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS equipment`.execute(db);
    },
  },
};

/** A piece of equipment as the API returns it (spec §3 Equipment); dates are 'YYYY-MM-DD'. */
export type EquipmentView = EquipmentDetails & {
  id: string;
  poolId: string;
  status: EquipmentStatus;
  createdAt: string;
  updatedAt: string;
};

interface Folded {
  id: string;
  poolId: string;
  seq: bigint;
  details: EquipmentDetails;
  status: EquipmentStatus;
  onboardingKey: string | null;
  removed: boolean;
  revision: bigint;
  createdAt: number;
  updatedAt: number;
}

function fold(current: Folded | undefined, event: EquipmentEvent, recorded: RecordedEvent, poolId: string): Folded | undefined {
  if (current && recorded.revision <= current.revision) return current;
  const at = recorded.createdAt.getTime();
  const touched = (changes: Partial<Folded>) => current && { ...current, ...changes, revision: recorded.revision, updatedAt: at };
  switch (event.type) {
    case 'EquipmentAdded': {
      if (current) return current;
      const { equipmentId, status, onboardingKey, name, category, brand, model, serialNumber, installDate, warrantyExpiration, maintenanceIntervalDays, lastMaintenanceDate, notes, condition } = event.data;
      const details = { name, category, brand, model, serialNumber, installDate, warrantyExpiration, maintenanceIntervalDays, lastMaintenanceDate, notes, condition };
      return { id: equipmentId, poolId, seq: recorded.revision, details, status, onboardingKey, removed: false, revision: recorded.revision, createdAt: at, updatedAt: at };
    }
    case 'EquipmentUpdated':
      return current && touched({ details: { ...current.details, ...event.data.changes } });
    case 'EquipmentStatusChanged':
      return touched({ status: event.data.status });
    case 'EquipmentServiced':
      return current && touched({ details: { ...current.details, lastMaintenanceDate: event.data.lastMaintenanceDate } });
    case 'EquipmentRemoved':
      return touched({ removed: true });
    default:
      return current;
  }
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const parsed = events
    .filter((recorded) => recorded.streamId.startsWith(EQUIPMENT_STREAM_PREFIX) && isUuid(recorded.streamId.slice(EQUIPMENT_STREAM_PREFIX.length)))
    .map((recorded) => ({ recorded, event: parseEquipmentEvent(recorded.type, recorded.data) }))
    .filter((item): item is { recorded: RecordedEvent; event: EquipmentEvent } => item.event !== undefined);
  if (parsed.length === 0) return;
  const ids = [...new Set(parsed.map(({ event }) => event.data.equipmentId))];
  const existing = await db.selectFrom('equipment').selectAll().where('id', 'in', ids).execute();
  const rows = new Map(existing.map((row) => [row.id, fromRow(row)]));
  const touched = new Set<string>();
  for (const { recorded, event } of parsed) {
    const id = event.data.equipmentId;
    const poolId = recorded.streamId.slice(EQUIPMENT_STREAM_PREFIX.length);
    const current = rows.get(id);
    // Equipment belongs to the stream that added it; an id reused elsewhere is ignored.
    if (current && current.poolId !== poolId) continue;
    const next = fold(current, event, recorded, poolId);
    if (next && next !== current) {
      rows.set(id, next);
      touched.add(id);
    }
  }
  const values = [...touched].map((id) => toRow(rows.get(id)!));
  for (const chunk of chunks(values)) await upsert(db, chunk);
}

const UPDATED_COLUMNS = [
  'name', 'category', 'brand', 'model', 'serial_number', 'install_date', 'warranty_expiration', 'maintenance_interval_days',
  'last_maintenance_date', 'notes', 'condition', 'status', 'removed', 'revision', 'updated_at',
] as const;

function upsert(db: ProjectionDb, values: ReturnType<typeof toRow>[]) {
  return db
    .insertInto('equipment')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => Object.fromEntries(UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))))
    .execute();
}

const iso = (ms: number) => new Date(ms).toISOString();

function toRow(f: Folded) {
  const d = f.details;
  return {
    id: f.id, pool_id: f.poolId, seq: f.seq.toString(), name: d.name, category: d.category, brand: d.brand, model: d.model, serial_number: d.serialNumber,
    install_date: d.installDate, warranty_expiration: d.warrantyExpiration, maintenance_interval_days: d.maintenanceIntervalDays,
    last_maintenance_date: d.lastMaintenanceDate, notes: d.notes, condition: d.condition, status: f.status, onboarding_key: f.onboardingKey,
    removed: f.removed, revision: f.revision.toString(), created_at: iso(f.createdAt), updated_at: iso(f.updatedAt),
  };
}

function detailsOf(row: EquipmentRow): EquipmentDetails {
  return {
    name: row.name, category: row.category as EquipmentCategory, brand: row.brand, model: row.model, serialNumber: row.serial_number,
    installDate: row.install_date, warrantyExpiration: row.warranty_expiration, maintenanceIntervalDays: row.maintenance_interval_days,
    lastMaintenanceDate: row.last_maintenance_date, notes: row.notes, condition: row.condition as EquipmentCondition,
  };
}

function fromRow(row: EquipmentRow): Folded {
  return {
    id: row.id, poolId: row.pool_id, seq: BigInt(row.seq), details: detailsOf(row), status: row.status as EquipmentStatus, onboardingKey: row.onboarding_key,
    removed: row.removed, revision: BigInt(row.revision), createdAt: row.created_at.getTime(), updatedAt: row.updated_at.getTime(),
  };
}

export const equipmentProjection = defineProjection({ name: 'equipment', version: 1, tables: ['equipment'], eventTypes: EQUIPMENT_EVENT_TYPES, migrations, apply });

export function toEquipmentView(row: EquipmentRow): EquipmentView {
  return {
    id: row.id, poolId: row.pool_id, ...detailsOf(row), status: row.status as EquipmentStatus,
    createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
  };
}

function liveEquipment(db: ProjectionDb, poolId: string) {
  return db.selectFrom('equipment').selectAll().where('pool_id', '=', poolId).where('removed', '=', false).orderBy('seq');
}

/** The pool's equipment in the order it was added. */
export async function listEquipment(db: ProjectionDb, poolId: string): Promise<EquipmentView[]> {
  if (!isUuid(poolId)) return [];
  return (await liveEquipment(db, poolId).execute()).map(toEquipmentView);
}

/**
 * The owner's pool's equipment, oldest first, and where the pool is (for its calendar), in one
 * statement; undefined when the pool is missing, removed or not ownerId's.
 */
export async function listEquipmentInOwnedPool(
  db: ProjectionDb, poolId: string, ownerId: string,
): Promise<{ items: EquipmentView[]; place: { latitude: number | null; longitude: number | null } } | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const rows = await ownedPoolQuery(db, poolId, ownerId)
    .leftJoinLateral(liveEquipment(db, poolId).as('e'), (join) => join.onTrue())
    .selectAll('e')
    .select('pools.profile as pool_profile')
    .orderBy('e.seq')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const place = { latitude: first.pool_profile.latitude ?? null, longitude: first.pool_profile.longitude ?? null };
  return { items: (rows.filter((row) => row.id !== null) as unknown as EquipmentRow[]).map(toEquipmentView), place };
}

/** A live piece of equipment whose pool is ownerId's live pool; undefined otherwise (missing, removed or someone else's). */
export async function findEquipmentOfOwner(db: ProjectionDb, equipmentId: string, ownerId: string): Promise<EquipmentView | undefined> {
  if (!isUuid(equipmentId) || !isUuid(ownerId)) return undefined;
  const row = await db.selectFrom('equipment')
    .innerJoin('pools', 'pools.id', 'equipment.pool_id')
    .selectAll('equipment')
    .where('equipment.id', '=', equipmentId).where('equipment.removed', '=', false)
    .where('pools.owner_id', '=', ownerId).where('pools.removed', '=', false)
    .executeTakeFirst();
  return row && toEquipmentView(row);
}

/** One piece of equipment as the read model has it (removed or not), for answering a write. */
export async function findEquipment(db: ProjectionDb, equipmentId: string): Promise<EquipmentView | undefined> {
  const row = await db.selectFrom('equipment').selectAll().where('id', '=', equipmentId).where('removed', '=', false).executeTakeFirst();
  return row && toEquipmentView(row);
}
