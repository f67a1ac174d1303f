// What achievement rules read (issue 20): one owner's history reduced to facts, each with the time it
// happened — for a test, the time the water was tested, so a back-dated test earns a back-dated
// achievement; never the clock. The achievements projection turns events into facts (a corrected
// test replaces its fact, a deleted one removes it); rules see an owner's facts sorted by time.
import type { EpochMs } from '../common/time.ts';

export interface TestFact {
  readonly kind: 'test';
  /** The reading's id: a correction replaces the fact with the same id. */
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
  readonly ph: number | null;
  readonly freeChlorinePpm: number | null;
  readonly cyaPpm: number | null;
  readonly totalAlkalinityPpm: number | null;
  readonly calciumHardnessPpm: number | null;
  readonly temperatureF: number | null;
  /** The strip photo behind a camera or upload test, for before/after pictures. */
  readonly photoUrl: string | null;
}

export interface PlanIssuedFact {
  readonly kind: 'plan_issued';
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
  readonly readingId: string;
  readonly steps: number;
}

export interface PlanCompletedFact {
  readonly kind: 'plan_completed';
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
}

/** A plan's chemical went in. Read by no rule (chemicals added are activity, not results); kept so the facts are the whole history. */
export interface ChemicalAddedFact {
  readonly kind: 'chemical_added';
  /** The plan and step: '{planId}:{stepId}'. */
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
  readonly chemical: string;
}

export interface TaskCompletedFact {
  readonly kind: 'task_completed';
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
  /** The task's due date, and whether it was done after it. */
  readonly dueAt: EpochMs;
  readonly overdue: boolean;
  readonly taskType: string;
  /** The task's title when it was done ('Backwash the sand filter'): what kind of cleaning it was. */
  readonly title: string;
}

export interface EquipmentFact {
  readonly kind: 'equipment_registered' | 'equipment_serviced';
  readonly id: string;
  readonly poolId: string;
  readonly at: EpochMs;
  readonly category: string;
  /** Serviced: within its service interval. */
  readonly onSchedule?: boolean;
}

export interface SharedFact {
  readonly kind: 'shared';
  readonly id: string;
  readonly at: EpochMs;
  readonly platform: string;
  /** The achievement shared (its key): its share count is the number of these. */
  readonly achievementKey: string;
}

export type AchievementFact = TestFact | PlanIssuedFact | PlanCompletedFact | ChemicalAddedFact | TaskCompletedFact | EquipmentFact | SharedFact;

/** Facts in time order; equal times keep a stable order by id, so evaluation never depends on arrival order. */
export function inTimeOrder(facts: readonly AchievementFact[]): AchievementFact[] {
  return [...facts].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
