// Applies the pool settings form (any subset of the profile, coordinates included) to a pool.
import { poolDecider } from '../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../domain/pools/pool.events.ts';
import type { PoolDraft } from '../../domain/pools/pool-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function updatePool(store: EventStore, input: { poolId: string; draft: PoolDraft; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'UpdatePoolSettings' as const, poolId: input.poolId, userId: metadata.userId, draft: input.draft, now: input.now.getTime() };
  return handleCommand(store, poolStreamOf(input.poolId), poolDecider, command, metadata);
}
