// Re-issues the active treatment plan when the pool's profile changes what the planner reads
// (volume, sanitation, salt cell, surface, preferred chlorine): new doses, the steps already done kept.
// Runs after the pool command that changed the profile; with no active plan, or unchanged advice, it
// appends nothing.
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import type { PoolEvent } from '../../domain/pools/pool.events.ts';
import { waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf } from '../../domain/water/water.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';
import { plannerProfileOf } from './record-reading.ts';

const PLANNER_KEYS = ['volumeGallons', 'sanitationType', 'hasSaltChlorinator', 'surfaceMaterial', 'preferredChlorineTypes'] as const;

/** Whether pool events changed anything the treatment planner reads. */
export function changesTreatment(events: readonly PoolEvent[]): boolean {
  return events.some((event) => event.type === 'PoolProfileUpdated' && PLANNER_KEYS.some((key) => key in event.data.changes));
}

export interface ReviseTreatmentPlanInput {
  poolId: string;
  planId: string;
  pool: PoolProfile;
  because: 'settings_changed' | 'pool_set_up';
  now: Date;
}

export function reviseTreatmentPlan(store: EventStore, input: ReviseTreatmentPlanInput, metadata: CommandMetadata) {
  const { poolId, planId, pool, because, now } = input;
  const command = { type: 'ReviseTreatmentPlan' as const, poolId, planId, pool: plannerProfileOf(pool), because, now: now.getTime() };
  return handleCommand(store, waterStreamOf(input.poolId), waterDecider, command, metadata);
}
