// Test support: a pool, its water and a three-day forecast to vary per test (imperial units).
import type { DailyWeather, WeatherPool, WeatherSnapshot, WeatherWater } from '../weather.types.ts';

export const POOL: WeatherPool = {
  volumeGallons: 20000, type: 'inground', sanitationType: 'chlorine', hasSaltChlorinator: false,
  preferredChlorineTypes: ['liquid'], sunExposure: 'full', nearbyTrees: false,
};

export const WATER: WeatherWater = { freeChlorinePpm: 5, totalAlkalinityPpm: 100, temperatureF: 80, cyaPpm: 40 };

/** Mild days: no rule fires. 2026-11-24 is a Tuesday. */
export function mildDays(changes: readonly Partial<DailyWeather>[] = []): DailyWeather[] {
  const base: DailyWeather[] = ['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
    date, tempHigh: 75, tempLow: 60, rainChancePercent: 10, precipitation: 0, uvIndexMax: 4, windGustsMax: 12, weatherCode: 1,
  }));
  return base.map((day, i) => ({ ...day, ...changes[i] }));
}

export function snapshot(daily: DailyWeather[], units: WeatherSnapshot['units'] = 'imperial'): WeatherSnapshot {
  return { units, timezone: 'America/Phoenix', current: { temperature: 75, humidityPercent: 30, uvIndex: 3, windSpeed: 5, weatherCode: 1 }, daily };
}
