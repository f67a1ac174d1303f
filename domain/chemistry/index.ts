// Public face of domain/chemistry: water-chemistry calculators, display rules and the
// treatment planner. Pure functions only; commands, projections and the UI import from here.

export { ChemistryInputError } from './chemistry.error.ts';
export type { Product, Parameter } from './products.catalog.ts';
export { dose, DEFAULT_WATER } from './dose.calculator.ts';
export type { DoseInput, DoseResult, DoseUnit, DoseEffects, EffectKey, WaterBuffering } from './dose.calculator.ts';
export { replaceFraction } from './replace-fraction.calculator.ts';
export { fcLevels } from './fc-levels.calculator.ts';
export type { FcLevels } from './fc-levels.calculator.ts';
export { saturationIndex, carbonateAlkalinity } from './saturation-index.calculator.ts';
export type { SaturationInput, SaturationIndexKind } from './saturation-index.calculator.ts';
export {
  DISPLAY_RANGES, readingColour, readingTrend, gaugeFillPercent, idealNote, formatReadingValue,
  displayedReadings, chemistrySummary,
} from './reading-display.rules.ts';
export type {
  DisplayKey, DisplayRange, DisplayedReading, WaterChemistryInput, ReadingColour, Trend, IdealNote, ChemistrySummary,
} from './reading-display.rules.ts';
export { overallStatus, CHLORINE_NOT_TESTED } from './overall-status.rules.ts';
export { waterTargets, isSaltwater, chlorineTargetText, TEST_CYA_NOTE } from './water-targets.ts';
export type { WaterTargets, ChlorineTargets, CyaBasis, StatusBand } from './water-targets.ts';
export type { OverallStatus, StatusLevel, StatusLabel, StatusReading } from './overall-status.rules.ts';
export { stepDisplayState, visibleTimers, timerProgress, swimSafeAt, swimSafeText, planProgress, TEST_CHLORINE_BEFORE_SWIMMING } from './treatment-display.rules.ts';
export type { StepDisplayState, TimerProgress, PlanProgress } from './treatment-display.rules.ts';
export { planTreatment, PLANNER_VERSION } from './treatment.planner.ts';
export { activeTimers } from './treatment-timers.rules.ts';
export type {
  EpochMs, Priority, PlanReading, PoolProfile, PreferredChlorineType, SanitationType, SurfaceMaterial,
  StepUnit, TreatmentStep, TreatmentPlan, TimerType, ActiveTimer, StepWithCompletion, PlanOptions,
} from './treatment-plan.types.ts';
