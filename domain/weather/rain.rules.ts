// Heavy rain: how much of the pool it replaces, what that does to the levels, and 'retest pH and
// alkalinity after the rain'.
// - Heavy: a day with at least 10 mm (0.39 in) of precipitation, ETCCDI's "heavy precipitation day"
//   (R10mm); at least 20 mm (0.79 in), its "very heavy precipitation day" (R20mm), is high severity
//   (Expert Team on Climate Change Detection and Indices, climdex.org, indices R10mm and R20mm). Only
//   when rain is likely: a chance of at least 50 %, or no chance given.
// - Dilution: the rain that falls on the water raises it by the rain's depth; brought back to its
//   level (overflow or draining), that depth of pool water has been replaced by rain, a fraction
//   f = rain depth / average depth. Rain carries essentially no chlorine, CYA or alkalinity, so each
//   level becomes C × (1 − f): chemistry-reference §2.9 with fill water at 0 (domain/chemistry
//   replaceFraction, whose inverse this is). Average depth assumed 5.5 ft in ground (3.5 ft shallow
//   end to 7.5 ft deep end) and 4 ft above ground (48–54 in walls). Run-off from the deck adds more.
// - Rain is acidic (unpolluted rain has a pH of about 5.6, US EPA, "What is Acid Rain?") and has no
//   alkalinity, so pH and TA drift down: retest both once it has passed.
import { dayPhrase } from './forecast-days.ts';
import { rainWords, roughVolumeWords } from './alert-units.ts';
import type { DailyWeather, UnitSystem, WeatherAlert, WeatherPool, WeatherWater } from './weather.types.ts';
import { MM_PER_INCH } from './units.ts';

export const HEAVY_RAIN_INCHES = 10 / MM_PER_INCH;
export const VERY_HEAVY_RAIN_INCHES = 20 / MM_PER_INCH;
export const LIKELY_RAIN_PERCENT = 50;
export const AVERAGE_DEPTH_INCHES = { inground: 66, above_ground: 48 } as const;

/** Share of the pool's water a day's rain replaces (0–1). */
export function rainDilution(rainInches: number, poolType: WeatherPool['type']): number {
  return Math.min(1, Math.max(0, rainInches) / AVERAGE_DEPTH_INCHES[poolType]);
}

/** A level after replacing `fraction` of the water with rain (chemistry-reference §2.9, fill at 0). */
export function dilutedLevel(level: number, fraction: number): number {
  return level * (1 - fraction);
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function levelChanges(water: WeatherWater, fraction: number): string {
  const parts: string[] = [];
  if (water.freeChlorinePpm !== null) parts.push(`FC ${round(water.freeChlorinePpm, 1)} → ${round(dilutedLevel(water.freeChlorinePpm, fraction), 1)}`);
  if (water.totalAlkalinityPpm !== null) parts.push(`TA ${water.totalAlkalinityPpm} → ${round(dilutedLevel(water.totalAlkalinityPpm, fraction))}`);
  if (water.cyaPpm !== null) parts.push(`CYA ${water.cyaPpm} → ${round(dilutedLevel(water.cyaPpm, fraction))}`);
  return parts.length > 0 ? `: ${parts.join(', ')} ppm` : '';
}

export function heavyRainAlert(
  pool: WeatherPool, water: WeatherWater, daily: readonly DailyWeather[], units: UnitSystem = 'imperial',
): WeatherAlert | undefined {
  const index = daily.findIndex((day) => day.precipitation >= HEAVY_RAIN_INCHES && (day.rainChancePercent ?? 100) >= LIKELY_RAIN_PERCENT);
  const day = daily[index];
  if (!day) return undefined;
  const fraction = rainDilution(day.precipitation, pool.type);
  return {
    kind: 'rain',
    severity: day.precipitation >= VERY_HEAVY_RAIN_INCHES ? 'high' : 'medium',
    title: `Heavy rain ${dayPhrase(day.date, index)}`,
    recommendation:
      `About ${rainWords(day.precipitation, units)} of rain will replace roughly ${roughVolumeWords(fraction * pool.volumeGallons, units)} (${round(fraction * 100, 1)}%) of your water${levelChanges(water, fraction)}. ` +
      'Rain is acidic: retest pH and alkalinity after the rain, and lower the water if it rises above the middle of the skimmer opening.',
  };
}
