// The one way the maintenance use cases run a command on a pool's `maintenance-{poolId}` stream.
import { maintenanceDecider, type MaintenanceCommand } from '../../domain/maintenance/maintenance.decider.ts';
import { maintenanceStreamOf } from '../../domain/maintenance/maintenance.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export function runMaintenanceCommand(store: EventStore, command: MaintenanceCommand, metadata: CommandMetadata) {
  return handleCommand(store, maintenanceStreamOf(command.poolId), maintenanceDecider, command, metadata);
}

/** What every maintenance use case is given besides its own input. */
export interface PoolCalendar {
  poolId: string;
  /** The pool's IANA zone when known (its location, else the browser's); else the one recorded last. */
  timeZone?: string | undefined;
  /** The zone to use when none is known or recorded (an approximation from the pool's longitude). */
  fallbackTimeZone?: string | undefined;
  now: Date;
}
