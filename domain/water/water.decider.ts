// The water decider: readings and the treatment plans issued from them, for one pool.
// - Recording or correcting the pool's latest reading issues a new plan (planTreatment with the
//   pool profile carried by the command) that supersedes the active one. A back-dated reading, or a
//   correction of an older one, changes history but not today's advice.
//   The plan's chlorine targets follow the pool's latest measured CYA (poolCya), and timers the
//   previous plan started keep running into the new one: its first step waits for their chemical_waits.
// - Changing the pool's profile (ReviseTreatmentPlan) re-issues the active plan with new doses,
//   keeping the steps already done (and so their timers).
// - Deleting the reading behind the active plan cancels that plan.
// - Only the ready step of an active plan can be marked added (spec §4); the last one completes it.
import {
  activeTimers, ChemistryInputError, planTreatment, stepDisplayState,
  type ActiveTimer, type CyaBasis, type EpochMs, type PoolProfile, type StepWithCompletion, type TreatmentPlan,
} from '../chemistry/index.ts';
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import { checkReading, sameValues, type ReadingInput } from './reading-rules.ts';
import type { AnalysisDetails, ReadingValues, TestMethod, TreatmentPlanIssued, WaterEvent } from './water.events.ts';

export interface ReadingEntry {
  readonly readingId: string;
  readonly testMethod: TestMethod;
  readonly timestamp: EpochMs;
  /** Order of recording: breaks ties between readings taken at the same time. */
  readonly seq: number;
  readonly values: ReadingValues;
  readonly deleted: boolean;
}

export type PlanStatus = 'active' | 'completed' | 'canceled';
export interface PlanEntry {
  readonly planId: string;
  readonly readingId: string;
  readonly status: PlanStatus;
  readonly steps: readonly StepWithCompletion[];
  readonly safeToSwimAt: EpochMs;
  /** Timers of earlier plans that were still running when this one was issued. */
  readonly earlierTimers: readonly ActiveTimer[];
}

export interface WaterState {
  readonly readings: ReadonlyMap<string, ReadingEntry>;
  /** The most recently issued plan, whatever became of it. */
  readonly plan: PlanEntry | null;
}

/** A test in the future beyond this is a wrong clock or a typo, not a test. */
export const FUTURE_TOLERANCE_MS = 10 * 60_000;

interface ReadingCommandBase {
  poolId: string;
  readingId: string;
  /** Id for the plan this command may issue. */
  planId: string;
  input: ReadingInput;
  pool: PoolProfile;
  now: EpochMs;
}
export type RecordReading = ReadingCommandBase & { type: 'RecordReading'; testMethod: TestMethod; timestamp: EpochMs; analysis?: AnalysisDetails };
export type CorrectReading = ReadingCommandBase & { type: 'CorrectReading'; testMethod?: TestMethod; timestamp?: EpochMs };
export type DeleteReading = { type: 'DeleteReading'; poolId: string; readingId: string; now: EpochMs };
export type CompleteTreatmentStep = { type: 'CompleteTreatmentStep'; poolId: string; stepId: string; now: EpochMs };
/** The pool's profile changed: re-plan the active plan's reading with it. */
export type ReviseTreatmentPlan = { type: 'ReviseTreatmentPlan'; poolId: string; planId: string; pool: PoolProfile; now: EpochMs };
export type WaterCommand = RecordReading | CorrectReading | DeleteReading | CompleteTreatmentStep | ReviseTreatmentPlan;

export const initialWaterState = (): WaterState => ({ readings: new Map(), plan: null });

function withReading(state: WaterState, readingId: string, update: (entry: ReadingEntry | undefined) => ReadingEntry | undefined): WaterState {
  const next = update(state.readings.get(readingId));
  if (!next) return state;
  const readings = new Map(state.readings);
  readings.set(readingId, next);
  return { ...state, readings };
}

function withPlan(state: WaterState, planId: string, update: (plan: PlanEntry) => PlanEntry): WaterState {
  return state.plan && state.plan.planId === planId ? { ...state, plan: update(state.plan) } : state;
}

