// Sends the pushes that fall due (issue 19): node-cron ticks every few seconds over the
// due_notifications read model. A notification is claimed by inserting its notification_sends row
// (whoever inserts it sends it, so several API instances send it once), sent to the owner's browsers,
// then recorded: 'sent', or 'retry' with back-off when every push service answered 429/5xx (or a
// lease that ran out, from an instance that died mid-send, is claimed again). Anything past its TTL
// is never sent ('expired'), so a server that was down sends what fell due meanwhile, once, unless it
// is stale. Reminders and warranty notices due in the owner's quiet hours are 'held' until they end
// (domain/notifications/due-notification.ts decides); timers never are. A claimed notification whose
// row has gone or moved (a task completed, deleted or rescheduled while it waited) is 'withdrawn'.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import cron, { type ScheduledTask } from 'node-cron';
import { deliveryDecision, DUE_KINDS, DUE_POLICIES, isDueKind, type DeliveryDecision } from '../../domain/notifications/due-notification.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { PushNotifier } from './push-notifier.ts';
import { quietHoursLookup } from './quiet-hours-of.ts';

export type NotificationSendStatus = 'sending' | 'sent' | 'retry' | 'held' | 'expired' | 'withdrawn';

export interface NotificationSendsTable {
  key: string;
  due_at: Date;
  user_id: string | null;
  status: NotificationSendStatus;
  attempts: number;
  claimed_by: string | null;
  claimed_until: Date | null;
  /** When a 'retry' is tried again, or a 'held' one released. */
  next_attempt_at: Date | null;
  sent_at: Date | null;
  delivered: number;
}

declare module '../db/tables.ts' {
  interface Tables {
    notification_sends: NotificationSendsTable;
  }
}

/** Every 5 seconds: a timer's push arrives within seconds of the timer on screen. */
const TICK = '*/5 * * * * *';
const BATCH = 100;
/** How long a claim holds before another instance may take the notification over. */
const LEASE_SECONDS = 120;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 30 * 60_000;
/** Quiet hours may hold a notification this much past its TTL (they last less than a day). */
const LONGEST_HOLD_SECONDS = 24 * 3600;
const HELD_KINDS = DUE_KINDS.filter((kind) => DUE_POLICIES[kind].heldInQuietHours);
/**
 * A finished send (sent, expired, withdrawn) is kept while a claim could still consider its due time:
 * claims look back at most the longest TTL plus the longest hold. An hour past that it can never
 * matter again and is deleted, so the table holds days of sends, not every push ever sent.
 */
const KEEP_FINISHED_SECONDS = Math.max(...DUE_KINDS.map((kind) => DUE_POLICIES[kind].ttlSeconds)) + LONGEST_HOLD_SECONDS + 3600;
const PRUNE_EVERY_MS = 3600_000;
const PRUNE_BATCH = 1000;

interface Claimed {
  key: string;
  due_at: Date;
  user_id: string | null;
  attempts: number;
  /** The rest are null when the due row has gone or moved since the claim was made. */
  pool_id: string | null;
  title: string | null;
  body: string | null;
  url: string | null;
  kind: string | null;
  urgency: 'high' | 'normal' | null;
  topic: string | null;
  ttl_seconds: number | null;
}
type Deliverable = Claimed & { pool_id: string; title: string; body: string; url: string; kind: string; urgency: 'high' | 'normal'; topic: string; ttl_seconds: number };

export interface TickResult {
  readonly claimed: number;
  readonly sent: number;
  readonly retrying: number;
  /** Held by quiet hours until they end. */
  readonly held: number;
}

export interface NotificationScheduler {
  /** One pass: claim what is due now, send it, record it. */
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number, retryAfterMs: number | null, baseMs = RETRY_BASE_MS): number {
  const backoff = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.max(backoff, retryAfterMs ?? 0);
}

