// Marks the ready step of the active treatment plan as added (ChemicalAdded starts its timers);
// the last step completes the plan. Two clients racing on one step: the append of the second
// fails on the expected revision, its retry sees the step done, and it answers conflict.
import { waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf } from '../../domain/water/water.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function completeTreatmentStep(store: EventStore, input: { poolId: string; stepId: string; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'CompleteTreatmentStep' as const, poolId: input.poolId, stepId: input.stepId, now: input.now.getTime() };
  return handleCommand(store, waterStreamOf(input.poolId), waterDecider, command, metadata);
}
