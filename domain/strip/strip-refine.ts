// Fine fit of the strip's centre line on the full-size image: finds both long edges of the strip near a
// coarse candidate and fits straight lines to them, which gives the exact angle, centre and width.
import { sampleFrameGrid, type RgbImage, type StripFrame } from './raster.ts';
import type { StripCandidate } from './strip-search.ts';

/** A strip spanning the whole photo is 1/18.6 of it wide: nothing wider than this share can be the strip. */
const MAX_WIDTH_SHARE = 0.065;

export interface StripLine {
  readonly frame: StripFrame;
  readonly widthPx: number;
  /** Mean cross-gradient on the two edges (8-bit L1 units): how clearly the strip stands out. */
  readonly edgeStrength: number;
}

export function refineStripLine(image: RgbImage, candidate: StripCandidate): StripLine | null {
  let frame: StripFrame = { originX: candidate.x, originY: candidate.y, angleRad: candidate.angleRad };
  let halfWidth = candidate.probePx;
  let line: StripLine | null = null;
  // A short stretch first tolerates the coarse angle error; longer stretches then pin the angle down.
  for (const lengthInHalfWidths of [5, 12, 12]) {
    line = fitEdges(image, frame, halfWidth, lengthInHalfWidths);
    if (!line) return null;
    frame = line.frame;
    halfWidth = line.widthPx / 2;
  }
  return line;
}

function fitEdges(image: RgbImage, frame: StripFrame, halfWidth: number, lengthInHalfWidths: number): StripLine | null {
  // Wide enough for a coarse centre that sits on one edge of the strip.
  const maxWidth = Math.max(image.width, image.height) * MAX_WIDTH_SHARE;
  const reach = Math.min(Math.ceil(maxWidth * 1.2), Math.max(30, Math.ceil(halfWidth * 6)));
  const length = Math.max(20, Math.round(halfWidth * lengthInHalfWidths));
  const grid = sampleFrameGrid(image, frame, [-length, length, 2], [-reach, reach, 1]);
  const { tCount, rCount, data } = grid;
  const grad = new Float32Array(tCount * rCount);
  const mean = new Float32Array(rCount);
  for (let it = 0; it < tCount; it++) {
    for (let ir = 1; ir < rCount - 1; ir++) {
      const a = (it * rCount + ir + 1) * 3;
      const b = (it * rCount + ir - 1) * 3;
      const g = Math.abs(data[a]! - data[b]!) + Math.abs(data[a + 1]! - data[b + 1]!) + Math.abs(data[a + 2]! - data[b + 2]!);
      const v = Number.isNaN(g) ? 0 : g;
      grad[it * rCount + ir] = v;
      mean[ir] = mean[ir]! + v / tCount;
    }
  }
  const pair = edgePair(mean, halfWidth, maxWidth);
  if (!pair) return null;
  const [leftPeak, rightPeak] = pair;
  const tol = Math.max(2, Math.round(halfWidth * 0.3));
  const left = edgeTrack(grad, tCount, rCount, leftPeak, tol);
  const right = edgeTrack(grad, tCount, rCount, rightPeak, tol);
  const fl = robustLine(left);
  const fr = robustLine(right);
  if (!fl || !fr) return null;
  // Rows are 2 px apart along t; r offsets are in px from -reach.
  const slope = (fl.slope + fr.slope) / 2 / 2;
  const dAngle = Math.atan(slope);
  const midR = (fl.intercept + fr.intercept) / 2 - reach;
  const c = Math.cos(frame.angleRad);
  const s = Math.sin(frame.angleRad);
  // Intercepts are at row 0 (t = -length): move the origin back to t = 0 on the fitted centre line.
  const rAtZero = midR + slope * length;
  const width = Math.abs(fr.intercept - fl.intercept) * Math.cos(dAngle);
  if (width < 3) return null;
  return {
    frame: { originX: frame.originX - rAtZero * s, originY: frame.originY + rAtZero * c, angleRad: frame.angleRad + dAngle },
    widthPx: width,
    edgeStrength: (mean[leftPeak]! + mean[rightPeak]!) / 2,
  };
}

/** The two strongest gradient peaks that could be the strip's edges: plausible width, around the middle. */
function edgePair(mean: Float32Array, halfWidth: number, widthLimit: number): [number, number] | null {
  const peaks: number[] = [];
  for (let i = 2; i < mean.length - 2; i++) if (mean[i]! >= mean[i - 1]! && mean[i]! > mean[i + 1]! && mean[i]! > 4) peaks.push(i);
  const middle = (mean.length - 1) / 2;
  const minWidth = Math.max(3, halfWidth * 0.8);
  const maxWidth = Math.min(widthLimit, halfWidth * 8);
  let best: [number, number] | null = null;
  let bestScore = 0;
  for (const a of peaks) {
    for (const b of peaks) {
      const width = b - a;
      if (width < minWidth || width > maxWidth || Math.abs((a + b) / 2 - middle) > middle * 0.7) continue;
      const score = Math.min(mean[a]!, mean[b]!);
      if (score > bestScore) {
        bestScore = score;
        best = [a, b];
      }
    }
  }
  return best;
}

/** Per row, the strongest gradient within tol of the expected edge column, with its strength. */
function edgeTrack(grad: Float32Array, tCount: number, rCount: number, peak: number, tol: number) {
  const points: { x: number; y: number; w: number }[] = [];
  for (let it = 0; it < tCount; it++) {
    let best = -1;
    let bestV = 0;
    for (let ir = Math.max(1, peak - tol); ir <= Math.min(rCount - 2, peak + tol); ir++) {
      const v = grad[it * rCount + ir]!;
      if (v > bestV) {
        bestV = v;
        best = ir;
      }
    }
    if (best < 0) continue;
    // Sub-pixel peak from the parabola through the neighbours.
    const a = grad[it * rCount + best - 1]!;
    const c = grad[it * rCount + best + 1]!;
    const denom = a - 2 * bestV + c;
    const offset = denom < 0 ? (0.5 * (a - c)) / denom : 0;
    points.push({ x: it, y: best + Math.max(-0.5, Math.min(0.5, offset)), w: bestV });
  }
  return points;
}

/** Weighted least-squares line y = intercept + slope * x, refitted without outliers; strong rows only. */
function robustLine(points: { x: number; y: number; w: number }[]) {
  const sorted = points.map((p) => p.w).sort((a, b) => a - b);
  const threshold = (sorted[Math.floor(sorted.length * 0.5)] ?? 0) * 0.5;
  let use = points.filter((p) => p.w > threshold && p.w > 6);
  let fit = fitLine(use);
  for (let i = 0; i < 2 && fit; i++) {
    const f = fit;
    use = use.filter((p) => Math.abs(p.y - (f.intercept + f.slope * p.x)) < 1.5);
    fit = fitLine(use);
  }
  return fit;
}

function fitLine(points: { x: number; y: number; w: number }[]) {
  if (points.length < 4) return null;
  let sw = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sw += p.w;
    sx += p.w * p.x;
    sy += p.w * p.y;
    sxx += p.w * p.x * p.x;
    sxy += p.w * p.x * p.y;
  }
  const det = sw * sxx - sx * sx;
  if (Math.abs(det) < 1e-9) return null;
  const slope = (sw * sxy - sx * sy) / det;
  return { slope, intercept: (sy - slope * sx) / sw };
}
