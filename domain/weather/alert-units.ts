// How an alert says its amounts in the owner's units (issue 19). The rules decide in US units (°F, mph,
// inches, gallons, fl oz / oz / lb: every threshold written once) and word what they found through
// these, so a metric owner reads °C, km/h, mm, litres, mL and g. Whole numbers, as a phone shows them;
// rain to a tenth of an inch or a whole millimetre.
import { metricDoseText } from '../chemistry/display-units.ts';
import { LITERS_PER_GALLON } from '../chemistry/units.constants.ts';
import { celsiusFromFahrenheit, KMH_PER_MPH, MM_PER_INCH } from './units.ts';
import type { UnitSystem } from './weather.types.ts';

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TENTHS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '86°F' or '30°C': no space, so a line never breaks between the number and its unit (spec §5 writes '32°F'). */
export function temperatureWords(tempF: number, units: UnitSystem): string {
  return units === 'metric' ? `${WHOLE.format(celsiusFromFahrenheit(tempF))}°C` : `${WHOLE.format(tempF)}°F`;
}

/** '30 mph' or '48 km/h'. */
export function speedWords(mph: number, units: UnitSystem): string {
  return units === 'metric' ? `${WHOLE.format(mph * KMH_PER_MPH)} km/h` : `${WHOLE.format(mph)} mph`;
}

/** '0.9 in' or '23 mm'. */
export function rainWords(inches: number, units: UnitSystem): string {
  return units === 'metric' ? `${WHOLE.format(inches * MM_PER_INCH)} mm` : `${TENTHS.format(inches)} in`;
}

/** A rough amount of water, to the nearest ten: '1,230 gallons' or '4,660 litres'. */
export function roughVolumeWords(gallons: number, units: UnitSystem): string {
  const tens = (value: number) => WHOLE.format(Math.round(value / 10) * 10);
  return units === 'metric' ? `${tens(gallons * LITERS_PER_GALLON)} litres` : `${tens(gallons)} gallons`;
}

const IMPERIAL_DOSE = { fl_oz: 'fl oz', oz: 'oz', lb: 'lb' } as const;

/** A dose: '38.4 fl oz' and '1.25 lb' (to 1/100 lb), or '1.14 L' and '567 g'. */
export function doseWords(amount: number, unit: 'fl_oz' | 'oz' | 'lb', units: UnitSystem): string {
  if (units === 'metric') return metricDoseText(amount, unit);
  const rounded = unit === 'lb' ? Math.round(amount * 100) / 100 : Math.round(amount * 10) / 10;
  return `${rounded} ${IMPERIAL_DOSE[unit]}`;
}