export function evolveWater(state: WaterState, event: WaterEvent): WaterState {
  switch (event.type) {
    case 'ReadingRecorded': {
      const { readingId, testMethod, timestamp, recordedAt: _r, poolId: _p, analysis: _a, ...values } = event.data;
      return withReading(state, readingId, () => ({ readingId, testMethod, timestamp, seq: state.readings.size, values, deleted: false }));
    }
    case 'ReadingCorrected': {
      const { readingId, testMethod, timestamp, correctedAt: _c, poolId: _p, ...values } = event.data;
      return withReading(state, readingId, (entry) => entry && { ...entry, testMethod, timestamp, values });
    }
    case 'ReadingDeleted':
      return withReading(state, event.data.readingId, (entry) => entry && { ...entry, deleted: true });
    case 'TreatmentPlanIssued': {
      const { planId, readingId, steps, safeToSwimAt, earlierTimers } = event.data;
      return {
        ...state,
        plan: { planId, readingId, status: 'active', steps: steps.map(issuedStep), safeToSwimAt, earlierTimers: earlierTimers ?? [] },
      };
    }
    case 'ChemicalAdded': {
      const { stepId, at } = event.data;
      return withPlan(state, event.data.planId, (plan) => ({
        ...plan,
        steps: plan.steps.map((step) => (step.id === stepId ? { ...step, completed: true, completedAt: at } : step)),
      }));
    }
    case 'TreatmentPlanCanceled':
      return withPlan(state, event.data.planId, (plan) => ({ ...plan, status: 'canceled' }));
    case 'TreatmentPlanCompleted':
      return withPlan(state, event.data.planId, (plan) => ({ ...plan, status: 'completed' }));
    default:
      return assertNever(event);
  }
}

/** A step as a plan issues it: new, or kept done (with when) from the plan it revises. */
export function issuedStep(step: StepWithCompletion): StepWithCompletion {
  return { ...step, completed: step.completed === true, completedAt: step.completed ? (step.completedAt ?? null) : null };
}

/** Every timer of the plan still running at `now`: its own steps' and those it carried from earlier plans. */
export function planTimers(plan: Pick<PlanEntry, 'steps' | 'earlierTimers'>, now: EpochMs): ActiveTimer[] {
  return [...plan.earlierTimers.filter((timer) => timer.endTime > now), ...activeTimers(plan.steps, now)];
}

/** The running timers of a plan as the next plan carries them: marked as an earlier plan's, ids kept unique. */
function carriedTimers(plan: PlanEntry | null, now: EpochMs): ActiveTimer[] {
  if (!plan) return [];
  return planTimers(plan, now).map((timer) =>
    timer.fromEarlierPlan ? timer : { ...timer, id: `${plan.planId}:${timer.id}`, fromEarlierPlan: true });
}

/** The pool's latest measured CYA (a manual test may leave it out): the newest live reading that has one. */
export function poolCya(readings: Iterable<ReadingEntry>): CyaBasis | null {
  let latest: ReadingEntry | undefined;
  for (const entry of readings) {
    if (entry.deleted || entry.values.cyaPpm === null) continue;
    if (!latest || isNewer(entry, latest)) latest = entry;
  }
  return latest && latest.values.cyaPpm !== null ? { ppm: latest.values.cyaPpm, readingId: latest.readingId, testedAt: latest.timestamp } : null;
}

const isNewer = (a: ReadingEntry, b: ReadingEntry) => a.timestamp > b.timestamp || (a.timestamp === b.timestamp && a.seq > b.seq);

/** The newest reading that still exists: latest test time, then latest recorded. */
export function latestReading(readings: Iterable<ReadingEntry>): ReadingEntry | undefined {
  let latest: ReadingEntry | undefined;
  for (const entry of readings) {
    if (entry.deleted) continue;
    if (!latest || isNewer(entry, latest)) latest = entry;
  }
  return latest;
}

function validValues(command: ReadingCommandBase, timestamp: EpochMs | undefined): ReadingValues {
  const result = checkReading(command.input);
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields);
  if (timestamp !== undefined && timestamp > command.now + FUTURE_TOLERANCE_MS) {
    throw new DomainError('invalid', 'The test time is in the future', { timestamp: 'The test time is in the future' });
  }
  return result.values;
}

