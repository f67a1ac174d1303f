// The shapes of a treatment plan (spec §3 "Treatment plan"): what the planner issues, what the
// TreatmentPlanIssued event records, and what the timers and the plan view read.
// Times are epoch milliseconds (see domain/common/time.ts).

import type { EpochMs } from '../common/time.ts';
import type { DoseUnit } from './dose.calculator.ts';
import type { Product } from './products.catalog.ts';

export type { EpochMs };
export type Priority = 'critical' | 'high' | 'medium' | 'low';

export type PreferredChlorineType = 'liquid' | 'granular' | 'tablets' | 'cal_hypo';
export type SanitationType = 'chlorine' | 'salt' | 'bromine' | 'mineral' | 'uv' | 'ozone';
export type SurfaceMaterial = 'plaster' | 'vinyl' | 'fiberglass' | 'pebble_tec' | 'aggregate';

/** A water test as the planner reads it; any value may be missing. */
export type PlanReading = {
  ph?: number | null;
  freeChlorinePpm?: number | null;
  totalChlorinePpm?: number | null;
  totalAlkalinityPpm?: number | null;
  cyaPpm?: number | null;
  calciumHardnessPpm?: number | null;
  temperatureF?: number | null;
  /** Not on the spec's reading form; used for saltwater pools when a salt test is available. */
  saltPpm?: number | null;
  /** How the water was tested: a strip (camera, upload) cannot measure combined chlorine well enough to shock on. */
  testMethod?: 'camera' | 'upload' | 'manual';
};

/** What the planner knows beyond the reading itself. */
export type PlanOptions = {
  /** The pool's latest measured CYA, used when this reading has none; null when CYA was never measured. */
  poolCyaPpm?: number | null;
  /** Timers of earlier plans still running: the first step waits for their chemical_waits, swimming for all. */
  runningTimers?: readonly ActiveTimer[];
};

export type PoolProfile = {
  volumeGallons: number;
  preferredChlorineTypes?: readonly PreferredChlorineType[];
  sanitationType?: SanitationType;
  hasSaltChlorinator?: boolean;
  surfaceMaterial?: SurfaceMaterial;
};

/** 'gallons' is the drain-and-refill step; 'none' the closing retest. */
export type StepUnit = DoseUnit | 'gallons' | 'none';

export type TreatmentStep = {
  /** Deterministic: `step-{position}-{what}`, e.g. 'step-1-ta'. */
  id: string;
  /** What the owner adds, as shown in the plan view. */
  chemical: string;
  /** The product behind `chemical`; null for the drain and the retest. */
  product: Product | null;
  priority: Priority;
  reason: string;
  dosage: { amount: number; unit: StepUnit; description: string };
  instructions: string[];
  warnings?: string[];
  /** Minutes to wait after this step before the next one may start. */
  waitTimeBeforeNext: number;
  /** Minutes after this step before swimming is safe (drives the swim_wait timer). */
  swimWaitMinutes: number;
  completed: boolean;
};

export type TreatmentPlan = {
  steps: TreatmentStep[];
  summary: string;
  safeToSwimAt: EpochMs;
  plannerVersion: string;
  /** The reading has no free chlorine value: nobody can say swimming is safe until it is tested. */
  needsChlorineTest: boolean;
};

export type TimerType = 'chemical_wait' | 'swim_wait';

export type ActiveTimer = {
  /** Contains the step id: `{stepId}-chemical-wait` or `{stepId}-swim-wait`. */
  id: string;
  type: TimerType;
  chemical: string;
  description: string;
  startTime: EpochMs;
  endTime: EpochMs;
  /** Started by an earlier plan's step: it holds back this plan's first step (chemical_wait) or swimming. */
  fromEarlierPlan?: boolean;
};

/** A plan step together with when it was marked added (from ChemicalAdded). */
export type StepWithCompletion = TreatmentStep & { completedAt?: EpochMs | null };
