// Spec §3 AI product content for /products/{id}'s tabs (issue 16). Safety is always the feed's
// label/SDS text word for word with its source; doses are always the chemistry engine's. Without a
// model configured the tabs show those facts ('facts'); with one, the overview, usage, best
// practices, tips and compatibility are generated from the product's facts and cached.
//
// Generation never holds up a request: the first request for a product starts it in the background
// and answers the facts with status 'generating'; later requests read the cache ('ready'). One
// generation per cache key at a time (across processes too: a named database lock), a few at once,
// a bounded queue. A failure (time-out, 429, a reply that is not the schema) is logged and answered
// with the facts ('facts'); the key is tried again only after a back-off that doubles per failure
// (and honours a 429's Retry-After).
import type { ProductContent } from '../../contracts/catalogue.contract.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { withEngineDoses } from './dose-mentions.rules.ts';
import { contentWriterFromConfig, PROMPT_VERSION, type ProductContentWriter, type WriteOutcome } from './product-content-writer.ts';
import {
  cacheKeyId, factsHashOf, generationLockName, readCachedContent, writeCachedContent, type ContentCacheKey, type StoredContent,
} from './product-content.store.ts';

/** What the content is written from: the product's own facts, nothing else. */
export interface ProductFacts {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly model: string | null;
  readonly description: string;
  readonly specifications: Readonly<Record<string, string>>;
  readonly poolCompatibility: Readonly<Record<string, string | boolean>>;
  readonly chemical: { readonly chemistryProduct: string; readonly activeIngredient: string; readonly strengthPercent: number; readonly netQuantity: number; readonly netUnit: string } | null;
  readonly safety: { readonly statements: readonly string[]; readonly source: { readonly name: string; readonly url: string; readonly revised: string | null } } | null;
  /** The chemistry engine's doses for this product, e.g. 'Raises free chlorine 1 ppm in 10,000 gal: 14.8 fl oz'. */
  readonly doses: readonly { readonly description: string }[];
}

export interface ProductContentService {
  /** The content for the product's tabs now (it never waits for a model longer than the request allows). */
  contentFor(facts: ProductFacts): Promise<ProductContent>;
  close(): Promise<void>;
}

/** The tabs from the facts alone: what every product shows without a model. */
export function factsOnlyContent(facts: ProductFacts, status: ProductContent['status'] = 'facts'): ProductContent {
  const specs = Object.entries(facts.specifications).map(([name, value]) => `${name}: ${value}`);
  const compatibility = Object.entries(facts.poolCompatibility).map(([name, value]) => (typeof value === 'boolean' ? `${name}: ${value ? 'yes' : 'no'}` : `${name}: ${value}`));
  return {
    status,
    overview: facts.description,
    usage: facts.doses.length > 0 ? facts.doses.map((d) => d.description).join(' ') : specs.length > 0 ? specs.join('; ') : null,
    bestPractices: [],
    tips: [],
    compatibility,
    safety: [...(facts.safety?.statements ?? [])],
    safetySource: facts.safety ? { name: facts.safety.source.name, url: facts.safety.source.url, revised: facts.safety.source.revised } : null,
    doses: facts.doses.map((d) => ({ description: d.description })),
    model: null,
  };
}

export interface ProductContentOptions {
  readonly config: Config;
  readonly database: Database;
  readonly logger: Logger;
  /** In place of the OpenAI writer the config names (tests). */
  readonly writer?: ProductContentWriter;
  /** Generations running at once (default 2) and waiting for a turn (default 100). */
  readonly maxConcurrent?: number;
  readonly maxQueued?: number;
  /** Back-off after a key's first failure (default 1 min), doubling per failure up to retryMaxMs (default 6 h). */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  readonly now?: () => number;
}

/** The content generated content makes of the facts: safety, its source and the doses stay the facts'. */
export function readyContent(facts: ProductFacts, stored: StoredContent): ProductContent {
  const base = factsOnlyContent(facts, 'ready');
  return {
    ...base,
    overview: stored.overview || base.overview,
    usage: stored.usage || base.usage,
    bestPractices: [...stored.bestPractices],
    tips: [...stored.tips],
    compatibility: stored.compatibility.length > 0 ? [...stored.compatibility] : base.compatibility,
    model: stored.writtenBy,
  };
}

