// The equipment and maintenance-tasks read models: folding a batch from real decider events, ignoring
// replayed revisions, skipping events they cannot parse or that name nothing they know, ignoring an
// id reused by another pool's stream, and re-zoning a pool's tasks when its calendar changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { foldEvents, type DomainEvent } from '../../domain/common/decider.ts';
import { equipmentDecider, type EquipmentCommand } from '../../domain/equipment/equipment.decider.ts';
import { maintenanceDecider, type MaintenanceCommand } from '../../domain/maintenance/maintenance.decider.ts';
import { equipmentProjection, findEquipment, listEquipment } from '../equipment/equipment.projection.ts';
import { findTask, maintenanceTasksProjection } from './maintenance-tasks.projection.ts';

let position = 0n;
function recordedAll(streamId: string, events: readonly DomainEvent[], from = 0): RecordedEvent[] {
  return events.map((event, index) => {
    position++;
    return {
      id: crypto.randomUUID(), streamId, type: event.type, revision: BigInt(from + index), position: { commit: position, prepare: position },
      data: event.data, metadata: {}, createdAt: new Date(),
    };
  });
}

const poolId = '33333333-3333-4333-8333-333333333333';
const otherPoolId = '44444444-4444-4444-8444-444444444444';
const taskId = '55555555-5555-4555-8555-555555555555';
const equipmentId = '66666666-6666-4666-8666-666666666666';
const NOW = 1_780_326_000_000; // 2026-06-01T15:00:00Z

function decideAll<C, E extends DomainEvent, S>(decider: { decide(c: C, s: S): E[]; initialState(): S; evolve(s: S, e: E): S }, commands: C[]): E[] {
  return commands.reduce<E[]>((past, command) => [...past, ...decider.decide(command, foldEvents(decider, past))], []);
}

const taskEvents = decideAll(maintenanceDecider, [
  { type: 'ScheduleTask', poolId, taskId, draft: { title: 'Skim', taskType: 'cleaning', nextDueDate: '2026-06-01' }, timeZone: 'Europe/Paris', now: NOW },
  { type: 'UpdateTask', poolId, taskId, draft: { priority: 'high' }, now: NOW },
  { type: 'CompleteTask', poolId, taskId, now: NOW },
  { type: 'SkipTask', poolId, taskId, now: NOW },
] satisfies MaintenanceCommand[]);
const equipmentEvents = decideAll(equipmentDecider, [
  { type: 'AddEquipment', poolId, equipmentId, draft: { name: 'Pump', category: 'pump', maintenanceIntervalDays: 30 }, now: NOW },
  { type: 'UpdateEquipment', poolId, equipmentId, draft: { condition: 'fair' }, status: 'warning', now: NOW },
  { type: 'RecordEquipmentService', poolId, equipmentId, servicedOn: '2026-05-30', today: '2026-06-01', now: NOW },
] satisfies EquipmentCommand[]);

for (const leg of databaseLegs()) {
  describe(`equipment and maintenance-tasks projections on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('folds a task history, ignores replays, unknown tasks, bad data and an id reused by another pool', async () => {
      const recorded = recordedAll(`maintenance-${poolId}`, taskEvents);
      const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => maintenanceTasksProjection.apply(trx, events));
      await apply(recorded.slice(0, 2));
      await apply([...recorded, ...recorded.slice(0, 3)]);
      await apply(recordedAll(`maintenance-${poolId}`, [
        { type: 'TaskUpdated', data: { taskId: 'nope', poolId, changes: { title: 'x' }, anchorDate: '2026-06-01', updatedAt: NOW } },
        { type: 'TaskCompleted', data: { garbage: true } },
      ], 10));
      await apply(recordedAll(`maintenance-${otherPoolId}`, [{ type: 'TaskDeleted', data: { taskId, poolId: otherPoolId, deletedAt: NOW } }], 0));
      expect(await findTask(database.db, poolId, taskId)).toMatchObject({
        id: taskId, title: 'Skim', priority: 'high', nextDueDate: '2026-06-15', timeZone: 'Europe/Paris', completionCount: 1, status: 'active',
      });
      const rezoned = recordedAll(`maintenance-${poolId}`, [{ type: 'MaintenanceTimeZoneSet', data: { poolId, timeZone: 'Asia/Tokyo', setAt: NOW } }], 20);
      await apply(rezoned);
      await apply([...recorded, ...rezoned]);
      expect(await findTask(database.db, poolId, taskId)).toMatchObject({ timeZone: 'Asia/Tokyo', nextDueDate: '2026-06-15', completionCount: 1 });
    });

    it('folds an equipment history and ignores replays', async () => {
      const recorded = recordedAll(`equipment-${poolId}`, equipmentEvents);
      const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => equipmentProjection.apply(trx, events));
      await apply(recorded);
      await apply(recorded);
      expect(await findEquipment(database.db, equipmentId)).toMatchObject({ name: 'Pump', condition: 'fair', status: 'warning', lastMaintenanceDate: '2026-05-30' });
      await apply(recordedAll(`equipment-${poolId}`, [{ type: 'EquipmentRemoved', data: { equipmentId, poolId, removedAt: NOW } }], equipmentEvents.length));
      expect(await listEquipment(database.db, poolId)).toEqual([]);
    });
  });
}
