// Sends a message to every browser a user receives pushes on, and keeps the books: each attempt is a
// row of push_deliveries (behind GET /api/notifications/stats), and a browser the push service says
// is gone (404/410) is unsubscribed on the user's stream, exactly that one.
import { sql, type Generated } from 'kysely';
import { unsubscribePush } from '../../commands/notifications/push-subscriptions.ts';
import { listPushTargets } from '../../projections/notifications/push-subscriptions.projection.ts';
import type { PushStats } from '../../contracts/notifications.contract.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { EventStore, Position } from '../eventstore/event-store.ts';
import type { Logger } from '../logger.ts';
import { sendPush, type PushOptions, type PushOutcome } from './push-sender.ts';
import { loadVapid, type Vapid } from './vapid.ts';

export interface PushDeliveriesTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  kind: string;
  outcome: PushOutcome['outcome'];
  http_status: number | null;
  at: Generated<Date>;
}

declare module '../db/tables.ts' {
  interface Tables {
    push_deliveries: PushDeliveriesTable;
  }
}

/** What the service worker shows (sw.js reads these fields). */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly icon?: string;
  readonly badge?: string;
  readonly tag?: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly actions?: readonly { readonly action: string; readonly title: string }[];
}

export interface SendResult {
  readonly attempted: number;
  readonly delivered: number;
  readonly removed: number;
  /** Where the removals were written, for a caller that waits for the read model. */
  readonly removedAt: Position | undefined;
  /** Outcomes per browser, for a caller that retries later. */
  readonly outcomes: readonly { readonly endpoint: string; readonly result: PushOutcome }[];
}

export interface PushNotifier {
  vapidPublicKey(): Promise<string>;
  sendToUser(userId: string, message: PushMessage, options: PushOptions & { kind: string }): Promise<SendResult>;
  stats(userId: string): Promise<PushStats>;
}

export function createPushNotifier(options: { config: Config; database: Database; store: EventStore; logger: Logger }): PushNotifier {
  const { database, store, logger } = options;
  let vapid: Promise<Vapid> | undefined;
  const loadKeys = () => (vapid ??= loadVapid(options).catch((error: unknown) => {
    vapid = undefined; // the next call tries again
    throw error;
  }));

  return {
    vapidPublicKey: async () => (await loadKeys()).publicKey,

    async sendToUser(userId, message, { kind, ...pushOptions }) {
      const keys = await loadKeys();
      const targets = await listPushTargets(database.db, userId);
      const payload = JSON.stringify(message);
      const outcomes = await Promise.all(targets.map(async (target) => ({ endpoint: target.endpoint, result: await sendPush(keys, target, payload, pushOptions) })));
      if (outcomes.length > 0) {
        await database.db
          .insertInto('push_deliveries')
          .values(outcomes.map(({ endpoint, result }) => ({ user_id: userId, endpoint, kind, outcome: result.outcome, http_status: result.status })))
          .execute();
      }
      let removed = 0;
      let removedAt: Position | undefined;
      for (const { endpoint, result } of outcomes) {
        if (result.outcome !== 'gone') continue;
        removedAt = (await unsubscribePush(store, { userId, endpoint, reason: 'gone', now: new Date() }, { userId })) ?? removedAt;
        removed++;
      }
      for (const { endpoint, result } of outcomes) {
        if (result.outcome === 'retry' || result.outcome === 'failed') logger.warn({ kind, status: result.status, endpointOrigin: new URL(endpoint).origin }, 'push not accepted');
      }
      return { attempted: targets.length, delivered: outcomes.filter((o) => o.result.outcome === 'sent').length, removed, removedAt, outcomes };
    },

    async stats(userId) {
      const [subscriptions, deliveries] = await Promise.all([
        database.db.selectFrom('push_subscriptions').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
        database.db
          .selectFrom('push_deliveries')
          .select([
            sql<number>`count(*) FILTER (WHERE outcome = 'sent')::int`.as('sent'),
            sql<number>`count(*) FILTER (WHERE outcome <> 'sent')::int`.as('failed'),
            sql<Date | null>`max(at) FILTER (WHERE outcome = 'sent')`.as('last_sent_at'),
          ])
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        subscriptions: subscriptions.n,
        sent: deliveries.sent,
        failed: deliveries.failed,
        lastSentAt: deliveries.last_sent_at ? new Date(deliveries.last_sent_at).toISOString() : null,
      };
    },
  };
}
