// The OpenAI side of AI product content (issue 16): one chat completion per product with a strict
// JSON-schema response format, the reply checked again with zod. Only the product's facts go in.
// Safety statements never go in and are never asked for (the label's are shown word for word), and
// the model is told to leave amounts to the app (dose-mentions.rules.ts removes any it writes anyway).
// SDK retries are off: the service decides when to try again, with back-off.
import type OpenAI from 'openai';
import type * as ChatCompletionReplies from './chat-completion-reply.ts';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { ProductFacts } from './product-content.ts';

/** Bump when the prompt or the schema changes: cached content of older versions is then rewritten. */
export const PROMPT_VERSION = 'product-content-v1';

const item = z.string().trim().min(1).max(400);
export const writtenContentSchema = z.object({
  overview: z.string().trim().min(1).max(1500),
  usage: z.string().trim().max(2000),
  bestPractices: z.array(item).max(8),
  tips: z.array(item).max(8),
  compatibility: z.array(item).max(12),
});
export type WrittenContentReply = z.output<typeof writtenContentSchema>;

const list = (description: string) => ({ type: 'array', items: { type: 'string' }, description });
/** writtenContentSchema as the strict JSON schema OpenAI's structured outputs accept. */
export const WRITTEN_CONTENT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    overview: { type: 'string', description: 'Two or three sentences: what the product is and what it is for.' },
    usage: { type: 'string', description: 'Two to four sentences on how to use it. Say "the dose shown" instead of giving amounts.' },
    bestPractices: list('Three to five short best practices.'),
    tips: list('Two to four short tips.'),
    compatibility: list('One short line per pool type or piece of equipment it suits or does not suit, from the compatibility facts.'),
  },
  required: ['overview', 'usage', 'bestPractices', 'tips', 'compatibility'],
  additionalProperties: false,
} as const;

export type WriteFailure = 'timeout' | 'rate_limited' | 'unavailable' | 'malformed_reply' | 'refused' | 'aborted';
export type WriteOutcome =
  | { readonly ok: true; readonly content: WrittenContentReply; readonly model: string }
  | { readonly ok: false; readonly reason: WriteFailure; readonly detail: string; readonly retryAfterMs?: number };

export interface ProductContentWriter {
  /** The model asked for: part of the cache key. */
  readonly model: string;
  write(facts: ProductFacts, signal: AbortSignal): Promise<WriteOutcome>;
}

const SYSTEM = [
  "You write short, accurate help text for a pool-care app's product page, for residential pool owners.",
  'Use only the facts you are given; leave out anything they do not support rather than guess.',
  "Never write hazard, first-aid or storage warnings: the label's own safety text is shown separately, word for word.",
  'Never write amounts, doses, ppm levels or numbers of pounds, ounces or gallons: the app shows its own calculated doses.',
  'Plain language, US English, no marketing superlatives. Answer only with the requested JSON.',
].join('\n');

/** What the model sees: the facts without the safety statements. */
export function promptFacts(facts: ProductFacts): Record<string, unknown> {
  return {
    name: facts.name, brand: facts.brand, category: facts.category, model: facts.model, description: facts.description,
    specifications: facts.specifications, poolCompatibility: facts.poolCompatibility, chemical: facts.chemical,
    dosesTheAppShows: facts.doses.map((d) => d.description),
  };
}

export function contentWriterFromConfig(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS'>): ProductContentWriter | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return createOpenAiContentWriter({ apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.OPENAI_TIMEOUT_MS });
}

export function createOpenAiContentWriter(options: { apiKey: string; model: string; baseURL?: string | undefined; timeoutMs: number }): ProductContentWriter {
  const { model } = options;
  // The OpenAI SDK (150 modules) loads at the first product a key is configured for, not at start-up.
  let loading: Promise<{ client: OpenAI; replies: typeof ChatCompletionReplies }> | undefined;
  const load = async () => {
    const [{ default: OpenAIClient }, replies] = await Promise.all([import('openai'), import('./chat-completion-reply.ts')]);
    return { client: new OpenAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 }), replies };
  };
  return {
    model,
    async write(facts, signal) {
      const { client, replies } = await (loading ??= load());
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            temperature: 0.3,
            max_completion_tokens: 1200,
            messages: [
              { role: 'system', content: SYSTEM },
              { role: 'user', content: `Product facts (JSON):\n${JSON.stringify(promptFacts(facts))}` },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'product_content', strict: true, schema: WRITTEN_CONTENT_JSON_SCHEMA } },
          },
          { timeout: options.timeoutMs, maxRetries: 0, signal },
        );
        const parsed = replies.structuredReply(completion, writtenContentSchema);
        return parsed.ok ? { ok: true, content: parsed.value, model: completion.model || model } : parsed;
      } catch (error) {
        const { reason, detail, retryAfterMs } = replies.callFailure(error, options.timeoutMs);
        return { ok: false, reason, detail: reason === 'aborted' ? 'the service closed' : detail, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
      }
    },
  };
}
