// Removes a pool from its owner's list.
import { poolDecider } from '../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../domain/pools/pool.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function removePool(store: EventStore, input: { poolId: string; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'RemovePool' as const, poolId: input.poolId, userId: metadata.userId, now: input.now.getTime() };
  return handleCommand(store, poolStreamOf(input.poolId), poolDecider, command, metadata);
}
