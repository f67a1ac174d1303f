// Read model "what is this pool's maintenance schedule": one row per task (deleted ones flagged), with
// its next due date, its time zone (so 'due today' is judged where the pool is), how often it was
// done and when last; a change of the pool's calendar (MaintenanceTimeZoneSet) re-zones all its
// tasks. Answers the schedule list, the upcoming list and, for the reminders, everything a
// notification needs (due date, zone, reminderMinutes, notificationEnabled). Per batch: one SELECT of
// the rows it touches and one multi-row upsert; each row keeps the stream revision it reflects.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { TaskFrequency, TaskPriority, TaskType } from '../../domain/maintenance/maintenance-options.ts';
import { MAINTENANCE_EVENT_TYPES, MAINTENANCE_STREAM_PREFIX, parseMaintenanceEvent, type MaintenanceEvent } from '../../domain/maintenance/maintenance.events.ts';
import type { TaskValues } from '../../domain/maintenance/task-rules.ts';
import { assertNever } from '../../domain/common/decider.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { ownedPoolQuery } from '../pools/pools.projection.ts';
import { chunks } from '../statement-rows.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

type Timestamp = ColumnType<Date, string, string>;
type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;
type BigIntColumn = ColumnType<string, string, string>;

export interface MaintenanceTasksTable {
  id: string;
  pool_id: string;
  seq: BigIntColumn;
  title: string;
  description: string | null;
  task_type: string;
  priority: string;
  frequency: string;
  interval_days: number;
  next_due_date: string;
  anchor_date: string;
  is_recurring: boolean;
  notification_enabled: boolean;
  reminder_minutes: number;
  estimated_duration_minutes: number;
  time_zone: string;
  status: string;
  suggestion_key: string | null;
  reason: string | null;
  equipment_id: string | null;
  completion_count: number;
  last_completed_at: NullableTimestamp;
  deleted: boolean;
  revision: BigIntColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MaintenanceTaskRow = Selectable<MaintenanceTasksTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    maintenance_tasks: MaintenanceTasksTable;
  }
}

const migrations = {
  '20261124T1501_maintenance_tasks_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE maintenance_tasks (
          id text PRIMARY KEY,
          pool_id uuid NOT NULL,
          seq bigint NOT NULL,
          title text NOT NULL,
          description text,
          task_type text NOT NULL,
          priority text NOT NULL,
          frequency text NOT NULL,
          interval_days integer NOT NULL,
          next_due_date text NOT NULL,
          anchor_date text NOT NULL,
          is_recurring boolean NOT NULL,
          notification_enabled boolean NOT NULL,
          reminder_minutes integer NOT NULL,
          estimated_duration_minutes integer NOT NULL,
          time_zone text NOT NULL,
          status text NOT NULL,
          suggestion_key text,
          reason text,
          equipment_id text,
          completion_count integer NOT NULL DEFAULT 0,
          last_completed_at timestamptz,
          deleted boolean NOT NULL DEFAULT false,
          revision bigint NOT NULL,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX maintenance_tasks_pool_due_idx ON maintenance_tasks (pool_id, next_due_date, seq) WHERE NOT deleted`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS maintenance_tasks`.execute(db);
    },
  },
};

export type TaskStatus = 'active' | 'completed';

