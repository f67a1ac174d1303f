// Coarse search for the strip at any rotation: on a small copy of the photo, try every direction and
// score each line by how far along it a thin bar (the strip) differs from the surface on both of its sides.
// A second, finer pass around each hit sharpens its angle. The fine fit on the full-size image decides
// between the returned candidates.
import { downsampleBox, type RgbImage } from './raster.ts';

export interface StripCandidate {
  /** A point on the strip's centre line inside its most bar-like stretch, in full-image pixels. */
  readonly x: number;
  readonly y: number;
  readonly angleRad: number;
  /** Distance of the side probes that responded, in full-image pixels (the strip's half-width is below it). */
  readonly probePx: number;
  readonly score: number;
}

const COARSE_SIDE = 128;
const ANGLE_STEP_DEG = 9;
const PROBES = [1, 2, 3];
const CONTRAST_CAP = 150;
const DEG = Math.PI / 180;
const KEEP_PER_ANGLE = 12;

interface Hit {
  score: number;
  angle: number;
  r: number;
  t: number;
  probe: number;
}

/** Candidates best first; each is sharpened only when asked for, since most photos need just the first. */
export function* findStripCandidates(image: RgbImage, maxCandidates = 5): Generator<StripCandidate> {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / COARSE_SIDE));
  const coarse = downsampleBox(image, factor);
  const side = Math.max(coarse.width, coarse.height);
  const hits: Hit[] = [];
  for (let deg = 0; deg < 180; deg += ANGLE_STEP_DEG) {
    hits.push(...scanRows(coarse, deg * DEG, null, 2, Math.round(0.1 * side), PROBES, CONTRAST_CAP));
  }
  hits.sort((a, b) => b.score - a.score);
  const kept: Hit[] = [];
  for (const h of hits) {
    if (kept.length >= maxCandidates) break;
    if (kept.some((k) => isNear(k, h, side))) continue;
    kept.push(h);
  }
  const seen: Hit[] = [];
  for (const hit of kept) {
    const sharp = sharpenAngle(coarse, hit);
    if (seen.some((k) => isNear(k, sharp, side))) continue;
    seen.push(sharp);
    yield toCandidate(sharp, coarse, factor);
  }
}

function toCandidate(h: Hit, coarse: RgbImage, factor: number): StripCandidate {
  const [x, y] = hitPoint(h, coarse);
  return { x: (x + 0.5) * factor, y: (y + 0.5) * factor, angleRad: h.angle, probePx: h.probe * factor, score: h.score };
}

function hitPoint(h: Hit, img: RgbImage): [number, number] {
  const c = Math.cos(h.angle);
  const s = Math.sin(h.angle);
  return [img.width / 2 + h.t * c - h.r * s, img.height / 2 + h.t * s + h.r * c];
}

/** Re-scans rows through the hit at finer angles with a longer window: ±6° in 3° steps, then ±1.5° around the best. */
function sharpenAngle(img: RgbImage, hit: Hit): Hit {
  const [px, py] = hitPoint(hit, img);
  const dx = px - img.width / 2;
  const dy = py - img.height / 2;
  const window = Math.round(0.16 * Math.max(img.width, img.height));
  let best = hit;
  let bestScore = -1;
  let bestD = 0;
  const tryAngle = (d: number) => {
    const angle = hit.angle + d * DEG;
    const r = Math.round(-dx * Math.sin(angle) + dy * Math.cos(angle));
    const found = scanRows(img, angle, [r - 2, r + 2], 1, window, [hit.probe], CONTRAST_CAP)[0];
    if (found && found.score > bestScore) {
      bestScore = found.score;
      best = { ...found, score: hit.score };
      bestD = d;
    }
  };
  for (const d of [-6, -3, 0, 3, 6]) tryAngle(d);
  const centre = bestD;
  for (const d of [centre - 1.5, centre + 1.5]) tryAngle(d);
  return best;
}

function isNear(a: Hit, b: Hit, side: number): boolean {
  let dAngle = Math.abs(a.angle - b.angle) % Math.PI;
  dAngle = Math.min(dAngle, Math.PI - dAngle);
  const ax = a.t * Math.cos(a.angle) - a.r * Math.sin(a.angle);
  const ay = a.t * Math.sin(a.angle) + a.r * Math.cos(a.angle);
  const bx = b.t * Math.cos(b.angle) - b.r * Math.sin(b.angle);
  const by = b.t * Math.sin(b.angle) + b.r * Math.cos(b.angle);
  return Math.hypot(ax - bx, ay - by) < side * 0.1 && dAngle < 25 * DEG;
}

/**
 * Per row (line along the angle) and half-width h, the best window of "two parallel edges": the cross-gradient
 * h rows to either side, whichever is weaker. Best first.
 */
