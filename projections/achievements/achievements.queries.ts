// What the achievements routes read: an owner's achievements (newest first), one of them (only the
// owner's), their stats (spec §3), their progress toward every rule, and the check's bookkeeping:
// which achievements they have not been told about yet, marked as told in the same statement.
import { sql } from 'kysely';
import type { AchievementCategory, AchievementType, Difficulty } from '../../domain/achievements/achievement-options.ts';
import { RULES } from '../../domain/achievements/achievement-rules.ts';
import type { ProjectionDb } from '../projection.ts';
import type { AchievementProgressRow, AchievementRow } from './achievement-tables.ts';

export interface AchievementView {
  id: string;
  key: string;
  ruleId: string;
  title: string;
  description: string;
  points: number;
  achievementType: AchievementType;
  category: AchievementCategory;
  difficulty: Difficulty;
  value: number;
  unit: string;
  beforeValue: number | null;
  afterValue: number | null;
  beforeImage: string | null;
  afterImage: string | null;
  achievedAt: string;
  isShared: boolean;
  shareCount: number;
}

export function toAchievementView(row: AchievementRow): AchievementView {
  return {
    id: row.id, key: row.key, ruleId: row.rule_id, title: row.title, description: row.description, points: row.points,
    achievementType: row.achievement_type as AchievementType, category: row.category as AchievementCategory, difficulty: row.difficulty as Difficulty,
    value: row.value, unit: row.unit, beforeValue: row.before_value, afterValue: row.after_value, beforeImage: row.before_image, afterImage: row.after_image,
    achievedAt: row.achieved_at.toISOString(), isShared: row.share_count > 0, shareCount: row.share_count,
  };
}

/** Newest first; the same instant orders by key, so the list is stable. */
export async function listAchievements(db: ProjectionDb, ownerId: string): Promise<AchievementView[]> {
  const rows = await db.selectFrom('achievements').selectAll().where('owner_id', '=', ownerId).orderBy('achieved_at', 'desc').orderBy('key').execute();
  return rows.map(toAchievementView);
}

/** The owner's achievement; undefined for another owner's, exactly as for one that does not exist. */
export async function findAchievementOfOwner(db: ProjectionDb, id: string, ownerId: string): Promise<AchievementView | undefined> {
  const row = await db.selectFrom('achievements').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return row && toAchievementView(row);
}

export async function achievementStats(db: ProjectionDb, ownerId: string): Promise<{ totalAchievements: number; totalPoints: number; sharedAchievements: number }> {
  const row = await db
    .selectFrom('achievements')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`coalesce(sum(points), 0)`.as('points'),
      sql<string>`count(*) FILTER (WHERE share_count > 0)`.as('shared'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return { totalAchievements: Number(row.total), totalPoints: Number(row.points), sharedAchievements: Number(row.shared) };
}

export interface ProgressView {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  difficulty: Difficulty;
  achievementType: AchievementType;
  points: number;
  isAchieved: boolean;
  achievedAt: string | null;
  currentProgress: { current: number; target: number; unit: string };
}

function toProgressView(row: AchievementProgressRow): ProgressView {
  return {
    id: row.rule_id, title: row.title, description: row.description, category: row.category as AchievementCategory, difficulty: row.difficulty as Difficulty,
    achievementType: row.achievement_type as AchievementType, points: row.points, isAchieved: row.is_achieved, achievedAt: row.achieved_at?.toISOString() ?? null,
    currentProgress: { current: row.current, target: row.target, unit: row.unit },
  };
}

/** The owner's progress toward every rule, in the rule set's order; before their first fact, nothing yet toward each. */
export async function listProgress(db: ProjectionDb, ownerId: string): Promise<ProgressView[]> {
  const rows = await db.selectFrom('achievement_progress').selectAll().where('owner_id', '=', ownerId).orderBy('position').execute();
  if (rows.length > 0) return rows.map(toProgressView);
  return RULES.map((rule) => ({
    id: rule.id, title: rule.title, description: rule.description, category: rule.category, difficulty: rule.difficulty, achievementType: rule.achievementType,
    points: rule.points, isAchieved: false, achievedAt: null, currentProgress: { current: 0, target: rule.target, unit: rule.unit },
  }));
}

/**
 * The owner's achievements they have not been told about, now marked as told (one statement, so two
 * checks at once cannot both count the same one). Keyed by the achievement's key: an achievement a
 * rebuild keeps is not news again; one a changed rule newly gives is.
 */
export async function takeUnseenAchievements(db: ProjectionDb, ownerId: string, now: Date): Promise<AchievementView[]> {
  const { rows } = await sql<{ key: string }>`
    INSERT INTO achievement_seen (owner_id, key, seen_at)
    SELECT owner_id, key, ${now.toISOString()}::timestamptz FROM achievements WHERE owner_id = ${ownerId}
    ON CONFLICT (owner_id, key) DO NOTHING
    RETURNING key`.execute(db);
  if (rows.length === 0) return [];
  const keys = new Set(rows.map((row) => row.key));
  return (await listAchievements(db, ownerId)).filter((achievement) => keys.has(achievement.key));
}