/** A task as the read model holds it; the routes add its due state as of today. */
export type TaskRecord = TaskValues & {
  id: string;
  poolId: string;
  status: TaskStatus;
  timeZone: string;
  reason: string | null;
  suggestionKey: string | null;
  equipmentId: string | null;
  completionCount: number;
  lastCompletedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

interface Folded {
  id: string;
  poolId: string;
  seq: bigint;
  values: TaskValues;
  anchorDate: string;
  timeZone: string;
  status: TaskStatus;
  suggestionKey: string | null;
  reason: string | null;
  equipmentId: string | null;
  completionCount: number;
  lastCompletedAt: number | null;
  deleted: boolean;
  revision: bigint;
  createdAt: number;
  updatedAt: number;
}

function fold(current: Folded | undefined, event: MaintenanceEvent, recorded: RecordedEvent, poolId: string): Folded | undefined {
  if (current && recorded.revision <= current.revision) return current;
  const at = recorded.createdAt.getTime();
  if (event.type === 'TaskScheduled') {
    if (current) return current;
    const { taskId, anchorDate, timeZone, suggestionKey, reason, equipmentId, scheduledAt: _s, poolId: _p, ...values } = event.data;
    return {
      id: taskId, poolId, seq: recorded.revision, values, anchorDate, timeZone, status: 'active', suggestionKey, reason, equipmentId,
      completionCount: 0, lastCompletedAt: null, deleted: false, revision: recorded.revision, createdAt: at, updatedAt: at,
    };
  }
  if (!current) return current;
  const next = { ...current, revision: recorded.revision, updatedAt: at };
  switch (event.type) {
    case 'TaskUpdated': {
      const reason = event.data.reason === undefined ? current.reason : event.data.reason;
      return { ...next, values: { ...current.values, ...event.data.changes }, anchorDate: event.data.anchorDate, reason };
    }
    case 'TaskCompleted': {
      const { nextDueDate, completedAt, timeZone } = event.data;
      const values = nextDueDate === null ? current.values : { ...current.values, nextDueDate };
      return { ...next, values, timeZone, status: nextDueDate === null ? 'completed' : 'active', completionCount: current.completionCount + 1, lastCompletedAt: completedAt };
    }
    case 'TaskSkipped':
      return { ...next, values: { ...current.values, nextDueDate: event.data.nextDueDate } };
    case 'TaskDeleted':
      return { ...next, deleted: true };
    case 'MaintenanceTimeZoneSet':
      return current;
    default:
      return assertNever(event);
  }
}

type Parsed = { recorded: RecordedEvent; event: MaintenanceEvent; poolId: string };

/** A change of the pool's calendar re-zones every task of the pool that the event comes after. */
function rezone(rows: Map<string, Folded>, touched: Set<string>, { recorded, event, poolId }: Parsed): void {
  if (event.type !== 'MaintenanceTimeZoneSet') return;
  for (const row of rows.values()) {
    if (row.poolId !== poolId || row.revision >= recorded.revision) continue;
    rows.set(row.id, { ...row, timeZone: event.data.timeZone, revision: recorded.revision, updatedAt: recorded.createdAt.getTime() });
    touched.add(row.id);
  }
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const parsed = events
    .filter((recorded) => recorded.streamId.startsWith(MAINTENANCE_STREAM_PREFIX) && isUuid(recorded.streamId.slice(MAINTENANCE_STREAM_PREFIX.length)))
    .map((recorded) => ({ recorded, event: parseMaintenanceEvent(recorded.type, recorded.data), poolId: recorded.streamId.slice(MAINTENANCE_STREAM_PREFIX.length) }))
    .filter((item): item is Parsed => item.event !== undefined);
  if (parsed.length === 0) return;
  const ids = [...new Set(parsed.flatMap(({ event }) => ('taskId' in event.data ? [event.data.taskId] : [])))];
  const rezonedPools = [...new Set(parsed.filter(({ event }) => event.type === 'MaintenanceTimeZoneSet').map(({ poolId }) => poolId))];
  const existing = await db.selectFrom('maintenance_tasks').selectAll()
    .where((eb) => eb.or([...(ids.length > 0 ? [eb('id', 'in', ids)] : []), ...(rezonedPools.length > 0 ? [eb('pool_id', 'in', rezonedPools)] : [])]))
    .execute();
  const rows = new Map(existing.map((row) => [row.id, fromRow(row)]));
  const touched = new Set<string>();
  for (const item of parsed) {
    const { recorded, event, poolId } = item;
    if (!('taskId' in event.data)) {
      rezone(rows, touched, item);
      continue;
    }
    const id = event.data.taskId;
    const current = rows.get(id);
    // A task belongs to the stream that scheduled it; an id reused elsewhere is ignored.
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
  'title', 'description', 'reason', 'task_type', 'priority', 'frequency', 'interval_days', 'next_due_date', 'anchor_date', 'is_recurring', 'notification_enabled',
  'reminder_minutes', 'estimated_duration_minutes', 'time_zone', 'status', 'completion_count', 'last_completed_at', 'deleted', 'revision', 'updated_at',
] as const;

function upsert(db: ProjectionDb, values: ReturnType<typeof toRow>[]) {
  return db
    .insertInto('maintenance_tasks')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => Object.fromEntries(UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))))
    .execute();
}

const iso = (ms: number) => new Date(ms).toISOString();

