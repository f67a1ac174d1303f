// The achievement rule set (issue 20): pure functions of one owner's facts (achievement-facts.ts).
// Each rule yields achievements with a stable key (rule id, plus an occurrence where a rule can be
// earned more than once) and achievedAt taken from the fact that earned it, never the clock, so a
// replay of the same history gives the same achievements with the same dates. Rules reward results
// — tests that keep happening, water brought into range, work done on time — never activity a user
// could farm: no rule counts chemicals added, and tests count at most once per day.
//
// Changing a rule means bumping RULE_SET_VERSION: the achievements projection's version follows it,
// and a rebuild recomputes every owner's achievements from the whole history. Calendar days, weeks
// and months are counted in the owner's zone through local-calendar.ts (integer day numbers).
import type { EpochMs } from '../common/time.ts';
import { ChemistryInputError } from '../chemistry/chemistry.error.ts';
import { fcLevels } from '../chemistry/fc-levels.calculator.ts';
import { saturationIndex } from '../chemistry/saturation-index.calculator.ts';
import { inTimeOrder, type AchievementFact, type PlanCompletedFact, type PlanIssuedFact, type SharedFact, type TaskCompletedFact, type TestFact } from './achievement-facts.ts';
import type { AchievementCategory, AchievementType, Difficulty } from './achievement-options.ts';
import { localCalendar, type LocalCalendar } from './local-calendar.ts';

export const RULE_SET_VERSION = 1;

export { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES, DIFFICULTIES } from './achievement-options.ts';

export interface AchievementDefinition {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly points: number;
  readonly achievementType: AchievementType;
  readonly category: AchievementCategory;
  readonly difficulty: Difficulty;
  readonly unit: string;
  /** What earning it takes, in `unit`. */
  readonly target: number;
  /** Improvements: what beforeValue and afterValue measure ('pH'). */
  readonly measure?: string;
}

export interface EarnedAchievement {
  /** Rule id, plus ':' and an occurrence for repeatable rules. */
  readonly key: string;
  readonly ruleId: string;
  readonly achievedAt: EpochMs;
  readonly value: number;
  readonly beforeValue?: number;
  readonly afterValue?: number;
  readonly beforeImage?: string | null;
  readonly afterImage?: string | null;
}

export interface Progress {
  readonly ruleId: string;
  readonly current: number;
  readonly target: number;
  readonly unit: string;
}

export interface EvaluationContext {
  /** The owner's IANA time zone: calendar days and weeks (Sunday start, spec §9) are counted in it. */
  readonly timeZone: string;
}

export interface Rule extends AchievementDefinition {
  /** The achievements this rule gives for the facts (in time order), and the progress toward the next. */
  evaluate(facts: Facts): { earned: EarnedAchievement[]; current: number };
}

/** A version of the rules: the achievements projection's version is the version of the set it runs. */
export interface RuleSet {
  readonly version: number;
  readonly rules: readonly Rule[];
  /**
   * The kinds of fact its rules read: a projection need keep no others. Chemicals added are never
   * read (they are activity, not results); a rule set that read them would list them, and its new
   * version would rebuild the facts from the whole history.
   */
  readonly reads: ReadonlySet<AchievementFact['kind']>;
}

/** An owner's facts, sorted and split by kind once for all rules, with the owner's calendar. */
export interface Facts {
  readonly calendar: LocalCalendar;
  readonly all: readonly AchievementFact[];
  readonly tests: readonly TestFact[];
  /** The first test of each calendar day (more tests a day count once). */
  readonly dailyTests: readonly TestFact[];
  readonly plansIssued: readonly PlanIssuedFact[];
  readonly plansCompleted: readonly PlanCompletedFact[];
  readonly tasks: readonly TaskCompletedFact[];
  readonly shares: readonly SharedFact[];
}

/** A quarter, in days: one missed streak week is forgiven per quarter. */
const QUARTER_DAYS = 13 * 7;
const WEEK_MS = 7 * 86_400_000;

