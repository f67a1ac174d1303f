// What a structured chat completion said, and what a failed call means, for every OpenAI caller (the
// strip locator, the product content writer): one reading of the reply (no message, a refusal, a
// reply cut off, text that is not JSON or not the schema) and one mapping of the SDK's errors.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import type { z } from 'zod';

export type ReplyFailure = { readonly ok: false; readonly reason: 'refused' | 'malformed_reply'; readonly detail: string };

/** The completion's JSON content checked against schema, or why it cannot be used. */
export function structuredReply<T>(completion: ChatCompletion, schema: z.ZodType<T>): { readonly ok: true; readonly value: T } | ReplyFailure {
  const fail = (reason: ReplyFailure['reason'], detail: string): ReplyFailure => ({ ok: false, reason, detail });
  const choice = completion.choices?.[0];
  const message = choice?.message;
  if (!message) return fail('malformed_reply', 'the reply has no message');
  if (message.refusal) return fail('refused', `the model refused: ${message.refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') return fail('malformed_reply', 'the reply was cut off');
  if (typeof message.content !== 'string') return fail('malformed_reply', 'the reply has no content');
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    return fail('malformed_reply', 'the reply is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail('malformed_reply', `the reply does not match the schema: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim());
  return { ok: true, value: parsed.data };
}

export type CallFailureReason = 'aborted' | 'timeout' | 'rate_limited' | 'unavailable' | 'malformed_reply';
export type CallFailure = { readonly reason: CallFailureReason; readonly detail: string; readonly retryAfterMs?: number };

/** What a thrown call means: the caller's time-out, the provider's rate limit (and when to retry), the provider down, or a body that was not JSON. */
export function callFailure(error: unknown, timeoutMs: number): CallFailure {
  if (error instanceof APIUserAbortError) return { reason: 'aborted', detail: 'the call was aborted' };
  if (error instanceof APIConnectionTimeoutError) return { reason: 'timeout', detail: `no reply within ${timeoutMs} ms` };
  if (error instanceof RateLimitError) {
    const asked = retryAfterMs(error.headers);
    return { reason: 'rate_limited', detail: 'the model provider is rate limiting us', ...(asked === undefined ? {} : { retryAfterMs: asked }) };
  }
  if (error instanceof APIConnectionError) return { reason: 'unavailable', detail: `cannot reach the model provider: ${error.message}` };
  if (error instanceof APIError) return { reason: 'unavailable', detail: `model provider answered ${String(error.status)}: ${error.message}` };
  // The SDK parses the body itself: a 200 that is not JSON surfaces as a SyntaxError.
  if (error instanceof SyntaxError) return { reason: 'malformed_reply', detail: `the reply body is not JSON: ${error.message.slice(0, 120)}` };
  return { reason: 'unavailable', detail: `unexpected error: ${(error as Error)?.message ?? String(error)}` };
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}
