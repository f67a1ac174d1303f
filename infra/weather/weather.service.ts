// The forecast at a place, through the shared PostgreSQL cache:
// - fresh for 30 minutes (spec §7 refetches every 30 min): served from the cache;
// - older: one caller refreshes it. In this process concurrent requests for a place share one
//   promise; across instances a claim in the table (claimRefresh) lets one fetch while the others
//   wait for its result, so a place costs one upstream call however many ask at once;
// - when the weather service fails, the last forecast is served up to 3 hours old, marked stale with
//   its time; older or none: WeatherUnavailableError.
import type { Kysely } from 'kysely';
import type { WeatherPlace } from '../../domain/weather/location.ts';
import type { UnitSystem, WeatherSnapshot } from '../../domain/weather/weather.types.ts';
import type { Tables } from '../db/tables.ts';
import { claimRefresh, forgetPlacesBefore, readCacheEntry, releaseClaim, saveForecast, type CachedForecast } from './weather-cache.store.ts';

export const FRESH_FOR_MS = 30 * 60_000;
export const SERVE_STALE_FOR_MS = 3 * 60 * 60_000;
/** Places whose last forecast is older than this are dropped from the cache when another is saved. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface Forecast extends CachedForecast {
  /** The weather service failed: this is the last forecast. */
  readonly stale: boolean;
}

export class WeatherUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`No forecast: ${cause instanceof Error ? cause.message : 'another instance\'s refresh did not finish'}`, { cause });
    this.name = 'WeatherUnavailableError';
  }
}

export interface WeatherServiceOptions {
  readonly db: Kysely<Tables>;
  readonly fetchForecast: (place: WeatherPlace, units: UnitSystem) => Promise<WeatherSnapshot>;
  /** The upstream call's time budget: how long a claim lasts (plus a margin), and how long others wait. */
  readonly upstreamTimeoutMs: number;
  readonly now?: () => Date;
  /** How often a waiting caller looks for another instance's result. */
  readonly pollMs?: number;
}

export interface WeatherService {
  forecastFor(place: WeatherPlace, units: UnitSystem): Promise<Forecast>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWeatherService(options: WeatherServiceOptions): WeatherService {
  const { db, fetchForecast, upstreamTimeoutMs } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 100;
  const claimMs = upstreamTimeoutMs + 2_000;
  const inFlight = new Map<string, Promise<Forecast>>();

  const ageMs = (forecast: CachedForecast) => now().getTime() - forecast.fetchedAt.getTime();
  const staleOr = (forecast: CachedForecast | undefined, cause: unknown): Forecast => {
    if (forecast && ageMs(forecast) <= SERVE_STALE_FOR_MS) return { ...forecast, stale: true };
    throw new WeatherUnavailableError(cause);
  };

  async function refresh(place: WeatherPlace, units: UnitSystem, last: CachedForecast | undefined): Promise<Forecast> {
    try {
      const snapshot = await fetchForecast(place, units);
      const fetchedAt = now();
      await saveForecast(db, place, units, snapshot, fetchedAt);
      await forgetPlacesBefore(db, new Date(fetchedAt.getTime() - FORGET_AFTER_MS));
      return { snapshot, fetchedAt, stale: false };
    } catch (error) {
      await releaseClaim(db, place, units);
      return staleOr(last, error);
    }
  }

  /** Another instance holds the claim: wait for its forecast, until its claim runs out. */
  async function awaitOther(place: WeatherPlace, units: UnitSystem, last: CachedForecast | undefined): Promise<Forecast> {
    const deadline = now().getTime() + claimMs;
    while (now().getTime() < deadline) {
      await sleep(pollMs);
      const entry = await readCacheEntry(db, place, units);
      const forecast = entry?.forecast;
      if (forecast && (!last || forecast.fetchedAt > last.fetchedAt)) return { ...forecast, stale: false };
      if (!entry?.claimedUntil || entry.claimedUntil < now()) return staleOr(forecast ?? last, undefined);
    }
    return staleOr(last, undefined);
  }

  async function load(place: WeatherPlace, units: UnitSystem): Promise<Forecast> {
    const last = (await readCacheEntry(db, place, units))?.forecast;
    if (last && ageMs(last) < FRESH_FOR_MS) return { ...last, stale: false };
    const at = now();
    const claimed = await claimRefresh(db, place, units, at, new Date(at.getTime() + claimMs));
    return claimed ? refresh(place, units, last) : awaitOther(place, units, last);
  }

  return {
    forecastFor(place, units) {
      const key = `${place.key}|${units}`;
      const running = inFlight.get(key);
      if (running) return running;
      const promise = load(place, units).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