function prepare(facts: readonly AchievementFact[], context: EvaluationContext): Facts {
  const calendar = localCalendar(context.timeZone);
  const all = inTimeOrder(facts);
  const tests = all.filter((fact): fact is TestFact => fact.kind === 'test');
  const seenDays = new Set<number>();
  const dailyTests = tests.filter((test) => {
    const day = calendar.day(test.at);
    if (seenDays.has(day)) return false;
    seenDays.add(day);
    return true;
  });
  return {
    calendar, all, tests, dailyTests,
    plansIssued: all.filter((fact): fact is PlanIssuedFact => fact.kind === 'plan_issued'),
    plansCompleted: all.filter((fact): fact is PlanCompletedFact => fact.kind === 'plan_completed'),
    tasks: all.filter((fact): fact is TaskCompletedFact => fact.kind === 'task_completed'),
    shares: all.filter((fact): fact is SharedFact => fact.kind === 'shared'),
  };
}

/** Earned at the n-th item (1-based) of a list in time order, if there is one. */
function nth<T extends { at: EpochMs }>(ruleId: string, items: readonly T[], n: number): { earned: EarnedAchievement[]; current: number } {
  const item = items[n - 1];
  return { earned: item ? [{ key: ruleId, ruleId, achievedAt: item.at, value: n }] : [], current: Math.min(items.length, n) };
}

/** Earned at the target-th item the selector picks from the facts. */
export const countRule = (id: string, title: string, description: string, points: number, difficulty: Rule['difficulty'], items: (facts: Facts) => readonly { at: EpochMs }[], target: number, unit: string, achievementType: Rule['achievementType'], category: Rule['category']): Rule => ({
  id, title, description, points, difficulty, target, unit, achievementType, category,
  evaluate: (facts) => nth(id, items(facts), target),
});

/**
 * Weeks (Sunday start, in the owner's zone) with at least `perWeek` tests on different days, in a row;
 * one missed week per 13 (a quarter) is forgiven. Earned at the test that completes the target-th week.
 */
export function weeklyStreakRule(id: string, title: string, weeks: number, points: number, difficulty: Rule['difficulty']): Rule {
  const perWeek = 2;
  return {
    id, title, description: `Test at least twice a week for ${weeks} weeks in a row (one missed week per quarter is forgiven)`,
    points, difficulty, target: weeks, unit: 'weeks', achievementType: 'streak', category: 'testing',
    evaluate(facts) {
      const byWeek = new Map<number, TestFact[]>();
      for (const test of facts.dailyTests) {
        const week = facts.calendar.week(test.at);
        const tests = byWeek.get(week);
        if (tests) tests.push(test);
        else byWeek.set(week, [test]);
      }
      const weeksDone = [...byWeek].filter(([, tests]) => tests.length >= perWeek).map(([week, tests]) => ({ week, at: tests[perWeek - 1]!.at })).sort((a, b) => a.week - b.week);
      let streak = 0;
      let best = 0;
      let forgiven: number[] = [];
      let previous: number | undefined;
      for (const done of weeksDone) {
        if (previous !== undefined) {
          const gap = (done.week - previous) / 7 - 1;
          // Forgiven misses older than a quarter no longer count against the allowance.
          forgiven = forgiven.filter((week) => done.week - week < QUARTER_DAYS);
          if (gap === 1 && forgiven.length === 0) forgiven.push(previous + 7);
          else if (gap > 0) {
            streak = 0;
            forgiven = [];
          }
        }
        streak++;
        previous = done.week;
        best = Math.max(best, streak);
        if (streak === weeks) return { earned: [{ key: id, ruleId: id, achievedAt: done.at, value: weeks }], current: weeks };
      }
      return { earned: [], current: Math.min(best, weeks) };
    },
  };
}

/** The first test of the pool after `at` that measured pH (tests are in time order: binary search, then a short walk). */
function nextTestWithPh(tests: readonly TestFact[], at: EpochMs, poolId: string): TestFact | undefined {
  let low = 0;
  let high = tests.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (tests[mid]!.at > at) high = mid;
    else low = mid + 1;
  }
  for (let i = low; i < tests.length; i++) {
    const test = tests[i]!;
    if (test.poolId === poolId && test.ph !== null) return test;
  }
  return undefined;
}

