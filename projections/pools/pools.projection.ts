// Read model "which pools does this user have, and what is each one like": one row per pool with
// its whole profile as JSON, for GET /api/pools and GET /api/pools/{id}. Removed pools keep their
// row (flagged) so a replayed registration cannot bring them back.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { defaultPoolProfile, type PoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import { poolDecider, type PoolState } from '../../domain/pools/pool.decider.ts';
import { poolEventDataSchemas, POOL_EVENT_TYPES, type PoolEvent } from '../../domain/pools/pool.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { preparedQuery } from '../prepared-query.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

export interface PoolsTable {
  id: string;
  seq: ColumnType<string, never, never>;
  owner_id: string;
  profile: ColumnType<PoolProfile, string, string>;
  removed: boolean;
  revision: ColumnType<string, string, string>;
  registered_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
}
export type PoolRow = Selectable<PoolsTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    pools: PoolsTable;
  }
}

const migrations = {
  '20261122T2312_pools_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE pools (
          id uuid PRIMARY KEY,
          seq bigint GENERATED ALWAYS AS IDENTITY,
          owner_id uuid NOT NULL,
          profile jsonb NOT NULL,
          removed boolean NOT NULL DEFAULT false,
          revision bigint NOT NULL,
          registered_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX pools_owner_idx ON pools (owner_id, seq)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS pools`.execute(db);
    },
  },
};

/** A pool as the API returns it: its id, every profile field of spec §3, and timestamps. */
export type PoolView = PoolProfile & { id: string; createdAt: string; updatedAt: string };

interface Folded {
  state: Exclude<PoolState, { status: 'none' }>;
  revision: bigint;
  registeredAt: string;
  updatedAt: string;
}

function parse(event: RecordedEvent): PoolEvent | undefined {
  const schema = poolEventDataSchemas[event.type as PoolEvent['type']];
  const parsed = schema?.safeParse(event.data);
  return parsed?.success ? ({ type: event.type, data: parsed.data } as PoolEvent) : undefined;
}

function fold(current: Folded | undefined, event: RecordedEvent): Folded | undefined {
  if (current && event.revision <= current.revision) return current;
  const domainEvent = parse(event);
  if (!domainEvent) return current;
  const state = poolDecider.evolve(current?.state ?? { status: 'none' }, domainEvent);
  if (state.status === 'none') return current;
  const at = event.createdAt.toISOString();
  return { state, revision: event.revision, registeredAt: current?.registeredAt ?? at, updatedAt: at };
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const idOf = (event: RecordedEvent) => event.streamId.slice('pool-'.length);
  const ids = [...new Set(events.map(idOf))].filter(isUuid);
  if (ids.length === 0) return;
  const existing = await db.selectFrom('pools').selectAll().where('id', 'in', ids).execute();
  const pools = new Map<string, Folded>(existing.map((row) => [row.id, fromRow(row)]));
  const touched = new Set<string>();
  for (const event of events) {
    const id = idOf(event);
    const next = fold(pools.get(id), event);
    if (next && next !== pools.get(id) && next.state.poolId === id) {
      pools.set(id, next);
      touched.add(id);
    }
  }
  if (touched.size === 0) return;
  const values = [...touched].map((id) => {
    const { state, revision, registeredAt, updatedAt } = pools.get(id)!;
    return {
      id,
      owner_id: state.ownerId,
      profile: JSON.stringify(state.profile),
      removed: state.status === 'removed',
      revision: revision.toString(),
      registered_at: registeredAt,
      updated_at: updatedAt,
    };
  });
  await db
    .insertInto('pools')
    .values(values)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        profile: eb.ref('excluded.profile'),
        removed: eb.ref('excluded.removed'),
        revision: eb.ref('excluded.revision'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

function fromRow(row: PoolRow): Folded {
  const state = { status: row.removed ? ('removed' as const) : ('active' as const), poolId: row.id, ownerId: row.owner_id, profile: { ...defaultPoolProfile(), ...row.profile } };
  return { state, revision: BigInt(row.revision), registeredAt: row.registered_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

export const poolsProjection = defineProjection({ name: 'pools', version: 1, tables: ['pools'], eventTypes: POOL_EVENT_TYPES, migrations, apply });

export function toPoolView(row: Pick<PoolRow, 'id' | 'profile' | 'registered_at' | 'updated_at'>): PoolView {
  return { id: row.id, ...defaultPoolProfile(), ...row.profile, createdAt: row.registered_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

/** The columns toPoolView reads. */
export const POOL_VIEW_COLUMNS = ['pools.id', 'pools.profile', 'pools.registered_at', 'pools.updated_at'] as const;

const poolsOfOwner = preparedQuery(['ownerId'], (db, { ownerId }) =>
  db.selectFrom('pools').select(POOL_VIEW_COLUMNS).where('owner_id', '=', ownerId).where('removed', '=', false).orderBy('seq'));

/** The owner's pools, oldest first (the first one is the UI's default pool). */
export async function listPoolsOfOwner(db: ProjectionDb, ownerId: string): Promise<PoolView[]> {
  if (!isUuid(ownerId)) return [];
  return (await poolsOfOwner(db, { ownerId })).map(toPoolView);
}

/**
 * The owner's live pool poolId (no row when it is missing, removed or someone else's). Other read
 * models' queries join it, so a route checks ownership in the same statement as its read. Both ids
 * must be uuids (isUuid): the columns are.
 */
export function ownedPoolQuery(db: ProjectionDb, poolId: string, ownerId: string) {
  return db.selectFrom('pools').where('pools.id', '=', poolId).where('pools.owner_id', '=', ownerId).where('pools.removed', '=', false);
}

const ownedPool = preparedQuery(['poolId', 'ownerId'], (db, { poolId, ownerId }) => ownedPoolQuery(db, poolId, ownerId).select(POOL_VIEW_COLUMNS));

/** The owner's live pool, in one statement; undefined when it is missing, removed or someone else's. */
export async function findOwnedPool(db: ProjectionDb, poolId: string, ownerId: string): Promise<PoolView | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const [row] = await ownedPool(db, { poolId, ownerId });
  return row && toPoolView(row);
}

/** A pool that exists (not removed) with its owner; undefined for a malformed or unknown id. */
export async function findPool(db: ProjectionDb, poolId: string): Promise<{ ownerId: string; pool: PoolView } | undefined> {
  if (!isUuid(poolId)) return undefined;
  const row = await db.selectFrom('pools').selectAll().where('id', '=', poolId).where('removed', '=', false).executeTakeFirst();
  return row ? { ownerId: row.owner_id, pool: toPoolView(row) } : undefined;
}
