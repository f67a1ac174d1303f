// Adds a piece of equipment to a pool (spec §7 POST /api/pools/{id}/equipment: the fields plus status).
import { equipmentDecider } from '../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../domain/equipment/equipment.events.ts';
import type { EquipmentStatus } from '../../domain/equipment/equipment-options.ts';
import type { EquipmentDraft } from '../../domain/equipment/equipment-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface AddEquipmentInput {
  poolId: string;
  equipmentId: string;
  draft: EquipmentDraft;
  status?: EquipmentStatus | undefined;
  now: Date;
}

export function addEquipment(store: EventStore, input: AddEquipmentInput, metadata: CommandMetadata) {
  const command = { type: 'AddEquipment' as const, poolId: input.poolId, equipmentId: input.equipmentId, draft: input.draft, status: input.status, now: input.now.getTime() };
  return handleCommand(store, equipmentStreamOf(input.poolId), equipmentDecider, command, metadata);
}
