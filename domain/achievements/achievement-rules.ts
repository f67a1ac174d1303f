// The achievement rule set (issue 20): pure functions of one owner's facts (achievement-facts.ts).
// Each rule yields achievements with a stable key (rule id, plus an occurrence where a rule can be
// earned more than once) and achievedAt taken from the fact that earned it, never the clock, so a
// replay of the same history gives the same achievements with the same dates. Rules reward results
// — tests that keep happening, water brought into range, work done on time — never activity a user
// could farm: no rule counts chemicals added, and tests count at most once per day.
//
// Changing a rule means bumping RULE_SET_VERSION: the achievements projection's version follows it,
// and a rebuild recomputes every owner's achievements from the whole history.
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, startOfDay, startOfWeek } from 'date-fns';
import type { EpochMs } from '../common/time.ts';
import { fcLevels } from '../chemistry/fc-levels.calculator.ts';
import { saturationIndex } from '../chemistry/saturation-index.calculator.ts';
import { inTimeOrder, type AchievementFact, type PlanCompletedFact, type PlanIssuedFact, type SharedFact, type TaskCompletedFact, type TestFact } from './achievement-facts.ts';

export const RULE_SET_VERSION = 1;

export const ACHIEVEMENT_TYPES = ['streak', 'milestone', 'improvement', 'maintenance'] as const;
export const ACHIEVEMENT_CATEGORIES = ['testing', 'chemistry', 'maintenance', 'cleaning', 'equipment', 'safety', 'sharing'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

export interface AchievementDefinition {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly points: number;
  readonly achievementType: (typeof ACHIEVEMENT_TYPES)[number];
  readonly category: (typeof ACHIEVEMENT_CATEGORIES)[number];
  readonly difficulty: (typeof DIFFICULTIES)[number];
  readonly unit: string;
  /** What earning it takes, in `unit`. */
  readonly target: number;
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

interface Rule extends AchievementDefinition {
  /** The achievements this rule gives for the facts (in time order), and the progress toward the next. */
  evaluate(facts: Facts, context: EvaluationContext): { earned: EarnedAchievement[]; current: number };
}

/** An owner's facts, sorted and split by kind once for all rules. */
interface Facts {
  readonly all: readonly AchievementFact[];
  readonly tests: readonly TestFact[];
  /** The first test of each calendar day (more tests a day count once). */
  readonly dailyTests: readonly TestFact[];
  readonly plansIssued: readonly PlanIssuedFact[];
  readonly plansCompleted: readonly PlanCompletedFact[];
  readonly tasks: readonly TaskCompletedFact[];
  readonly shares: readonly SharedFact[];
}

const DAY_MS = 86_400_000;

const dayOf = (at: EpochMs, context: EvaluationContext) => startOfDay(new TZDate(at, context.timeZone)).getTime();
const weekOf = (at: EpochMs, context: EvaluationContext) => startOfWeek(new TZDate(at, context.timeZone), { weekStartsOn: 0 }).getTime();

function prepare(facts: readonly AchievementFact[], context: EvaluationContext): Facts {
  const all = inTimeOrder(facts);
  const tests = all.filter((fact): fact is TestFact => fact.kind === 'test');
  const seenDays = new Set<number>();
  const dailyTests = tests.filter((test) => {
    const day = dayOf(test.at, context);
    if (seenDays.has(day)) return false;
    seenDays.add(day);
    return true;
  });
  return {
    all, tests, dailyTests,
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

const count = (id: string, title: string, description: string, points: number, difficulty: Rule['difficulty'], items: (facts: Facts) => readonly { at: EpochMs }[], target: number, unit: string, achievementType: Rule['achievementType'], category: Rule['category']): Rule => ({
  id, title, description, points, difficulty, target, unit, achievementType, category,
  evaluate: (facts) => nth(id, items(facts), target),
});

/**
 * Weeks (Sunday start, in the owner's zone) with at least `perWeek` tests on different days, in a row;
 * one missed week per 13 (a quarter) is forgiven. Earned at the test that completes the target-th week.
 */
function weeklyStreak(id: string, title: string, weeks: number, points: number, difficulty: Rule['difficulty']): Rule {
  const perWeek = 2;
  return {
    id, title, description: `Test at least twice a week for ${weeks} weeks in a row (one missed week per quarter is forgiven)`,
    points, difficulty, target: weeks, unit: 'weeks', achievementType: 'streak', category: 'testing',
    evaluate(facts, context) {
      const byWeek = new Map<number, TestFact[]>();
      for (const test of facts.dailyTests) {
        const week = weekOf(test.at, context);
        byWeek.set(week, [...(byWeek.get(week) ?? []), test]);
      }
      const weeksDone = [...byWeek].filter(([, tests]) => tests.length >= perWeek).map(([week, tests]) => ({ week, at: tests[perWeek - 1]!.at })).sort((a, b) => a.week - b.week);
      let streak = 0;
      let best = 0;
      let forgiven: number[] = [];
      let previous: number | undefined;
      for (const done of weeksDone) {
        if (previous !== undefined) {
          const gap = Math.round(differenceInCalendarDays(new TZDate(done.week, context.timeZone), new TZDate(previous, context.timeZone)) / 7) - 1;
          // Forgiven misses older than a quarter no longer count against the allowance.
          forgiven = forgiven.filter((week) => done.week - week < 13 * 7 * DAY_MS);
          if (gap === 1 && forgiven.length === 0) forgiven.push(previous + 7 * DAY_MS);
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

/** pH brought from outside 7.2-7.6 into it by a completed plan: the plan's test, then the next test after it completed. */
const PH_IDEAL = { low: 7.2, high: 7.6 } as const;
const phCorrected: Rule = {
  id: 'ph-corrected', title: 'pH Perfect', description: 'Bring pH from outside 7.2-7.6 into it by following a treatment plan', points: 30,
  difficulty: 'medium', target: 1, unit: 'plans', achievementType: 'improvement', category: 'chemistry',
  evaluate(facts) {
    const testsById = new Map(facts.tests.map((test) => [test.id, test]));
    const completedAt = new Map(facts.plansCompleted.map((plan) => [plan.id, plan.at]));
    const earned: EarnedAchievement[] = [];
    for (const plan of facts.plansIssued) {
      const before = testsById.get(plan.readingId);
      const done = completedAt.get(plan.id);
      if (!before || before.ph === null || done === undefined || (before.ph >= PH_IDEAL.low && before.ph <= PH_IDEAL.high)) continue;
      const after = facts.tests.find((test) => test.at > done && test.poolId === plan.poolId && test.ph !== null);
      if (!after || after.ph! < PH_IDEAL.low || after.ph! > PH_IDEAL.high) continue;
      earned.push({ key: `ph-corrected:${plan.id}`, ruleId: 'ph-corrected', achievedAt: after.at, value: after.ph!, beforeValue: before.ph, afterValue: after.ph!, beforeImage: before.photoUrl, afterImage: after.photoUrl });
    }
    return { earned: earned.slice(0, 1), current: Math.min(earned.length, 1) };
  },
};

/** Consecutive days, from the first to the last test of a run, in which every test had FC at or above the CYA-based minimum. */
function chlorineSafeDays(id: string, days: number, points: number, difficulty: Rule['difficulty']): Rule {
  return {
    id, title: `Safe Water ${days} Days`, description: `Keep free chlorine at or above your CYA's minimum in every test for ${days} days (testing at least weekly)`,
    points, difficulty, target: days, unit: 'days', achievementType: 'streak', category: 'safety',
    evaluate(facts, context) {
      let cya: number | null = null;
      let runStart: TestFact | undefined;
      let last: TestFact | undefined;
      let best = 0;
      for (const test of facts.tests) {
        if (test.cyaPpm !== null) cya = test.cyaPpm;
        if (test.freeChlorinePpm === null) continue;
        const minimum = cya === null ? 1 : fcLevels({ cyaPpm: cya, saltwater: false }).minimum;
        const safe = test.freeChlorinePpm >= minimum;
        // A week without a test breaks the run: nobody knows the chlorine then.
        const gapTooLong = last !== undefined && test.at - last.at > 7 * DAY_MS;
        if (!safe || gapTooLong) runStart = safe ? test : undefined;
        else runStart ??= test;
        last = test;
        if (!runStart) continue;
        const length = differenceInCalendarDays(new TZDate(test.at, context.timeZone), new TZDate(runStart.at, context.timeZone)) + 1;
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
  evaluate(facts, context) {
    let runStart: TestFact | undefined;
    let best = 0;
    for (const test of facts.tests) {
      const { ph, totalAlkalinityPpm: ta, calciumHardnessPpm: ch, temperatureF, cyaPpm } = test;
      if (ph === null || ta === null || ch === null) continue;
      if (ta <= 0 || ch <= 0) continue;
      const csi = saturationIndex({ ph, ta, ch, cya: cyaPpm ?? 0, tempF: Math.max(32, temperatureF ?? 77) }, 'csi');
      if (Math.abs(csi) > 0.3) {
        runStart = undefined;
        continue;
      }
      runStart ??= test;
      const length = differenceInCalendarDays(new TZDate(test.at, context.timeZone), new TZDate(runStart.at, context.timeZone)) + 1;
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
  evaluate(facts, context) {
    const byMonth = new Map<string, TaskCompletedFact[]>();
    for (const task of facts.tasks) {
      const date = new TZDate(task.at, context.timeZone);
      const month = `${date.getFullYear()}-${date.getMonth()}`;
      byMonth.set(month, [...(byMonth.get(month) ?? []), task]);
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
const filterCleaning = (facts: Facts) => onTimeTasks(facts).filter((task) => /filter/.test(task.taskType));
const brushing = (facts: Facts) => onTimeTasks(facts).filter((task) => /brush|skim|vacuum|clean/.test(task.taskType) && !/filter/.test(task.taskType));
const equipmentRegistered = (facts: Facts) => facts.all.filter((fact) => fact.kind === 'equipment_registered');
const servicedOnSchedule = (facts: Facts) => facts.all.filter((fact) => fact.kind === 'equipment_serviced' && fact.onSchedule === true);
const cameraTests = (facts: Facts) => facts.dailyTests.filter((test) => test.photoUrl !== null);

/** Every rule, in the order the Browse tab lists them. */
export const RULES: readonly Rule[] = [
  count('first-test', 'First Test', 'Record your first water test', 10, 'easy', (f) => f.dailyTests, 1, 'tests', 'milestone', 'testing'),
  count('tests-10', 'Regular Tester', 'Test your water on 10 different days', 20, 'easy', (f) => f.dailyTests, 10, 'tests', 'milestone', 'testing'),
  count('tests-50', 'Dedicated Tester', 'Test your water on 50 different days', 50, 'medium', (f) => f.dailyTests, 50, 'tests', 'milestone', 'testing'),
  count('tests-100', 'Water Scientist', 'Test your water on 100 different days', 100, 'hard', (f) => f.dailyTests, 100, 'tests', 'milestone', 'testing'),
  count('tests-365', 'Year of Clear Water', 'Test your water on 365 different days', 250, 'expert', (f) => f.dailyTests, 365, 'tests', 'milestone', 'testing'),
  count('photo-tests-5', 'Strip Snapper', 'Read a test strip from a photo on 5 different days', 15, 'easy', cameraTests, 5, 'tests', 'milestone', 'testing'),
  weeklyStreak('streak-4-weeks', 'Steady Routine', 4, 30, 'medium'),
  weeklyStreak('streak-12-weeks', 'Season Strong', 12, 80, 'hard'),
  weeklyStreak('streak-26-weeks', 'Half-Year Hero', 26, 150, 'expert'),
  count('first-plan-completed', 'Plan Followed', 'Complete your first treatment plan', 20, 'easy', (f) => f.plansCompleted, 1, 'plans', 'milestone', 'chemistry'),
  count('plans-completed-10', 'Treatment Pro', 'Complete 10 treatment plans', 60, 'medium', (f) => f.plansCompleted, 10, 'plans', 'milestone', 'chemistry'),
  phCorrected,
  chlorineSafeDays('chlorine-safe-30', 30, 50, 'hard'),
  chlorineSafeDays('chlorine-safe-90', 90, 120, 'expert'),
  balancedMonth,
  count('first-task', 'Getting Things Done', 'Complete a maintenance task on time', 10, 'easy', onTimeTasks, 1, 'tasks', 'maintenance', 'maintenance'),
  count('tasks-on-time-25', 'Reliable Caretaker', 'Complete 25 maintenance tasks on time', 50, 'medium', onTimeTasks, 25, 'tasks', 'maintenance', 'maintenance'),
  onTimeMonth,
  count('brush-skim-10', 'Spotless', 'Brush, skim or vacuum on time 10 times', 30, 'medium', brushing, 10, 'tasks', 'maintenance', 'cleaning'),
  count('filter-clean', 'Filter Friend', 'Clean the filter on schedule', 20, 'easy', filterCleaning, 1, 'tasks', 'maintenance', 'cleaning'),
  count('filter-clean-4', 'Crystal Flow', 'Clean the filter on schedule 4 times', 50, 'medium', filterCleaning, 4, 'tasks', 'maintenance', 'cleaning'),
  count('equipment-registered', 'Equipment Tracker', 'Register a piece of pool equipment', 10, 'easy', equipmentRegistered, 1, 'items', 'milestone', 'equipment'),
  count('equipment-registered-5', 'Fully Equipped', 'Register 5 pieces of pool equipment', 25, 'medium', equipmentRegistered, 5, 'items', 'milestone', 'equipment'),
  count('equipment-serviced', 'Well Serviced', 'Service equipment within its service interval', 30, 'medium', servicedOnSchedule, 1, 'services', 'maintenance', 'equipment'),
  count('first-share', 'Proud Owner', 'Share an achievement', 10, 'easy', (f) => f.shares, 1, 'shares', 'milestone', 'sharing'),
  count('shares-5', 'Pool Ambassador', 'Share 5 achievements', 25, 'medium', (f) => f.shares, 5, 'shares', 'milestone', 'sharing'),
];

export const DEFINITIONS: ReadonlyMap<string, AchievementDefinition> = new Map(RULES.map(({ evaluate: _evaluate, ...definition }) => [definition.id, definition]));

/** Everything one owner has earned, with progress toward every rule. */
export function evaluateAchievements(facts: readonly AchievementFact[], context: EvaluationContext): { earned: EarnedAchievement[]; progress: Progress[] } {
  const prepared = prepare(facts, context);
  const earned: EarnedAchievement[] = [];
  const progress: Progress[] = [];
  for (const rule of RULES) {
    const result = rule.evaluate(prepared, context);
    earned.push(...result.earned);
    progress.push({ ruleId: rule.id, current: result.current, target: rule.target, unit: rule.unit });
  }
  return { earned: earned.sort((a, b) => a.achievedAt - b.achievedAt || a.key.localeCompare(b.key)), progress };
}