/** pH brought from outside 7.2-7.6 into it by a completed plan: the plan's test, then the next test after it completed. */
const PH_IDEAL = { low: 7.2, high: 7.6 } as const;
const phCorrected: Rule = {
  id: 'ph-corrected', title: 'pH Perfect', description: 'Bring pH from outside 7.2-7.6 into it by following a treatment plan', points: 30,
  difficulty: 'medium', target: 1, unit: 'plans', measure: 'pH', achievementType: 'improvement', category: 'chemistry',
  evaluate(facts) {
    const testsById = new Map(facts.tests.map((test) => [test.id, test]));
    const completedAt = new Map(facts.plansCompleted.map((plan) => [plan.id, plan.at]));
    const earned: EarnedAchievement[] = [];
    for (const plan of facts.plansIssued) {
      const before = testsById.get(plan.readingId);
      const done = completedAt.get(plan.id);
      if (!before || before.ph === null || done === undefined || (before.ph >= PH_IDEAL.low && before.ph <= PH_IDEAL.high)) continue;
      const after = nextTestWithPh(facts.tests, done, plan.poolId);
      if (!after || after.ph! < PH_IDEAL.low || after.ph! > PH_IDEAL.high) continue;
      earned.push({ key: `ph-corrected:${plan.id}`, ruleId: 'ph-corrected', achievedAt: after.at, value: after.ph!, beforeValue: before.ph, afterValue: after.ph!, beforeImage: before.photoUrl, afterImage: after.photoUrl });
    }
    return { earned: earned.slice(0, 1), current: Math.min(earned.length, 1) };
  },
};

/**
 * The calculators refuse chemistry that makes no sense to them (TA too low to leave any carbonate
 * alkalinity at that CYA): a recorded test must never stop the rules, so such a test is simply not
 * balanced, and an unreadable CYA asks the plain 1 ppm minimum.
 */
function calciteIndex(input: Parameters<typeof saturationIndex>[0]): number | undefined {
  try {
    return saturationIndex(input, 'csi');
  } catch (error) {
    if (error instanceof ChemistryInputError) return undefined;
    throw error;
  }
}
function chlorineMinimum(cyaPpm: number): number {
  try {
    return fcLevels({ cyaPpm, saltwater: false }).minimum;
  } catch (error) {
    if (error instanceof ChemistryInputError) return 1;
    throw error;
  }
}

/** Consecutive days, from the first to the last test of a run, in which every test had FC at or above the CYA-based minimum. */
export function chlorineSafeDaysRule(id: string, days: number, points: number, difficulty: Rule['difficulty']): Rule {
  return {
    id, title: `Safe Water ${days} Days`, description: `Keep free chlorine at or above your CYA's minimum in every test for ${days} days (testing at least weekly)`,
    points, difficulty, target: days, unit: 'days', achievementType: 'streak', category: 'safety',
    evaluate(facts) {
      let cya: number | null = null;
      let runStart: TestFact | undefined;
      let last: TestFact | undefined;
      let best = 0;
      for (const test of facts.tests) {
        if (test.cyaPpm !== null) cya = test.cyaPpm;
        if (test.freeChlorinePpm === null) continue;
        const minimum = cya === null ? 1 : chlorineMinimum(cya);
        const safe = test.freeChlorinePpm >= minimum;
        // A week without a test breaks the run: nobody knows the chlorine then.
        const gapTooLong = last !== undefined && test.at - last.at > WEEK_MS;
        if (!safe || gapTooLong) runStart = safe ? test : undefined;
        else runStart ??= test;
        last = test;
        if (!runStart) continue;
        const length = facts.calendar.day(test.at) - facts.calendar.day(runStart.at) + 1;
        best = Math.max(best, length);
        if (length >= days) return { earned: [{ key: id, ruleId: id, achievedAt: test.at, value: days }], current: days };
      }
      return { earned: [], current: Math.min(best, days) };
    },
  };
}

