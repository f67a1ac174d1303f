// Corrects a water test (the full set of values; test method and time kept unless given). A
// correction of the pool's latest reading issues a new plan that supersedes the active one.
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import type { ReadingInput } from '../../domain/water/reading-rules.ts';
import { waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf, type TestMethod } from '../../domain/water/water.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';
import { plannerProfileOf } from './record-reading.ts';

export interface CorrectReadingInput {
  poolId: string;
  readingId: string;
  planId: string;
  pool: PoolProfile;
  testMethod?: TestMethod;
  timestamp?: Date;
  reading: ReadingInput;
  now: Date;
}

export function correctReading(store: EventStore, input: CorrectReadingInput, metadata: CommandMetadata) {
  const command = {
    type: 'CorrectReading' as const,
    poolId: input.poolId,
    readingId: input.readingId,
    planId: input.planId,
    input: input.reading,
    pool: plannerProfileOf(input.pool),
    now: input.now.getTime(),
    ...(input.testMethod ? { testMethod: input.testMethod } : {}),
    ...(input.timestamp ? { timestamp: input.timestamp.getTime() } : {}),
  };
  return handleCommand(store, waterStreamOf(input.poolId), waterDecider, command, metadata);
}
