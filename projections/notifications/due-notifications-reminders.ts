// The reminder half of the due_notifications read model (due-notifications.projection.ts): each
// pool's task reminders and warranty notices, derived by domain/notifications from the pool's
// maintenance-{poolId} and equipment-{poolId} events. Per batch: one read of the pools' stored sources,
// the fold, one upsert of the sources, and the pools' reminder rows replaced (a completed, skipped,
// rescheduled or deleted task, a removed item or a changed warranty date drops or moves its row).
// Each stream's revision is kept, so a replayed event changes nothing.
import { EQUIPMENT_EVENT_TYPES, EQUIPMENT_STREAM_PREFIX, parseEquipmentEvent, type EquipmentEvent } from '../../domain/equipment/equipment.events.ts';
import { MAINTENANCE_EVENT_TYPES, MAINTENANCE_STREAM_PREFIX, parseMaintenanceEvent, type MaintenanceEvent } from '../../domain/maintenance/maintenance.events.ts';
import { reminderNotificationsOf } from '../../domain/notifications/reminder-notifications.ts';
import { evolveReminderSources, initialReminderSources, type ReminderSources } from '../../domain/notifications/reminder-sources.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import type { ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';
import { chunks } from '../statement-rows.ts';
import { upsertDueRows } from './due-notifications-tables.ts';

export const REMINDER_EVENT_TYPES = [...MAINTENANCE_EVENT_TYPES, ...EQUIPMENT_EVENT_TYPES] as const;
const REMINDER_KINDS = ['task_reminder', 'warranty_ending'] as const;

type Stream = 'maintenance' | 'equipment';
interface Parsed {
  readonly poolId: string;
  readonly stream: Stream;
  readonly revision: bigint;
  readonly at: number;
  readonly event: MaintenanceEvent | EquipmentEvent;
}
interface PoolSources {
  sources: ReminderSources;
  revisions: Record<Stream, bigint>;
}

function parse(recorded: RecordedEvent): Parsed | undefined {
  const [stream, prefix, parseEvent] = recorded.streamId.startsWith(MAINTENANCE_STREAM_PREFIX)
    ? (['maintenance', MAINTENANCE_STREAM_PREFIX, parseMaintenanceEvent] as const)
    : recorded.streamId.startsWith(EQUIPMENT_STREAM_PREFIX) ? (['equipment', EQUIPMENT_STREAM_PREFIX, parseEquipmentEvent] as const) : [];
  if (!stream) return undefined;
  const poolId = recorded.streamId.slice(prefix.length);
  const event = isUuid(poolId) ? parseEvent(recorded.type, recorded.data) : undefined;
  return event && { poolId, stream, revision: recorded.revision, at: recorded.createdAt.getTime(), event };
}

async function loadSources(db: ProjectionDb, poolIds: readonly string[]): Promise<Map<string, PoolSources>> {
  const rows = await db.selectFrom('notification_reminder_sources').selectAll().where('pool_id', 'in', poolIds).execute();
  return new Map(rows.map((row) => [row.pool_id, {
    sources: row.sources, revisions: { maintenance: BigInt(row.maintenance_revision), equipment: BigInt(row.equipment_revision) },
  }]));
}

export async function applyReminders(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const parsed = events.map(parse).filter((item) => item !== undefined);
  if (parsed.length === 0) return;
  const pools = await loadSources(db, [...new Set(parsed.map((item) => item.poolId))]);
  const touched = new Set<string>();
  for (const { poolId, stream, revision, at, event } of parsed) {
    const pool = pools.get(poolId) ?? { sources: initialReminderSources(), revisions: { maintenance: -1n, equipment: -1n } };
    if (revision <= pool.revisions[stream]) continue;
    pools.set(poolId, { sources: evolveReminderSources(pool.sources, event, at), revisions: { ...pool.revisions, [stream]: revision } });
    touched.add(poolId);
  }
  if (touched.size === 0) return;
  const changed = [...touched].map((poolId) => ({ poolId, ...pools.get(poolId)! }));
  for (const chunk of chunks(changed)) {
    await db
      .insertInto('notification_reminder_sources')
      .values(chunk.map(({ poolId, sources, revisions }) => ({
        pool_id: poolId, sources: JSON.stringify(sources), maintenance_revision: revisions.maintenance.toString(), equipment_revision: revisions.equipment.toString(),
      })))
      .onConflict((oc) => oc.column('pool_id').doUpdateSet((eb) => ({
        sources: eb.ref('excluded.sources'), maintenance_revision: eb.ref('excluded.maintenance_revision'), equipment_revision: eb.ref('excluded.equipment_revision'),
      })))
      .execute();
  }
  for (const chunk of chunks([...touched])) {
    await db.deleteFrom('due_notifications').where('pool_id', 'in', chunk).where('kind', 'in', REMINDER_KINDS).execute();
  }
  await upsertDueRows(db, changed.flatMap(({ poolId, sources }) => reminderNotificationsOf(poolId, sources)), { laterOnly: false });
}
