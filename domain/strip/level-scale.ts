// The chart's level scale: a value's position between chart levels (0 = first level, 1 = second, …).
// Linear between levels for pH, logarithmic for ppm; 0 ppm counts as a quarter of the first non-zero level.
// Used both to interpolate a matched colour into a value and to score readings against truth.
import type { ChartLevel } from './strip-chart.schema.ts';

export interface LevelScale {
  readonly values: readonly number[];
  readonly logarithmic: boolean;
}

export function levelScale(levels: readonly ChartLevel[], unit: string): LevelScale {
  return { values: levels.map((l) => l.value), logarithmic: unit.toLowerCase() === 'ppm' };
}

function zeroStandIn(values: readonly number[]): number {
  const firstNonZero = values.find((v) => v > 0) ?? 1;
  return firstNonZero / 4;
}

function transform(scale: LevelScale, value: number): number {
  if (!scale.logarithmic) return value;
  return Math.log(Math.max(value, zeroStandIn(scale.values)));
}

function untransform(scale: LevelScale, t: number, lowerValue: number): number {
  if (!scale.logarithmic) return t;
  const v = Math.exp(t);
  return lowerValue === 0 && v <= zeroStandIn(scale.values) * 1.0001 ? 0 : v;
}

/** Position of a value on the level scale; clamps outside the chart's range. */
export function positionOfValue(scale: LevelScale, value: number): number {
  const vs = scale.values;
  const last = vs.length - 1;
  const x = transform(scale, value);
  for (let i = 0; i < last; i++) {
    const lo = transform(scale, vs[i] ?? 0);
    const hi = transform(scale, vs[i + 1] ?? 0);
    if (x <= hi || i === last - 1) return Math.min(last, Math.max(0, i + (x - lo) / (hi - lo)));
  }
  return 0;
}

/** Value at a (fractional) position on the level scale. */
export function valueAtPosition(scale: LevelScale, position: number): number {
  const vs = scale.values;
  const last = vs.length - 1;
  const p = Math.min(last, Math.max(0, position));
  const i = Math.min(last - 1, Math.floor(p));
  const lower = vs[i] ?? 0;
  const upper = vs[i + 1] ?? lower;
  const lo = transform(scale, lower);
  const hi = transform(scale, upper);
  return untransform(scale, lo + (hi - lo) * (p - i), p - i < 1e-9 ? lower : 1);
}
