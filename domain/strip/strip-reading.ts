// Maps matched pads onto the reading entity's fields and applies the chemistry consistency gate
// (free chlorine cannot exceed total chlorine).
import { levelScale, positionOfValue } from './level-scale.ts';
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

/** How far (in levels of the total-chlorine scale) free chlorine may read above total chlorine before it is an error. */
const CHLORINE_TOLERANCE_LEVELS = 1;

export interface MatchedPad {
  readonly pad: ChartPad;
  readonly match: PadMatch;
}

export type ReadingOutcome =
  | { readonly ok: true; reading: StripReading; confidence: Record<ReadingField, number>; notes: string[] }
  | { readonly ok: false; error: StripReadError };

export function toReading(matched: readonly MatchedPad[]): ReadingOutcome {
  const values: Partial<Record<ReadingField, number>> = {};
  const confidence: Partial<Record<ReadingField, number>> = {};
  for (const { pad, match } of matched) {
    const field = READING_FIELD_OF_PAD[pad.parameter];
    values[field] = match.value;
    confidence[field] = match.confidence;
  }
  const notes = [HARDNESS_NOTE];
  const fc = values.freeChlorinePpm ?? 0;
  const tc = values.totalChlorinePpm ?? 0;
  const tcPad = matched.find((m) => m.pad.parameter === 'totalChlorine')?.pad;
  if (fc > tc && tcPad) {
    const scale = levelScale(tcPad.levels, tcPad.unit);
    const excess = positionOfValue(scale, fc) - positionOfValue(scale, tc);
    if (excess > CHLORINE_TOLERANCE_LEVELS) {
      return { ok: false, error: stripError('chlorine_inconsistent', { freeChlorinePpm: fc, totalChlorinePpm: tc }) };
    }
    values.totalChlorinePpm = fc;
    notes.push('Free chlorine read slightly above total chlorine (within reading error); total chlorine is reported equal to free chlorine.');
  }
  const fcPad = matched.find((m) => m.pad.parameter === 'freeChlorine');
  if (fcPad && fc === 0 && (values.totalChlorinePpm ?? 0) >= 5) {
    notes.push('The free-chlorine pad is pale while total chlorine is high: very high chlorine can bleach the pad. Confirm with a drop test.');
    confidence.freeChlorinePpm = Math.min(confidence.freeChlorinePpm ?? 0, 0.3);
  }
  return {
    ok: true,
    reading: values as StripReading,
    confidence: confidence as Record<ReadingField, number>,
    notes,
  };
}