/** Every test with pH, TA, CH and temperature over 30 days has a CSI within ±0.3 (TFP's balanced band). */
const balancedMonth: Rule = {
  id: 'balanced-csi-month', title: 'Perfectly Balanced', description: 'Keep the water balanced (CSI between -0.3 and +0.3) in every full test for 30 days',
  points: 60, difficulty: 'hard', target: 30, unit: 'days', achievementType: 'streak', category: 'chemistry',
  evaluate(facts) {
    let runStart: TestFact | undefined;
    let best = 0;
    for (const test of facts.tests) {
      const { ph, totalAlkalinityPpm: ta, calciumHardnessPpm: ch, temperatureF, cyaPpm } = test;
      if (ph === null || ta === null || ch === null) continue;
      if (ta <= 0 || ch <= 0) continue;
      const csi = calciteIndex({ ph, ta, ch, cya: cyaPpm ?? 0, tempF: Math.max(32, temperatureF ?? 77) });
      if (csi === undefined || Math.abs(csi) > 0.3) {
        runStart = undefined;
        continue;
      }
      runStart ??= test;
      const length = facts.calendar.day(test.at) - facts.calendar.day(runStart.at) + 1;
      best = Math.max(best, length);
      if (length >= 30) return { earned: [{ key: 'balanced-csi-month', ruleId: 'balanced-csi-month', achievedAt: test.at, value: 30 }], current: 30 };
    }
    return { earned: [], current: Math.min(best, 30) };
  },
};

/** A calendar month (owner's zone) with at least 3 completed tasks, every one of them on time. */
const onTimeMonth: Rule = {
  id: 'maintenance-month-on-time', title: 'Right on Schedule', description: 'Complete every maintenance task of a month on time (at least 3 tasks)',
  points: 40, difficulty: 'medium', target: 1, unit: 'months', achievementType: 'maintenance', category: 'maintenance',
  evaluate(facts) {
    const byMonth = new Map<number, TaskCompletedFact[]>();
    for (const task of facts.tasks) {
      const month = facts.calendar.month(task.at);
      const tasks = byMonth.get(month);
      if (tasks) tasks.push(task);
      else byMonth.set(month, [task]);
    }
    for (const tasks of byMonth.values()) {
      if (tasks.length >= 3 && tasks.every((task) => !task.overdue)) {
        return { earned: [{ key: 'maintenance-month-on-time', ruleId: 'maintenance-month-on-time', achievedAt: tasks.at(-1)!.at, value: tasks.length }], current: 1 };
      }
    }
    return { earned: [], current: 0 };
  },
};

const onTimeTasks = (facts: Facts) => facts.tasks.filter((task) => !task.overdue);
const isFilterCare = (task: TaskCompletedFact) => /filter|backwash/i.test(task.title);
const filterCleaning = (facts: Facts) => onTimeTasks(facts).filter(isFilterCare);
const brushing = (facts: Facts) => onTimeTasks(facts).filter((task) => !isFilterCare(task) && (task.taskType === 'cleaning' || /brush|skim|vacuum/i.test(task.title)));
const equipmentRegistered = (facts: Facts) => facts.all.filter((fact) => fact.kind === 'equipment_registered');
const servicedOnSchedule = (facts: Facts) => facts.all.filter((fact) => fact.kind === 'equipment_serviced' && fact.onSchedule === true);
const cameraTests = (facts: Facts) => facts.dailyTests.filter((test) => test.photoUrl !== null);

