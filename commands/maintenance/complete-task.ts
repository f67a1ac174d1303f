// Completes a task (spec §7 POST /api/pools/{id}/maintenance/{taskId}/complete): notes, duration and
// photo; whether it was overdue is decided from the pool's calendar; a recurring task moves to its
// next due date. TaskCompleted is what the achievements count.
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import type { CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

export interface CompleteTaskInput extends PoolCalendar {
  taskId: string;
  notes?: string | null | undefined;
  durationMinutes?: number | string | null | undefined;
  photoUrl?: string | null | undefined;
}

export function completeTask(store: EventStore, input: CompleteTaskInput, metadata: CommandMetadata) {
  const { poolId, taskId, timeZone, fallbackTimeZone, now, notes, durationMinutes, photoUrl } = input;
  return runMaintenanceCommand(store, { type: 'CompleteTask', poolId, taskId, timeZone, fallbackTimeZone, now: now.getTime(), notes, durationMinutes, photoUrl }, metadata);
}
