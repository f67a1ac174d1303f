// Sends the pushes that fall due (issue 19): node-cron ticks every few seconds over the
// due_notifications read model. A notification is claimed by inserting its notification_sends row
// (whoever inserts it sends it, so several API instances send it once), sent to the owner's browsers,
// then recorded: 'sent', or 'retry' with back-off when every push service answered 429/5xx (or a
// lease that ran out, from an instance that died mid-send, is claimed again). Anything past its TTL
// is never sent, so a server that was down sends what fell due meanwhile, once, unless it is stale.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import cron, { type ScheduledTask } from 'node-cron';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { PushNotifier } from './push-notifier.ts';

export interface NotificationSendsTable {
  key: string;
  due_at: Date;
  user_id: string | null;
  status: 'sending' | 'sent' | 'retry';
  attempts: number;
  claimed_by: string | null;
  claimed_until: Date | null;
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

interface Claimed {
  key: string;
  due_at: Date;
  user_id: string | null;
  attempts: number;
  title: string;
  body: string;
  url: string;
  kind: string;
  urgency: 'high' | 'normal';
  topic: string;
  expires_at: Date;
}

export interface TickResult {
  readonly claimed: number;
  readonly sent: number;
  readonly retrying: number;
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
}

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  const { database, notifier, logger } = options;
  const db = database.db;
  const me = randomUUID();
  let task: ScheduledTask | undefined;
  let running: Promise<TickResult> | undefined;

  const claimNew = () =>
    sql<Claimed>`
      WITH claimed AS (
        INSERT INTO notification_sends (key, due_at, user_id, status, attempts, claimed_by, claimed_until)
        SELECT d.key, d.due_at, p.owner_id, 'sending', 1, ${me}, now() + make_interval(secs => ${LEASE_SECONDS})
          FROM due_notifications d
          JOIN pools p ON p.id::text = d.pool_id AND NOT p.removed
         WHERE d.due_at <= now() AND d.due_at > now() - make_interval(secs => d.ttl_seconds)
           AND NOT EXISTS (SELECT 1 FROM notification_sends s WHERE s.key = d.key AND s.due_at = d.due_at)
         ORDER BY d.due_at
         LIMIT ${BATCH}
        ON CONFLICT (key, due_at) DO NOTHING
        RETURNING key, due_at, user_id, attempts
      )
      SELECT c.key, c.due_at, c.user_id, c.attempts, d.title, d.body, d.url, d.kind, d.urgency, d.topic, d.due_at + make_interval(secs => d.ttl_seconds) AS expires_at
        FROM claimed c JOIN due_notifications d ON d.key = c.key`.execute(db);

  const claimAgain = () =>
    sql<Claimed>`
      WITH claimed AS (
        UPDATE notification_sends s
           SET status = 'sending', attempts = s.attempts + 1, claimed_by = ${me}, claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
         WHERE (s.key, s.due_at) IN (
                 SELECT s2.key, s2.due_at FROM notification_sends s2
                  WHERE (s2.status = 'retry' AND s2.next_attempt_at <= now()) OR (s2.status = 'sending' AND s2.claimed_until < now())
                  LIMIT ${BATCH}
                  FOR UPDATE SKIP LOCKED)
        RETURNING s.key, s.due_at, s.user_id, s.attempts
      )
      SELECT c.key, c.due_at, p.owner_id AS user_id, c.attempts, d.title, d.body, d.url, d.kind, d.urgency, d.topic,
             d.due_at + make_interval(secs => d.ttl_seconds) AS expires_at
        FROM claimed c
        JOIN due_notifications d ON d.key = c.key AND d.due_at = c.due_at
        LEFT JOIN pools p ON p.id::text = d.pool_id AND NOT p.removed`.execute(db);

  async function deliver(item: Claimed): Promise<'sent' | 'retry'> {
    const where = (qb: ReturnType<typeof db.updateTable<'notification_sends'>>) => qb.where('key', '=', item.key).where('due_at', '=', item.due_at).where('claimed_by', '=', me);
    const remainingSeconds = Math.floor((new Date(item.expires_at).getTime() - Date.now()) / 1000);
    if (item.user_id === null || remainingSeconds <= 0) {
      await where(db.updateTable('notification_sends').set({ status: 'sent', sent_at: new Date(), delivered: 0 })).execute();
      return 'sent';
    }
    const message = { title: item.title, body: item.body, icon: '/static/icon-192.png', badge: '/static/badge-72.png', tag: item.kind, data: { url: item.url, kind: item.kind } };
    const result = await notifier.sendToUser(item.user_id, message, { kind: item.kind, ttlSeconds: remainingSeconds, urgency: item.urgency, topic: item.topic });
    const retries = result.outcomes.filter((o) => o.result.outcome === 'retry');
    if (result.delivered === 0 && retries.length > 0) {
      const retryAfter = Math.max(...retries.map((o) => (o.result.outcome === 'retry' ? (o.result.retryAfterMs ?? 0) : 0)));
      const next = new Date(Date.now() + retryDelayMs(item.attempts, retryAfter, options.retryBaseMs));
      await where(db.updateTable('notification_sends').set({ status: 'retry', next_attempt_at: next, claimed_until: null })).execute();
      return 'retry';
    }
    await where(db.updateTable('notification_sends').set({ status: 'sent', sent_at: new Date(), delivered: result.delivered })).execute();
    return 'sent';
  }

  async function tick(): Promise<TickResult> {
    const claimed = [...(await claimNew()).rows, ...(await claimAgain()).rows];
    let sent = 0;
    let retrying = 0;
    for (const item of claimed) {
      try {
        if ((await deliver(item)) === 'sent') sent++;
        else retrying++;
      } catch (err) {
        // Its lease runs out and a later tick (here or elsewhere) takes it again.
        logger.warn({ err, key: item.key }, 'sending a due notification failed');
      }
    }
    return { claimed: claimed.length, sent, retrying };
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
