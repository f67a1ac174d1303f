// Read model "how does this user want things": one row per user with their current preferences (issue
// 19), folded from the PreferencesChanged events on `user-{userId}`. A user who never changed one has
// no row and reads the defaults. Read by the settings routes and by the notification scheduler (quiet
// hours), through findUserPreferences.
import { sql, type ColumnType, type Kysely } from 'kysely';
import { parseUserEvent } from '../../domain/users/user.events.ts';
import { DEFAULT_USER_PREFERENCES, withPreferenceChanges, type UserPreferences } from '../../domain/users/user-preferences.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from './users.projection.ts';

export interface UserPreferencesTable {
  user_id: string;
  preferences: ColumnType<UserPreferences, string, string>;
  /** bigint: node-postgres returns int8 as text. */
  revision: ColumnType<string, string, string>;
}

declare module '../../infra/db/tables.ts' {
  interface Tables {
    user_preferences: UserPreferencesTable;
  }
}

const migrations = {
  '20261125T0900_user_preferences_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE TABLE user_preferences (user_id uuid PRIMARY KEY, preferences jsonb NOT NULL, revision bigint NOT NULL)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS user_preferences`.execute(db);
    },
  },
};

const USER_STREAM_PREFIX = 'user-';
interface Draft {
  preferences: UserPreferences;
  revision: bigint;
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => event.streamId.slice(USER_STREAM_PREFIX.length)))].filter(isUuid);
  if (ids.length === 0) return;
  const existing = await db.selectFrom('user_preferences').selectAll().where('user_id', 'in', ids).execute();
  const drafts = new Map<string, Draft>(existing.map((row) => [row.user_id, { preferences: { ...DEFAULT_USER_PREFERENCES, ...row.preferences }, revision: BigInt(row.revision) }]));
  const touched = new Set<string>();
  for (const recorded of events) {
    const userId = recorded.streamId.slice(USER_STREAM_PREFIX.length);
    const event = parseUserEvent(recorded.type, recorded.data);
    const draft = drafts.get(userId);
    // A replayed event (at or below the row's revision) changes nothing.
    if (event?.type !== 'PreferencesChanged' || !isUuid(userId) || (draft && recorded.revision <= draft.revision)) continue;
    drafts.set(userId, { preferences: withPreferenceChanges(draft?.preferences ?? DEFAULT_USER_PREFERENCES, event.data.changes), revision: recorded.revision });
    touched.add(userId);
  }
  if (touched.size === 0) return;
  const values = [...touched].map((userId) => {
    const { preferences, revision } = drafts.get(userId)!;
    return { user_id: userId, preferences: JSON.stringify(preferences), revision: revision.toString() };
  });
  await db
    .insertInto('user_preferences')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences: (eb) => eb.ref('excluded.preferences'), revision: (eb) => eb.ref('excluded.revision') })
      .where('user_preferences.revision', '<', (eb) => eb.ref('excluded.revision')))
    .execute();
}

export const userPreferencesProjection = defineProjection({
  name: 'user-preferences', version: 1, tables: ['user_preferences'], eventTypes: ['PreferencesChanged'], migrations, apply,
});

/** The user's preferences; the defaults (imperial, quiet 21:00–08:00, …) until they change one. */
export async function findUserPreferences(db: ProjectionDb, userId: string): Promise<UserPreferences> {
  if (!isUuid(userId)) return DEFAULT_USER_PREFERENCES;
  const row = await db.selectFrom('user_preferences').select('preferences').where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...DEFAULT_USER_PREFERENCES, ...row.preferences } : DEFAULT_USER_PREFERENCES;
}
