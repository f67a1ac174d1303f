// The OpenAI adapter of the StripLocator port: one chat completion with the photo as an image input
// and a strict JSON-schema response format; the reply is parsed and checked again with zod.
// The SDK's own retries are off: it would sleep for whatever Retry-After a 429 asks (minutes, in a
// user's request). Instead a retry happens only when the provider's wait fits a small budget, and
// time-outs are not retried at all; every failure becomes an outcome the caller can fall back from.
import OpenAI, { APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import type { Config } from '../config.ts';
import { callFailure, retryAfterMs, structuredReply } from './chat-completion-reply.ts';
import {
  locationFromReply, PHOTO_PROBLEMS, stripLocationReplySchema, type LocateOutcome, type LocateRequest, type PhotoProblem, type StripLocator,
} from './strip-locator.ts';

export interface OpenAiStripLocatorOptions {
  readonly apiKey: string;
  readonly model: string;
  readonly baseURL?: string | undefined;
  /** The whole budget for one locate(), retries included. */
  readonly timeoutMs: number;
  /** Extra attempts after a 429 or a 5xx (default 1). */
  readonly maxRetries?: number;
  /** A 429 is retried only when its Retry-After is at most this (default 2 s). */
  readonly maxRetryWaitMs?: number;
}

const point = { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'], additionalProperties: false };

/** stripLocationReplySchema as the strict JSON schema OpenAI's structured outputs accept. */
export const STRIP_LOCATION_JSON_SCHEMA = {
  type: 'object',
  properties: {
    stripFound: { type: 'boolean', description: 'Whether a dip-and-read pool test strip is visible.' },
    padCentres: { type: 'array', items: point, description: 'Centre of each reagent pad in pixels, ordered from the handle (bare plastic) end.' },
    stripBox: {
      anyOf: [
        { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' } }, required: ['x', 'y', 'width', 'height'], additionalProperties: false },
        { type: 'null' },
      ],
      description: 'Axis-aligned bounding box of the whole strip in pixels, or null.',
    },
    problems: { type: 'array', items: { type: 'string', enum: [...PHOTO_PROBLEMS] } },
    confidence: { type: 'number', description: 'How sure you are of the pad centres, 0 to 1.' },
  },
  required: ['stripFound', 'padCentres', 'stripBox', 'problems', 'confidence'],
  additionalProperties: false,
} as const;

function instructions(request: LocateRequest): string {
  return [
    `The image is ${request.width}×${request.height} pixels (x to the right, y down, origin top-left).`,
    `Find the pool test strip: a narrow white plastic strip with ${request.padCount} square coloured reagent pads at one end and a bare handle at the other.`,
    `Return the centre of each of the ${request.padCount} pads in pixels, ordered from the pad nearest the handle to the pad at the tip, and the strip's bounding box.`,
    'Do not judge the colours or the water chemistry. List photo problems that would stop someone reading the pad colours.',
    'If there is no test strip, set stripFound to false and padCentres to [].',
  ].join('\n');
}

/** The configured locator, or undefined without OPENAI_API_KEY (the app then reads photos locally only). */
export function stripLocatorFromConfig(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS'>,
): StripLocator | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return createOpenAiStripLocator({ apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.OPENAI_TIMEOUT_MS });
}

export function createOpenAiStripLocator(options: OpenAiStripLocatorOptions): StripLocator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  const maxRetries = options.maxRetries ?? 1;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 2000;
  const model = options.model;
  const fail = (reason: Exclude<LocateOutcome, { ok: true }>['reason'], detail: string, extra: { retryAfterMs?: number } = {}): LocateOutcome => ({ ok: false, reason, detail, model, ...extra });

  async function attempt(request: LocateRequest, timeoutMs: number): Promise<ChatCompletion> {
    const imageUrl = `data:image/jpeg;base64,${Buffer.from(request.jpeg).toString('base64')}`;
    return client.chat.completions.create(
      {
        model,
        temperature: 0,
        max_completion_tokens: 600,
        messages: [
          { role: 'system', content: 'You locate objects in photos precisely and answer only with the requested JSON.' },
          { role: 'user', content: [{ type: 'text', text: instructions(request) }, { type: 'image_url', image_url: { url: imageUrl, detail: 'high' } }] },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'strip_location', strict: true, schema: STRIP_LOCATION_JSON_SCHEMA } },
      },
      { timeout: timeoutMs, maxRetries: 0 },
    );
  }

  return {
    model,
    async locate(request) {
      const deadline = Date.now() + options.timeoutMs;
      for (let tries = 0; ; tries++) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) return fail('timeout', `no reply within ${options.timeoutMs} ms`);
        try {
          return interpret(await attempt(request, Math.max(1, Math.floor(remaining))), request, model);
        } catch (error) {
          const wait = retryWaitMs(error, tries < maxRetries, maxRetryWaitMs);
          if (wait !== undefined && Date.now() + wait < deadline) {
            await new Promise((resolve) => setTimeout(resolve, wait));
            continue;
          }
          return failureOf(error, fail, options.timeoutMs);
        }
      }
    },
  };
}

/** How long to wait before retrying, or undefined when the error is not worth a retry. */
function retryWaitMs(error: unknown, canRetry: boolean, maxWaitMs: number): number | undefined {
  if (!canRetry || error instanceof APIConnectionTimeoutError) return undefined;
  if (error instanceof RateLimitError) {
    const asked = retryAfterMs(error.headers);
    if (asked === undefined) return 500;
    return asked <= maxWaitMs ? asked : undefined;
  }
  if (error instanceof APIError && typeof error.status === 'number' && error.status >= 500) return 250;
  return undefined;
}

function failureOf(error: unknown, fail: (reason: 'timeout' | 'rate_limited' | 'unavailable' | 'malformed_reply', detail: string, extra?: { retryAfterMs?: number }) => LocateOutcome, timeoutMs: number): LocateOutcome {
  const { reason, detail, retryAfterMs: retryAfter } = callFailure(error, timeoutMs);
  // This client never aborts its own calls; an abort can only come from the SDK giving up.
  return fail(reason === 'aborted' ? 'unavailable' : reason, detail, retryAfter === undefined ? {} : { retryAfterMs: retryAfter });
}

export { retryAfterMs } from './chat-completion-reply.ts';

function interpret(completion: ChatCompletion, request: LocateRequest, model: string): LocateOutcome {
  const fail = (reason: 'refused' | 'malformed_reply' | 'not_found', detail: string, problems?: readonly PhotoProblem[]): LocateOutcome =>
    ({ ok: false, reason, detail, model, ...(problems ? { problems } : {}) });
  const parsed = structuredReply(completion, stripLocationReplySchema);
  if (!parsed.ok) return fail(parsed.reason, parsed.detail);
  const checked = locationFromReply(parsed.value, request);
  if (!checked.ok) return fail(checked.reason, checked.detail, parsed.value.problems);
  return { ok: true, location: checked.location, model: completion.model || model };
}
