// What a due notification is (issue 19), and the policy of each kind: how urgent it is for the push
// service, how long it stays worth sending, whether the user's quiet hours hold it, and when it goes
// out at last. Timers are news the moment they end (high urgency, never held); reminders and warranty
// notices can wait for the morning (normal urgency, held through quiet hours, and their time to live
// counts from the end of the quiet period their due time fell in). Pure: `now` comes in.
import type { EpochMs } from '../common/time.ts';
import type { QuietHours } from '../users/user-preferences.ts';
import { quietUntil } from './quiet-hours.rules.ts';

export const DUE_KINDS = ['chemical_wait', 'swim_wait', 'task_reminder', 'warranty_ending'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export interface DuePolicy {
  readonly urgency: 'high' | 'normal';
  /** Past its due time (or the end of the quiet hours that held it) by this much, it is not sent at all. */
  readonly ttlSeconds: number;
  readonly heldInQuietHours: boolean;
  /** The notification's tag on the device: one per kind replaces the last ('ready' for the next step), one per key keeps each task's own. */
  readonly tag: 'kind' | 'key';
}

const HOUR_SECONDS = 3600;

export const DUE_POLICIES: Readonly<Record<DueKind, DuePolicy>> = {
  /** A 'ready' push more than 2 hours late is no longer news. */
  chemical_wait: { urgency: 'high', ttlSeconds: 2 * HOUR_SECONDS, heldInQuietHours: false, tag: 'kind' },
  /** Nor a 'safe to swim' one 6 hours late. */
  swim_wait: { urgency: 'high', ttlSeconds: 6 * HOUR_SECONDS, heldInQuietHours: false, tag: 'kind' },
  /** A reminder half a day late is about a task that is due already. */
  task_reminder: { urgency: 'normal', ttlSeconds: 12 * HOUR_SECONDS, heldInQuietHours: true, tag: 'key' },
  /** The warranty has weeks left: a notice a few days late still leaves time to claim. */
  warranty_ending: { urgency: 'normal', ttlSeconds: 72 * HOUR_SECONDS, heldInQuietHours: true, tag: 'key' },
};

export function isDueKind(kind: string): kind is DueKind {
  return (DUE_KINDS as readonly string[]).includes(kind);
}

/** A notification the read model holds until it goes out. */
export interface DueNotification {
  /** Stable per notification ('task:{poolId}:{taskId}'); the scheduler records sends by key and due time. */
  readonly key: string;
  readonly poolId: string;
  readonly kind: DueKind;
  readonly title: string;
  readonly body: string;
  /** The screen a click opens (ui/public/sw.js navigates to data.url). */
  readonly url: string;
  readonly dueAt: EpochMs;
  readonly ttlSeconds: number;
  readonly urgency: 'high' | 'normal';
  /** Replaces an undelivered push with the same topic (a rescheduled reminder replaces the old one). */
  readonly topic: string;
}

/** A due notification of a kind, with its policy's urgency, time to live and topic. */
export function dueNotification(kind: DueKind, fields: Omit<DueNotification, 'kind' | 'ttlSeconds' | 'urgency' | 'topic'>): DueNotification {
  const { urgency, ttlSeconds } = DUE_POLICIES[kind];
  return { ...fields, kind, urgency, ttlSeconds, topic: topicOf(fields.key) };
}

/** A topic is URL-safe base64 of at most 32 characters (RFC 8030 §5.4): a hash of the key will do. */
export function topicOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return `cw${hash.toString(36)}`;
}

/** The user's quiet hours where the pool is. */
export interface QuietHoursIn {
  readonly quietHours: QuietHours;
  readonly timeZone: string;
}

export type DeliveryDecision =
  /** Send now; the push service may keep it until expiresAt. */
  | { readonly action: 'send'; readonly expiresAt: EpochMs }
  /** Quiet hours (or not due yet): try again at `until`. */
  | { readonly action: 'hold'; readonly until: EpochMs }
  /** Too late to be worth sending. */
  | { readonly action: 'drop' };

/**
 * What to do with a due notification at `now`. A held kind due in quiet hours waits for their end,
 * and its time to live runs from there; at any moment inside quiet hours it waits for their end,
 * unless it would be stale by then. `quiet` null: no quiet hours apply (timers need none looked up).
 */
export function deliveryDecision(notification: { kind: DueKind; dueAt: EpochMs; ttlSeconds: number }, now: EpochMs, quiet: QuietHoursIn | null): DeliveryDecision {
  const { dueAt, ttlSeconds } = notification;
  if (now < dueAt) return { action: 'hold', until: dueAt };
  const held = quiet !== null && DUE_POLICIES[notification.kind].heldInQuietHours;
  const releasedAt = held ? (quietUntil(dueAt, quiet.quietHours, quiet.timeZone) ?? dueAt) : dueAt;
  const expiresAt = releasedAt + ttlSeconds * 1000;
  const quietEnds = held ? quietUntil(now, quiet.quietHours, quiet.timeZone) : null;
  if (quietEnds !== null) return quietEnds < expiresAt ? { action: 'hold', until: quietEnds } : { action: 'drop' };
  return now < expiresAt ? { action: 'send', expiresAt } : { action: 'drop' };
}
