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
  type ActiveTimer, type EpochMs, type PoolProfile, type StepWithCompletion, type TreatmentPlan,
} from '../chemistry/index.ts';
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import { checkReading, sameValues, type ReadingInput } from './reading-rules.ts';
import {
  evolveWater, foldWater, initialWaterState, latestReading, poolCya, waterStateCodec,
  type PlanEntry, type ReadingEntry, type WaterState,
} from './water-state.ts';
import type { AnalysisDetails, ReadingValues, TestMethod, TreatmentPlanIssued, WaterEvent } from './water.events.ts';

export { evolveWater, initialWaterState, issuedStep, latestReading, poolCya, KEPT_READINGS } from './water-state.ts';
export type { PlanEntry, PlanStatus, ReadingEntry, WaterState } from './water-state.ts';

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
/** The pool's profile changed (settings, or onboarding completing it): re-plan the active plan's reading with it. */
export type ReviseTreatmentPlan = {
  type: 'ReviseTreatmentPlan'; poolId: string; planId: string; pool: PoolProfile; now: EpochMs; because: 'settings_changed' | 'pool_set_up';
};
export type WaterCommand = RecordReading | CorrectReading | DeleteReading | CompleteTreatmentStep | ReviseTreatmentPlan;

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

function validValues(command: ReadingCommandBase, timestamp: EpochMs | undefined): ReadingValues {
  const result = checkReading(command.input);
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields);
  if (timestamp !== undefined && timestamp > command.now + FUTURE_TOLERANCE_MS) {
    throw new DomainError('invalid', 'The test time is in the future', { timestamp: 'The test time is in the future' });
  }
  return result.values;
}

function plan(entry: ReadingEntry, state: WaterState, pool: PoolProfile, now: EpochMs, runningTimers: ActiveTimer[]): TreatmentPlan {
  try {
    return planTreatment({ ...entry.values, testMethod: entry.testMethod }, pool, now, { poolCyaPpm: poolCya(state)?.ppm ?? null, runningTimers });
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
  const after = foldWater(before, events);
  const latest = latestReading(after.readings.values());
  if (!latest || latest.readingId !== command.readingId) return events;
  const running = carriedTimers(after.plan, command.now);
  const next = plan(latest, after, command.pool, command.now, running);
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
  const next = plan(reading, state, command.pool, command.now, running);
  const doneSlugs = new Set(done.map((step) => slugOf(step.id)));
  const remaining = next.steps
    .filter((step) => !doneSlugs.has(slugOf(step.id)))
    .map((step, index) => ({ ...step, id: `step-${done.length + index + 1}-${slugOf(step.id)}`, completedAt: null }));
  const steps = [...done, ...remaining];
  if (advice(steps) === advice(current.steps)) return [];
  const why = command.because === 'pool_set_up' ? 'Pool set up: the doses were recalculated for it' : 'Pool settings changed: the doses were recalculated';
  const summary = `${why}${done.length > 0 ? '; steps already done are kept' : ''}. ${next.summary}`;
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
  fold: foldWater,
  snapshot: waterStateCodec,
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