/** Generated text with the engine's doses in place of any the model wrote. */
export function storedContentOf(facts: ProductFacts, outcome: Extract<WriteOutcome, { ok: true }>): StoredContent {
  const text = withEngineDoses(outcome.content, facts.doses.map((d) => d.description), facts.chemical !== null);
  return {
    overview: text.overview, usage: text.usage, bestPractices: [...text.bestPractices], tips: [...text.tips], compatibility: [...text.compatibility],
    writtenBy: outcome.model,
  };
}

export function createProductContentService(options: ProductContentOptions): ProductContentService {
  const writer = options.writer ?? contentWriterFromConfig(options.config);
  if (!writer) return { contentFor: async (facts) => factsOnlyContent(facts), close: async () => undefined };
  return generatingService(writer, options);
}

interface Failure { readonly count: number; readonly retryAt: number }
const MAX_REMEMBERED = 1000;

function generatingService(writer: ProductContentWriter, options: ProductContentOptions): ProductContentService {
  const { database, logger } = options;
  const now = options.now ?? Date.now;
  const maxConcurrent = options.maxConcurrent ?? 2;
  const maxQueued = options.maxQueued ?? 100;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const retryMaxMs = options.retryMaxMs ?? 6 * 60 * 60 * 1000;
  const inFlight = new Map<string, Promise<void>>();
  const failures = new Map<string, Failure>();
  /** Content read or written here (a key names its facts, so it never goes stale); also stops a request racing the write from starting another generation. */
  const known = new Map<string, StoredContent>();
  const waiting: (() => void)[] = [];
  const stop = new AbortController();
  let running = 0;

  const remember = <V>(map: Map<string, V>, id: string, value: V) => {
    map.delete(id);
    map.set(id, value);
    if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value as string);
  };

  async function inTurn(task: () => Promise<void>): Promise<void> {
    if (running < maxConcurrent) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its slot
    try {
      if (!stop.signal.aborted) await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  function failed(id: string, key: ContentCacheKey, reason: string, detail: string, retryAfterMs?: number) {
    const count = (failures.get(id)?.count ?? 0) + 1;
    const backOff = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(count - 1, 30));
    const retryInMs = Math.max(backOff, retryAfterMs ?? 0);
    remember(failures, id, { count, retryAt: now() + retryInMs });
    logger.warn({ productId: key.productId, model: key.model, reason, detail, failures: count, retryInMs }, 'product content not generated; showing the facts');
  }

  /** Writes the key's content, unless another process is writing it (it holds the key's lock) or just did. */
  async function generate(id: string, key: ContentCacheKey, facts: ProductFacts): Promise<void> {
    const lock = await database.tryLock(generationLockName(key));
    if (!lock) return;
    try {
      let stored = await readCachedContent(database.db, key);
      if (!stored) {
        const outcome = await writer.write(facts, stop.signal);
        if (!outcome.ok) {
          if (outcome.reason !== 'aborted') failed(id, key, outcome.reason, outcome.detail, outcome.retryAfterMs);
          return;
        }
        stored = storedContentOf(facts, outcome);
        await writeCachedContent(database.db, key, stored);
      }
      remember(known, id, stored);
      failures.delete(id);
    } finally {
      await lock.release();
    }
  }

  function start(id: string, key: ContentCacheKey, facts: ProductFacts) {
    const job = inTurn(() => generate(id, key, facts))
      .catch((error: unknown) => failed(id, key, 'database_failed', (error as Error)?.message ?? String(error)))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, job);
  }

  return {
    async contentFor(facts) {
      const key: ContentCacheKey = { productId: facts.id, factsHash: factsHashOf(facts), promptVersion: PROMPT_VERSION, model: writer.model };
      const id = cacheKeyId(key);
      const remembered = known.get(id);
      if (remembered) return readyContent(facts, remembered);
      let cached: StoredContent | undefined;
      try {
        cached = await readCachedContent(database.db, key);
      } catch (error) {
        logger.warn({ err: error, productId: facts.id }, 'product content cache unreadable; showing the facts');
        return factsOnlyContent(facts);
      }
      if (cached) {
        remember(known, id, cached);
        return readyContent(facts, cached);
      }
      if (inFlight.has(id)) return factsOnlyContent(facts, 'generating');
      const failure = failures.get(id);
      if (failure && now() < failure.retryAt) return factsOnlyContent(facts);
      if (stop.signal.aborted || inFlight.size >= maxConcurrent + maxQueued) return factsOnlyContent(facts);
      start(id, key, facts);
      return factsOnlyContent(facts, 'generating');
    },
    async close() {
      // Running generations end at once; each hands its turn to a waiting one, which then skips.
      stop.abort();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
