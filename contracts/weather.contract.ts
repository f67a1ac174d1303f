// The HTTP contract of the weather area (spec §3 Weather, §7: GET /api/pools/{id}/weather, refetched
// every 30 min): the reply schema in zod/mini (the UI parses with it), the path, the query key and the
// error the UI tells apart. A pool without coordinates answers 409 'location_required', whose message
// contains 'location' (spec §2: the UI then shows the location form); any other failure is a 503.
import { z } from 'zod/mini';
import { WEATHER_ICONS } from '../domain/weather/weather-codes.ts';
import { routePath } from './route-path.ts';

export { WEATHER_ICONS, type WeatherIcon } from '../domain/weather/weather-codes.ts';

export const weatherParamsSchema = z.object({ poolId: z.uuid() });

export const ALERT_SEVERITIES = ['low', 'medium', 'high'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const weatherSchema = z.object({
  /** Now, at the pool, in `units`. Humidity in percent. */
  currentConditions: z.object({
    temperature: z.number(),
    humidity: z.number(),
    uvIndex: z.number(),
    windSpeed: z.number(),
    icon: z.enum(WEATHER_ICONS),
    description: z.string(),
  }),
  /** What the forecast means for this pool, most severe first. */
  alerts: z.array(z.object({ title: z.string(), recommendation: z.string(), severity: z.enum(ALERT_SEVERITIES) })),
  /** Today and the next two days, dates in the pool's time zone; rainChance in percent (null: not given). */
  forecast: z.array(z.object({
    date: z.string(),
    tempHigh: z.number(),
    tempLow: z.number(),
    rainChance: z.nullable(z.number()),
    icon: z.enum(WEATHER_ICONS),
  })),
  units: z.object({ temperature: z.enum(['°F', '°C']), windSpeed: z.enum(['mph', 'km/h']) }),
  /** When the forecast was fetched from the weather service (ISO), and how many minutes ago. */
  updatedAt: z.string(),
  ageMinutes: z.number(),
  /** The service failed and this is the last forecast (at most 3 hours old). */
  stale: z.boolean(),
});
export type Weather = z.output<typeof weatherSchema>;

/** The 409's code and message: the message names the pool's location, which the UI looks for (spec §2). */
export const LOCATION_REQUIRED = { code: 'location_required', message: "Set your pool's location to see its weather." } as const;
/** The 503's code and message (spec §8). */
export const WEATHER_UNAVAILABLE = { code: 'weather_unavailable', message: 'Unable to fetch weather data. Try again later.' } as const;

export const weatherPaths = {
  weather: routePath('/api/pools/:poolId/weather'),
} as const;

export const weatherKeys = {
  /** Under the pool (poolsKeys.pool): a new location refreshes it with the pool. */
  weather: (poolId: string) => ['pools', poolId, 'weather'] as const,
};
