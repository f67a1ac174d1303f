// Schedules a one-off or recurring task (spec §7 POST /api/pools/{id}/maintenance, §5 New task rules).
import type { TaskDraft } from '../../domain/maintenance/task-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import type { CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

export function scheduleTask(store: EventStore, input: PoolCalendar & { taskId: string; draft: TaskDraft }, metadata: CommandMetadata) {
  const { poolId, taskId, draft, timeZone, fallbackTimeZone, now } = input;
  return runMaintenanceCommand(store, { type: 'ScheduleTask', poolId, taskId, draft, timeZone, fallbackTimeZone, now: now.getTime() }, metadata);
}
