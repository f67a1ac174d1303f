// Test support: a local HTTP server on 127.0.0.1 that answers GET /v1/forecast as Open-Meteo does
// (the reply's shape recorded from api.open-meteo.com: units blocks, `current` at 15-minute steps,
// `daily` columns, "mp/h" for mph, errors as {"error": true, "reason": …}). Point WEATHER_BASE_URL
// (or the adapter's baseUrl) at `url`. Each request is answered by `reply`, so a test scripts
// forecasts, 500s, slowness and malformed bodies, and reads what was asked in `requests`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInReply {
  status?: number;
  /** A JSON body; `raw` wins when both are set. */
  json?: unknown;
  raw?: string;
  /** Wait this long before answering (to trip the client's time-out). */
  delayMs?: number;
}

export interface StandInRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

export interface OpenMeteoStandIn {
  readonly url: string;
  readonly requests: StandInRequest[];
  reply: (request: StandInRequest, index: number) => StandInReply;
  close(): Promise<void>;
}

/** One day's weather as a test describes it, in the units the request asked for. */
export interface StandInDay {
  weatherCode: number;
  high: number;
  low: number;
  rainChance: number | null;
  precipitation: number;
  uvMax: number | null;
  gusts: number;
}

export interface StandInForecast {
  timezone: string;
  utcOffsetSeconds: number;
  current: { temperature: number; humidity: number; uvIndex: number; windSpeed: number; weatherCode: number };
  days: StandInDay[];
}

/** A pleasant week: no advice fires. */
export const MILD_FORECAST: StandInForecast = {
  timezone: 'America/Phoenix', utcOffsetSeconds: -25_200,
  current: { temperature: 74.3, humidity: 28, uvIndex: 4.1, windSpeed: 6.2, weatherCode: 1 },
  days: [
    { weatherCode: 1, high: 78.1, low: 55.2, rainChance: 5, precipitation: 0, uvMax: 5.2, gusts: 14.8 },
    { weatherCode: 2, high: 79.4, low: 56.8, rainChance: 10, precipitation: 0, uvMax: 5.0, gusts: 12.1 },
    { weatherCode: 3, high: 76.0, low: 54.3, rainChance: 20, precipitation: 0, uvMax: 4.4, gusts: 16.5 },
  ],
};

/** Sun tomorrow, then a storm: the chlorine, rain and wind advice all fire. */
export const STORMY_FORECAST: StandInForecast = {
  timezone: 'America/Phoenix', utcOffsetSeconds: -25_200,
  current: { temperature: 86.4, humidity: 35, uvIndex: 7.8, windSpeed: 12.4, weatherCode: 2 },
  days: [
    { weatherCode: 2, high: 88.2, low: 66.1, rainChance: 10, precipitation: 0, uvMax: 8.9, gusts: 33.6 },
    { weatherCode: 0, high: 87.5, low: 65.0, rainChance: 15, precipitation: 0, uvMax: 10.6, gusts: 18.0 },
    { weatherCode: 95, high: 79.0, low: 61.7, rainChance: 85, precipitation: 1.32, uvMax: 3.1, gusts: 41.2 },
  ],
};

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The reply Open-Meteo sends for this request and weather (dates from today, UTC). */
export function openMeteoReply(query: Readonly<Record<string, string>>, forecast: StandInForecast = MILD_FORECAST): unknown {
  const fahrenheit = query.temperature_unit === 'fahrenheit';
  const temperatureUnit = fahrenheit ? '°F' : '°C';
  const windUnit = query.wind_speed_unit === 'mph' ? 'mp/h' : 'km/h';
  const rainUnit = query.precipitation_unit === 'inch' ? 'inch' : 'mm';
  const days = forecast.days.slice(0, Number(query.forecast_days ?? 7));
  return {
    latitude: Number(query.latitude), longitude: Number(query.longitude), generationtime_ms: 0.0851154327392578,
    utc_offset_seconds: forecast.utcOffsetSeconds, timezone: forecast.timezone, timezone_abbreviation: 'GMT-7', elevation: 331,
    current_units: {
      time: 'iso8601', interval: 'seconds', temperature_2m: temperatureUnit, relative_humidity_2m: '%', uv_index: '', wind_speed_10m: windUnit, weather_code: 'wmo code',
    },
    current: {
      time: `${isoDay(0)}T09:00`, interval: 900, temperature_2m: forecast.current.temperature, relative_humidity_2m: forecast.current.humidity,
      uv_index: forecast.current.uvIndex, wind_speed_10m: forecast.current.windSpeed, weather_code: forecast.current.weatherCode,
    },
    daily_units: {
      time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: temperatureUnit, temperature_2m_min: temperatureUnit, precipitation_probability_max: '%',
      precipitation_sum: rainUnit, uv_index_max: '', wind_gusts_10m_max: windUnit,
    },
    daily: {
      time: days.map((_, i) => isoDay(i)),
      weather_code: days.map((d) => d.weatherCode),
      temperature_2m_max: days.map((d) => d.high),
      temperature_2m_min: days.map((d) => d.low),
      precipitation_probability_max: days.map((d) => d.rainChance),
      precipitation_sum: days.map((d) => d.precipitation),
      uv_index_max: days.map((d) => d.uvMax),
      wind_gusts_10m_max: days.map((d) => d.gusts),
    },
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const celsius = (fahrenheit: number) => oneDecimal(((fahrenheit - 32) * 5) / 9);
const kmh = (mph: number) => oneDecimal(mph * 1.609344);

/** A forecast described in US units (°F, mph, inches) as the same weather in metric (°C, km/h, mm). */
export function metricForecast(forecast: StandInForecast): StandInForecast {
  return {
    ...forecast,
    current: { ...forecast.current, temperature: celsius(forecast.current.temperature), windSpeed: kmh(forecast.current.windSpeed) },
    days: forecast.days.map((day) => ({
      ...day, high: celsius(day.high), low: celsius(day.low), precipitation: oneDecimal(day.precipitation * 25.4), gusts: kmh(day.gusts),
    })),
  };
}

/** The reply for weather described in US units, in the units the request asked for (°F, or metric by default). */
export function openMeteoReplyAsAsked(query: Readonly<Record<string, string>>, usForecast: StandInForecast = MILD_FORECAST): unknown {
  return openMeteoReply(query, query.temperature_unit === 'fahrenheit' ? usForecast : metricForecast(usForecast));
}

/** Open-Meteo's answer to a bad request. */
export const openMeteoError = (reason: string): StandInReply => ({ status: 400, json: { error: true, reason } });

export async function startOpenMeteoStandIn(reply: OpenMeteoStandIn['reply'] = (request) => ({ json: openMeteoReply(request.query) })): Promise<OpenMeteoStandIn> {
  const requests: StandInRequest[] = [];
  const standIn = { requests, reply } as OpenMeteoStandIn & { url: string };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: StandInRequest = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    requests.push(recorded);
    const answer: StandInReply = url.pathname === '/v1/forecast' ? standIn.reply(recorded, requests.length - 1) : { status: 404, json: { error: true, reason: 'Not Found' } };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(standIn, { url: `http://127.0.0.1:${port}` });
  standIn.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return standIn;
}
