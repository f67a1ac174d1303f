// The HTTP contract of the notifications area (spec §7 /api/notifications/*, issue 19): subscribing a
// browser for web push, unsubscribing it, a test push to the caller's own browsers, and delivery
// stats. Shared with the UI (zod/mini only).
import { z } from 'zod/mini';
import { routePath } from './route-path.ts';

/** base64url, bounded: a P-256 public key is 87 characters, an auth secret 22. */
const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

export const vapidPublicKeyReplySchema = z.object({ publicKey: z.string() });

export const subscribeBodySchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
  userAgent: z.nullish(z.string().check(z.maxLength(500))),
});
export type SubscribeBody = z.output<typeof subscribeBodySchema>;

export const unsubscribeBodySchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) });

const shortText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
/** Spec §7: title, body, icon, badge, tag, data, actions; all optional, bounded (a push carries at most ~4 KB). */
export const testPushBodySchema = z.object({
  title: shortText(100),
  body: shortText(500),
  icon: shortText(200),
  badge: shortText(200),
  tag: shortText(64),
  data: z.optional(z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]))),
  actions: z.optional(z.array(z.object({ action: z.string().check(z.maxLength(64)), title: z.string().check(z.maxLength(64)) })).check(z.maxLength(2))),
});
export type TestPushBody = z.output<typeof testPushBodySchema>;

export const testPushReplySchema = z.object({
  /** Browsers the push was sent to, and how many the push services accepted. */
  attempted: z.number(),
  delivered: z.number(),
  /** Subscriptions the push services said are gone (404/410), now removed. */
  removed: z.number(),
});

export const pushStatsSchema = z.object({
  subscriptions: z.number(),
  sent: z.number(),
  failed: z.number(),
  lastSentAt: z.nullable(z.string()),
});
export type PushStats = z.output<typeof pushStatsSchema>;

export const notificationPaths = {
  vapidPublicKey: routePath('/api/notifications/vapid-public-key'),
  subscribe: routePath('/api/notifications/subscribe'),
  unsubscribe: routePath('/api/notifications/unsubscribe'),
  test: routePath('/api/notifications/test'),
  stats: routePath('/api/notifications/stats'),
} as const;

export const notificationKeys = {
  vapidPublicKey: () => ['notifications', 'vapid-public-key'] as const,
  stats: () => ['notifications', 'stats'] as const,
};
