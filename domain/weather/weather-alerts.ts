// What the forecast means for this pool tonight: every rule over the forecast (in US units), the
// pool's profile and its water, most severe first.
import { chlorineLossAlert } from './chlorine-loss.rules.ts';
import { heavyRainAlert } from './rain.rules.ts';
import { frostAlert, heatAlert } from './temperature.rules.ts';
import { inImperial } from './units.ts';
import type { AlertSeverity, WeatherAlert, WeatherPool, WeatherSnapshot, WeatherWater } from './weather.types.ts';
import { windAlert } from './wind.rules.ts';

const SEVERITY_ORDER: Record<AlertSeverity, number> = { high: 0, medium: 1, low: 2 };

export function weatherAlerts(input: { snapshot: WeatherSnapshot; pool: WeatherPool; water: WeatherWater }): WeatherAlert[] {
  const { daily } = inImperial(input.snapshot);
  const { pool, water } = input;
  const alerts = [chlorineLossAlert(pool, water, daily), frostAlert(daily), heavyRainAlert(pool, water, daily), heatAlert(water, daily), windAlert(pool, daily)];
  return alerts
    .filter((alert): alert is WeatherAlert => alert !== undefined)
    .map((alert, order) => ({ alert, order }))
    .sort((a, b) => SEVERITY_ORDER[a.alert.severity] - SEVERITY_ORDER[b.alert.severity] || a.order - b.order)
    .map(({ alert }) => alert);
}
