// Edits a task (the schedule's Edit): any of its fields, with spec §5's rules.
import type { TaskDraft } from '../../domain/maintenance/task-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import type { CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

export function updateTask(store: EventStore, input: PoolCalendar & { taskId: string; draft: TaskDraft }, metadata: CommandMetadata) {
  const { poolId, taskId, draft, timeZone, fallbackTimeZone, now } = input;
  return runMaintenanceCommand(store, { type: 'UpdateTask', poolId, taskId, draft, timeZone, fallbackTimeZone, now: now.getTime() }, metadata);
}