function plan(entry: ReadingEntry, readings: Iterable<ReadingEntry>, pool: PoolProfile, now: EpochMs, runningTimers: ActiveTimer[]): TreatmentPlan {
  try {
    return planTreatment({ ...entry.values, testMethod: entry.testMethod }, pool, now, { poolCyaPpm: poolCya(readings)?.ppm ?? null, runningTimers });
  } catch (error) {
    if (error instanceof ChemistryInputError) throw new DomainError('invalid', `No treatment plan can be made for this pool: ${error.message}`);
    throw error;
  }
}

function issue(
  state: WaterState, next: TreatmentPlan, ids: { planId: string; poolId: string; readingId: string; now: EpochMs },
  steps: StepWithCompletion[], earlierTimers: ActiveTimer[],
): WaterEvent[] {
  const { planId, poolId, readingId, now } = ids;
  const active = state.plan?.status === 'active' ? state.plan : undefined;
  const issued: TreatmentPlanIssued = {
    type: 'TreatmentPlanIssued',
    data: {
      planId, poolId, readingId, issuedAt: now, steps, summary: next.summary, safeToSwimAt: next.safeToSwimAt,
      plannerVersion: next.plannerVersion, needsChlorineTest: next.needsChlorineTest,
      ...(earlierTimers.length > 0 ? { earlierTimers } : {}),
    },
  };
  return [
    ...(active ? [{ type: 'TreatmentPlanCanceled' as const, data: { planId: active.planId, poolId, reason: 'superseded' as const, canceledAt: now, supersededBy: planId } }] : []),
    issued,
    // Nothing (left) to add, so the plan is done the moment it is made.
    ...(steps.every((step) => step.completed) ? [{ type: 'TreatmentPlanCompleted' as const, data: { planId, poolId, completedAt: now } }] : []),
  ];
}

/** The plan for the reading now latest, superseding the active plan; [] when the reading is not the latest. */
function replan(before: WaterState, events: WaterEvent[], command: ReadingCommandBase): WaterEvent[] {
  const after = events.reduce(evolveWater, before);
  const latest = latestReading(after.readings.values());
  if (!latest || latest.readingId !== command.readingId) return events;
  const running = carriedTimers(after.plan, command.now);
  const next = plan(latest, after.readings.values(), command.pool, command.now, running);
  const ids = { planId: command.planId, poolId: command.poolId, readingId: latest.readingId, now: command.now };
  return [...events, ...issue(after, next, ids, next.steps, running)];
}

const slugOf = (stepId: string) => stepId.replace(/^step-\d+-/, '');
const advice = (steps: readonly StepWithCompletion[]) =>
  JSON.stringify(steps.filter((step) => !step.completed).map(({ id, completedAt: _c, ...step }) => ({ ...step, slug: slugOf(id) })));

/**
 * Re-plans the active plan's reading with the pool's new profile. Steps already done stay done (with
 * their times, so their timers run on); the rest are the new plan's steps for what is still undone.
 * Nothing is issued when the advice is unchanged.
 */
function revise(command: ReviseTreatmentPlan, state: WaterState): WaterEvent[] {
  const current = state.plan;
  if (!current || current.status !== 'active') return [];
  const reading = state.readings.get(current.readingId);
  if (!reading || reading.deleted) return [];
  const done = current.steps.filter((step) => step.completed);
  const running = [...current.earlierTimers.filter((timer) => timer.endTime > command.now), ...activeTimers(done, command.now)];
  const next = plan(reading, state.readings.values(), command.pool, command.now, running);
  const doneSlugs = new Set(done.map((step) => slugOf(step.id)));
  const remaining = next.steps
    .filter((step) => !doneSlugs.has(slugOf(step.id)))
    .map((step, index) => ({ ...step, id: `step-${done.length + index + 1}-${slugOf(step.id)}`, completedAt: null }));
  const steps = [...done, ...remaining];
  if (advice(steps) === advice(current.steps)) return [];
  const summary = done.length > 0 ? `Pool settings changed: the doses were recalculated; steps already done are kept. ${next.summary}` : `Pool settings changed: the doses were recalculated. ${next.summary}`;
  const ids = { planId: command.planId, poolId: command.poolId, readingId: reading.readingId, now: command.now };
  return issue(state, { ...next, summary }, ids, steps, current.earlierTimers.filter((timer) => timer.endTime > command.now));
}

