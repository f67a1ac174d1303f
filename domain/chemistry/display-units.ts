// Imperial or metric, as the owner prefers (issue 19). The server keeps imperial values (volumeGallons,
// temperatureF, doses in fl oz, oz and lb); an owner who prefers metric sees and enters litres, °C,
// grams and millilitres. Every conversion and its rounding for display or entry is here, so each
// screen says the same thing. Conversions are NIST Handbook 44's (units.constants.ts).
import type { DisplayedReading } from './reading-display.rules.ts';
import type { DisplayKey, DisplayRange } from './water-targets.ts';
import type { StepUnit } from './treatment-plan.types.ts';
import { GRAMS_PER_OZ, litersFromGallons, ML_PER_FL_OZ, OZ_PER_LB } from './units.constants.ts';

export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const UP_TO_TWO = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function celsiusFromFahrenheit(tempF: number): number {
  return ((tempF - 32) * 5) / 9;
}

export function fahrenheitFromCelsius(tempC: number): number {
  return (tempC * 9) / 5 + 32;
}

/** '20,000 gallons' or '75,708 litres'. */
export function volumeText(volumeGallons: number, units: UnitSystem): string {
  return units === 'metric' ? `${WHOLE.format(litersFromGallons(volumeGallons))} litres` : `${WHOLE.format(volumeGallons)} gallons`;
}

export function temperatureUnit(units: UnitSystem): '°F' | '°C' {
  return units === 'metric' ? '°C' : '°F';
}

/** A stored °F as the owner reads it: as stored, or °C to one decimal (the form shows it so too). */
export function temperatureInUnits(tempF: number, units: UnitSystem): number {
  return units === 'metric' ? roundTo(celsiusFromFahrenheit(tempF), 1) : tempF;
}

/** A display range (a card's, a chart's) in the owner's units: the temperature's in °C to one decimal. */
export function rangeInUnits<Range extends DisplayRange>(range: Range, key: DisplayKey, units: UnitSystem): Range {
  if (key !== 'temperature' || units === 'imperial') return range;
  const c = (tempF: number) => temperatureInUnits(tempF, units);
  return {
    ...range, unit: '°C', idealMin: c(range.idealMin), idealMax: c(range.idealMax), criticalMin: c(range.criticalMin), criticalMax: c(range.criticalMax),
  };
}

/**
 * A Water Chemistry card in the owner's units: the temperature's value, ideal and safe ranges in °C to
 * one decimal. Colour, trend and gauge were judged in °F and stay as they are (the scale is linear).
 */
export function readingInUnits(reading: DisplayedReading, units: UnitSystem): DisplayedReading {
  if (reading.key !== 'temperature' || units === 'imperial') return reading;
  return { ...rangeInUnits(reading, reading.key, units), value: temperatureInUnits(reading.value, units) };
}

/**
 * Water temperature as the manual entry form takes it. Imperial: whole °F, 32-120 (spec §5). Metric:
 * °C in half degrees, 0-49, stored as the nearest whole °F (49 °C is 120.2 °F, stored as 120).
 */
export const TEMPERATURE_ENTRY = {
  imperial: { label: 'Water Temperature (°F)', step: '1' },
  metric: {
    label: 'Water Temperature (°C)', step: '0.5', min: 0, max: 49,
    belowMin: 'Temperature must be at least 0°C', aboveMax: 'Temperature must be at most 49°C',
  },
} as const;

/** The °F to store for what the owner typed: as typed, or the nearest whole °F of their °C. */
export function temperatureFOfEntry(value: number, units: UnitSystem): number {
  return units === 'metric' ? Math.round(fahrenheitFromCelsius(value)) : value;
}

/** What is wrong with a °C entry, if anything (imperial entries are checked by the reading rules). */
export function metricTemperatureProblem(tempC: number): string | undefined {
  const rule = TEMPERATURE_ENTRY.metric;
  if (tempC < rule.min) return rule.belowMin;
  if (tempC > rule.max) return rule.aboveMax;
  return undefined;
}

/** A dose in metric: millilitres (litres from 1,000 mL) for liquids, grams (kilograms from 1,000 g) for solids. */
export function metricDoseText(amount: number, unit: 'fl_oz' | 'oz' | 'lb'): string {
  if (unit === 'fl_oz') {
    const ml = amount * ML_PER_FL_OZ;
    return ml >= 1000 ? `${UP_TO_TWO.format(ml / 1000)} L` : `${WHOLE.format(ml)} mL`;
  }
  const grams = amount * GRAMS_PER_OZ * (unit === 'lb' ? OZ_PER_LB : 1);
  return grams >= 1000 ? `${UP_TO_TWO.format(grams / 1000)} kg` : `${WHOLE.format(grams)} g`;
}

const IMPERIAL_TEXT: Partial<Record<string, string>> = { fl_oz: 'fl oz', oz: 'oz', lb: 'lb', gallons: 'gallons' };
const isDoseUnit = (unit: string): unit is 'fl_oz' | 'oz' | 'lb' => unit === 'fl_oz' || unit === 'oz' || unit === 'lb';

/** An amount on its own in the owner's units: '12.8 fl oz' or '379 mL', '4,000 gallons' or '15,142 litres'. */
export function amountText(amount: number, unit: StepUnit | string, units: UnitSystem): string {
  if (unit === 'gallons') return volumeText(amount, units);
  if (units === 'metric' && isDoseUnit(unit)) return metricDoseText(amount, unit);
  return `${UP_TO_TWO.format(amount)} ${IMPERIAL_TEXT[unit] ?? unit}`;
}

/**
 * A dosage's wording in the owner's units. A plan records its dose in imperial words ('12.8 fl oz of
 * liquid chlorine (10%)', 'Drain about 20% (4,000 gallons) and refill'), shown as recorded; in metric
 * the amount in those words becomes millilitres, grams or litres ('379 mL of liquid chlorine (10%)').
 * Wording that does not carry the amount (a retest) stays as it is.
 */
export function dosageInUnits(dosage: { amount: number; unit: StepUnit | string; description: string }, units: UnitSystem): string {
  const { amount, unit, description } = dosage;
  const imperial = IMPERIAL_TEXT[unit];
  if (units === 'imperial' || imperial === undefined) return description;
  return description.replace(`${UP_TO_TWO.format(amount)} ${imperial}`, amountText(amount, unit, units));
}

const AMOUNT_IN_TEXT = /(\d[\d,]*(?:\.\d+)?) ?(fl oz|oz|lb|gallons|gal|°F)\b/g;
const UNIT_OF_TEXT: Record<string, StepUnit | '°F'> = { 'fl oz': 'fl_oz', oz: 'oz', lb: 'lb', gallons: 'gallons', gal: 'gallons', '°F': '°F' };

/**
 * Other wording recorded in US units (a plan's 'add no more than about 10 lb at a time', a product's
 * 'Raises free chlorine 1 ppm in 10,000 gal: 12.79 fl oz') with each amount in the owner's units
 * ('about 4.54 kg at a time'); as recorded in imperial.
 */
export function textInUnits(text: string, units: UnitSystem): string {
  if (units === 'imperial') return text;
  return text.replace(AMOUNT_IN_TEXT, (whole, number: string, word: string) => {
    const amount = Number(number.replace(/,/g, ''));
    const unit = UNIT_OF_TEXT[word];
    if (!Number.isFinite(amount) || unit === undefined) return whole;
    return unit === '°F' ? `${temperatureInUnits(amount, units)}°C` : amountText(amount, unit, units);
  });
}