/** Every rule, in the order the Browse tab lists them. */
export const RULES: readonly Rule[] = [
  countRule('first-test', 'First Test', 'Record your first water test', 10, 'easy', (f) => f.dailyTests, 1, 'tests', 'milestone', 'testing'),
  countRule('tests-10', 'Regular Tester', 'Test your water on 10 different days', 20, 'easy', (f) => f.dailyTests, 10, 'tests', 'milestone', 'testing'),
  countRule('tests-50', 'Dedicated Tester', 'Test your water on 50 different days', 50, 'medium', (f) => f.dailyTests, 50, 'tests', 'milestone', 'testing'),
  countRule('tests-100', 'Water Scientist', 'Test your water on 100 different days', 100, 'hard', (f) => f.dailyTests, 100, 'tests', 'milestone', 'testing'),
  countRule('tests-365', 'Year of Clear Water', 'Test your water on 365 different days', 250, 'expert', (f) => f.dailyTests, 365, 'tests', 'milestone', 'testing'),
  countRule('photo-tests-5', 'Strip Snapper', 'Read a test strip from a photo on 5 different days', 15, 'easy', cameraTests, 5, 'tests', 'milestone', 'testing'),
  weeklyStreakRule('streak-4-weeks', 'Steady Routine', 4, 30, 'medium'),
  weeklyStreakRule('streak-12-weeks', 'Season Strong', 12, 80, 'hard'),
  weeklyStreakRule('streak-26-weeks', 'Half-Year Hero', 26, 150, 'expert'),
  countRule('first-plan-completed', 'Plan Followed', 'Complete your first treatment plan', 20, 'easy', (f) => f.plansCompleted, 1, 'plans', 'milestone', 'chemistry'),
  countRule('plans-completed-10', 'Treatment Pro', 'Complete 10 treatment plans', 60, 'medium', (f) => f.plansCompleted, 10, 'plans', 'milestone', 'chemistry'),
  phCorrected,
  chlorineSafeDaysRule('chlorine-safe-30', 30, 50, 'hard'),
  chlorineSafeDaysRule('chlorine-safe-90', 90, 120, 'expert'),
  balancedMonth,
  countRule('first-task', 'Getting Things Done', 'Complete a maintenance task on time', 10, 'easy', onTimeTasks, 1, 'tasks', 'maintenance', 'maintenance'),
  countRule('tasks-on-time-25', 'Reliable Caretaker', 'Complete 25 maintenance tasks on time', 50, 'medium', onTimeTasks, 25, 'tasks', 'maintenance', 'maintenance'),
  onTimeMonth,
  countRule('brush-skim-10', 'Spotless', 'Brush, skim or vacuum on time 10 times', 30, 'medium', brushing, 10, 'tasks', 'maintenance', 'cleaning'),
  countRule('filter-clean', 'Filter Friend', 'Clean the filter on schedule', 20, 'easy', filterCleaning, 1, 'tasks', 'maintenance', 'cleaning'),
  countRule('filter-clean-4', 'Crystal Flow', 'Clean the filter on schedule 4 times', 50, 'medium', filterCleaning, 4, 'tasks', 'maintenance', 'cleaning'),
  countRule('equipment-registered', 'Equipment Tracker', 'Register a piece of pool equipment', 10, 'easy', equipmentRegistered, 1, 'items', 'milestone', 'equipment'),
  countRule('equipment-registered-5', 'Fully Equipped', 'Register 5 pieces of pool equipment', 25, 'medium', equipmentRegistered, 5, 'items', 'milestone', 'equipment'),
  countRule('equipment-serviced', 'Well Serviced', 'Service equipment within its service interval', 30, 'medium', servicedOnSchedule, 1, 'services', 'maintenance', 'equipment'),
  countRule('first-share', 'Proud Owner', 'Share an achievement', 10, 'easy', (f) => f.shares, 1, 'shares', 'milestone', 'sharing'),
  countRule('shares-5', 'Pool Ambassador', 'Share 5 achievements', 25, 'medium', (f) => f.shares, 5, 'shares', 'milestone', 'sharing'),
];

export const RULE_SET: RuleSet = {
  version: RULE_SET_VERSION,
  rules: RULES,
  reads: new Set(['test', 'plan_issued', 'plan_completed', 'task_completed', 'equipment_registered', 'equipment_serviced', 'shared']),
};

/** A rule's definition: everything but how it is evaluated. */
export function definitionOf({ evaluate: _evaluate, ...definition }: Rule): AchievementDefinition {
  return definition;
}

export const DEFINITIONS: ReadonlyMap<string, AchievementDefinition> = new Map(RULES.map((rule) => [rule.id, definitionOf(rule)]));

/** Everything one owner has earned under a rule set (the current one by default), with progress toward every rule. */
export function evaluateAchievements(facts: readonly AchievementFact[], context: EvaluationContext, ruleSet: RuleSet = RULE_SET): { earned: EarnedAchievement[]; progress: Progress[] } {
  const prepared = prepare(facts, context);
  const earned: EarnedAchievement[] = [];
  const progress: Progress[] = [];
  for (const rule of ruleSet.rules) {
    const result = rule.evaluate(prepared);
    earned.push(...result.earned);
    progress.push({ ruleId: rule.id, current: result.current, target: rule.target, unit: rule.unit });
  }
  return { earned: earned.sort((a, b) => a.achievedAt - b.achievedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)), progress };
}
