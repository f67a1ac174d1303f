// Rate limits for sign-in and registration, per client IP and per email, kept in PostgreSQL (the
// rate_limits table) so that every API instance shares them. rate-limiter-flexible's
// RateLimiterPostgres runs over our pool through a small adapter, so PGlite works the same way.
//
// Sign-in failures are counted per email and client IP pair, and slow that pair down
// progressively (1 s, 2 s, 4 s … up to the window) once it has used its free attempts, so an
// attacker elsewhere can never lock the owner out of their account. Each attempt takes its point
// before the password is checked, atomically, so simultaneous guesses cannot all slip through the
// check: past the free attempts they are refused unchecked.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { query } from '../../db/sql-pool.ts';
import { HttpError } from '../errors.ts';

export interface AuthRateLimits {
  /** Counts one attempt; throws 429 once the key has used its points. */
  consume(limiter: LimiterName, key: string): Promise<void>;
  reset(limiter: LimiterName, key: string): Promise<void>;
  /**
   * Takes one sign-in attempt for the email from the IP, before the password is checked: 429 while
   * the pair is slowed down, or when the attempt is past its free ones. Returns what to call after
   * the check.
   */
  beginSignIn(email: string, ip: string): Promise<SignInAttempt>;
}

export interface SignInAttempt {
  /** The password was wrong: counts the failure and, past the free attempts, slows the pair down. */
  failed(): Promise<void>;
  /** The password was right: the pair starts afresh. */
  succeeded(): Promise<void>;
}

export type LimiterName = 'loginIp' | 'registerIp' | 'registerEmail';

/** The wait after the n-th failure past the free ones (n ≥ 1): doubling from 1 s, at most maxSeconds. */
export function signInDelaySeconds(failuresPastFree: number, maxSeconds: number): number {
  return Math.min(maxSeconds, 2 ** Math.min(30, Math.max(0, failuresPastFree - 1)));
}

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
  const freeAttempts = config.AUTH_RATE_LIMIT_EMAIL_POINTS;
  // A counter per email and IP pair (its points only bound the count); blocks do the slowing down.
  const signInPairs = make('login_pair', 1_000_000);
  const limiters: Record<LimiterName, RateLimiterPostgres> = {
    loginIp: make('login_ip', config.AUTH_RATE_LIMIT_IP_POINTS),
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
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async beginSignIn(email, ip) {
      const pair = `${ip} ${email.toLowerCase()}`;
      let taken: RateLimiterRes;
      try {
        taken = await signInPairs.consume(pair);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
        throw error;
      }
      const slowDown = async () => {
        const seconds = signInDelaySeconds(taken.consumedPoints - freeAttempts + 1, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
        await signInPairs.block(pair, seconds);
        return seconds;
      };
      // Past the free attempts (simultaneous guesses land here): refused without checking the password.
      if (taken.consumedPoints > freeAttempts) throw tooManyAttempts((await slowDown()) * 1000);
      return {
        async failed() {
          if (taken.consumedPoints >= freeAttempts) await slowDown();
        },
        async succeeded() {
          await signInPairs.delete(pair);
        },
      };
    },
  };
}