function scanRows(
  img: RgbImage,
  angle: number,
  rows: [number, number] | null,
  tStep: number,
  windowPx: number,
  probes: readonly number[],
  cap: number,
): Hit[] {
  const maxProbe = Math.max(...probes) + 1;
  const grid = sampleRotated(img, angle, tStep, rows, maxProbe);
  const { tCount, rFirst, rCount, half } = grid;
  const grad = crossGradient(grid.values, tCount, rCount, grid.first, grid.last);
  const window = Math.max(4, Math.round(windowPx / tStep));
  const resp = new Float32Array(tCount);
  const hits: Hit[] = [];
  let floor = 0;
  for (const k of probes) {
    for (let ir = maxProbe; ir < rCount - maxProbe; ir++) {
      const left = (ir - k) * tCount;
      const right = (ir + k) * tCount;
      const lo = Math.max(grid.first[ir - k]!, grid.first[ir + k]!);
      const hi = Math.min(grid.last[ir - k]!, grid.last[ir + k]!);
      if (hi - lo < window) continue;
      for (let it = lo; it < hi; it++) {
        const a = grad[left + it]!;
        const b = grad[right + it]!;
        const m = a < b ? a : b;
        resp[it] = m < cap ? m : cap;
      }
      const best = bestWindow(resp, window, lo, hi);
      if (best.sum > floor) {
        const t = (best.start + window / 2) * tStep - half;
        hits.push({ score: best.sum / window, angle, r: rFirst + ir, t, probe: k });
        if (hits.length >= 4 * KEEP_PER_ANGLE) floor = trimHits(hits) * window;
      }
    }
  }
  trimHits(hits);
  return hits;
}

/** Keeps the best few hits, best first; returns the lowest kept score. */
function trimHits(hits: Hit[]): number {
  hits.sort((a, b) => b.score - a.score);
  hits.length = Math.min(hits.length, KEEP_PER_ANGLE);
  return hits[hits.length - 1]?.score ?? 0;
}

/** L1 colour difference between the rows above and below each sample; 0 where either is outside. */
function crossGradient(g: Int16Array, tCount: number, rCount: number, first: Int32Array, last: Int32Array): Float32Array {
  const out = new Float32Array(rCount * tCount);
  for (let ir = 1; ir < rCount - 1; ir++) {
    const up = (ir + 1) * tCount * 3;
    const down = (ir - 1) * tCount * 3;
    const row = ir * tCount;
    const lo = Math.max(first[ir - 1]!, first[ir + 1]!);
    const hi = Math.min(last[ir - 1]!, last[ir + 1]!);
    for (let it = lo, o = lo * 3; it < hi; it++, o += 3) {
      if (g[up + o]! < 0 || g[down + o]! < 0) continue;
      out[row + it] =
        Math.abs(g[up + o]! - g[down + o]!) + Math.abs(g[up + o + 1]! - g[down + o + 1]!) + Math.abs(g[up + o + 2]! - g[down + o + 2]!);
    }
  }
  return out;
}

/** Nearest-pixel samples of the image rotated by angle about its centre; -1 marks points outside. */
function sampleRotated(img: RgbImage, angle: number, tStep: number, rows: [number, number] | null, pad: number) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const half = Math.ceil(Math.hypot(img.width, img.height) / 2);
  const rFirst = (rows ? rows[0] : -half) - pad;
  const rLast = (rows ? rows[1] : half) + pad;
  const tCount = Math.floor((2 * half) / tStep) + 1;
  const rCount = rLast - rFirst + 1;
  const values = new Int16Array(rCount * tCount * 3).fill(-1);
  const first = new Int32Array(rCount);
  const last = new Int32Array(rCount);
  const cx = img.width / 2;
  const cy = img.height / 2;
  const { data, width, height } = img;
  for (let ir = 0; ir < rCount; ir++) {
    const r = rFirst + ir;
    const x0 = cx - half * c - r * s;
    const y0 = cy - half * s + r * c;
    const dx = tStep * c;
    const dy = tStep * s;
    const [a, b] = insideSpan(x0, y0, dx, dy, width, height, tCount);
    first[ir] = a;
    last[ir] = b;
    for (let it = a, o = (ir * tCount + a) * 3; it < b; it++, o += 3) {
      const x = Math.floor(x0 + it * dx);
      const y = Math.floor(y0 + it * dy);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = (y * width + x) * 3;
      values[o] = data[i]!;
      values[o + 1] = data[i + 1]!;
      values[o + 2] = data[i + 2]!;
    }
  }
  return { values, tCount, rCount, rFirst, half, first, last };
}

/** Index range [a, b) of steps along a ray that can fall inside the image (one step of slack each side). */
function insideSpan(x0: number, y0: number, dx: number, dy: number, w: number, h: number, n: number): [number, number] {
  let lo = 0;
  let hi = n;
  for (const [p, d, size] of [[x0, dx, w], [y0, dy, h]] as const) {
    if (Math.abs(d) < 1e-9) {
      if (p < 0 || p >= size) return [0, 0];
      continue;
    }
    const t0 = (0 - p) / d;
    const t1 = (size - p) / d;
    lo = Math.max(lo, Math.floor(Math.min(t0, t1)) - 1);
    hi = Math.min(hi, Math.ceil(Math.max(t0, t1)) + 1);
  }
  return hi > lo ? [lo, hi] : [0, 0];
}

function bestWindow(values: Float32Array, window: number, from: number, to: number): { sum: number; start: number } {
  let sum = 0;
  for (let i = from; i < Math.min(from + window, to); i++) sum += values[i]!;
  let best = sum;
  let start = from;
  for (let i = from + window; i < to; i++) {
    sum += values[i]! - values[i - window]!;
    if (sum > best) {
      best = sum;
      start = i - window + 1;
    }
  }
  return { sum: best, start };
}
