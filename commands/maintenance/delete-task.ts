// Deletes a task (spec §7 DELETE /api/pools/{id}/maintenance/{taskId}).
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import type { CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

export function deleteTask(store: EventStore, input: PoolCalendar & { taskId: string }, metadata: CommandMetadata) {
  const { poolId, taskId, now } = input;
  return runMaintenanceCommand(store, { type: 'DeleteTask', poolId, taskId, now: now.getTime() }, metadata);
}
