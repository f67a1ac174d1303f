// The achievement rules over facts: dates come from the earning fact (a back-dated test earns a
// back-dated achievement), tests count once a day, streak weeks are Sunday-start calendar weeks in
// the owner's zone with one missed week a quarter forgiven, and improvements carry before/after.
import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AchievementFact, TestFact } from './achievement-facts.ts';
import { DEFINITIONS, evaluateAchievements, RULES } from './achievement-rules.ts';

const UTC = { timeZone: 'UTC' };
const DAY = 86_400_000;
const at = (iso: string) => parseISO(iso).getTime();

let ids = 0;
function test(when: number, values: Partial<TestFact> = {}): TestFact {
  ids++;
  return {
    kind: 'test', id: `t${ids}`, poolId: 'p1', at: when, ph: 7.4, freeChlorinePpm: 4, cyaPpm: 40, totalAlkalinityPpm: 90, calciumHardnessPpm: 300,
    temperatureF: 80, photoUrl: null, ...values,
  };
}
const earnedKeys = (facts: AchievementFact[], context = UTC) => evaluateAchievements(facts, context).earned.map((a) => a.key);
const earned = (facts: AchievementFact[], key: string, context = UTC) => evaluateAchievements(facts, context).earned.find((a) => a.key === key);

describe('the achievement rule set', () => {
  it('has at least 25 achievements over every type and category', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(RULES.map((r) => r.achievementType))).toEqual(new Set(['streak', 'milestone', 'improvement', 'maintenance']));
    expect(new Set(RULES.map((r) => r.category))).toEqual(new Set(['testing', 'chemistry', 'maintenance', 'cleaning', 'equipment', 'safety', 'sharing']));
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  });

  it('dates the first test and the 10th testing day from the tests themselves, counting a day once', () => {
    const start = at('2026-03-01T09:00:00Z');
    const facts = [
      ...Array.from({ length: 10 }, (_, i) => test(start + i * DAY)),
      test(start + 3 * DAY + 3600_000), // a second test the same day counts nothing more
    ];
    expect(earned(facts, 'first-test')?.achievedAt).toBe(start);
    expect(earned(facts, 'tests-10')?.achievedAt).toBe(start + 9 * DAY);
    expect(evaluateAchievements(facts.slice(0, 9).concat(facts[10]!), UTC).progress.find((p) => p.ruleId === 'tests-10')).toEqual({ ruleId: 'tests-10', current: 9, target: 10, unit: 'tests' });
  });

  it('gives a back-dated test a back-dated achievement, whatever order the facts arrive in', () => {
    const late = test(at('2026-05-10T08:00:00Z'));
    const backDated = test(at('2026-01-02T08:00:00Z'));
    expect(earned([late, backDated], 'first-test')?.achievedAt).toBe(backDated.at);
    expect(earnedKeys([late, backDated])).toEqual(earnedKeys([backDated, late]));
  });

  it('counts streak weeks Sunday to Saturday in the owner’s zone, forgiving one missed week a quarter', () => {
    // Tuesday and Thursday of 5 weeks, skipping the 3rd: 4 weeks done with one forgiven gap.
    const monday = at('2026-03-02T15:00:00Z');
    const weeks = [0, 1, 3, 4];
    const facts = weeks.flatMap((w) => [test(monday + (w * 7 + 1) * DAY), test(monday + (w * 7 + 3) * DAY)]);
    expect(earned(facts, 'streak-4-weeks')?.achievedAt).toBe(monday + (4 * 7 + 3) * DAY);
    // A second missed week in the same quarter breaks the streak.
    const twoGaps = [0, 2, 4, 5].flatMap((w) => [test(monday + (w * 7 + 1) * DAY), test(monday + (w * 7 + 3) * DAY)]);
    expect(earned(twoGaps, 'streak-4-weeks')).toBeUndefined();
  });

  it('puts a Saturday-night test in Los Angeles in that week, though it is Sunday in UTC', () => {
    // Three full weeks (Mon and Tue, 10:00 in Los Angeles), then the week of Sun 2026-03-08 (the day
    // daylight saving starts) with a Wednesday test and one on Saturday 20:00 PDT = Sunday 03:00 UTC.
    const la = { timeZone: 'America/Los_Angeles' };
    const weekStarts = [at('2026-02-15T18:00:00Z'), at('2026-02-22T18:00:00Z'), at('2026-03-01T18:00:00Z')];
    const facts = [
      ...weekStarts.flatMap((sunday) => [test(sunday + DAY), test(sunday + 2 * DAY)]),
      test(at('2026-03-11T17:00:00Z')),
      test(at('2026-03-15T03:00:00Z')),
    ];
    expect(earned(facts, 'streak-4-weeks', la)?.achievedAt).toBe(at('2026-03-15T03:00:00Z'));
    expect(earned(facts, 'streak-4-weeks', UTC)).toBeUndefined();
  });

  it('credits pH brought into 7.2-7.6 by a completed plan, with the before and after values and photos', () => {
    const before = test(at('2026-06-01T08:00:00Z'), { ph: 8.0, photoUrl: '/api/photos/before' });
    const after = test(at('2026-06-02T08:00:00Z'), { ph: 7.5, photoUrl: '/api/photos/after' });
    const facts: AchievementFact[] = [
      before,
      { kind: 'plan_issued', id: 'plan1', poolId: 'p1', at: before.at, readingId: before.id, steps: 2 },
      { kind: 'plan_completed', id: 'plan1', poolId: 'p1', at: before.at + 6 * 3600_000 },
      after,
    ];
    expect(earned(facts, 'ph-corrected:plan1')).toMatchObject({ achievedAt: after.at, beforeValue: 8.0, afterValue: 7.5, beforeImage: '/api/photos/before', afterImage: '/api/photos/after' });
    expect(earned(facts, 'first-plan-completed')?.achievedAt).toBe(before.at + 6 * 3600_000);
    // Without the completed plan, pH coming right by itself is no plan's doing.
    expect(earned(facts.filter((f) => f.kind !== 'plan_completed'), 'ph-corrected:plan1')).toBeUndefined();
  });

  it('rewards 30 days of chlorine at or above the CYA minimum, and a low test or a silent week restarts it', () => {
    const start = at('2026-07-01T08:00:00Z');
    const safe = Array.from({ length: 11 }, (_, i) => test(start + i * 3 * DAY, { freeChlorinePpm: 4, cyaPpm: 40 }));
    expect(earned(safe, 'chlorine-safe-30')?.achievedAt).toBe(start + 10 * 3 * DAY);
    const lowInTheMiddle = safe.map((t, i) => (i === 5 ? { ...t, freeChlorinePpm: 1 } : t)); // CYA 40's minimum is 3
    expect(earned(lowInTheMiddle, 'chlorine-safe-30')).toBeUndefined();
    const silentWeek = [test(start), ...safe.slice(4).map((t) => ({ ...t, at: t.at + 10 * DAY }))];
    expect(earned(silentWeek, 'chlorine-safe-30')).toBeUndefined();
  });

  it('rewards a month of on-time tasks but not a month with a late one, and never rewards adding chemicals', () => {
    const task = (day: number, overdue: boolean) => ({ kind: 'task_completed' as const, id: `k${day}`, poolId: 'p1', at: at('2026-08-01T10:00:00Z') + day * DAY, dueAt: 0, overdue, taskType: 'cleaning', title: 'Brush the walls and floor' });
    expect(earned([task(1, false), task(8, false), task(15, false)], 'maintenance-month-on-time')).toBeDefined();
    expect(earned([task(1, false), task(8, true), task(15, false)], 'maintenance-month-on-time')).toBeUndefined();
    expect([...DEFINITIONS.values()].some((d) => /chemical/i.test(d.unit))).toBe(false);
  });

  it('tells filter care from brushing by the task’s title, and counts only on-time ones', () => {
    const task = (day: number, title: string, overdue = false) => ({
      kind: 'task_completed' as const, id: `f${day}`, poolId: 'p1', at: at('2026-09-01T10:00:00Z') + day * DAY, dueAt: 0, overdue, taskType: 'cleaning', title,
    });
    expect(earned([task(1, 'Brush the walls and floor')], 'filter-clean')).toBeUndefined();
    expect(earned([task(1, 'Backwash the sand filter', true)], 'filter-clean')).toBeUndefined();
    expect(earned([task(1, 'Brush the walls and floor'), task(3, 'Backwash the sand filter')], 'filter-clean')?.achievedAt).toBe(at('2026-09-01T10:00:00Z') + 3 * DAY);
    const filterOnly = Array.from({ length: 10 }, (_, i) => task(i, 'Clean the filter cartridge'));
    expect(earned(filterOnly, 'brush-skim-10')).toBeUndefined();
    expect(earned(Array.from({ length: 10 }, (_, i) => task(i, i % 2 ? 'Skim the surface' : 'Brush the walls and floor')), 'brush-skim-10')).toBeDefined();
  });

  it('never stops on a test the chemistry calculators refuse (TA too low for its CYA): that test is just not balanced', () => {
    const start = at('2026-04-01T08:00:00Z');
    const balanced = Array.from({ length: 16 }, (_, i) => test(start + i * 2 * DAY));
    const refused = test(start + 15 * DAY, { totalAlkalinityPpm: 20, cyaPpm: 100 });
    expect(() => evaluateAchievements([...balanced, refused], UTC)).not.toThrow();
    expect(earned(balanced, 'balanced-csi-month')).toBeDefined();
    expect(earned([...balanced, refused], 'balanced-csi-month')).toBeUndefined();
  });

  it('evaluates any history of tests within spec §5 ranges without throwing', () => {
    const value = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
    const reading = fc.record({
      at: fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
      ph: value(fc.double({ min: 0, max: 14, noNaN: true })), freeChlorinePpm: value(fc.double({ min: 0, max: 50, noNaN: true })),
      totalAlkalinityPpm: value(fc.integer({ min: 0, max: 1000 })), cyaPpm: value(fc.integer({ min: 0, max: 300 })),
      calciumHardnessPpm: value(fc.integer({ min: 0, max: 2000 })), temperatureF: value(fc.integer({ min: 32, max: 120 })),
    });
    fc.assert(fc.property(fc.array(reading, { maxLength: 60 }), fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Kolkata'), (readings, timeZone) => {
      const facts = readings.map(({ at: when, ...values }) => test(when, values));
      expect(() => evaluateAchievements(facts, { timeZone })).not.toThrow();
    }), { numRuns: 200 });
  });
});
