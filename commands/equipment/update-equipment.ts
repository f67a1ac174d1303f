// Edits a piece of equipment (spec §7 PATCH /api/equipment/{id}): any of its fields and its status,
// or the status alone (Mark Issue / Mark Fixed).
import { equipmentDecider } from '../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../domain/equipment/equipment.events.ts';
import type { EquipmentStatus } from '../../domain/equipment/equipment-options.ts';
import type { EquipmentDraft } from '../../domain/equipment/equipment-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface UpdateEquipmentInput {
  poolId: string;
  equipmentId: string;
  draft: EquipmentDraft;
  status?: EquipmentStatus | undefined;
  now: Date;
}

export function updateEquipment(store: EventStore, input: UpdateEquipmentInput, metadata: CommandMetadata) {
  const command = { type: 'UpdateEquipment' as const, poolId: input.poolId, equipmentId: input.equipmentId, draft: input.draft, status: input.status, now: input.now.getTime() };
  return handleCommand(store, equipmentStreamOf(input.poolId), equipmentDecider, command, metadata);
}
