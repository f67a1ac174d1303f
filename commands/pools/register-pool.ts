// Registers a pool for its owner: the full onboarding profile, or the default pool.
import { poolDecider } from '../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../domain/pools/pool.events.ts';
import type { PoolDraft } from '../../domain/pools/pool-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface RegisterPoolInput {
  poolId: string;
  draft: PoolDraft;
  now: Date;
}

export function registerPool(store: EventStore, input: RegisterPoolInput, metadata: CommandMetadata) {
  const command = { type: 'RegisterPool' as const, poolId: input.poolId, ownerId: metadata.userId, draft: input.draft, now: input.now.getTime() };
  return handleCommand(store, poolStreamOf(input.poolId), poolDecider, command, metadata);
}
