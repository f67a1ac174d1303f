// Skips the current occurrence of a recurring task: it moves to its next due date without a completion.
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import type { CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

export function skipTask(store: EventStore, input: PoolCalendar & { taskId: string }, metadata: CommandMetadata) {
  const { poolId, taskId, timeZone, fallbackTimeZone, now } = input;
  return runMaintenanceCommand(store, { type: 'SkipTask', poolId, taskId, timeZone, fallbackTimeZone, now: now.getTime() }, metadata);
}
