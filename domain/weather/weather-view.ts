// The weather reply of spec §3 from a snapshot and its alerts: current conditions and the 3-day
// forecast in the snapshot's units, rounded as a phone shows them, with the icon of each WMO code.
import { weatherCodeMeaning, type WeatherIcon } from './weather-codes.ts';
import type { WeatherAlert, WeatherSnapshot } from './weather.types.ts';

export const FORECAST_DAYS = 3;

export interface WeatherView {
  currentConditions: { temperature: number; humidity: number; uvIndex: number; windSpeed: number; icon: WeatherIcon; description: string };
  alerts: { title: string; recommendation: string; severity: WeatherAlert['severity'] }[];
  forecast: { date: string; tempHigh: number; tempLow: number; rainChance: number | null; icon: WeatherIcon }[];
  units: { temperature: '°F' | '°C'; windSpeed: 'mph' | 'km/h' };
  updatedAt: string;
  ageMinutes: number;
  stale: boolean;
}

export function weatherView(input: {
  snapshot: WeatherSnapshot; alerts: readonly WeatherAlert[]; updatedAt: string; ageMinutes: number; stale: boolean;
}): WeatherView {
  const { snapshot } = input;
  const { current } = snapshot;
  const meaning = weatherCodeMeaning(current.weatherCode);
  return {
    currentConditions: {
      temperature: Math.round(current.temperature), humidity: Math.round(current.humidityPercent), uvIndex: Math.round(current.uvIndex * 10) / 10,
      windSpeed: Math.round(current.windSpeed), icon: meaning.icon, description: meaning.description,
    },
    alerts: input.alerts.map(({ title, recommendation, severity }) => ({ title, recommendation, severity })),
    forecast: snapshot.daily.slice(0, FORECAST_DAYS).map((day) => ({
      date: day.date, tempHigh: Math.round(day.tempHigh), tempLow: Math.round(day.tempLow),
      rainChance: day.rainChancePercent === null ? null : Math.round(day.rainChancePercent),
      icon: weatherCodeMeaning(day.weatherCode ?? current.weatherCode).icon,
    })),
    units: snapshot.units === 'imperial' ? { temperature: '°F', windSpeed: 'mph' } : { temperature: '°C', windSpeed: 'km/h' },
    updatedAt: input.updatedAt,
    ageMinutes: Math.max(0, Math.round(input.ageMinutes)),
    stale: input.stale,
  };
}