export interface SchedulerOptions {
  readonly database: Database;
  readonly notifier: PushNotifier;
  readonly logger: Logger;
  /** The first retry's delay (doubling per attempt, up to 30 minutes); 30 s. */
  readonly retryBaseMs?: number;
  /** The time now, in epoch ms (tests set the clock; the database's own now() is not used). */
  readonly clock?: () => number;
}

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  const { database, notifier, logger } = options;
  const db = database.db;
  const clock = options.clock ?? (() => Date.now());
  const me = randomUUID();
  let task: ScheduledTask | undefined;
  let running: Promise<TickResult> | undefined;

  const dueColumns = sql`d.pool_id, d.title, d.body, d.url, d.kind, d.urgency, d.topic, d.ttl_seconds`;

  const claimNew = (now: Date) =>
    sql<Claimed>`
      WITH claimed AS (
        INSERT INTO notification_sends (key, due_at, user_id, status, attempts, claimed_by, claimed_until)
        SELECT d.key, d.due_at, p.owner_id, 'sending', 1, ${me}, ${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
          FROM due_notifications d
          JOIN pools p ON p.id::text = d.pool_id AND NOT p.removed
         WHERE d.due_at <= ${now}::timestamptz
           AND d.due_at > ${now}::timestamptz - make_interval(secs => d.ttl_seconds + CASE WHEN d.kind IN (${sql.join(HELD_KINDS)}) THEN ${LONGEST_HOLD_SECONDS} ELSE 0 END)
           AND NOT EXISTS (SELECT 1 FROM notification_sends s WHERE s.key = d.key AND s.due_at = d.due_at)
         ORDER BY d.due_at
         LIMIT ${BATCH}
        ON CONFLICT (key, due_at) DO NOTHING
        RETURNING key, due_at, user_id, attempts
      )
      SELECT c.key, c.due_at, c.user_id, c.attempts, ${dueColumns}
        FROM claimed c JOIN due_notifications d ON d.key = c.key`.execute(db);

  const claimAgain = (now: Date) =>
    sql<Claimed>`
      WITH claimed AS (
        UPDATE notification_sends s
           SET status = 'sending', attempts = s.attempts + 1, claimed_by = ${me}, claimed_until = ${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
         WHERE (s.key, s.due_at) IN (
                 SELECT s2.key, s2.due_at FROM notification_sends s2
                  WHERE (s2.status IN ('retry', 'held') AND s2.next_attempt_at <= ${now}::timestamptz)
                     OR (s2.status = 'sending' AND s2.claimed_until < ${now}::timestamptz)
                  LIMIT ${BATCH}
                  FOR UPDATE SKIP LOCKED)
        RETURNING s.key, s.due_at, s.user_id, s.attempts
      )
      SELECT c.key, c.due_at, p.owner_id AS user_id, c.attempts, ${dueColumns}
        FROM claimed c
        LEFT JOIN due_notifications d ON d.key = c.key AND d.due_at = c.due_at
        LEFT JOIN pools p ON p.id::text = d.pool_id AND NOT p.removed`.execute(db);

  /** Deletes up to PRUNE_BATCH finished sends that no claim can consider again. */
  const pruneFinished = async (now: Date): Promise<number> => {
    const { numAffectedRows } = await sql`
      DELETE FROM notification_sends
       WHERE (key, due_at) IN (
               SELECT key, due_at FROM notification_sends
                WHERE status IN ('sent', 'expired', 'withdrawn')
                  AND due_at < ${now}::timestamptz - make_interval(secs => ${KEEP_FINISHED_SECONDS})
                LIMIT ${PRUNE_BATCH})`.execute(db);
    return Number(numAffectedRows ?? 0);
  };
  let prunedAt = -Infinity;

  type Outcome = 'sent' | 'retry' | 'held' | 'expired' | 'withdrawn';

  async function deliver(item: Claimed, now: number, quietHoursOf: ReturnType<typeof quietHoursLookup>): Promise<Outcome> {
    const mine = (qb: ReturnType<typeof db.updateTable<'notification_sends'>>) => qb.where('key', '=', item.key).where('due_at', '=', item.due_at).where('claimed_by', '=', me);
    const record = async (status: NotificationSendStatus, changes: Partial<Omit<NotificationSendsTable, 'key' | 'due_at' | 'status'>> = {}) => {
      await mine(db.updateTable('notification_sends').set({ status, claimed_until: null, ...changes })).execute();
    };
    if (!isDeliverable(item)) {
      await record('withdrawn');
      return 'withdrawn';
    }
    if (item.user_id === null) {
      await record('withdrawn'); // the pool was removed: nobody to tell
      return 'withdrawn';
    }
    const kind = isDueKind(item.kind) ? item.kind : 'chemical_wait';
    const held = DUE_POLICIES[kind].heldInQuietHours;
    const decision: DeliveryDecision = deliveryDecision(
      { kind, dueAt: new Date(item.due_at).getTime(), ttlSeconds: item.ttl_seconds }, now, held ? await quietHoursOf(item.user_id, item.pool_id) : null,
    );
    if (decision.action === 'hold') {
      // Not an attempt: the next claim counts from the same number.
      await record('held', { next_attempt_at: new Date(decision.until), attempts: item.attempts - 1 });
      return 'held';
    }
    const ttlSeconds = decision.action === 'send' ? Math.floor((decision.expiresAt - now) / 1000) : 0;
    if (ttlSeconds <= 0) {
      await record('expired');
      return 'expired';
    }
    const tag = DUE_POLICIES[kind].tag === 'key' ? item.topic : item.kind;
    const message = { title: item.title, body: item.body, icon: '/static/icon-192.png', badge: '/static/badge-72.png', tag, data: { url: item.url, kind: item.kind, poolId: item.pool_id } };
    const result = await notifier.sendToUser(item.user_id, message, { kind: item.kind, ttlSeconds, urgency: item.urgency, topic: item.topic });
    const retries = result.outcomes.filter((o) => o.result.outcome === 'retry');
    if (result.delivered === 0 && retries.length > 0) {
      const retryAfter = Math.max(...retries.map((o) => (o.result.outcome === 'retry' ? (o.result.retryAfterMs ?? 0) : 0)));
      await record('retry', { next_attempt_at: new Date(now + retryDelayMs(item.attempts, retryAfter, options.retryBaseMs)) });
      return 'retry';
    }
    await record('sent', { sent_at: new Date(now), delivered: result.delivered });
    return 'sent';
  }

  async function tick(): Promise<TickResult> {
    const now = clock();
    const at = new Date(now);
    const claimed = [...(await claimNew(at)).rows, ...(await claimAgain(at)).rows];
    const quietHoursOf = quietHoursLookup(db);
    const counts = { sent: 0, retry: 0, held: 0, expired: 0, withdrawn: 0 };
    for (const item of claimed) {
      try {
        counts[await deliver(item, now, quietHoursOf)]++;
      } catch (err) {
        // Its lease runs out and a later tick (here or elsewhere) takes it again.
        logger.warn({ err, key: item.key }, 'sending a due notification failed');
      }
    }
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneFinished(at).catch((err: unknown) => logger.warn({ err }, 'pruning finished notification sends failed'));
    }
    return { claimed: claimed.length, sent: counts.sent, retrying: counts.retry, held: counts.held };
  }

  return {
    tick: () => (running ??= tick().finally(() => (running = undefined))),
    start() {
      task ??= cron.schedule(TICK, async () => {
        await (running ??= tick().finally(() => (running = undefined))).catch((err: unknown) => logger.warn({ err }, 'notification tick failed'));
      }, { noOverlap: true, name: 'due-notifications' });
    },
    async stop() {
      await task?.destroy();
      task = undefined;
      await running?.catch(() => undefined);
    },
  };
}

function isDeliverable(item: Claimed): item is Deliverable {
  return item.pool_id !== null && item.title !== null && item.body !== null && item.url !== null && item.kind !== null
    && item.urgency !== null && item.topic !== null && item.ttl_seconds !== null;
}
