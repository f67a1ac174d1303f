// Strong wind fills the pool with leaves and dirt, which eat chlorine and clog the baskets.
// - Gusts of 25 mph or more: Beaufort force 6, "strong breeze: large branches in motion" (NOAA/NWS
//   Beaufort wind scale), medium.
// - Gusts of 46 mph or more: the gust level of an NWS Wind Advisory (NWS Directive 10-515), high.
// Today and tomorrow only: advice is for tonight and the morning after.
import { dayPhrase } from './forecast-days.ts';
import { speedWords } from './alert-units.ts';
import type { DailyWeather, UnitSystem, WeatherAlert, WeatherPool } from './weather.types.ts';

export const STRONG_GUST_MPH = 25;
export const ADVISORY_GUST_MPH = 46;

export function windAlert(pool: WeatherPool, daily: readonly DailyWeather[], units: UnitSystem = 'imperial'): WeatherAlert | undefined {
  const soon = daily.slice(0, 2);
  let index = -1;
  soon.forEach((day, i) => {
    if ((day.windGustsMax ?? 0) >= STRONG_GUST_MPH && (index < 0 || (day.windGustsMax ?? 0) > (soon[index]?.windGustsMax ?? 0))) index = i;
  });
  const day = soon[index];
  if (!day || day.windGustsMax === null) return undefined;
  const trees = pool.nearbyTrees ? ' With trees nearby, expect leaves: a leaf net over the pool saves work.' : '';
  return {
    kind: 'wind', severity: day.windGustsMax >= ADVISORY_GUST_MPH ? 'high' : 'medium', title: `Strong wind ${dayPhrase(day.date, index)} (gusts ${speedWords(day.windGustsMax, units)})`,
    recommendation: `Skim the surface and empty the skimmer and pump baskets after the wind, then brush and vacuum what settles: debris uses up chlorine.${trees}`,
  };
}
