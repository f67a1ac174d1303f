// How the Water Chemistry panel shows a reading (spec §3 "Water Chemistry input", §4 colour,
// trend and gauge fill). The ranges are the pool's (water-targets.ts: free chlorine by CYA, the rest
// spec §9). Pure so the React panel only renders what this says.

import { DISPLAY_RANGES, type DisplayKey, type DisplayRange } from './water-targets.ts';

export { DISPLAY_RANGES, type DisplayKey, type DisplayRange };

/** The panel's input: any field may be missing. */
export type WaterChemistryInput = Partial<Record<DisplayKey, number | null>>;

const DISPLAY_ORDER: readonly DisplayKey[] = ['ph', 'chlorine', 'alkalinity', 'temperature', 'cyanuricAcid', 'calciumHardness'];

export type ReadingColour = 'green' | 'amber' | 'red';
export type Trend = 'up' | 'down' | 'stable';
export type IdealNote = 'Below ideal range' | 'Above ideal range' | 'Within ideal range';

export type DisplayedReading = DisplayRange & {
  key: DisplayKey; value: number; colour: ReadingColour; trend: Trend;
};

/** Green inside ideal, amber between ideal and critical, red beyond critical (bounds inclusive). */
export function readingColour(value: number, range: DisplayRange): ReadingColour {
  if (value >= range.idealMin && value <= range.idealMax) return 'green';
  if (value >= range.criticalMin && value <= range.criticalMax) return 'amber';
  return 'red';
}

/**
 * Spec §4 trend thresholds: pH up above 7.4, down below 7.2; alkalinity up above 120, down below 80;
 * chlorine down below the ideal minimum and up above half a ppm under the ideal maximum (spec: 1 and
 * 2.5 for its 1-3 band), so the arrows follow the pool's CYA-based band. Temperature, CYA and calcium
 * never show a trend.
 */
export function readingTrend(key: DisplayKey, value: number, range: DisplayRange = DISPLAY_RANGES[key]): Trend {
  const bands: Partial<Record<DisplayKey, { up: number; down: number }>> = {
    ph: { up: 7.4, down: 7.2 },
    chlorine: { up: range.idealMax - 0.5, down: range.idealMin },
    alkalinity: { up: 120, down: 80 },
  };
  const band = bands[key];
  if (band === undefined) return 'stable';
  if (value > band.up) return 'up';
  if (value < band.down) return 'down';
  return 'stable';
}

/** Position of the value between critical min and max, as a percentage clamped to 0–100. */
export function gaugeFillPercent(value: number, range: DisplayRange): number {
  const percent = ((value - range.criticalMin) / (range.criticalMax - range.criticalMin)) * 100;
  return Math.min(100, Math.max(0, percent));
}

export function idealNote(value: number, range: DisplayRange): IdealNote {
  if (value < range.idealMin) return 'Below ideal range';
  if (value > range.idealMax) return 'Above ideal range';
  return 'Within ideal range';
}

/** Values show with one decimal (spec §9). */
export function formatReadingValue(value: number): string {
  return value.toFixed(1);
}

/** A field shows only when present and above zero; chlorine also when exactly zero. */
function isDisplayed(key: DisplayKey, value: number | null | undefined): value is number {
  if (value === null || value === undefined || !Number.isFinite(value)) return false;
  return key === 'chlorine' ? value >= 0 : value > 0;
}

/** The cards of a reading, judged against the pool's ranges (waterTargets(…).ranges). */
export function displayedReadings(input: WaterChemistryInput, ranges: Record<DisplayKey, DisplayRange> = DISPLAY_RANGES): DisplayedReading[] {
  return DISPLAY_ORDER.flatMap((key) => {
    const value = input[key];
    if (!isDisplayed(key, value)) return [];
    const range = ranges[key];
    return [{ ...range, key, value, colour: readingColour(value, range), trend: readingTrend(key, value, range) }];
  });
}

export type ChemistrySummary = { inIdeal: number; total: number; text: string; emoji: '🏊' | '⚠️' | '🔧' };

/**
 * 'N of M levels in ideal range': swimmer when all ideal, warning sign when any is critical, else
 * wrench. Never the swimmer without a chlorine value: untested water is not known to be safe to swim in.
 */
export function chemistrySummary(readings: readonly DisplayedReading[]): ChemistrySummary {
  const inIdeal = readings.filter((r) => r.colour === 'green').length;
  const total = readings.length;
  const anyCritical = readings.some((r) => r.colour === 'red');
  const chlorineTested = readings.some((r) => r.key === 'chlorine');
  const emoji = inIdeal === total && chlorineTested ? '🏊' : anyCritical ? '⚠️' : '🔧';
  return { inIdeal, total, text: `${inIdeal} of ${total} levels in ideal range`, emoji };
}
