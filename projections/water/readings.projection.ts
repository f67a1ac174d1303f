// Read model "what are this pool's water tests": one row per reading (deleted ones flagged, kept
// for the audit export). Answers the latest reading, the last 20, the full history paged by test
// time, and the audit list. Per batch: one SELECT of the rows it touches and one multi-row upsert;
// each row keeps the stream revision it reflects, so a replayed event is a no-op.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { parseWaterEvent, WATER_STREAM_PREFIX, type ReadingValues, type TestMethod, type WaterEvent } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { ownedPoolQuery, POOL_VIEW_COLUMNS, toPoolView, type PoolView } from '../pools/pools.projection.ts';
import { keptPerDatabase } from '../kept-replies.ts';
import { preparedQuery, readTimestamps, type JsonRow } from '../prepared-query.ts';
import { unnestRows, type UnnestColumn } from '../unnest-rows.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

type Timestamp = ColumnType<Date, string, string>;
type BigIntColumn = ColumnType<string, string, string>;

export interface ReadingsTable {
  id: string;
  pool_id: string;
  taken_at: Timestamp;
  seq: BigIntColumn;
  test_method: string;
  ph: number | null;
  free_chlorine_ppm: number | null;
  total_chlorine_ppm: number | null;
  total_alkalinity_ppm: number | null;
  cya_ppm: number | null;
  calcium_hardness_ppm: number | null;
  temperature_f: number | null;
  notes: string | null;
  analysis: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  deleted: boolean;
  revision: BigIntColumn;
  recorded_at: Timestamp;
  updated_at: Timestamp;
}
export type ReadingRow = Selectable<ReadingsTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    readings: ReadingsTable;
  }
}

