// The colour profile along a fitted strip: mean colour of the strip's central band at every pixel along its
// axis, with prefix sums so any stretch's mean and variance cost O(1) during the layout search.
import { sampleFrameGrid, type RgbImage } from './raster.ts';
import type { StripLine } from './strip-refine.ts';

export interface Profile {
  readonly start: number;
  readonly sums: Float64Array;
  readonly sq: Float64Array;
  readonly valid: Float64Array;
  readonly values: Float32Array;
}

/** The best placement for each direction along the line (handle at either end), best first. */
export function sampleProfile(image: RgbImage, line: StripLine, reach: number): Profile {
  const half = Math.max(1, line.widthPx * 0.3);
  const step = Math.max(1, half / 2);
  const grid = sampleFrameGrid(image, line.frame, [-reach, reach, 1], [-half, half, step]);
  const n = grid.tCount;
  const values = new Float32Array(n * 3);
  const sums = new Float64Array((n + 1) * 3);
  const sq = new Float64Array(n + 1);
  const valid = new Float64Array(n + 1);
  for (let it = 0; it < n; it++) {
    let count = 0;
    const acc = [0, 0, 0];
    for (let ir = 0; ir < grid.rCount; ir++) {
      const o = (it * grid.rCount + ir) * 3;
      if (Number.isNaN(grid.data[o]!)) continue;
      for (let ch = 0; ch < 3; ch++) acc[ch]! += grid.data[o + ch]!;
      count++;
    }
    const ok = count > 0 ? 1 : 0;
    let q = 0;
    for (let ch = 0; ch < 3; ch++) {
      const v = ok ? acc[ch]! / count : 0;
      values[it * 3 + ch] = ok ? v : NaN;
      sums[(it + 1) * 3 + ch] = sums[it * 3 + ch]! + v;
      q += v * v;
    }
    sq[it + 1] = sq[it]! + q;
    valid[it + 1] = valid[it]! + ok;
  }
  return { start: -reach, sums, sq, valid, values };
}

export interface Segment {
  mean: [number, number, number];
  variance: number;
  ok: boolean;
}

export function segment(p: Profile, fromPx: number, toPx: number): Segment {
  const n = p.valid.length - 1;
  const a = Math.max(0, Math.min(n, Math.round(fromPx - p.start)));
  const b = Math.max(0, Math.min(n, Math.round(toPx - p.start)));
  const count = p.valid[b]! - p.valid[a]!;
  if (b - a < 1 || count < (b - a) * 0.9) return { mean: [0, 0, 0], variance: 0, ok: false };
  const mean: [number, number, number] = [0, 0, 0];
  let m2 = 0;
  for (let ch = 0; ch < 3; ch++) {
    mean[ch] = (p.sums[b * 3 + ch]! - p.sums[a * 3 + ch]!) / count;
    m2 += mean[ch]! * mean[ch]!;
  }
  return { mean, variance: Math.max(0, (p.sq[b]! - p.sq[a]!) / count - m2), ok: true };
}

export function dist2(a: readonly number[], b: readonly number[]): number {
  return (a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2;
}

export function sampleAt(p: Profile, pos: number): number[] | null {
  const i = Math.round(pos - p.start);
  if (i < 0 || i * 3 + 2 >= p.values.length) return null;
  const v = [p.values[i * 3]!, p.values[i * 3 + 1]!, p.values[i * 3 + 2]!];
  return Number.isNaN(v[0]!) ? null : v;
}
