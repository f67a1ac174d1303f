// Read model "what is this pool's treatment plan right now": one row per pool holding the latest
// plan issued, its steps with when each was added, and what became of it. Timers and step states
// are derived at read time (activeTimers(…, now)), never stored, so they are always current.
// Per batch: one SELECT of the pools it touches and one multi-row upsert; the row keeps the stream
// revision it reflects, so a replayed event is a no-op.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import {
  stepDisplayState, type ActiveTimer, type EpochMs, type StepDisplayState, type StepWithCompletion, type TreatmentStep,
} from '../../domain/chemistry/index.ts';
import { issuedStep, planTimers, type PlanStatus } from '../../domain/water/water.decider.ts';
import { parseWaterEvent, WATER_STREAM_PREFIX, type WaterEvent } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { chunks } from '../statement-rows.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

type Timestamp = ColumnType<Date, string, string>;

export interface CurrentTreatmentPlansTable {
  pool_id: string;
  plan_id: string;
  reading_id: string;
  status: string;
  cancel_reason: string | null;
  reading_deleted: boolean;
  summary: string;
  steps: ColumnType<StepWithCompletion[], string, string>;
  /** Timers of earlier plans still running when this one was issued. */
  earlier_timers: ColumnType<ActiveTimer[], string | undefined, string>;
  needs_chlorine_test: ColumnType<boolean, boolean | undefined, boolean>;
  safe_to_swim_at: Timestamp;
  planner_version: string;
  issued_at: Timestamp;
  completed_at: ColumnType<Date | null, string | null, string | null>;
  revision: ColumnType<string, string, string>;
}
export type CurrentTreatmentPlanRow = Selectable<CurrentTreatmentPlansTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    current_treatment_plans: CurrentTreatmentPlansTable;
  }
}

const migrations = {
  '20261123T0101_current_treatment_plans_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE current_treatment_plans (
          pool_id text PRIMARY KEY,
          plan_id text NOT NULL,
          reading_id text NOT NULL,
          status text NOT NULL,
          cancel_reason text,
          reading_deleted boolean NOT NULL DEFAULT false,
          summary text NOT NULL,
          steps jsonb NOT NULL,
          safe_to_swim_at timestamptz NOT NULL,
          planner_version text NOT NULL,
          issued_at timestamptz NOT NULL,
          completed_at timestamptz,
          revision bigint NOT NULL
        )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS current_treatment_plans`.execute(db);
    },
  },
  '20261124T0101_current_treatment_plans_earlier_timers': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        ALTER TABLE current_treatment_plans
          ADD COLUMN earlier_timers jsonb NOT NULL DEFAULT '[]',
          ADD COLUMN needs_chlorine_test boolean NOT NULL DEFAULT false`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`ALTER TABLE current_treatment_plans DROP COLUMN earlier_timers, DROP COLUMN needs_chlorine_test`.execute(db);
    },
  },
};

interface Folded {
  poolId: string;
  planId: string;
  readingId: string;
  status: PlanStatus;
  cancelReason: string | null;
  readingDeleted: boolean;
  summary: string;
  steps: StepWithCompletion[];
  earlierTimers: ActiveTimer[];
  needsChlorineTest: boolean;
  safeToSwimAt: EpochMs;
  plannerVersion: string;
  issuedAt: EpochMs;
  completedAt: EpochMs | null;
  revision: bigint;
}

const PLAN_EVENTS = ['TreatmentPlanIssued', 'ChemicalAdded', 'TreatmentPlanCanceled', 'TreatmentPlanCompleted', 'ReadingDeleted'] as const;

/**
 * Folds one event into the pool's plan, in place: a batch's plans are its own (read from rows, or
 * made from an issued event with copies of its steps) and no one sees them before they are written,
 * so a chemical added changes one step rather than copying the plan and all its steps. Answers the
 * plan the event changed (a new one when issued), or undefined when it changed nothing.
 */
