// Deletes a water test. When it backs the active treatment plan, the plan is canceled with it;
// treatmentPlanCanceled tells the caller (from the events, so a replayed request answers the same).
import { waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf } from '../../domain/water/water.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export async function deleteReading(store: EventStore, input: { poolId: string; readingId: string; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'DeleteReading' as const, poolId: input.poolId, readingId: input.readingId, now: input.now.getTime() };
  const result = await handleCommand(store, waterStreamOf(input.poolId), waterDecider, command, metadata);
  const treatmentPlanCanceled = result.events.some((event) => event.type === 'TreatmentPlanCanceled');
  return { ...result, treatmentPlanCanceled };
}
