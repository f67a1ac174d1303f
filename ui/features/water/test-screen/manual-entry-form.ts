// The Manual Test Entry form (spec §2, §5): its fields with label, hint and step, and the check that
// runs on every change. Ranges and messages come from domain/water/reading-rules.ts (the server's own
// rules), so the form and the API always say the same thing. With metric units (Settings) the water
// temperature is typed in °C and sent as the nearest whole °F (domain/chemistry/display-units.ts).
import {
  metricTemperatureProblem, TEMPERATURE_ENTRY, temperatureInUnits, temperatureFOfEntry, type UnitSystem,
} from '../../../../domain/chemistry/display-units.ts';
import { checkReading, parseNumeric, type ReadingFieldErrors } from '../../../../domain/water/reading-rules.ts';
import type { ReadingPayload, StoredReading } from '../../../api/water.api.ts';

export type NumericField = Exclude<keyof ReadingPayload, 'notes'>;
export type FormValues = Record<keyof ReadingPayload, string>;

export interface FieldSpec {
  key: NumericField;
  label: string;
  hint?: string;
  step: string;
}

export const ESSENTIAL_FIELDS: readonly FieldSpec[] = [
  { key: 'ph', label: 'pH', hint: 'Target: 7.2-7.6', step: '0.1' },
  { key: 'freeChlorinePpm', label: 'Free Chlorine (ppm)', hint: 'Target: 1.0-3.0 ppm', step: '0.1' },
];

export const ADDITIONAL_FIELDS: readonly FieldSpec[] = [
  { key: 'totalChlorinePpm', label: 'Total Chlorine (ppm)', hint: 'Should be close to free chlorine', step: '0.1' },
  { key: 'totalAlkalinityPpm', label: 'Total Alkalinity (ppm)', hint: 'Target: 80-120 ppm', step: '1' },
  { key: 'cyaPpm', label: 'Cyanuric Acid (ppm)', hint: 'Target: 30-50 ppm', step: '1' },
  { key: 'calciumHardnessPpm', label: 'Calcium Hardness (ppm)', hint: 'Target: 150-300 ppm', step: '1' },
  { key: 'temperatureF', label: 'Water Temperature (°F)', step: '1' },
];

/** The additional fields in the owner's units: the temperature in °F or °C. */
export function additionalFields(units: UnitSystem): readonly FieldSpec[] {
  if (units === 'imperial') return ADDITIONAL_FIELDS;
  const { label, step } = TEMPERATURE_ENTRY.metric;
  return ADDITIONAL_FIELDS.map((spec) => (spec.key === 'temperatureF' ? { ...spec, label, step } : spec));
}

export const EMPTY_FORM: FormValues = {
  ph: '', freeChlorinePpm: '', totalChlorinePpm: '', totalAlkalinityPpm: '', cyaPpm: '', calciumHardnessPpm: '', temperatureF: '', notes: '',
};

const text = (value: number | null | undefined): string => (typeof value === 'number' ? String(value) : '');

/** The form prefilled from a stored reading (edit mode), the temperature in the owner's units. */
export function formFromReading(reading: StoredReading, units: UnitSystem = 'imperial'): FormValues {
  return {
    ph: text(reading.ph),
    freeChlorinePpm: text(reading.freeChlorinePpm),
    totalChlorinePpm: text(reading.totalChlorinePpm),
    totalAlkalinityPpm: text(reading.totalAlkalinityPpm),
    cyaPpm: text(reading.cyaPpm),
    calciumHardnessPpm: text(reading.calciumHardnessPpm),
    temperatureF: text(typeof reading.temperatureF === 'number' ? temperatureInUnits(reading.temperatureF, units) : null),
    notes: reading.notes ?? '',
  };
}

/** Every current field error (spec §5); empty when the form can be saved. A °C entry is checked in °C. */
export function formErrors(values: FormValues, units: UnitSystem = 'imperial'): ReadingFieldErrors {
  const check = checkReading(payloadOf(values, units));
  const fields: ReadingFieldErrors = check.ok ? {} : { ...check.fields };
  const tempC = parseNumeric(values.temperatureF);
  if (units === 'metric') {
    delete fields.temperatureF;
    const problem = tempC === null ? undefined : metricTemperatureProblem(tempC);
    if (problem) fields.temperatureF = problem;
  }
  return fields;
}

/** The payload sent on save: empty or unparseable values dropped to null, notes trimmed, the temperature in °F. */
export function payloadOf(values: FormValues, units: UnitSystem = 'imperial'): ReadingPayload {
  const number = (key: NumericField) => parseNumeric(values[key]);
  const temperature = number('temperatureF');
  return {
    ph: number('ph'),
    freeChlorinePpm: number('freeChlorinePpm'),
    totalChlorinePpm: number('totalChlorinePpm'),
    totalAlkalinityPpm: number('totalAlkalinityPpm'),
    cyaPpm: number('cyaPpm'),
    calciumHardnessPpm: number('calciumHardnessPpm'),
    temperatureF: temperature === null ? null : temperatureFOfEntry(temperature, units),
    notes: values.notes.trim() || null,
  };
}

export function hasEssentials(payload: ReadingPayload): boolean {
  return payload.ph !== null || payload.freeChlorinePpm !== null || payload.totalChlorinePpm !== null;
}
