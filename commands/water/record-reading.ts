// Records a water test (camera, upload or manual) and, when it is the pool's latest, issues the
// treatment plan that supersedes the active one. The pool profile comes in with the input: the
// planner's advice depends on volume, sanitation, chlorine type and surface.
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import type { ReadingInput } from '../../domain/water/reading-rules.ts';
import { waterDecider } from '../../domain/water/water.decider.ts';
import { waterStreamOf, type AnalysisDetails, type TestMethod } from '../../domain/water/water.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface RecordReadingInput {
  poolId: string;
  readingId: string;
  /** Id of the plan this reading may issue. */
  planId: string;
  pool: PoolProfile;
  testMethod: TestMethod;
  /** When the water was tested; defaults to now. */
  timestamp?: Date;
  reading: ReadingInput;
  analysis?: AnalysisDetails;
  now: Date;
}

/** Only the planner's fields of a pool: a pool view carries many more. */
export function plannerProfileOf(pool: PoolProfile): PoolProfile {
  const { volumeGallons, preferredChlorineTypes, sanitationType, hasSaltChlorinator, surfaceMaterial } = pool;
  return { volumeGallons, preferredChlorineTypes, sanitationType, hasSaltChlorinator, surfaceMaterial };
}

export function recordReading(store: EventStore, input: RecordReadingInput, metadata: CommandMetadata) {
  const now = input.now.getTime();
  const command = {
    type: 'RecordReading' as const,
    poolId: input.poolId,
    readingId: input.readingId,
    planId: input.planId,
    testMethod: input.testMethod,
    timestamp: input.timestamp?.getTime() ?? now,
    input: input.reading,
    pool: plannerProfileOf(input.pool),
    now,
    ...(input.analysis ? { analysis: input.analysis } : {}),
  };
  return handleCommand(store, waterStreamOf(input.poolId), waterDecider, command, metadata);
}
