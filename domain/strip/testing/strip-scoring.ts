// Scores readings against true values the way the shared samples are scored: per pad, the distance in chart
// levels (linear for pH, log for ppm, 0 ppm as a quarter of the first non-zero level); exact within half a
// level, "within one" within one level.
import { levelScale, positionOfValue } from '../level-scale.ts';
import { padsFromHandle, type StripChart } from '../strip-chart.schema.ts';
import { READING_FIELD_OF_PAD, type StripReading } from '../strip-reading.ts';

export interface PadScore {
  readonly field: keyof StripReading;
  readonly levelError: number;
  readonly exact: boolean;
  readonly withinOne: boolean;
}

/** A pad missing from the reading (refused photo, or a pad left unreadable in a partial one) counts as a miss. */
export function scoreReading(chart: StripChart, truth: StripReading, read: Partial<StripReading> | null): PadScore[] {
  return padsFromHandle(chart).map((pad) => {
    const field = READING_FIELD_OF_PAD[pad.parameter];
    const scale = levelScale(pad.levels, pad.unit);
    const value = read?.[field];
    const levelError = value === undefined ? Infinity : Math.abs(positionOfValue(scale, value) - positionOfValue(scale, truth[field]));
    return { field, levelError, exact: levelError <= 0.5, withinOne: levelError <= 1 };
  });
}

export interface AccuracySummary {
  readonly pads: number;
  readonly withinOne: number;
  readonly exact: number;
  /** Photos answered with an error instead of a reading (their pads count as misses). */
  readonly refused: number;
}

export function summarise(scores: readonly PadScore[][]): AccuracySummary {
  const all = scores.flat();
  const share = (f: (s: PadScore) => boolean) => (all.length ? all.filter(f).length / all.length : 0);
  return {
    pads: all.length,
    withinOne: round3(share((s) => s.withinOne)),
    exact: round3(share((s) => s.exact)),
    refused: scores.filter((s) => s.every((p) => p.levelError === Infinity)).length,
  };
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
