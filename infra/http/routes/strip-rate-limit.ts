// The per-user limit on photo analyses: each one decodes a photo of up to 40 MP and may call a paid
// model. Kept in the shared rate_limits table through RateLimiterPostgres over our pool, as the
// sign-in limits are, so every API instance (and PGlite) counts the same.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { query } from '../../db/sql-pool.ts';
import { HttpError } from '../errors.ts';

export interface AnalyzeRateLimit {
  /** Counts one analysis for the user; throws 429 with Retry-After once the window's points are used. */
  consume(userId: string): Promise<void>;
}

export function createAnalyzeRateLimit(database: Database, config: Pick<Config, 'ANALYZE_RATE_LIMIT_POINTS' | 'ANALYZE_RATE_LIMIT_WINDOW_SECONDS'>): AnalyzeRateLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: { query: (q: { text: string; values?: unknown[] }) => query(database.pool, q.text, q.values ?? []) },
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'analyze_user',
    points: config.ANALYZE_RATE_LIMIT_POINTS,
    duration: config.ANALYZE_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    async consume(userId) {
      try {
        await limiter.consume(userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new HttpError(429, 'too_many_requests', 'You have analysed a lot of photos in a short time. Please wait a while and try again, or enter the results manually.', undefined, {
          'Retry-After': String(seconds),
        });
      }
    },
  };
}
