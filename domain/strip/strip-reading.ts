// Maps matched pads onto the reading entity's fields and applies the chemistry consistency gate
// (free chlorine cannot exceed total chlorine, beyond what the two pads' reading error explains).
import { levelScale, positionOfValue, valueAtPosition } from './level-scale.ts';
import type { PadMatch } from './colour-match.ts';
import type { ChartPad, PadParameter } from './strip-chart.schema.ts';
import { stripError, type StripReadError } from './strip-errors.ts';

export interface StripReading {
  readonly ph: number;
  readonly freeChlorinePpm: number;
  readonly totalChlorinePpm: number;
  readonly totalAlkalinityPpm: number;
  readonly cyaPpm: number;
  readonly calciumHardnessPpm: number;
}

export type ReadingField = keyof StripReading;

export const READING_FIELD_OF_PAD: Record<PadParameter, ReadingField> = {
  ph: 'ph',
  freeChlorine: 'freeChlorinePpm',
  totalChlorine: 'totalChlorinePpm',
  totalAlkalinity: 'totalAlkalinityPpm',
  cyanuricAcid: 'cyaPpm',
  totalHardness: 'calciumHardnessPpm',
};

export const HARDNESS_NOTE =
  'calciumHardnessPpm is read from the total-hardness pad: total hardness stands in for calcium hardness (it also counts magnesium, so it can read a little high).';

/** Free chlorine may always read this many levels above total chlorine before it is an error. */
const CHLORINE_TOLERANCE_LEVELS = 1;
/** Coverage factor on the two pads' combined standard uncertainty (about 95 %). */
const CHLORINE_COVERAGE = 2;

export interface MatchedPad {
  readonly pad: ChartPad;
  readonly match: PadMatch;
}

/** Values of the pads read; a pad left unreadable (glare) has no field. */
export type PartialStripReading = Partial<StripReading>;

export type ReadingOutcome =
  | { readonly ok: true; reading: PartialStripReading; confidence: Partial<Record<ReadingField, number>>; notes: string[] }
  | { readonly ok: false; error: StripReadError };

/** Pads read (all six, or fewer when some were unreadable) onto the reading's fields, with the chlorine gate. */
export function toReading(matched: readonly MatchedPad[]): ReadingOutcome {
  const values: Partial<Record<ReadingField, number>> = {};
  const confidence: Partial<Record<ReadingField, number>> = {};
  for (const { pad, match } of matched) {
    const field = READING_FIELD_OF_PAD[pad.parameter];
    values[field] = match.value;
    confidence[field] = match.confidence;
  }
  const notes = matched.some((m) => m.pad.parameter === 'totalHardness') ? [HARDNESS_NOTE] : [];
  const fc = matched.find((m) => m.pad.parameter === 'freeChlorine');
  const tc = matched.find((m) => m.pad.parameter === 'totalChlorine');
  if (fc && tc && fc.match.value > tc.match.value) {
    const settled = settleChlorine(fc, tc);
    if (!settled.ok) return settled;
    values.freeChlorinePpm = settled.freeChlorinePpm;
    values.totalChlorinePpm = settled.totalChlorinePpm;
    notes.push(settled.note);
  }
  if (fc && values.freeChlorinePpm === 0 && (values.totalChlorinePpm ?? 0) >= 5) {
    notes.push('The free-chlorine pad is pale while total chlorine is high: very high chlorine can bleach the pad. Confirm with a drop test.');
    confidence.freeChlorinePpm = Math.min(confidence.freeChlorinePpm ?? 0, 0.3);
  }
  return { ok: true, reading: values, confidence, notes };
}

/**
 * Free chlorine above total chlorine cannot be. Beyond what the two pads' colours can explain (their combined
 * uncertainty, and never less than a level) the strip is refused; within it, both are most likely the same
 * value, and the better-read pad weighs more in it.
 */
function settleChlorine(fc: MatchedPad, tc: MatchedPad) {
  const tcScale = levelScale(tc.pad.levels, tc.pad.unit);
  const fcScale = levelScale(fc.pad.levels, fc.pad.unit);
  const fcAt = positionOfValue(tcScale, fc.match.value);
  const tcAt = positionOfValue(tcScale, tc.match.value);
  const combined = Math.hypot(fc.match.uncertaintyLevels, tc.match.uncertaintyLevels);
  if (fcAt - tcAt > Math.max(CHLORINE_TOLERANCE_LEVELS, CHLORINE_COVERAGE * combined)) {
    return {
      ok: false as const,
      error: stripError('chlorine_inconsistent', { freeChlorinePpm: fc.match.value, totalChlorinePpm: tc.match.value }),
    };
  }
  const wf = 1 / fc.match.uncertaintyLevels ** 2;
  const wt = 1 / tc.match.uncertaintyLevels ** 2;
  const common = valueAtPosition(tcScale, (fcAt * wf + tcAt * wt) / (wf + wt));
  return {
    ok: true as const,
    totalChlorinePpm: roundPpm(common),
    freeChlorinePpm: roundPpm(valueAtPosition(fcScale, positionOfValue(fcScale, common))),
    note: 'Free chlorine read slightly above total chlorine (within reading error); both are reported as the same value.',
  };
}

function roundPpm(v: number): number {
  return Math.round(v * 1000) / 1000;
}
