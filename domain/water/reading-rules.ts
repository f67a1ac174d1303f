// Spec §5 "Manual test form", applied on the server (and importable by the form, so both speak
// with the same messages). Every number is optional; empty or unparseable input counts as absent;
// at least one of pH, free chlorine or total chlorine must remain.
import type { ReadingValues } from './water.events.ts';

export type NumericInput = number | string | null | undefined;

/** The reading as a client sends it: numbers, numeric text, or nothing. */
export interface ReadingInput {
  ph?: NumericInput;
  freeChlorinePpm?: NumericInput;
  totalChlorinePpm?: NumericInput;
  totalAlkalinityPpm?: NumericInput;
  cyaPpm?: NumericInput;
  calciumHardnessPpm?: NumericInput;
  temperatureF?: NumericInput;
  notes?: string | null | undefined;
}

export type ReadingFieldErrors = Partial<Record<keyof ReadingValues, string>>;
export type ReadingCheck = { ok: true; values: ReadingValues } | { ok: false; message: string; fields: ReadingFieldErrors };

type NumericKey = Exclude<keyof ReadingValues, 'notes'>;
interface Rule {
  min: number;
  max: number;
  belowMin: string;
  aboveMax: string;
  /** Spec §5 step sizes: whole numbers for alkalinity, CYA, calcium hardness and temperature. */
  whole?: string;
}

/** Spec §5 table, with its exact messages. */
export const READING_RULES: Record<NumericKey, Rule> = {
  ph: { min: 0, max: 14, belowMin: 'pH must be 0 or higher', aboveMax: 'pH must be 14 or lower' },
  freeChlorinePpm: { min: 0, max: 50, belowMin: 'Free chlorine must be 0 or higher', aboveMax: 'Free chlorine seems too high' },
  totalChlorinePpm: { min: 0, max: 50, belowMin: 'Total chlorine must be 0 or higher', aboveMax: 'Total chlorine seems too high' },
  totalAlkalinityPpm: { min: 0, max: 1000, belowMin: 'Alkalinity must be 0 or higher', aboveMax: 'Alkalinity seems too high', whole: 'Alkalinity must be a whole number' },
  cyaPpm: { min: 0, max: 300, belowMin: 'CYA must be 0 or higher', aboveMax: 'CYA seems too high', whole: 'CYA must be a whole number' },
  calciumHardnessPpm: { min: 0, max: 2000, belowMin: 'Calcium hardness must be 0 or higher', aboveMax: 'Calcium hardness seems too high', whole: 'Calcium hardness must be a whole number' },
  temperatureF: { min: 32, max: 120, belowMin: 'Temperature must be at least 32°F', aboveMax: 'Temperature must be at most 120°F', whole: 'Temperature must be a whole number' },
};

export const MISSING_ESSENTIALS_MESSAGE = 'Please enter at least pH or chlorine levels';
export const NOTES_MAX_LENGTH = 2000;

/** Empty or unparseable input is absent (null). */
export function parseNumeric(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

function checkNumber(key: NumericKey, value: number | null, fields: ReadingFieldErrors): void {
  if (value === null) return;
  const rule = READING_RULES[key];
  if (value < rule.min) fields[key] = rule.belowMin;
  else if (value > rule.max) fields[key] = rule.aboveMax;
  else if (rule.whole && !Number.isInteger(value)) fields[key] = rule.whole;
}

/** Normalises and checks a reading; on failure every broken field has its message. */
export function checkReading(input: ReadingInput): ReadingCheck {
  const fields: ReadingFieldErrors = {};
  const numbers = {} as Record<NumericKey, number | null>;
  for (const key of Object.keys(READING_RULES) as NumericKey[]) {
    numbers[key] = parseNumeric(input[key]);
    checkNumber(key, numbers[key], fields);
  }
  const notes = input.notes?.trim() ? input.notes.trim() : null;
  if (notes !== null && notes.length > NOTES_MAX_LENGTH) fields.notes = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;
  if (numbers.ph === null && numbers.freeChlorinePpm === null && numbers.totalChlorinePpm === null) {
    fields.ph ??= MISSING_ESSENTIALS_MESSAGE;
  }
  const messages = Object.values(fields);
  if (messages.length > 0) return { ok: false, message: messages[0] ?? MISSING_ESSENTIALS_MESSAGE, fields };
  return { ok: true, values: { ...numbers, notes } };
}

export function sameValues(a: ReadingValues, b: ReadingValues): boolean {
  return (Object.keys(a) as (keyof ReadingValues)[]).every((key) => a[key] === b[key]);
}