function evolve(current: Folded | undefined, event: WaterEvent, poolId: string, revision: bigint): Folded | undefined {
  if (event.type === 'TreatmentPlanIssued') {
    const d = event.data;
    return {
      poolId, planId: d.planId, readingId: d.readingId, status: 'active', cancelReason: null, readingDeleted: false, summary: d.summary,
      steps: d.steps.map(issuedStep), earlierTimers: d.earlierTimers ?? [], needsChlorineTest: d.needsChlorineTest ?? false,
      safeToSwimAt: d.safeToSwimAt,
      plannerVersion: d.plannerVersion, issuedAt: d.issuedAt, completedAt: null, revision,
    };
  }
  if (!current) return undefined;
  switch (event.type) {
    case 'ReadingDeleted':
      if (event.data.readingId !== current.readingId) return undefined;
      current.readingDeleted = true;
      break;
    case 'ChemicalAdded': {
      const { planId, stepId, at } = event.data;
      if (planId !== current.planId) return undefined;
      const { steps } = current;
      for (let i = 0; i < steps.length; i++) if (steps[i]!.id === stepId) steps[i] = { ...steps[i]!, completed: true, completedAt: at };
      break;
    }
    case 'TreatmentPlanCanceled':
      if (event.data.planId !== current.planId) return undefined;
      current.status = 'canceled';
      current.cancelReason = event.data.reason;
      break;
    case 'TreatmentPlanCompleted':
      if (event.data.planId !== current.planId) return undefined;
      current.status = 'completed';
      current.completedAt = event.data.completedAt;
      break;
    default:
      return undefined;
  }
  current.revision = revision;
  return current;
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const water = events.filter((recorded) => recorded.streamId.startsWith(WATER_STREAM_PREFIX));
  if (water.length === 0) return;
  const poolIdOf = (recorded: RecordedEvent) => recorded.streamId.slice(WATER_STREAM_PREFIX.length);
  const ids = [...new Set(water.map(poolIdOf))];
  const existing = await db.selectFrom('current_treatment_plans').selectAll().where('pool_id', 'in', ids).execute();
  const plans = new Map(existing.map((row) => [row.pool_id, fromRow(row)]));
  const touched = new Set<string>();
  for (const recorded of water) {
    const poolId = poolIdOf(recorded);
    const current = plans.get(poolId);
    if (current && recorded.revision <= current.revision) continue;
    const event = parseWaterEvent(recorded.type, recorded.data);
    const next = event && evolve(current, event, poolId, recorded.revision);
    if (next) {
      plans.set(poolId, next);
      touched.add(poolId);
    }
  }
  const values = [...touched].map((poolId) => toRow(plans.get(poolId)!));
  for (const chunk of chunks(values)) await upsert(db, chunk);
}

function upsert(db: ProjectionDb, values: ReturnType<typeof toRow>[]) {
  return db
    .insertInto('current_treatment_plans')
    .values(values)
    .onConflict((oc) =>
      oc.column('pool_id').doUpdateSet((eb) => ({
        plan_id: eb.ref('excluded.plan_id'),
        reading_id: eb.ref('excluded.reading_id'),
        status: eb.ref('excluded.status'),
        cancel_reason: eb.ref('excluded.cancel_reason'),
        reading_deleted: eb.ref('excluded.reading_deleted'),
        summary: eb.ref('excluded.summary'),
        steps: eb.ref('excluded.steps'),
        earlier_timers: eb.ref('excluded.earlier_timers'),
        needs_chlorine_test: eb.ref('excluded.needs_chlorine_test'),
        safe_to_swim_at: eb.ref('excluded.safe_to_swim_at'),
        planner_version: eb.ref('excluded.planner_version'),
        issued_at: eb.ref('excluded.issued_at'),
        completed_at: eb.ref('excluded.completed_at'),
        revision: eb.ref('excluded.revision'),
      })),
    )
    .execute();
}

const iso = (ms: number) => new Date(ms).toISOString();

function toRow(f: Folded) {
  return {
    pool_id: f.poolId, plan_id: f.planId, reading_id: f.readingId, status: f.status, cancel_reason: f.cancelReason,
    reading_deleted: f.readingDeleted, summary: f.summary, steps: JSON.stringify(f.steps), earlier_timers: JSON.stringify(f.earlierTimers),
    needs_chlorine_test: f.needsChlorineTest, safe_to_swim_at: iso(f.safeToSwimAt),
    planner_version: f.plannerVersion, issued_at: iso(f.issuedAt), completed_at: f.completedAt === null ? null : iso(f.completedAt),
    revision: f.revision.toString(),
  };
}

function fromRow(row: CurrentTreatmentPlanRow): Folded {
  return {
    poolId: row.pool_id, planId: row.plan_id, readingId: row.reading_id, status: row.status as PlanStatus, cancelReason: row.cancel_reason,
    readingDeleted: row.reading_deleted, summary: row.summary, steps: row.steps, earlierTimers: row.earlier_timers,
    needsChlorineTest: row.needs_chlorine_test, safeToSwimAt: row.safe_to_swim_at.getTime(),
    plannerVersion: row.planner_version, issuedAt: row.issued_at.getTime(), completedAt: row.completed_at?.getTime() ?? null,
    revision: BigInt(row.revision),
  };
}

