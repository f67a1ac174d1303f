// Unit conversions for the weather rules, which are written in US units (°F, mph, inches): a metric
// snapshot (°C, km/h, mm) is converted once on the way in. Exact factors (NIST SP 811).
import type { DailyWeather, WeatherSnapshot } from './weather.types.ts';

export const MM_PER_INCH = 25.4;
export const KMH_PER_MPH = 1.609344;

export const fahrenheitFromCelsius = (celsius: number): number => (celsius * 9) / 5 + 32;
export const celsiusFromFahrenheit = (fahrenheit: number): number => ((fahrenheit - 32) * 5) / 9;

function dayInImperial(day: DailyWeather): DailyWeather {
  return {
    ...day,
    tempHigh: fahrenheitFromCelsius(day.tempHigh),
    tempLow: fahrenheitFromCelsius(day.tempLow),
    precipitation: day.precipitation / MM_PER_INCH,
    windGustsMax: day.windGustsMax === null ? null : day.windGustsMax / KMH_PER_MPH,
  };
}

/** The snapshot in °F, mph and inches (unchanged when it already is). */
export function inImperial(snapshot: WeatherSnapshot): WeatherSnapshot {
  if (snapshot.units === 'imperial') return snapshot;
  const { current } = snapshot;
  return {
    ...snapshot,
    units: 'imperial',
    current: { ...current, temperature: fahrenheitFromCelsius(current.temperature), windSpeed: current.windSpeed / KMH_PER_MPH },
    daily: snapshot.daily.map(dayInImperial),
  };
}
