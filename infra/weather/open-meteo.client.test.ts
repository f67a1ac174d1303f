// The Open-Meteo adapter against the local stand-in: a recorded-shape reply, units, the API key, a
// 500, an Open-Meteo error body, a time-out, malformed JSON and a reply of the wrong shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { fetchOpenMeteoForecast, forecastUrl, OPEN_METEO_FREE_URL, WeatherServiceError } from './open-meteo.client.ts';
import { MILD_FORECAST, openMeteoError, openMeteoReply, startOpenMeteoStandIn, type OpenMeteoStandIn } from './testing/open-meteo-stand-in.ts';

const PLACE = { latitude: 33.45, longitude: -112.07 };

describe('fetchOpenMeteoForecast', () => {
  let standIn: OpenMeteoStandIn;
  beforeAll(async () => {
    standIn = await startOpenMeteoStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });
  const options = (extra: { apiKey?: string; timeoutMs?: number } = {}) => ({ baseUrl: standIn.url, ...extra });

  it('reads current conditions and three days in the pool\'s time zone, in imperial units', async () => {
    standIn.reply = (request) => ({ json: openMeteoReply(request.query) });
    const snapshot = await fetchOpenMeteoForecast(options(), PLACE, 'imperial');
    expect(snapshot.units).toBe('imperial');
    expect(snapshot.timezone).toBe('America/Phoenix');
    expect(snapshot.current).toEqual({ temperature: 74.3, humidityPercent: 28, uvIndex: 4.1, windSpeed: 6.2, weatherCode: 1 });
    expect(snapshot.daily).toHaveLength(3);
    expect(snapshot.daily[0]).toMatchObject({ tempHigh: 78.1, tempLow: 55.2, rainChancePercent: 5, precipitation: 0, uvIndexMax: 5.2, windGustsMax: 14.8, weatherCode: 1 });
    expect(snapshot.daily[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const asked = standIn.requests.at(-1);
    expect(asked?.path).toBe('/v1/forecast');
    expect(asked?.query).toMatchObject({
      latitude: '33.45', longitude: '-112.07', timezone: 'auto', forecast_days: '3', temperature_unit: 'fahrenheit', wind_speed_unit: 'mph', precipitation_unit: 'inch',
      current: 'temperature_2m,relative_humidity_2m,uv_index,wind_speed_10m,weather_code',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,precipitation_sum,uv_index_max,wind_gusts_10m_max',
    });
    expect(asked?.query.apikey).toBeUndefined();
  });

  it('asks for metric units when told, and sends the API key of the paid endpoint', async () => {
    await fetchOpenMeteoForecast(options({ apiKey: 'k-123' }), PLACE, 'metric');
    const asked = standIn.requests.at(-1);
    expect(asked?.query.apikey).toBe('k-123');
    expect(asked?.query.temperature_unit).toBeUndefined();
    expect(asked?.query.precipitation_unit).toBeUndefined();
  });

  it('accepts missing values where Open-Meteo gives null (rain chance, UV)', async () => {
    standIn.reply = (request) => ({
      json: openMeteoReply(request.query, { ...MILD_FORECAST, current: { ...MILD_FORECAST.current }, days: MILD_FORECAST.days.map((d) => ({ ...d, rainChance: null, uvMax: null })) }),
    });
    const snapshot = await fetchOpenMeteoForecast(options(), PLACE, 'imperial');
    expect(snapshot.daily.map((d) => [d.rainChancePercent, d.uvIndexMax])).toEqual([[null, null], [null, null], [null, null]]);
  });

  it('fails on a 500, and quotes the reason of an Open-Meteo error body', async () => {
    standIn.reply = () => ({ status: 500, raw: 'Internal Server Error' });
    await expect(fetchOpenMeteoForecast(options(), PLACE, 'imperial')).rejects.toMatchObject({ kind: 'http', status: 500 });
    standIn.reply = () => openMeteoError('Latitude must be in range of -90 to 90°. Given: 91.0.');
    const error = await fetchOpenMeteoForecast(options(), PLACE, 'imperial').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeatherServiceError);
    expect((error as Error).message).toBe('The weather service answered 400: Latitude must be in range of -90 to 90°. Given: 91.0.');
  });

  it('gives up after its time-out', async () => {
    standIn.reply = () => ({ delayMs: 2_000, json: {} });
    const started = Date.now();
    await expect(fetchOpenMeteoForecast(options({ timeoutMs: 200 }), PLACE, 'imperial')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses malformed JSON and a reply of the wrong shape', async () => {
    standIn.reply = () => ({ raw: '{"latitude": 33.4, "current": {' });
    await expect(fetchOpenMeteoForecast(options(), PLACE, 'imperial')).rejects.toMatchObject({ kind: 'malformed', message: 'The weather service sent a reply that is not JSON' });
    standIn.reply = (request) => {
      const reply = openMeteoReply(request.query) as { daily: Record<string, unknown[]> };
      reply.daily.temperature_2m_max = ['hot', 80, 81];
      return { json: reply };
    };
    await expect(fetchOpenMeteoForecast(options(), PLACE, 'imperial')).rejects.toMatchObject({ kind: 'malformed' });
    standIn.reply = (request) => {
      const reply = openMeteoReply(request.query) as { daily: Record<string, unknown[]> };
      reply.daily.uv_index_max = [5];
      return { json: reply };
    };
    await expect(fetchOpenMeteoForecast(options(), PLACE, 'imperial')).rejects.toThrow(/daily columns differ in length/);
  });

  it('fails as unreachable when nothing listens', async () => {
    await expect(fetchOpenMeteoForecast({ baseUrl: 'http://127.0.0.1:9' }, PLACE, 'imperial')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('forecastUrl', () => {
  it('keeps a base URL\'s path prefix (a self-hosted Open-Meteo behind a proxy)', () => {
    expect(forecastUrl({ baseUrl: 'https://weather.example.com/open-meteo' }, PLACE, 'imperial').pathname).toBe('/open-meteo/v1/forecast');
    expect(forecastUrl({ baseUrl: 'https://customer-api.open-meteo.com/' }, PLACE, 'metric').origin).toBe('https://customer-api.open-meteo.com');
  });
});

describe('weather configuration', () => {
  it("defaults to Open-Meteo's free endpoint without a key, and takes only an http(s) base URL", () => {
    const defaults = loadConfig({});
    expect(defaults.WEATHER_BASE_URL).toBe(OPEN_METEO_FREE_URL);
    expect(defaults.WEATHER_API_KEY).toBeUndefined();
    expect(loadConfig({ WEATHER_BASE_URL: '' }).WEATHER_BASE_URL).toBe(OPEN_METEO_FREE_URL);
    expect(loadConfig({ WEATHER_BASE_URL: 'https://customer-api.open-meteo.com', WEATHER_API_KEY: ' k-1 ' })).toMatchObject({ WEATHER_API_KEY: 'k-1' });
    expect(() => loadConfig({ WEATHER_BASE_URL: 'file:///etc/passwd' })).toThrow(ConfigError);
  });
});
