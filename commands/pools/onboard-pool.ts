// The onboarding wizard's 'Complete Setup': completes the pool the user already has when it was never
// onboarded (the default pool a test before onboarding created, with its readings and plan), and
// registers a new pool only when there is none to complete. A retried request (same Idempotency-Key)
// finds the pool its first attempt completed instead of registering another.
import { poolDecider } from '../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../domain/pools/pool.events.ts';
import type { PoolDraft } from '../../domain/pools/pool-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, handledBefore, type CommandMetadata } from '../common/handle-command.ts';
import { registerPool } from './register-pool.ts';

export interface OnboardPoolInput {
  /** The user's pools, oldest first (from the pools read model). */
  ownPools: readonly { id: string; onboardingCompleted: boolean }[];
  /** The id a new pool gets when there is none to complete. */
  newPoolId: string;
  draft: PoolDraft;
  now: Date;
}

export async function onboardPool(store: EventStore, input: OnboardPoolInput, metadata: CommandMetadata) {
  const target = input.ownPools.find((pool) => !pool.onboardingCompleted) ?? (await completedByThisRequest(store, input.ownPools, metadata));
  if (!target) return { poolId: input.newPoolId, created: true, result: await registerPool(store, { poolId: input.newPoolId, draft: input.draft, now: input.now }, metadata) };
  const command = { type: 'CompleteOnboarding' as const, poolId: target.id, userId: metadata.userId, draft: input.draft, now: input.now.getTime() };
  return { poolId: target.id, created: false, result: await handleCommand(store, poolStreamOf(target.id), poolDecider, command, metadata) };
}

async function completedByThisRequest(store: EventStore, pools: OnboardPoolInput['ownPools'], metadata: CommandMetadata) {
  for (const pool of pools) if (await handledBefore(store, poolStreamOf(pool.id), metadata)) return pool;
  return undefined;
}
