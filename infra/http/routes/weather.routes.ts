// The weather route (spec §3 Weather, §7; issue 18), declared from contracts/weather.contract.ts:
// the forecast at the pool (Open-Meteo through the shared cache, infra/weather) and what it means for
// this pool tonight (domain/weather's rules over the pool's profile and its water). The pool goes
// through an owned read (another user's pool is a 404); a pool without coordinates answers 409
// 'location_required', whose message names the location (the UI shows its location form); when no
// forecast can be had, 503 with the spec's message. The forecast and the alerts' wording are in the
// owner's units (issue 19: °C, km/h, mm, litres, mL and g with metric). Reads no events: the pool, its
// tests and the owner's preferences come from their read models, the forecast from the cache.
import { fetchOpenMeteoForecast, WEATHER_TIMEOUT_MS } from '../../weather/open-meteo.client.ts';
import { createWeatherService, WeatherUnavailableError, type Forecast, type WeatherService } from '../../weather/weather.service.ts';
import { findLatestReading, findOwnedPoolWithCya, type PoolCya, type ReadingView } from '../../../projections/water/readings.projection.ts';
import type { PoolView } from '../../../projections/pools/pools.projection.ts';
import { findUserPreferences } from '../../../projections/users/user-preferences.projection.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { inOwnedPool } from '../auth/owned-resources.ts';
import { HttpError } from '../errors.ts';
import type { RouteContext } from '../route-context.ts';
import { LOCATION_REQUIRED, WEATHER_UNAVAILABLE, weatherParamsSchema, weatherPaths, weatherSchema } from '../../../contracts/weather.contract.ts';
import { weatherPlace } from '../../../domain/weather/location.ts';
import { weatherAlerts } from '../../../domain/weather/weather-alerts.ts';
import { weatherView } from '../../../domain/weather/weather-view.ts';
import type { UnitSystem, WeatherPool, WeatherWater } from '../../../domain/weather/weather.types.ts';

const tags = ['weather'];
/** Chlorine, alkalinity and water temperature from an older test say nothing about tonight. */
export const RECENT_TEST_MS = 48 * 3_600_000;

function weatherPoolOf(pool: PoolView): WeatherPool {
  return {
    volumeGallons: pool.volumeGallons, type: pool.type, sanitationType: pool.sanitationType, hasSaltChlorinator: pool.hasSaltChlorinator,
    preferredChlorineTypes: pool.preferredChlorineTypes, sunExposure: pool.sunExposure, nearbyTrees: pool.nearbyTrees,
  };
}

function waterOf(latest: ReadingView | undefined, cya: PoolCya | null, now: Date): WeatherWater {
  const recent = latest && now.getTime() - Date.parse(latest.timestamp) <= RECENT_TEST_MS ? latest : undefined;
  return {
    freeChlorinePpm: recent?.freeChlorinePpm ?? null,
    totalAlkalinityPpm: recent?.totalAlkalinityPpm ?? null,
    temperatureF: recent?.temperatureF ?? null,
    cyaPpm: cya?.ppm ?? null,
  };
}

export const weatherRoutes = defineRoutes({ registerRoutes: registerWeatherRoutes });

function registerWeatherRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;
  const service = serviceFrom(context);

  async function forecastAt(pool: PoolView, units: UnitSystem, log: { warn: (o: object, m: string) => void }): Promise<Forecast> {
    const place = pool.latitude !== null && pool.longitude !== null ? weatherPlace(pool.latitude, pool.longitude) : undefined;
    if (!place) throw new HttpError(409, LOCATION_REQUIRED.code, LOCATION_REQUIRED.message);
    try {
      return await service.forecastFor(place, units);
    } catch (error) {
      if (!(error instanceof WeatherUnavailableError)) throw error;
      log.warn({ err: error, place: place.key }, 'weather unavailable');
      throw new HttpError(503, WEATHER_UNAVAILABLE.code, WEATHER_UNAVAILABLE.message, undefined, { 'Retry-After': '60' });
    }
  }

  api.route({
    method: 'get',
    path: weatherPaths.weather.pattern,
    summary: "The weather at the pool, a 3-day forecast, and what it means for the pool tonight (alerts with recommendations)",
    tags,
    auth: 'user',
    params: weatherParamsSchema,
    responses: {
      200: { description: 'Current conditions, alerts and the forecast', schema: weatherSchema },
      404: { description: 'No such pool for this user' },
      409: { description: "The pool has no location yet (code location_required; the message contains 'location')" },
      503: { description: 'No forecast could be had (the weather service failed and no forecast under 3 hours old is cached)' },
    },
    handler: async (ctx, { params, user }) => {
      const { pool, cya } = inOwnedPool(await findOwnedPoolWithCya(db, params.poolId, user.id));
      const { units } = await findUserPreferences(db, user.id);
      const forecast = await forecastAt(pool, units, ctx.log);
      const latest = await findLatestReading(db, params.poolId);
      const now = new Date();
      const alerts = weatherAlerts({ snapshot: forecast.snapshot, pool: weatherPoolOf(pool), water: waterOf(latest, cya, now), units });
      return weatherView({
        snapshot: forecast.snapshot, alerts, updatedAt: forecast.fetchedAt.toISOString(),
        ageMinutes: (now.getTime() - forecast.fetchedAt.getTime()) / 60_000, stale: forecast.stale,
      });
    },
  });
}

function serviceFrom(context: RouteContext): WeatherService {
  const { WEATHER_BASE_URL, WEATHER_API_KEY } = context.config;
  return createWeatherService({
    db: context.database.db,
    upstreamTimeoutMs: WEATHER_TIMEOUT_MS,
    fetchForecast: (place, units) => fetchOpenMeteoForecast({ baseUrl: WEATHER_BASE_URL, apiKey: WEATHER_API_KEY }, place, units),
  });
}
