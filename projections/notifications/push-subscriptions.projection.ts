// Read model of the browsers each user receives pushes on: one row per endpoint (a browser belongs to
// one user at a time), from the `push-{userId}` streams. A removal names its user, so a browser that
// moved to another user is never removed from the new one, whichever order the two streams' events
// come in. Queries for the notification routes and the sender.
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import { PUSH_EVENT_TYPES, pushSubscribedSchema, pushUnsubscribedSchema } from '../../domain/notifications/push.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  subscribed_at: ColumnType<Date, string, string>;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

declare module '../../infra/db/tables.ts' {
  interface Tables {
    push_subscriptions: PushSubscriptionsTable;
  }
}

const migrations = {
  '20261124T1400_push_subscriptions_read_model': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        CREATE TABLE push_subscriptions (
          endpoint text PRIMARY KEY,
          user_id uuid NOT NULL,
          p256dh text NOT NULL,
          auth text NOT NULL,
          user_agent text,
          subscribed_at timestamptz NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`DROP TABLE IF EXISTS push_subscriptions`.execute(db);
    },
  },
};

async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'PushSubscribed') {
      const parsed = pushSubscribedSchema.safeParse(event.data);
      if (!parsed.success || !isUuid(parsed.data.userId)) continue;
      const { endpoint, userId, keys, userAgent, subscribedAt } = parsed.data;
      const row = { endpoint, user_id: userId, p256dh: keys.p256dh, auth: keys.auth, user_agent: userAgent, subscribed_at: new Date(subscribedAt).toISOString() };
      await db.insertInto('push_subscriptions').values(row).onConflict((oc) => oc.column('endpoint').doUpdateSet(row)).execute();
    } else if (event.type === 'PushUnsubscribed') {
      const parsed = pushUnsubscribedSchema.safeParse(event.data);
      if (!parsed.success || !isUuid(parsed.data.userId)) continue;
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', parsed.data.endpoint).where('user_id', '=', parsed.data.userId).execute();
    }
  }
}

export const pushSubscriptionsProjection = defineProjection({
  name: 'push-subscriptions', version: 1, tables: ['push_subscriptions'], eventTypes: PUSH_EVENT_TYPES, migrations, apply,
});

export interface PushTarget {
  readonly endpoint: string;
  readonly userId: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

const toTarget = (row: PushSubscriptionRow): PushTarget => ({ endpoint: row.endpoint, userId: row.user_id, keys: { p256dh: row.p256dh, auth: row.auth } });

/** The browsers a user receives pushes on. */
export async function listPushTargets(db: ProjectionDb, userId: string): Promise<PushTarget[]> {
  if (!isUuid(userId)) return [];
  return (await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('subscribed_at').execute()).map(toTarget);
}

/** Who holds this browser now, if anyone. */
export async function pushSubscriptionHolder(db: ProjectionDb, endpoint: string): Promise<string | undefined> {
  const row = await db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', endpoint).executeTakeFirst();
  return row?.user_id;
}
