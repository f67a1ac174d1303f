// The tables of the achievements read model (achievements.projection.ts) and their migration. Five
// derived tables, rebuilt together when the rule set changes: each pool's owner, each owner's fact
// entries (what the rules read, kept so a batch need not re-read history) and the token of their last
// write, the achievements earned and the progress toward every rule. One more table is not derived and survives rebuilds: which
// achievements each owner has been told about (POST /api/achievements/check).
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

export interface AchievementPoolsTable {
  pool_id: string;
  owner_id: string;
}

export interface AchievementEntriesTable {
  owner_id: string;
  /** One kind of entry from about one month (owner-states.ts). */
  chunk: string;
  /** JSON: the chunk's [key, entry] pairs (facts-from-events.ts). Text: only this projection reads it. */
  entries: string;
}

/** The token of each owner's last write (owner-states.ts: when remembered state may be trusted). */
export interface AchievementOwnersTable {
  owner_id: string;
  token: string;
}

export interface AchievementsTable {
  /** A uuid derived from the owner and the key, so it survives rebuilds (shares name it). */
  id: string;
  owner_id: string;
  key: string;
  rule_id: string;
  title: string;
  description: string;
  points: number;
  achievement_type: string;
  category: string;
  difficulty: string;
  value: number;
  unit: string;
  before_value: number | null;
  after_value: number | null;
  before_image: string | null;
  after_image: string | null;
  achieved_at: Timestamp;
  share_count: number;
}
export type AchievementRow = Selectable<AchievementsTable>;

export interface AchievementProgressTable {
  owner_id: string;
  rule_id: string;
  /** The rule's place in the rule set (the Browse tab's order). */
  position: number;
  title: string;
  description: string;
  points: number;
  achievement_type: string;
  category: string;
  difficulty: string;
  current: number;
  target: number;
  unit: string;
  is_achieved: boolean;
  achieved_at: ColumnType<Date | null, string | null, string | null>;
}
export type AchievementProgressRow = Selectable<AchievementProgressTable>;

/** Not derived: the achievements (by key) an owner has been told about. */
export interface AchievementSeenTable {
  owner_id: string;
  key: string;
  seen_at: Timestamp;
}

declare module '../../infra/db/tables.ts' {
  interface Tables {
    achievement_pools: AchievementPoolsTable;
    achievement_entries: AchievementEntriesTable;
    achievement_owners: AchievementOwnersTable;
    achievements: AchievementsTable;
    achievement_progress: AchievementProgressTable;
    achievement_seen: AchievementSeenTable;
  }
}

export const ACHIEVEMENT_TABLES = ['achievement_pools', 'achievement_entries', 'achievement_owners', 'achievements', 'achievement_progress'] as const;

export const achievementMigrations = {
  '20261124T1600_achievements_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE TABLE achievement_pools (pool_id text PRIMARY KEY, owner_id text NOT NULL)`.execute(db);
      await sql`CREATE TABLE achievement_entries (owner_id text NOT NULL, chunk text NOT NULL, entries text NOT NULL, PRIMARY KEY (owner_id, chunk))`.execute(db);
      await sql`CREATE TABLE achievement_owners (owner_id text PRIMARY KEY, token text NOT NULL)`.execute(db);
      await sql`
        CREATE TABLE achievements (
          id text PRIMARY KEY,
          owner_id text NOT NULL,
          key text NOT NULL,
          rule_id text NOT NULL,
          title text NOT NULL,
          description text NOT NULL,
          points integer NOT NULL,
          achievement_type text NOT NULL,
          category text NOT NULL,
          difficulty text NOT NULL,
          value double precision NOT NULL,
          unit text NOT NULL,
          before_value double precision,
          after_value double precision,
          before_image text,
          after_image text,
          achieved_at timestamptz NOT NULL,
          share_count integer NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`CREATE INDEX achievements_owner_idx ON achievements (owner_id, achieved_at)`.execute(db);
      await sql`
        CREATE TABLE achievement_progress (
          owner_id text NOT NULL,
          rule_id text NOT NULL,
          position integer NOT NULL,
          title text NOT NULL,
          description text NOT NULL,
          points integer NOT NULL,
          achievement_type text NOT NULL,
          category text NOT NULL,
          difficulty text NOT NULL,
          current double precision NOT NULL,
          target double precision NOT NULL,
          unit text NOT NULL,
          is_achieved boolean NOT NULL,
          achieved_at timestamptz,
          PRIMARY KEY (owner_id, rule_id)
        )`.execute(db);
      // Not one of the read model's tables: a rebuild leaves it alone.
      await sql`CREATE TABLE achievement_seen (owner_id text NOT NULL, key text NOT NULL, seen_at timestamptz NOT NULL, PRIMARY KEY (owner_id, key))`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['achievement_seen', 'achievement_progress', 'achievements', 'achievement_owners', 'achievement_entries', 'achievement_pools']) {
        await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
      }
    },
  },
};