function record(command: RecordReading, state: WaterState): WaterEvent[] {
  if (state.readings.has(command.readingId)) return [];
  const values = validValues(command, command.timestamp);
  const { readingId, poolId, testMethod, timestamp, now, analysis } = command;
  const data = { readingId, poolId, testMethod, timestamp, recordedAt: now, ...values, ...(analysis ? { analysis } : {}) };
  return replan(state, [{ type: 'ReadingRecorded', data }], command);
}

function correct(command: CorrectReading, state: WaterState): WaterEvent[] {
  const entry = state.readings.get(command.readingId);
  if (!entry || entry.deleted) throw new DomainError('not_found', 'Reading not found');
  const values = validValues(command, command.timestamp);
  const testMethod = command.testMethod ?? entry.testMethod;
  const timestamp = command.timestamp ?? entry.timestamp;
  if (sameValues(values, entry.values) && testMethod === entry.testMethod && timestamp === entry.timestamp) return [];
  const data = { readingId: entry.readingId, poolId: command.poolId, testMethod, timestamp, correctedAt: command.now, ...values };
  return replan(state, [{ type: 'ReadingCorrected', data }], command);
}

function remove(command: DeleteReading, state: WaterState): WaterEvent[] {
  const entry = state.readings.get(command.readingId);
  if (!entry) throw new DomainError('not_found', 'Reading not found');
  if (entry.deleted) return [];
  const { readingId, poolId, now } = command;
  const events: WaterEvent[] = [{ type: 'ReadingDeleted', data: { readingId, poolId, deletedAt: now } }];
  const plan = state.plan;
  if (plan?.status === 'active' && plan.readingId === readingId) {
    events.push({ type: 'TreatmentPlanCanceled', data: { planId: plan.planId, poolId, reason: 'reading_deleted', canceledAt: now } });
  }
  return events;
}

/**
 * Marking a step added twice is a conflict, not a no-op: the second person must learn the chemical
 * is already in the water rather than add it again. (A retried request with the same
 * Idempotency-Key never gets here: handleCommand answers it from the first attempt.)
 */
function completeStep(command: CompleteTreatmentStep, state: WaterState): WaterEvent[] {
  const plan = state.plan;
  if (!plan || plan.status !== 'active') throw new DomainError('conflict', 'There is no active treatment plan');
  const index = plan.steps.findIndex((step) => step.id === command.stepId);
  const step = plan.steps[index];
  if (!step) throw new DomainError('not_found', 'Treatment step not found', { stepId: 'No such step in the active plan' });
  const display = stepDisplayState(plan.steps, index, planTimers(plan, command.now), command.now);
  if (display === 'completed') throw new DomainError('conflict', 'This chemical was already marked as added');
  if (display === 'timer_waiting') throw new DomainError('conflict', 'Wait for the previous chemical to circulate before adding this one');
  if (display === 'waiting') throw new DomainError('conflict', 'Complete the previous step first');
  const { poolId, now } = command;
  const events: WaterEvent[] = [{
    type: 'ChemicalAdded',
    data: { planId: plan.planId, poolId, stepId: step.id, chemical: step.chemical, product: step.product, dosage: step.dosage, at: now },
  }];
  if (plan.steps.every((other) => other.completed || other.id === step.id)) {
    events.push({ type: 'TreatmentPlanCompleted', data: { planId: plan.planId, poolId, completedAt: now } });
  }
  return events;
}

export const waterDecider: Decider<WaterCommand, WaterEvent, WaterState> = {
  initialState: initialWaterState,
  evolve: evolveWater,
  decide(command, state) {
    switch (command.type) {
      case 'RecordReading':
        return record(command, state);
      case 'CorrectReading':
        return correct(command, state);
      case 'DeleteReading':
        return remove(command, state);
      case 'CompleteTreatmentStep':
        return completeStep(command, state);
      case 'ReviseTreatmentPlan':
        return revise(command, state);
      default:
        return assertNever(command);
    }
  },
};
