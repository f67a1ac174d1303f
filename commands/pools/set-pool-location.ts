// Saves a pool's coordinates (detected or typed in), which the weather needs.
import { poolDecider } from '../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../domain/pools/pool.events.ts';
import type { NumericInput } from '../../domain/pools/pool-rules.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface SetPoolLocationInput {
  poolId: string;
  latitude: NumericInput;
  longitude: NumericInput;
  now: Date;
}

export function setPoolLocation(store: EventStore, input: SetPoolLocationInput, metadata: CommandMetadata) {
  const command = { type: 'SetPoolLocation' as const, poolId: input.poolId, userId: metadata.userId, latitude: input.latitude, longitude: input.longitude, now: input.now.getTime() };
  return handleCommand(store, poolStreamOf(input.poolId), poolDecider, command, metadata);
}
