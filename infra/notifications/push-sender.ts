// Sends one web push (RFC 8030) to one browser: web-push encrypts the payload (RFC 8291,
// aes128gcm) and signs the VAPID header; the request itself goes out with fetch, so an http://
// endpoint an operator allow-listed (a stand-in in tests) works like the https push services.
// Only endpoints that passed checkPushEndpoint are ever stored, so this never reaches an address a
// user chose. What the push service answered decides what happens next.
import webPush from 'web-push';
import type { Vapid } from './vapid.ts';

export interface PushTargetKeys {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface PushOptions {
  /** How long the push service keeps the message for an offline browser, in seconds. */
  readonly ttlSeconds: number;
  /** Timers are 'high' (the wait is over now); reminders 'normal'. */
  readonly urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A message with the same topic replaces one not yet delivered (URL-safe base64, ≤ 32 characters). */
  readonly topic?: string;
  readonly timeoutMs?: number;
}

export type PushOutcome =
  | { readonly outcome: 'sent'; readonly status: number }
  /** 404/410: the browser unsubscribed or the subscription expired; remove exactly this one. */
  | { readonly outcome: 'gone'; readonly status: number }
  /** 429/5xx/network: try again later (Retry-After when the service gave one). */
  | { readonly outcome: 'retry'; readonly status: number | null; readonly retryAfterMs: number | null }
  /** Any other 4xx: this message will never be accepted (too large, bad request). */
  | { readonly outcome: 'failed'; readonly status: number };

const DEFAULT_TIMEOUT_MS = 10_000;
/** Retry-After values beyond this are treated as this (a day). */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;

/** Retry-After in milliseconds: delta-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header || header.length > 64) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}

export async function sendPush(vapid: Vapid, target: PushTargetKeys, payload: string, options: PushOptions): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { ...target.keys } }, payload, {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch {
    return { outcome: 'retry', status: null, retryAfterMs: null };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 429 || status >= 500) return { outcome: 'retry', status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  return { outcome: 'failed', status };
}
