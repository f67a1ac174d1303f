// Rate limits for sign-in and registration, per client IP and per email, kept in PostgreSQL (the
// rate_limits table) so that every API instance shares them. rate-limiter-flexible's
// RateLimiterPostgres runs over our pool through a small adapter, so PGlite works the same way.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { query } from '../../db/sql-pool.ts';
import { HttpError } from '../errors.ts';

export interface AuthRateLimits {
  /** Counts one attempt; throws 429 once the key has used its points. */
  consume(limiter: LimiterName, key: string): Promise<void>;
  /** Throws 429 when the key has already used its points (counts nothing). */
  check(limiter: LimiterName, key: string): Promise<void>;
  /** Counts one attempt without throwing (a failed sign-in). */
  penalise(limiter: LimiterName, key: string): Promise<void>;
  reset(limiter: LimiterName, key: string): Promise<void>;
}

export type LimiterName = 'loginIp' | 'loginEmail' | 'registerIp' | 'registerEmail';

export function tooManyAttempts(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'too_many_requests', 'Too many attempts. Please wait a while and try again.', undefined, { 'Retry-After': String(seconds) });
}

export function createAuthRateLimits(database: Database, config: Config): AuthRateLimits {
  // RateLimiterPostgres calls storeClient.query({ text, values }) on a "pool"-type client.
  const storeClient = {
    query: (q: { text: string; values?: unknown[] }) => query(database.pool, q.text, q.values ?? []),
  };
  const make = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    });
  const limiters: Record<LimiterName, RateLimiterPostgres> = {
    loginIp: make('login_ip', config.AUTH_RATE_LIMIT_IP_POINTS),
    loginEmail: make('login_email', config.AUTH_RATE_LIMIT_EMAIL_POINTS),
    registerIp: make('register_ip', config.AUTH_RATE_LIMIT_IP_POINTS),
    registerEmail: make('register_email', config.AUTH_RATE_LIMIT_EMAIL_POINTS),
  };
  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
        throw error;
      }
    },
    async check(name, key) {
      const state = await limiters[name].get(key);
      if (state && state.consumedPoints >= limiters[name].points) throw tooManyAttempts(state.msBeforeNext);
    },
    async penalise(name, key) {
      await limiters[name].penalty(key, 1);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