export const treatmentPlansProjection = defineProjection({
  name: 'treatment-plans', version: 2, tables: ['current_treatment_plans'], eventTypes: PLAN_EVENTS, migrations, apply,
});

/** A timer as the API returns it: ISO times. */
export type TimerView = Omit<ActiveTimer, 'startTime' | 'endTime' | 'fromEarlierPlan'> & { startTime: string; endTime: string; fromEarlierPlan: boolean };
export type StepView = Omit<TreatmentStep, 'completed'> & { completed: boolean; completedAt: string | null; displayState: StepDisplayState };
export type CancelReason = 'superseded' | 'reading_deleted';
/** Spec §3 Treatment plan, with the server's view of each step at `now`. */
export interface TreatmentPlanView {
  id: string;
  poolId: string;
  readingId: string;
  status: 'active' | 'completed' | 'canceled';
  /** Why a canceled plan was canceled; null otherwise. */
  cancelReason: CancelReason | null;
  summary: string;
  safeToSwimAt: string;
  needsChlorineTest: boolean;
  plannerVersion: string;
  issuedAt: string;
  completedAt: string | null;
  steps: StepView[];
  /** Every timer still running: this plan's steps' and those an earlier plan started. */
  activeTimers: TimerView[];
  /** The step that may be marked added now, if any. */
  readyStepId: string | null;
  /** When the server computed the timers and step states. */
  asOf: string;
}

/** The view but asOf, and until when it holds: the first end of a running timer (none: forever). */
export interface PlanViewAt {
  view: Omit<TreatmentPlanView, 'asOf'>;
  /** Until this instant, the view at any later `now` equals this one (timers and step states change only when a timer ends). */
  stableUntil: EpochMs;
}

export function planViewAt(row: PlanViewRow, now: EpochMs): PlanViewAt {
  const steps = row.steps;
  const timers = planTimers({ steps, earlierTimers: row.earlier_timers }, now);
  const active = row.status === 'active';
  const stepViews: StepView[] = steps.map((step, index) => ({
    ...step,
    completedAt: step.completedAt === null || step.completedAt === undefined ? null : iso(step.completedAt),
    displayState: stepDisplayState(steps, index, timers, now),
  }));
  const status = row.status === 'canceled' || row.reading_deleted ? 'canceled' : active ? 'active' : 'completed';
  const view = {
    id: row.plan_id, poolId: row.pool_id, readingId: row.reading_id, status,
    cancelReason: status === 'canceled' ? (row.cancel_reason as CancelReason | null) ?? 'reading_deleted' : null,
    summary: row.summary, safeToSwimAt: row.safe_to_swim_at.toISOString(), needsChlorineTest: row.needs_chlorine_test,
    plannerVersion: row.planner_version, issuedAt: row.issued_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null, steps: stepViews,
    activeTimers: timers.map((timer) => ({ ...timer, fromEarlierPlan: timer.fromEarlierPlan === true, startTime: iso(timer.startTime), endTime: iso(timer.endTime) })),
    readyStepId: active ? (stepViews.find((step) => step.displayState === 'ready')?.id ?? null) : null,
  } satisfies Omit<TreatmentPlanView, 'asOf'>;
  // planTimers keeps only timers with endTime > now: the set, and all that depends on it, is the same until the first of them ends.
  return { view, stableUntil: timers.reduce((until, timer) => Math.min(until, timer.endTime), Number.POSITIVE_INFINITY) };
}

export function toTreatmentPlanView(row: PlanViewRow, now: EpochMs): TreatmentPlanView {
  return { ...planViewAt(row, now).view, asOf: iso(now) };
}

/**
 * The pool's current plan: the latest one issued, active, completed or canceled (its reading was
 * deleted: the home says so, and any timer its chemicals started still shows); null when there is none.
 */
export async function findCurrentTreatmentPlan(db: ProjectionDb, poolId: string, now: EpochMs): Promise<TreatmentPlanView | null> {
  const row = await db.selectFrom('current_treatment_plans').selectAll().where('pool_id', '=', poolId).executeTakeFirst();
  if (!row) return null;
  return toTreatmentPlanView(row, now);
}

/** What the plan view reads of a row. */
export type PlanViewRow = Omit<CurrentTreatmentPlanRow, 'revision'>;
