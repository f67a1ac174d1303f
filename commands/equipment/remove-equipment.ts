// Removes a piece of equipment (spec §7 DELETE /api/equipment/{id}).
import { equipmentDecider } from '../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../domain/equipment/equipment.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function removeEquipment(store: EventStore, input: { poolId: string; equipmentId: string; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'RemoveEquipment' as const, poolId: input.poolId, equipmentId: input.equipmentId, now: input.now.getTime() };
  return handleCommand(store, equipmentStreamOf(input.poolId), equipmentDecider, command, metadata);
}
