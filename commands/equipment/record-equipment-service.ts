// Records that a piece of equipment was serviced (POST /api/equipment/{id}/serviced): the day, in the
// pool's calendar (today unless given), and notes.
import { equipmentDecider } from '../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../domain/equipment/equipment.events.ts';
import { todayIn, type CalendarDay } from '../../domain/maintenance/calendar-day.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface RecordEquipmentServiceInput {
  poolId: string;
  equipmentId: string;
  servicedOn?: CalendarDay | undefined;
  notes?: string | null | undefined;
  timeZone: string;
  now: Date;
}

export function recordEquipmentService(store: EventStore, input: RecordEquipmentServiceInput, metadata: CommandMetadata) {
  const today = todayIn(input.now.getTime(), input.timeZone);
  const command = {
    type: 'RecordEquipmentService' as const, poolId: input.poolId, equipmentId: input.equipmentId, servicedOn: input.servicedOn ?? today, today,
    notes: input.notes ?? null, now: input.now.getTime(),
  };
  return handleCommand(store, equipmentStreamOf(input.poolId), equipmentDecider, command, metadata);
}
