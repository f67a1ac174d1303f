// One owner's evaluation (the rule set over their facts) as the rows of the achievements and progress
// tables. An achievement's id is derived from the owner and its key, so the same achievement keeps its
// id through every rebuild (a share names it) and two owners' ids never meet. Titles, points and the
// rest come from the rule set that earned it, so a table always describes its own version's rules.
// An improvement's value is what it measures (pH 7.5), not the count its progress is in (plans).
import { createHash } from 'node:crypto';
import type { AchievementFact } from '../../domain/achievements/achievement-facts.ts';
import { evaluateAchievements, type EvaluationContext, type RuleSet } from '../../domain/achievements/achievement-rules.ts';
import type { AchievementInsert, ProgressInsert } from './owner-states.ts';

/** A name-based uuid (version 5 layout) of the owner and the achievement's key. */
export function achievementIdOf(ownerId: string, key: string): string {
  const hash = createHash('sha256').update(`achievement\u0000${ownerId}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function evaluationRows(ownerId: string, facts: readonly AchievementFact[], context: EvaluationContext, ruleSet: RuleSet): { achievements: AchievementInsert[]; progress: ProgressInsert[] } {
  const { earned, progress } = evaluateAchievements(facts, context, ruleSet);
  const rules = new Map(ruleSet.rules.map((rule, position) => [rule.id, { rule, position }]));
  const shareCounts = new Map<string, number>();
  for (const fact of facts) if (fact.kind === 'shared') shareCounts.set(fact.achievementKey, (shareCounts.get(fact.achievementKey) ?? 0) + 1);
  const firstEarned = new Map<string, number>();
  const achievements = earned.flatMap((achievement): AchievementInsert[] => {
    const rule = rules.get(achievement.ruleId)?.rule;
    if (!rule) return [];
    if (!firstEarned.has(rule.id)) firstEarned.set(rule.id, achievement.achievedAt);
    return [{
      id: achievementIdOf(ownerId, achievement.key), owner_id: ownerId, key: achievement.key, rule_id: rule.id, title: rule.title, description: rule.description,
      points: rule.points, achievement_type: rule.achievementType, category: rule.category, difficulty: rule.difficulty, value: achievement.value, unit: rule.measure ?? rule.unit,
      before_value: achievement.beforeValue ?? null, after_value: achievement.afterValue ?? null, before_image: achievement.beforeImage ?? null,
      after_image: achievement.afterImage ?? null, achieved_at: iso(achievement.achievedAt), share_count: shareCounts.get(achievement.key) ?? 0,
    }];
  });
  const progressRows = progress.flatMap((item): ProgressInsert[] => {
    const found = rules.get(item.ruleId);
    if (!found) return [];
    const { rule, position } = found;
    const achievedAt = firstEarned.get(rule.id);
    return [{
      owner_id: ownerId, rule_id: rule.id, position, title: rule.title, description: rule.description, points: rule.points, achievement_type: rule.achievementType,
      category: rule.category, difficulty: rule.difficulty, current: item.current, target: item.target, unit: item.unit,
      is_achieved: achievedAt !== undefined, achieved_at: achievedAt === undefined ? null : iso(achievedAt),
    }];
  });
  return { achievements, progress: progressRows };
}