function toRow(f: Folded) {
  const v = f.values;
  return {
    id: f.id, pool_id: f.poolId, seq: f.seq.toString(), title: v.title, description: v.description, task_type: v.taskType, priority: v.priority,
    frequency: v.frequency, interval_days: v.intervalDays, next_due_date: v.nextDueDate, anchor_date: f.anchorDate, is_recurring: v.isRecurring,
    notification_enabled: v.notificationEnabled, reminder_minutes: v.reminderMinutes, estimated_duration_minutes: v.estimatedDurationMinutes,
    time_zone: f.timeZone, status: f.status, suggestion_key: f.suggestionKey, reason: f.reason, equipment_id: f.equipmentId,
    completion_count: f.completionCount, last_completed_at: f.lastCompletedAt === null ? null : iso(f.lastCompletedAt), deleted: f.deleted,
    revision: f.revision.toString(), created_at: iso(f.createdAt), updated_at: iso(f.updatedAt),
  };
}

function valuesOf(row: MaintenanceTaskRow): TaskValues {
  return {
    title: row.title, description: row.description, taskType: row.task_type as TaskType, priority: row.priority as TaskPriority,
    frequency: row.frequency as TaskFrequency, intervalDays: row.interval_days, nextDueDate: row.next_due_date, isRecurring: row.is_recurring,
    notificationEnabled: row.notification_enabled, reminderMinutes: row.reminder_minutes, estimatedDurationMinutes: row.estimated_duration_minutes,
  };
}

function fromRow(row: MaintenanceTaskRow): Folded {
  return {
    id: row.id, poolId: row.pool_id, seq: BigInt(row.seq), values: valuesOf(row), anchorDate: row.anchor_date, timeZone: row.time_zone,
    status: row.status as TaskStatus, suggestionKey: row.suggestion_key, reason: row.reason, equipmentId: row.equipment_id,
    completionCount: row.completion_count, lastCompletedAt: row.last_completed_at?.getTime() ?? null, deleted: row.deleted,
    revision: BigInt(row.revision), createdAt: row.created_at.getTime(), updatedAt: row.updated_at.getTime(),
  };
}

export const maintenanceTasksProjection = defineProjection({
  name: 'maintenance-tasks', version: 1, tables: ['maintenance_tasks'], eventTypes: MAINTENANCE_EVENT_TYPES, migrations, apply,
});

export function toTaskRecord(row: MaintenanceTaskRow): TaskRecord {
  return {
    id: row.id, poolId: row.pool_id, ...valuesOf(row), status: row.status as TaskStatus, timeZone: row.time_zone, reason: row.reason,
    suggestionKey: row.suggestion_key, equipmentId: row.equipment_id, completionCount: row.completion_count,
    lastCompletedAt: row.last_completed_at?.toISOString() ?? null, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
  };
}

function liveTasks(db: ProjectionDb, poolId: string) {
  return db.selectFrom('maintenance_tasks').selectAll().where('pool_id', '=', poolId).where('deleted', '=', false);
}

/**
 * The owner's pool's tasks (completed one-offs too), soonest due first, in one statement; undefined
 * when the pool is missing, removed or not ownerId's. `activeOnly` leaves out completed one-off tasks.
 */
export async function listTasksInOwnedPool(db: ProjectionDb, poolId: string, ownerId: string, options: { activeOnly?: boolean } = {}): Promise<TaskRecord[] | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const tasks = options.activeOnly ? liveTasks(db, poolId).where('status', '=', 'active') : liveTasks(db, poolId);
  const rows = await ownedPoolQuery(db, poolId, ownerId)
    .leftJoinLateral(tasks.as('t'), (join) => join.onTrue())
    .selectAll('t')
    .orderBy('t.next_due_date').orderBy('t.seq')
    .execute();
  if (rows.length === 0) return undefined;
  return (rows.filter((row) => row.id !== null) as MaintenanceTaskRow[]).map(toTaskRecord);
}

/** One task as the read model has it (deleted ones are undefined). */
export async function findTask(db: ProjectionDb, poolId: string, taskId: string): Promise<TaskRecord | undefined> {
  if (!isUuid(poolId)) return undefined;
  const row = await liveTasks(db, poolId).where('id', '=', taskId).executeTakeFirst();
  return row && toTaskRecord(row);
}

/** The pool's calendar as its schedule last recorded it (every task carries it); undefined before any task. */
export async function findPoolTimeZone(db: ProjectionDb, poolId: string): Promise<string | undefined> {
  if (!isUuid(poolId)) return undefined;
  const row = await db.selectFrom('maintenance_tasks').select('time_zone').where('pool_id', '=', poolId).orderBy('revision', 'desc').limit(1).executeTakeFirst();
  return row?.time_zone;
}
