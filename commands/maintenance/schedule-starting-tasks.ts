// The pool's starting schedule (domain/maintenance/starting-schedule.ts) from its profile and
// equipment: scheduled at onboarding or on request (only suggestions never scheduled before), skipped
// on request; and its warranty inspections, which follow the equipment after every equipment write.
// Task ids derive from the pool and the suggestion, so a retry adds nothing.
import type { StartingScheduleInput } from '../../domain/maintenance/starting-schedule.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { eventIdFor, type CommandMetadata } from '../common/handle-command.ts';
import { runMaintenanceCommand, type PoolCalendar } from './maintenance-command.ts';

const taskIdsOf = (poolId: string) => (key: string) => eventIdFor({ userId: poolId, idempotencyKey: key }, 'starting-schedule', 0);

export function scheduleStartingTasks(store: EventStore, input: PoolCalendar & Omit<StartingScheduleInput, 'today'>, metadata: CommandMetadata) {
  const { poolId, timeZone, fallbackTimeZone, now, profile, equipment } = input;
  const command = { type: 'ScheduleStartingTasks' as const, poolId, timeZone, fallbackTimeZone, now: now.getTime(), input: { profile, equipment }, taskIdFor: taskIdsOf(poolId) };
  return runMaintenanceCommand(store, command, metadata);
}

/** After the pool's equipment changed: each warranty's inspection is scheduled, re-dated or dropped. */
export function syncWarrantyInspections(store: EventStore, input: PoolCalendar & Pick<StartingScheduleInput, 'equipment'>, metadata: CommandMetadata) {
  const { poolId, timeZone, fallbackTimeZone, now, equipment } = input;
  return runMaintenanceCommand(store, { type: 'SyncWarrantyInspections', poolId, timeZone, fallbackTimeZone, now: now.getTime(), equipment, taskIdFor: taskIdsOf(poolId) }, metadata);
}

/** Skips the starting schedule: deletes its tasks that the owner has neither edited nor done. */
export function skipStartingSchedule(store: EventStore, input: PoolCalendar, metadata: CommandMetadata) {
  return runMaintenanceCommand(store, { type: 'SkipStartingSchedule', poolId: input.poolId, now: input.now.getTime() }, metadata);
}
