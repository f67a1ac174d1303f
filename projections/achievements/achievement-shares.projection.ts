// Read model "what has this owner shared, and how do they want it shown": one row per share (found by
// the token of its public page, /share/{token}, with the snapshot it shared) and each owner's current
// sharing preferences. Both come from events on the owner's stream, not from the rules, so this read
// model keeps serving while the achievements are rebuilt under a new rule set.
import { sql, type ColumnType, type Insertable, type Kysely } from 'kysely';
import { ACHIEVEMENT_SHARING_EVENT_TYPES, parseAchievementSharingEvent, type ShareSnapshot } from '../../domain/achievements/achievement-sharing.events.ts';
import { DEFAULT_SHARING_PREFERENCES, type PrivacyLevel, type SharePlatform, type SharingPreferences } from '../../domain/achievements/sharing-preferences.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

export interface AchievementSharesTable {
  token: string;
  share_id: string;
  owner_id: string;
  achievement_id: string;
  achievement_key: string;
  platform: string;
  shared_at: ColumnType<Date, string, string>;
  snapshot: ColumnType<ShareSnapshot, string, string>;
}

export interface SharingPreferencesTable {
  owner_id: string;
  preferences: ColumnType<SharingPreferences, string, string>;
  /** bigint: node-postgres returns int8 as text. */
  revision: ColumnType<string, string, string>;
}

declare module '../../infra/db/tables.ts' {
  interface Tables {
    achievement_shares: AchievementSharesTable;
    sharing_preferences: SharingPreferencesTable;
  }
}

const migrations = {
  '20261124T1601_achievement_shares_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE achievement_shares (
          token text PRIMARY KEY,
          share_id text NOT NULL UNIQUE,
          owner_id text NOT NULL,
          achievement_id text NOT NULL,
          achievement_key text NOT NULL,
          platform text NOT NULL,
          shared_at timestamptz NOT NULL,
          snapshot jsonb NOT NULL
        )`.execute(db);
      await sql`CREATE TABLE sharing_preferences (owner_id text PRIMARY KEY, preferences jsonb NOT NULL, revision bigint NOT NULL)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS sharing_preferences`.execute(db);
      await sql`DROP TABLE IF EXISTS achievement_shares`.execute(db);
    },
  },
};

const USER_STREAM_PREFIX = 'user-';

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const shares: Insertable<AchievementSharesTable>[] = [];
  const preferences = new Map<string, Insertable<SharingPreferencesTable>>();
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(USER_STREAM_PREFIX)) continue;
    const owner = recorded.streamId.slice(USER_STREAM_PREFIX.length);
    const event = parseAchievementSharingEvent(recorded.type, recorded.data);
    if (event?.type === 'AchievementShared') {
      const { token, shareId, achievementId, achievementKey, platform, sharedAt, snapshot } = event.data;
      shares.push({ token, share_id: shareId, owner_id: owner, achievement_id: achievementId, achievement_key: achievementKey, platform, shared_at: new Date(sharedAt).toISOString(), snapshot: JSON.stringify(snapshot) });
    } else if (event?.type === 'SharingPreferencesSet') {
      preferences.set(owner, { owner_id: owner, preferences: JSON.stringify(event.data.preferences), revision: recorded.revision.toString() });
    }
  }
  if (shares.length > 0) await db.insertInto('achievement_shares').values(shares).onConflict((oc) => oc.doNothing()).execute();
  if (preferences.size > 0) {
    await db
      .insertInto('sharing_preferences')
      .values([...preferences.values()])
      .onConflict((oc) => oc.column('owner_id').doUpdateSet({ preferences: (eb) => eb.ref('excluded.preferences'), revision: (eb) => eb.ref('excluded.revision') })
        .where('sharing_preferences.revision', '<', (eb) => eb.ref('excluded.revision')))
      .execute();
  }
}

export const achievementSharesProjection = defineProjection({
  name: 'achievement-shares', version: 1, tables: ['achievement_shares', 'sharing_preferences'], eventTypes: ACHIEVEMENT_SHARING_EVENT_TYPES, migrations, apply,
});

/** The owner's preferences; the defaults until they save theirs. */
export async function findSharingPreferences(db: ProjectionDb, ownerId: string): Promise<SharingPreferences> {
  const row = await db.selectFrom('sharing_preferences').select('preferences').where('owner_id', '=', ownerId).executeTakeFirst();
  return row ? { ...DEFAULT_SHARING_PREFERENCES, ...row.preferences } : DEFAULT_SHARING_PREFERENCES;
}

export interface ShareView {
  readonly token: string;
  readonly ownerId: string;
  readonly achievementId: string;
  readonly platform: SharePlatform;
  readonly sharedAt: Date;
  readonly snapshot: ShareSnapshot;
  /** The owner's privacy level now (not when shared): it decides whether the page shows at all. */
  readonly privacyLevel: PrivacyLevel;
  /** What the owner allows now: a page never shows more than both the snapshot and these allow. */
  readonly preferences: SharingPreferences;
}

/** A share by its page's token, with its owner's current preferences, in one statement. */
export async function findShareByToken(db: ProjectionDb, token: string): Promise<ShareView | undefined> {
  const row = await db
    .selectFrom('achievement_shares as s')
    .leftJoin('sharing_preferences as p', 'p.owner_id', 's.owner_id')
    .select(['s.token', 's.owner_id', 's.achievement_id', 's.platform', 's.shared_at', 's.snapshot', 'p.preferences'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const preferences = { ...DEFAULT_SHARING_PREFERENCES, ...row.preferences };
  return {
    token: row.token, ownerId: row.owner_id, achievementId: row.achievement_id, platform: row.platform as SharePlatform, sharedAt: row.shared_at,
    snapshot: row.snapshot, privacyLevel: preferences.privacyLevel, preferences,
  };
}
