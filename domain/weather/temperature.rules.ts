// Heat (algae, chlorine demand) and frost (the pump and the plumbing).
// Heat:
// - Water above 85 °F: "once water temperatures rise above 85°F, algae begin to reproduce at an
//   accelerated rate" (mavaquadoc.com, "Why Algae Is Worse in Warm Weather"); at or above 90 °F, the
//   top of spec §9's water-temperature range (critical maximum), high severity.
// - Air at or above 90 °F in the forecast: an unheated pool warms toward that range over hot days.
// - What to do: test more often than weekly in a heat spike, 2–3 times a week or more (aquastrong.co,
//   "6 Tips to Safeguard Your Pool in High Temperatures and Heat Waves"), keep FC in the upper part of
//   its target, brush and run the pump longer.
// Frost:
// - Automation systems switch the pump on for freeze protection "a few degrees above freezing"
//   (pinchapenny.com, "Freezing Weather Pool Care Tips"), typically 34–36 °F (a pool service's note,
//   homeimprove1.com): a low at or below 36 °F is medium, at or below 32 °F high.
// - "Run your pool pump continuously when temperatures are near or below freezing … moving water likely
//   will not freeze"; if the power fails, drain the pump, filter and heater (pinchapenny.com, same page).
import { dayPhrase } from './forecast-days.ts';
import { temperatureWords } from './alert-units.ts';
import type { DailyWeather, UnitSystem, WeatherAlert, WeatherWater } from './weather.types.ts';

export const ALGAE_WATER_F = 85;
export const CRITICAL_WATER_F = 90;
export const HOT_AIR_F = 90;
export const FREEZE_PROTECTION_F = 36;
export const FREEZING_F = 32;

const HEAT_ADVICE = 'Test free chlorine every day while it lasts (not weekly), keep it in the upper half of its target, brush the walls and run the pump longer: warm water feeds algae.';

export function heatAlert(water: WeatherWater, daily: readonly DailyWeather[], units: UnitSystem = 'imperial'): WeatherAlert | undefined {
  const waterF = water.temperatureF;
  const words = (tempF: number) => temperatureWords(tempF, units);
  if (waterF !== null && waterF > ALGAE_WATER_F) {
    return {
      kind: 'heat', severity: waterF >= CRITICAL_WATER_F ? 'high' : 'medium', title: `Warm water (${words(waterF)}): algae risk`,
      recommendation: `Your last test read ${words(waterF)}, above the ${words(ALGAE_WATER_F)} where algae multiply fast. ${HEAT_ADVICE}`,
    };
  }
  const index = daily.findIndex((day) => day.tempHigh >= HOT_AIR_F);
  const day = daily[index];
  if (!day) return undefined;
  return {
    kind: 'heat', severity: 'medium', title: `Heat ${dayPhrase(day.date, index)} (${words(day.tempHigh)})`,
    recommendation: `Air at ${words(day.tempHigh)} warms the water and speeds up chlorine loss. ${HEAT_ADVICE}`,
  };
}

export function frostAlert(daily: readonly DailyWeather[], units: UnitSystem = 'imperial'): WeatherAlert | undefined {
  let index = -1;
  daily.forEach((day, i) => {
    if (day.tempLow <= FREEZE_PROTECTION_F && (index < 0 || day.tempLow < (daily[index]?.tempLow ?? Infinity))) index = i;
  });
  const day = daily[index];
  if (!day) return undefined;
  const freezing = day.tempLow <= FREEZING_F;
  return {
    kind: 'frost', severity: freezing ? 'high' : 'medium', title: `${freezing ? 'Frost' : 'Near freezing'} ${dayPhrase(day.date, index)} (low ${temperatureWords(day.tempLow, units)})`,
    recommendation:
      'Run the pump through the night: moving water does not freeze. Check that freeze protection is on and the water level covers the skimmer opening. ' +
      'If the power fails, open the drain plugs of the pump, filter and heater so the water cannot crack them.',
  };
}