const migrations = {
  '20261123T0100_readings_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE readings (
          id text PRIMARY KEY,
          pool_id text NOT NULL,
          taken_at timestamptz NOT NULL,
          seq bigint NOT NULL,
          test_method text NOT NULL,
          ph double precision,
          free_chlorine_ppm double precision,
          total_chlorine_ppm double precision,
          total_alkalinity_ppm integer,
          cya_ppm integer,
          calcium_hardness_ppm integer,
          temperature_f integer,
          notes text,
          analysis jsonb,
          deleted boolean NOT NULL DEFAULT false,
          revision bigint NOT NULL,
          recorded_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX readings_pool_time_idx ON readings (pool_id, taken_at DESC, seq DESC) WHERE NOT deleted`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS readings`.execute(db);
    },
  },
  // The audit export reads every test, deleted ones too, oldest first: the partial index above cannot serve it.
  // (It now serves every read: see 20261126T1000 below.)
  '20261124T0100_readings_audit_index': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE INDEX readings_pool_audit_idx ON readings (pool_id, taken_at, seq)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP INDEX IF EXISTS readings_pool_audit_idx`.execute(db);
    },
  },
  // The audit index serves the live reads too (latest, recent, history, latest CYA: a backward scan
  // of the pool's tests that skips the few deleted ones), so the partial index was a second copy
  // every reading paid for: on each write, and ~3 % of a full rebuild on the embedded database.
  '20261126T1000_readings_one_time_index': {
    async up(db: Kysely<unknown>): Promise<void> {
      // By definition, not name: a rebuilt table's indexes carry names PostgreSQL chose when the
      // shadow copy was made (CREATE TABLE … LIKE … INCLUDING ALL).
      const { rows } = await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'readings'
          AND indexdef LIKE '%(pool_id, taken_at DESC, seq DESC) WHERE (NOT deleted)'`.execute(db);
      for (const { name } of rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE INDEX IF NOT EXISTS readings_pool_time_idx ON readings (pool_id, taken_at DESC, seq DESC) WHERE NOT deleted`.execute(db);
    },
  },
};

/** A reading as the API returns it (spec §3 Reading); times are ISO strings. */
export type ReadingView = ReadingValues & {
  id: string;
  poolId: string;
  timestamp: string;
  testMethod: TestMethod;
  createdAt: string;
  updatedAt: string;
};

/** A row being folded: epoch ms for times, revisions as bigint. */
interface Folded {
  id: string;
  poolId: string;
  takenAt: number;
  seq: bigint;
  testMethod: TestMethod;
  values: ReadingValues;
  analysis: Record<string, unknown> | null;
  deleted: boolean;
  revision: bigint;
  recordedAt: number;
  updatedAt: number;
}

const READING_EVENTS = ['ReadingRecorded', 'ReadingCorrected', 'ReadingDeleted'] as const;

function valuesOf(data: ReadingValues): ReadingValues {
  const { ph, freeChlorinePpm, totalChlorinePpm, totalAlkalinityPpm, cyaPpm, calciumHardnessPpm, temperatureF, notes } = data;
  return { ph, freeChlorinePpm, totalChlorinePpm, totalAlkalinityPpm, cyaPpm, calciumHardnessPpm, temperatureF, notes };
}

function fold(current: Folded | undefined, event: WaterEvent, recorded: RecordedEvent, poolId: string): Folded | undefined {
  if (current && recorded.revision <= current.revision) return current;
  const at = recorded.createdAt.getTime();
  switch (event.type) {
    case 'ReadingRecorded': {
      if (current) return current;
      const { readingId, testMethod, timestamp, analysis } = event.data;
      return {
        id: readingId, poolId, takenAt: timestamp, seq: recorded.revision, testMethod, values: valuesOf(event.data),
        analysis: analysis ?? null, deleted: false, revision: recorded.revision, recordedAt: at, updatedAt: at,
      };
    }
    case 'ReadingCorrected':
      return current && { ...current, takenAt: event.data.timestamp, testMethod: event.data.testMethod, values: valuesOf(event.data), revision: recorded.revision, updatedAt: at };
    case 'ReadingDeleted':
      return current && { ...current, deleted: true, revision: recorded.revision, updatedAt: at };
    default:
      return current;
  }
}

const readingIdOf = (event: WaterEvent): string | undefined => ('readingId' in event.data ? event.data.readingId : undefined);

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const parsed = events
    .filter((recorded) => recorded.streamId.startsWith(WATER_STREAM_PREFIX))
    .map((recorded) => ({ recorded, event: parseWaterEvent(recorded.type, recorded.data) }))
    .filter((item): item is { recorded: RecordedEvent; event: WaterEvent } => item.event !== undefined && readingIdOf(item.event) !== undefined);
  if (parsed.length === 0) return;
  const ids = [...new Set(parsed.map(({ event }) => readingIdOf(event)!))];
  const existing = await db.selectFrom('readings').selectAll().where('id', 'in', ids).execute();
  const rows = new Map(existing.map((row) => [row.id, fromRow(row)]));
  const touched = new Set<string>();
  for (const { recorded, event } of parsed) {
    const id = readingIdOf(event)!;
    const poolId = recorded.streamId.slice(WATER_STREAM_PREFIX.length);
    const current = rows.get(id);
    // A reading belongs to the stream that recorded it; an id reused elsewhere is ignored.
    if (current && current.poolId !== poolId) continue;
    const next = fold(current, event, recorded, poolId);
    if (next && next !== current) {
      rows.set(id, next);
      touched.add(id);
    }
  }
  const values = [...touched].map((id) => toRow(rows.get(id)!));
  // One array per column: one statement however many rows.
  if (values.length > 0) await upsert(db, values);
}

const COLUMNS: readonly UnnestColumn<ReturnType<typeof toRow>>[] = [
  ['id', 'text'], ['pool_id', 'text'], ['taken_at', 'timestamptz'], ['seq', 'bigint'], ['test_method', 'text'], ['ph', 'double precision'],
  ['free_chlorine_ppm', 'double precision'], ['total_chlorine_ppm', 'double precision'], ['total_alkalinity_ppm', 'integer'], ['cya_ppm', 'integer'],
  ['calcium_hardness_ppm', 'integer'], ['temperature_f', 'integer'], ['notes', 'text'], ['analysis', 'jsonb'], ['deleted', 'boolean'],
  ['revision', 'bigint'], ['recorded_at', 'timestamptz'], ['updated_at', 'timestamptz'],
];

function upsert(db: ProjectionDb, values: ReturnType<typeof toRow>[]) {
  return sql`
    INSERT INTO readings ${unnestRows(COLUMNS, values)}
    ON CONFLICT (id) DO UPDATE SET
      taken_at = excluded.taken_at, test_method = excluded.test_method, ph = excluded.ph, free_chlorine_ppm = excluded.free_chlorine_ppm,
      total_chlorine_ppm = excluded.total_chlorine_ppm, total_alkalinity_ppm = excluded.total_alkalinity_ppm, cya_ppm = excluded.cya_ppm,
      calcium_hardness_ppm = excluded.calcium_hardness_ppm, temperature_f = excluded.temperature_f, notes = excluded.notes,
      deleted = excluded.deleted, revision = excluded.revision, updated_at = excluded.updated_at`.execute(db);
}

const iso = (ms: number) => new Date(ms).toISOString();

function toRow(f: Folded) {
  const v = f.values;
  return {
    id: f.id, pool_id: f.poolId, taken_at: iso(f.takenAt), seq: f.seq.toString(), test_method: f.testMethod,
    ph: v.ph, free_chlorine_ppm: v.freeChlorinePpm, total_chlorine_ppm: v.totalChlorinePpm, total_alkalinity_ppm: v.totalAlkalinityPpm,
    cya_ppm: v.cyaPpm, calcium_hardness_ppm: v.calciumHardnessPpm, temperature_f: v.temperatureF, notes: v.notes,
    analysis: f.analysis === null ? null : JSON.stringify(f.analysis), deleted: f.deleted, revision: f.revision.toString(),
    recorded_at: iso(f.recordedAt), updated_at: iso(f.updatedAt),
  };
}

/** What toReadingView reads (and seq, which paging cursors name): not `analysis`, which can be large and no view shows. */
const READING_VIEW_COLUMNS = [
  'id', 'pool_id', 'taken_at', 'seq', 'test_method', 'ph', 'free_chlorine_ppm', 'total_chlorine_ppm', 'total_alkalinity_ppm', 'cya_ppm',
  'calcium_hardness_ppm', 'temperature_f', 'notes', 'recorded_at', 'updated_at',
] as const;
type ReadingViewRow = Pick<ReadingRow, (typeof READING_VIEW_COLUMNS)[number]>;
/** What a reading's view is made of: its row but seq (which only orders pages). */
type ReadingViewFields = Omit<ReadingViewRow, 'seq'>;

function valuesOfRow(row: ReadingViewFields): ReadingValues {
  return {
    ph: row.ph, freeChlorinePpm: row.free_chlorine_ppm, totalChlorinePpm: row.total_chlorine_ppm, totalAlkalinityPpm: row.total_alkalinity_ppm,
    cyaPpm: row.cya_ppm, calciumHardnessPpm: row.calcium_hardness_ppm, temperatureF: row.temperature_f, notes: row.notes,
  };
}

function fromRow(row: ReadingRow): Folded {
  return {
    id: row.id, poolId: row.pool_id, takenAt: row.taken_at.getTime(), seq: BigInt(row.seq), testMethod: row.test_method as TestMethod,
    values: valuesOfRow(row), analysis: row.analysis, deleted: row.deleted, revision: BigInt(row.revision),
    recordedAt: row.recorded_at.getTime(), updatedAt: row.updated_at.getTime(),
  };
}

export const readingsProjection = defineProjection({ name: 'readings', version: 1, tables: ['readings'], eventTypes: READING_EVENTS, migrations, apply });

export function toReadingView(row: ReadingViewFields): ReadingView {
  return {
    id: row.id, poolId: row.pool_id, timestamp: row.taken_at.toISOString(), testMethod: row.test_method as TestMethod, ...valuesOfRow(row),
    createdAt: row.recorded_at.toISOString(), updatedAt: row.updated_at.toISOString(),
  };
}

function liveReadings(db: ProjectionDb, poolId: string) {
  return db.selectFrom('readings').select(READING_VIEW_COLUMNS).where('pool_id', '=', poolId).where('deleted', '=', false);
}

/**
 * The live readings `query` selects (a liveReadings query of poolId) joined to the ownership check,
 * newest first: no row when the pool is missing, removed or not ownerId's, one row of nulls when it
 * is theirs and the query finds nothing. ownedReadings reads the answer.
 */
function readingsInOwnedPoolQuery(db: ProjectionDb, poolId: string, ownerId: string, query: ReturnType<typeof liveReadings>) {
  return ownedPoolQuery(db, poolId, ownerId).leftJoinLateral(query.as('r'), (join) => join.onTrue()).selectAll('r')
    .orderBy('r.taken_at', 'desc').orderBy('r.seq', 'desc');
}

/** The readings a readingsInOwnedPoolQuery found; undefined when the pool is not the owner's. */
function ownedReadings(rows: readonly { id: string | null }[]): ReadingViewRow[] | undefined {
  if (rows.length === 0) return undefined;
  // The pool's row with no reading joined comes back once, all nulls.
  return rows.filter((row) => row.id !== null) as ReadingViewRow[];
}

const newestFirst = (query: ReturnType<typeof liveReadings>) => query.orderBy('taken_at', 'desc').orderBy('seq', 'desc');

/** The newest test (by test time), or undefined. */
export async function findLatestReading(db: ProjectionDb, poolId: string): Promise<ReadingView | undefined> {
  const row = await newestFirst(liveReadings(db, poolId)).limit(1).executeTakeFirst();
  return row && toReadingView(row);
}

const READING_TIMESTAMPS = ['taken_at', 'recorded_at', 'updated_at'] as const;
/** Pools whose latest reading reply a process keeps (under a kilobyte each): the most recently asked. */
const KEPT_LATEST_READINGS = 2000;

/** The latest reading reply this process keeps per pool: the reading's "id:revision" and the reply text. */
const keptLatest = keptPerDatabase<{ version: string; text: string }>(KEPT_LATEST_READINGS);

// The newest test as one JSON value (see JsonRow), null when the owner's pool has none, and not
// even that when it is the kept version. At most one row, so no order: PostgreSQL plans the join
// faster without one.
const latestInOwnedPool = preparedQuery(['poolId', 'ownerId', 'kept'], (db, { poolId, ownerId, kept }) =>
  ownedPoolQuery(db, poolId, ownerId).leftJoinLateral(newestFirst(liveReadings(db, poolId)).select('revision').limit(1).as('r'), (join) => join.onTrue())
    .select([
      sql<string | null>`r.id || ':' || r.revision`.as('version'),
      sql<JsonRow<ReadingViewFields, (typeof READING_TIMESTAMPS)[number]> | null>`CASE WHEN r.id || ':' || r.revision = ${kept} THEN NULL ELSE to_json(r) END`.as('reading'),
    ]));

/**
 * The newest test of the owner's pool as the GET answers it (JSON text of the reading, or of null
 * when it has none); undefined when the pool is missing, removed or not ownerId's. One statement,
 * which sends the reading only when this process does not hold its reply at that revision.
 */
export async function latestReadingReplyInOwnedPool(db: ProjectionDb, poolId: string, ownerId: string): Promise<string | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const kept = keptLatest(db);
  const held = kept.get(poolId);
  const [row] = await latestInOwnedPool(db, { poolId, ownerId, kept: held?.version ?? '' });
  if (!row) return undefined;
  if (row.version === null) return 'null';
  // The statement leaves the reading out only when its version is the held one.
  if (row.reading === null) return held!.text;
  const text = JSON.stringify(toReadingView(readTimestamps(row.reading, READING_TIMESTAMPS)));
  kept.set(poolId, { version: row.version, text });
  return text;
}

/** The pool's latest measured CYA (a manual test may leave it out): what its chlorine targets follow. */
export async function findPoolCya(db: ProjectionDb, poolId: string): Promise<{ ppm: number; readingId: string; testedAt: Date } | undefined> {
  const row = await db.selectFrom('readings').select(['id', 'cya_ppm', 'taken_at'])
    .where('pool_id', '=', poolId).where('deleted', '=', false).where('cya_ppm', 'is not', null)
    .orderBy('taken_at', 'desc').orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row && row.cya_ppm !== null ? { ppm: row.cya_ppm, readingId: row.id, testedAt: row.taken_at } : undefined;
}

export type PoolCya = { ppm: number; readingId: string; testedAt: Date };

const ownedPoolWithCya = preparedQuery(['poolId', 'ownerId'], (db, { poolId, ownerId }) => {
  const latestCya = db.selectFrom('readings').select(['id as cya_reading_id', 'cya_ppm', 'taken_at as cya_taken_at'])
    .where('pool_id', '=', poolId).where('deleted', '=', false).where('cya_ppm', 'is not', null)
    .orderBy('taken_at', 'desc').orderBy('seq', 'desc').limit(1);
  return ownedPoolQuery(db, poolId, ownerId)
    .leftJoinLateral(latestCya.as('c'), (join) => join.onTrue())
    .select(POOL_VIEW_COLUMNS)
    .select(['c.cya_reading_id', 'c.cya_ppm', 'c.cya_taken_at']);
});

/**
 * The owner's pool and its latest measured CYA (null without one), in one statement; undefined when
 * the pool is missing, removed or not ownerId's.
 */
export async function findOwnedPoolWithCya(db: ProjectionDb, poolId: string, ownerId: string): Promise<{ pool: PoolView; cya: PoolCya | null } | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const [row] = await ownedPoolWithCya(db, { poolId, ownerId });
  if (!row) return undefined;
  const cya = row.cya_ppm !== null && row.cya_reading_id !== null && row.cya_taken_at !== null
    ? { ppm: row.cya_ppm, readingId: row.cya_reading_id, testedAt: row.cya_taken_at }
    : null;
  return { pool: toPoolView(row), cya };
}

export const RECENT_READINGS_LIMIT = 20;

/** The last 20 tests, newest first. */
export async function listRecentReadings(db: ProjectionDb, poolId: string): Promise<ReadingView[]> {
  const rows = await newestFirst(liveReadings(db, poolId)).limit(RECENT_READINGS_LIMIT).execute();
  return rows.map(toReadingView);
}

const recentInOwnedPool = preparedQuery(['poolId', 'ownerId'], (db, { poolId, ownerId }) =>
  readingsInOwnedPoolQuery(db, poolId, ownerId, newestFirst(liveReadings(db, poolId)).limit(RECENT_READINGS_LIMIT)));

/** The owner's pool's last 20 tests, newest first; undefined when the pool is missing, removed or not ownerId's. One statement. */
export async function listRecentReadingsInOwnedPool(db: ProjectionDb, poolId: string, ownerId: string): Promise<ReadingView[] | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  return ownedReadings(await recentInOwnedPool(db, { poolId, ownerId }))?.map(toReadingView);
}

export interface ReadingHistoryQuery {
  /** Inclusive bounds on the test time. */
  from?: Date;
  to?: Date;
  /** Opaque: where the previous page ended. */
  cursor?: string;
  limit: number;
}
export interface ReadingPage {
  items: ReadingView[];
  nextCursor: string | null;
}

/** A cursor names the last row of a page: its test time and recording order. */
export function encodeReadingCursor(row: { taken_at: Date; seq: string | number }): string {
  return Buffer.from(`${row.taken_at.getTime()}.${row.seq}`).toString('base64url');
}
/** PostgreSQL's earliest timestamp (4713 BC) and largest bigint: a cursor past either is not one we made. */
const EARLIEST_TIMESTAMP_MS = -210_866_803_200_000;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

export function decodeReadingCursor(cursor: string): { takenAt: Date; seq: string } | undefined {
  const match = /^(-?\d{1,15})\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) return undefined;
  const takenAtMs = Number(match[1]);
  if (takenAtMs < EARLIEST_TIMESTAMP_MS || BigInt(match[2]!) > MAX_BIGINT) return undefined;
  return { takenAt: new Date(takenAtMs), seq: match[2]! };
}

/** The full history, newest first, one page at a time (keyset paging, stable under inserts). */
export async function listReadingHistory(db: ProjectionDb, poolId: string, query: ReadingHistoryQuery): Promise<ReadingPage> {
  const rows = await readingHistoryQuery(db, poolId, query).execute();
  return readingPage(rows, query.limit);
}

/** A page of the owner's pool's history; undefined when the pool is missing, removed or not ownerId's. One statement. */
export async function listReadingHistoryInOwnedPool(db: ProjectionDb, poolId: string, ownerId: string, query: ReadingHistoryQuery): Promise<ReadingPage | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const rows = ownedReadings(await readingsInOwnedPoolQuery(db, poolId, ownerId, readingHistoryQuery(db, poolId, query)).execute());
  return rows && readingPage(rows, query.limit);
}

function readingHistoryQuery(db: ProjectionDb, poolId: string, query: ReadingHistoryQuery) {
  let select = liveReadings(db, poolId);
  if (query.from) select = select.where('taken_at', '>=', query.from);
  if (query.to) select = select.where('taken_at', '<=', query.to);
  const after = query.cursor ? decodeReadingCursor(query.cursor) : undefined;
  if (after) {
    const at = after.takenAt;
    select = select.where((eb) => eb.or([eb('taken_at', '<', at), eb.and([eb('taken_at', '=', at), eb('seq', '<', after.seq)])]));
  }
  return select.orderBy('taken_at', 'desc').orderBy('seq', 'desc').limit(query.limit + 1);
}

function readingPage(rows: ReadingViewRow[], limit: number): ReadingPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toReadingView), nextCursor: rows.length > limit && last ? encodeReadingCursor(last) : null };
}

export type AuditReading = ReadingView & { deleted: boolean };
/** Where an audit page ended: the last row's test time and recording order. */
export type AuditReadingCursor = { takenAt: Date; seq: string };

/**
 * A page of every reading ever recorded for the pool, deleted ones included, oldest first (the audit
 * export), after `cursor`; keyset-paged over readings_pool_audit_idx, so each page costs the same.
 */
export async function auditReadingsPage(
  db: ProjectionDb, poolId: string, cursor: AuditReadingCursor | null, limit: number,
): Promise<{ items: AuditReading[]; next: AuditReadingCursor | null }> {
  let select = db.selectFrom('readings').selectAll().where('pool_id', '=', poolId);
  if (cursor) {
    const { takenAt, seq } = cursor;
    select = select.where((eb) => eb.or([eb('taken_at', '>', takenAt), eb.and([eb('taken_at', '=', takenAt), eb('seq', '>', seq)])]));
  }
  const rows = await select.orderBy('taken_at').orderBy('seq').limit(limit).execute();
  const last = rows.at(-1);
  return {
    items: rows.map((row) => ({ ...toReadingView(row), deleted: row.deleted })),
    next: rows.length === limit && last ? { takenAt: last.taken_at, seq: String(last.seq) } : null,
  };
}

/** Every reading ever recorded for the pool, deleted ones included, oldest first. */
export async function listAllReadingsForAudit(db: ProjectionDb, poolId: string): Promise<AuditReading[]> {
  const all: AuditReading[] = [];
  for (let cursor: AuditReadingCursor | null = null, first = true; first || cursor; first = false) {
    const page = await auditReadingsPage(db, poolId, cursor, 1000);
    all.push(...page.items);
    cursor = page.next;
  }
  return all;
}

/** One reading of the pool that still exists. */
export async function findReading(db: ProjectionDb, poolId: string, readingId: string): Promise<ReadingView | undefined> {
  const row = await liveReadings(db, poolId).where('id', '=', readingId).executeTakeFirst();
  return row && toReadingView(row);
}
