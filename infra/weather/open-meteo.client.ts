// The weather adapter: Open-Meteo's forecast API (open-meteo.com/en/docs) over plain fetch, its reply
// checked with zod and turned into the domain's WeatherSnapshot. Current temperature, humidity, UV
// index, wind speed and weather code; three days of high/low, precipitation chance and sum, UV max,
// gusts and weather code, in the pool's time zone (timezone=auto). Imperial units (°F, mph, inches)
// unless metric is asked for.
// The base URL is operator configuration (WEATHER_BASE_URL: the free endpoint, the paid
// customer-api endpoint, or a self-hosted Open-Meteo), never anything a user sends; the API key of the
// paid endpoint goes in the `apikey` parameter. Redirects are refused, the reply is bounded, and the
// whole call (headers and body) has a time budget, 5 s by default.
import { z } from 'zod';
import type { WeatherPlace } from '../../domain/weather/location.ts';
import type { UnitSystem, WeatherSnapshot } from '../../domain/weather/weather.types.ts';

export const OPEN_METEO_FREE_URL = 'https://api.open-meteo.com';
export const WEATHER_TIMEOUT_MS = 5_000;
const FORECAST_DAYS = 3;
const MAX_REPLY_CHARS = 512 * 1024;

export const CURRENT_VARIABLES = ['temperature_2m', 'relative_humidity_2m', 'uv_index', 'wind_speed_10m', 'weather_code'] as const;
export const DAILY_VARIABLES = [
  'weather_code', 'temperature_2m_max', 'temperature_2m_min', 'precipitation_probability_max', 'precipitation_sum', 'uv_index_max', 'wind_gusts_10m_max',
] as const;

export interface OpenMeteoOptions {
  readonly baseUrl: string;
  readonly apiKey?: string | undefined;
  readonly timeoutMs?: number;
}

export type WeatherServiceErrorKind = 'timeout' | 'http' | 'malformed' | 'network';

/** The weather service did not give a usable forecast. The message never contains the API key. */
export class WeatherServiceError extends Error {
  constructor(readonly kind: WeatherServiceErrorKind, message: string, readonly status?: number) {
    super(message);
    this.name = 'WeatherServiceError';
  }
}

export function forecastUrl(options: OpenMeteoOptions, place: Pick<WeatherPlace, 'latitude' | 'longitude'>, units: UnitSystem): URL {
  // Relative to the base with a trailing slash, so a self-hosted instance under a path prefix works.
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const url = new URL('v1/forecast', base);
  const query = url.searchParams;
  query.set('latitude', String(place.latitude));
  query.set('longitude', String(place.longitude));
  query.set('current', CURRENT_VARIABLES.join(','));
  query.set('daily', DAILY_VARIABLES.join(','));
  query.set('timezone', 'auto');
  query.set('forecast_days', String(FORECAST_DAYS));
  if (units === 'imperial') {
    query.set('temperature_unit', 'fahrenheit');
    query.set('wind_speed_unit', 'mph');
    query.set('precipitation_unit', 'inch');
  }
  if (options.apiKey) query.set('apikey', options.apiKey);
  return url;
}

const value = z.number().finite();
const optionalValue = value.nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const replySchema = z.object({
  timezone: z.string().min(1),
  current: z.object({
    temperature_2m: value,
    relative_humidity_2m: value,
    // Night hours and some models give no UV: none is none.
    uv_index: optionalValue.optional(),
    wind_speed_10m: value,
    weather_code: value,
  }),
  daily: z.object({
    time: z.array(isoDate).min(1),
    weather_code: z.array(optionalValue).optional(),
    temperature_2m_max: z.array(value),
    temperature_2m_min: z.array(value),
    precipitation_probability_max: z.array(optionalValue),
    precipitation_sum: z.array(optionalValue),
    uv_index_max: z.array(optionalValue),
    wind_gusts_10m_max: z.array(optionalValue),
  }).refine((daily) => Object.values(daily).every((column) => column === undefined || column.length === daily.time.length), 'daily columns differ in length'),
});
type OpenMeteoReply = z.infer<typeof replySchema>;

function snapshotOf(reply: OpenMeteoReply, units: UnitSystem): WeatherSnapshot {
  const { current, daily } = reply;
  return {
    units,
    timezone: reply.timezone,
    current: {
      temperature: current.temperature_2m, humidityPercent: current.relative_humidity_2m, uvIndex: current.uv_index ?? 0,
      windSpeed: current.wind_speed_10m, weatherCode: current.weather_code,
    },
    daily: daily.time.slice(0, FORECAST_DAYS).map((date, i) => ({
      date,
      tempHigh: daily.temperature_2m_max[i] ?? 0,
      tempLow: daily.temperature_2m_min[i] ?? 0,
      rainChancePercent: daily.precipitation_probability_max[i] ?? null,
      precipitation: daily.precipitation_sum[i] ?? 0,
      uvIndexMax: daily.uv_index_max[i] ?? null,
      windGustsMax: daily.wind_gusts_10m_max[i] ?? null,
      weatherCode: daily.weather_code?.[i] ?? null,
    })),
  };
}

/** Open-Meteo's error body is {"error": true, "reason": "..."}. */
function reasonOf(text: string): string {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason.slice(0, 200) : 'no reason given';
  } catch {
    return 'no reason given';
  }
}

async function call(url: URL, timeoutMs: number): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, redirect: 'error' });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new WeatherServiceError('timeout', `The weather service did not answer within ${timeoutMs} ms`);
    throw new WeatherServiceError('network', `The weather service could not be reached: ${(error as Error).message}`);
  }
}

/** The forecast at a place, or a WeatherServiceError saying why not. */
export async function fetchOpenMeteoForecast(options: OpenMeteoOptions, place: Pick<WeatherPlace, 'latitude' | 'longitude'>, units: UnitSystem): Promise<WeatherSnapshot> {
  const { status, text } = await call(forecastUrl(options, place, units), options.timeoutMs ?? WEATHER_TIMEOUT_MS);
  if (status < 200 || status >= 300) throw new WeatherServiceError('http', `The weather service answered ${status}: ${reasonOf(text)}`, status);
  if (text.length > MAX_REPLY_CHARS) throw new WeatherServiceError('malformed', 'The weather service sent an oversized reply');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WeatherServiceError('malformed', 'The weather service sent a reply that is not JSON');
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`).join('; ');
    throw new WeatherServiceError('malformed', `The weather service sent an unexpected reply (${where})`);
  }
  return snapshotOf(parsed.data, units);
}
