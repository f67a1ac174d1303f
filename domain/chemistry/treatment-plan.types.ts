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
};

/** A plan step together with when it was marked added (from ChemicalAdded). */
export type StepWithCompletion = TreatmentStep & { completedAt?: EpochMs | null };
