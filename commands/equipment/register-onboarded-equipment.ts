// Registers the equipment the onboarding wizard's profile names (filters, pump, heater, cleaner,
// chlorinator, cover) once the pool is onboarded, so the owner does not type it twice. Each item's id
// is derived from the pool and the item's key, so a retry (or a second call) adds nothing.
import { equipmentDecider } from '../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../domain/equipment/equipment.events.ts';
import type { PoolProfile } from '../../domain/pools/pool-profile.schema.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { eventIdFor, handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function registerOnboardedEquipment(store: EventStore, input: { poolId: string; profile: PoolProfile; now: Date }, metadata: CommandMetadata) {
  const equipmentIdFor = (key: string) => eventIdFor({ userId: input.poolId, idempotencyKey: key }, 'onboarding-equipment', 0);
  const command = { type: 'RegisterOnboardedEquipment' as const, poolId: input.poolId, profile: input.profile, equipmentIdFor, now: input.now.getTime() };
  return handleCommand(store, equipmentStreamOf(input.poolId), equipmentDecider, command, metadata);
}
