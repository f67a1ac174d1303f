// Read model "who is this user": one row per account, for GET /api/auth/user and the session
// middleware. Folded per stream in memory, then written with one upsert per batch.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { profileUpdatedSchema, userRegisteredSchema, USER_PROFILE_EVENT_TYPES } from '../../domain/users/user.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';

export interface UsersTable {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  /** bigint: node-postgres returns int8 as text. */
  revision: ColumnType<string, string, string>;
  registered_at: ColumnType<Date, string, string>;
}
export type UserRow = Selectable<UsersTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    users: UsersTable;
  }
}

const migrations = {
  '20261122T2311_users_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE users (
          id uuid PRIMARY KEY,
          email text,
          first_name text,
          last_name text,
          profile_image_url text,
          revision bigint NOT NULL,
          registered_at timestamptz NOT NULL
        )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS users`.execute(db);
    },
  },
};

export interface UserView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

type Draft = Omit<UserRow, 'registered_at' | 'revision'> & { registered_at: string | Date; revision: bigint };

function fold(row: Draft | undefined, event: RecordedEvent): Draft | undefined {
  if (row && event.revision <= row.revision) return row;
  if (event.type === 'UserRegistered') {
    const parsed = userRegisteredSchema.safeParse(event.data);
    if (!parsed.success) return row;
    const d = parsed.data;
    return { id: d.userId, email: d.email, first_name: d.firstName, last_name: d.lastName, profile_image_url: d.profileImageUrl, registered_at: new Date(d.registeredAt).toISOString(), revision: event.revision };
  }
  const parsed = profileUpdatedSchema.safeParse(event.data);
  if (!row || !parsed.success) return row;
  const c = parsed.data.changes;
  return {
    ...row,
    ...(c.email !== undefined ? { email: c.email } : {}),
    ...(c.firstName !== undefined ? { first_name: c.firstName } : {}),
    ...(c.lastName !== undefined ? { last_name: c.lastName } : {}),
    ...(c.profileImageUrl !== undefined ? { profile_image_url: c.profileImageUrl } : {}),
    revision: event.revision,
  };
}

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => event.streamId.slice('user-'.length)))].filter(isUuid);
  if (ids.length === 0) return;
  const existing = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const rows = new Map<string, Draft>(existing.map((row) => [row.id, { ...row, revision: BigInt(row.revision) }]));
  const touched = new Set<string>();
  for (const event of events) {
    const id = event.streamId.slice('user-'.length);
    const next = fold(rows.get(id), event);
    if (next && next !== rows.get(id) && next.id === id) {
      rows.set(id, next);
      touched.add(id);
    }
  }
  const values = [...touched].map((id) => rows.get(id)!).map((row) => ({
    ...row,
    registered_at: row.registered_at instanceof Date ? row.registered_at.toISOString() : row.registered_at,
    revision: row.revision.toString(),
  }));
  if (values.length === 0) return;
  await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        profile_image_url: eb.ref('excluded.profile_image_url'),
        revision: eb.ref('excluded.revision'),
      })),
    )
    .execute();
}

export const usersProjection = defineProjection({ name: 'users', version: 1, tables: ['users'], eventTypes: USER_PROFILE_EVENT_TYPES, migrations, apply });

export function toUserView(row: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'profile_image_url'>): UserView {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, profileImageUrl: row.profile_image_url };
}

export async function findUser(db: ProjectionDb, userId: string): Promise<UserView | undefined> {
  if (!isUuid(userId)) return undefined;
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return row ? toUserView(row) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
