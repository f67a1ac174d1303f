import { describe, expect, it } from 'vitest';
import type { AchievementFact, TestFact } from '../../domain/achievements/achievement-facts.ts';
import { RULE_SET } from '../../domain/achievements/achievement-rules.ts';
import { evaluationRows } from './achievement-rows.ts';

const test = (id: string, at: number, ph: number): TestFact => ({
  kind: 'test', id, poolId: 'p1', at, ph, freeChlorinePpm: 4, cyaPpm: 40, totalAlkalinityPpm: 90, calciumHardnessPpm: 300, temperatureF: 80, photoUrl: null,
});

describe('evaluationRows', () => {
  it('gives an improvement its value in what it measures (pH), and its progress in its own unit (plans)', () => {
    const before = test('t1', Date.UTC(2026, 5, 1, 8), 8.0);
    const after = test('t2', Date.UTC(2026, 5, 2, 8), 7.5);
    const facts: AchievementFact[] = [
      before,
      { kind: 'plan_issued', id: 'plan1', poolId: 'p1', at: before.at, readingId: before.id, steps: 2 },
      { kind: 'plan_completed', id: 'plan1', poolId: 'p1', at: before.at + 6 * 3600_000 },
      after,
    ];
    const { achievements, progress } = evaluationRows('owner-1', facts, { timeZone: 'UTC' }, RULE_SET);
    expect(achievements.find((row) => row.rule_id === 'ph-corrected')).toMatchObject({ value: 7.5, unit: 'pH', before_value: 8.0, after_value: 7.5 });
    expect(progress.find((row) => row.rule_id === 'ph-corrected')).toMatchObject({ unit: 'plans' });
  });
});
