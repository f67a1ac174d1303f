// What the forecast means for this pool tonight: every rule over the forecast (in US units), the
// pool's profile and its water, most severe first, worded in the owner's units (alert-units.ts).
import { chlorineLossAlert } from './chlorine-loss.rules.ts';
import { heavyRainAlert } from './rain.rules.ts';
import { frostAlert, heatAlert } from './temperature.rules.ts';
import { inImperial } from './units.ts';
import type { AlertSeverity, UnitSystem, WeatherAlert, WeatherPool, WeatherSnapshot, WeatherWater } from './weather.types.ts';
import { windAlert } from './wind.rules.ts';

const SEVERITY_ORDER: Record<AlertSeverity, number> = { high: 0, medium: 1, low: 2 };

export function weatherAlerts(input: { snapshot: WeatherSnapshot; pool: WeatherPool; water: WeatherWater; units?: UnitSystem }): WeatherAlert[] {
  const { daily } = inImperial(input.snapshot);
  const { pool, water, units = 'imperial' } = input;
  const alerts = [
    chlorineLossAlert(pool, water, daily, units), frostAlert(daily, units), heavyRainAlert(pool, water, daily, units), heatAlert(water, daily, units),
    windAlert(pool, daily, units),
  ];
  return alerts
    .filter((alert): alert is WeatherAlert => alert !== undefined)
    .map((alert, order) => ({ alert, order }))
    .sort((a, b) => SEVERITY_ORDER[a.alert.severity] - SEVERITY_ORDER[b.alert.severity] || a.order - b.order)
    .map(({ alert }) => alert);
}
