// Events of the `push-{userId}` stream: the browsers (push subscriptions) a user has asked to be
// reminded on. A subscription is the browser's endpoint URL and its two public keys (RFC 8291).
// Ended by the user, by the push service answering 404/410 ('gone'), or because the same browser
// was subscribed by another user since ('moved').
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { epochMsSchema } from '../common/time.ts';

export const pushStreamOf = (userId: string) => `push-${userId}`;

export const pushKeysSchema = z.object({
  /** The browser's P-256 public key, base64url (65 bytes uncompressed: 87 characters). */
  p256dh: z.string(),
  /** The 16-byte authentication secret, base64url. */
  auth: z.string(),
});
export type PushKeys = z.output<typeof pushKeysSchema>;

export const pushSubscribedSchema = z.object({
  userId: z.string(),
  endpoint: z.string(),
  keys: pushKeysSchema,
  userAgent: z.string().nullable(),
  subscribedAt: epochMsSchema,
});
export const UNSUBSCRIBE_REASONS = ['user', 'gone', 'moved'] as const;
export const pushUnsubscribedSchema = z.object({
  userId: z.string(),
  endpoint: z.string(),
  reason: z.enum(UNSUBSCRIBE_REASONS),
  unsubscribedAt: epochMsSchema,
});

export type PushSubscribed = DomainEvent<'PushSubscribed', z.output<typeof pushSubscribedSchema>>;
export type PushUnsubscribed = DomainEvent<'PushUnsubscribed', z.output<typeof pushUnsubscribedSchema>>;
export type PushEvent = PushSubscribed | PushUnsubscribed;

export const PUSH_EVENT_TYPES = ['PushSubscribed', 'PushUnsubscribed'] as const satisfies readonly PushEvent['type'][];
