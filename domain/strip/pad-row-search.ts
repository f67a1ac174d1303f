// Finds the strip by its pads rather than by its backing: a white strip on white paper has no edges to find,
// and on tiles or wood grain the backing's edges drown among others. Pads are small squares that differ
// from what surrounds them; the strip's pads are several such squares in a straight row at the chart's pitch,
// of different colours (a tile grid is a row of squares too, but of one colour). On a small copy of the photo:
// square blobs by a box-minus-ring contrast at a few sizes, then pairs of blobs propose a row (direction and
// pitch) that the other blobs must confirm.
import { downsampleBox, type RgbImage } from './raster.ts';
import type { StripChart } from './strip-chart.schema.ts';
import type { StripLine } from './strip-refine.ts';

const COARSE_SIDE = 320;
/** Pad sides tried on the small copy, in its pixels. */
const BOX_SIDES = [4, 6, 8, 11];
const MIN_RESPONSE = 18;
const MAX_BLOBS = 160;
/** A predicted pad position is confirmed by a blob within this share of the pitch. */
const POSITION_TOLERANCE = 0.3;
/** Rows confirmed by fewer pads than this are not proposed. */
const MIN_PADS = 4;

export interface Blob {
  readonly x: number;
  readonly y: number;
  readonly side: number;
  readonly response: number;
  readonly colour: readonly [number, number, number];
}

export interface PadRow {
  /** Blobs on the row, in order along it. */
  readonly blobs: Blob[];
  /** Pad pitch along the row and its direction, in the small copy's pixels. */
  readonly pitch: number;
  readonly angleRad: number;
  readonly score: number;
}

/** Up to `max` lines through rows of pads, best first, in full-image pixels. */
export function findPadRowLines(image: RgbImage, chart: StripChart, max = 3): StripLine[] {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / COARSE_SIDE));
  const coarse = downsampleBox(image, factor);
  const g = chart.geometryMm;
  const pitchMm = g.padSize + g.padGap;
  const rows = findPadRows(findBlobs(coarse), chart.padOrderFromHandle.length, g.padSize / pitchMm);
  return rows.slice(0, max).map((row) => lineOfRow(row, factor, g.stripWidth / pitchMm));
}

/** Square blobs: the contrast of a box against the ring around it, as local maxima over position and size. */
export function findBlobs(img: RgbImage): Blob[] {
  const integral = integralImage(img);
  const { width, height } = img;
  const best = new Float32Array(width * height);
  const side = new Uint8Array(width * height);
  for (const s of BOX_SIDES) {
    const h = s / 2;
    for (let y = Math.ceil(s); y < height - s; y++) {
      for (let x = Math.ceil(s); x < width - s; x++) {
        const inner = boxMean(integral, width, x - h, y - h, x + h, y + h);
        const outer = boxMean(integral, width, x - s, y - s, x + s, y + s);
        // Ring mean from the two box sums: outer area is 4×, inner 1×.
        let contrast = 0;
        for (let ch = 0; ch < 3; ch++) contrast += Math.abs(inner[ch]! - (4 * outer[ch]! - inner[ch]!) / 3);
        const i = y * width + x;
        if (contrast > best[i]!) {
          best[i] = contrast;
          side[i] = s;
        }
      }
    }
  }
  const blobs: Blob[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = best[i]!;
      if (v < MIN_RESPONSE || !isPeak(best, width, x, y, Math.max(1, Math.floor(side[i]! / 2)))) continue;
      const h = side[i]! / 2;
      blobs.push({ x: x + 0.5, y: y + 0.5, side: side[i]!, response: v, colour: boxMean(integral, width, x - h / 2, y - h / 2, x + h / 2, y + h / 2) });
    }
  }
  return blobs.sort((a, b) => b.response - a.response).slice(0, MAX_BLOBS);
}

/** Pad pitch on the small copy: a strip spans about 0.25 to 0.8 of the photo's longest side. */
const PITCH_RANGE: readonly [number, number] = [5, 28];

/**
 * Rows of pads: every pair of neighbouring blobs proposes a direction and a pitch (four pads of six always
 * include two neighbours); blobs near the predicted places confirm it. A row scores by its confirmed pads, their contrast and
 * how much their colours differ from each other.
 */
export function findPadRows(blobs: readonly Blob[], padCount: number, padShare: number): PadRow[] {
  const rows: PadRow[] = [];
  for (let a = 0; a < blobs.length; a++) {
    for (let b = a + 1; b < blobs.length; b++) {
      const p = blobs[a]!;
      const q = blobs[b]!;
      const pitch = Math.hypot(q.x - p.x, q.y - p.y);
      if (pitch < PITCH_RANGE[0] || pitch > PITCH_RANGE[1]) continue;
      // A pad's box is about padShare of the pitch; blobs far from that size are not this row's pads.
      const expected = pitch * padShare;
      if (p.side > 2.2 * expected || q.side > 2.2 * expected || p.side < 0.35 * expected) continue;
      const row = confirmRow(blobs, p, (q.x - p.x) / pitch, (q.y - p.y) / pitch, pitch, padCount);
      if (row) rows.push(row);
    }
  }
  rows.sort((x, y) => y.score - x.score);
  const kept: PadRow[] = [];
  for (const row of rows) {
    if (kept.some((k) => sameRow(k, row))) continue;
    kept.push(row);
    if (kept.length >= 5) break;
  }
  return kept;
}

function confirmRow(blobs: readonly Blob[], anchor: Blob, ux: number, uy: number, pitch: number, padCount: number): PadRow | null {
  const found: (Blob | null)[] = [];
  for (let m = -(padCount - 1); m < padCount; m++) {
    const px = anchor.x + ux * m * pitch;
    const py = anchor.y + uy * m * pitch;
    let nearest: Blob | null = null;
    let nearestD = POSITION_TOLERANCE * pitch;
    for (const b of blobs) {
      const dd = Math.hypot(b.x - px, b.y - py);
      if (dd < nearestD) {
        nearestD = dd;
        nearest = b;
      }
    }
    found.push(nearest);
  }
  // The best run of padCount consecutive places around the anchor.
  let bestRun: Blob[] = [];
  for (let start = 0; start + padCount <= found.length; start++) {
    const run = found.slice(start, start + padCount).filter((b): b is Blob => b !== null);
    if (run.length > bestRun.length) bestRun = run;
  }
  if (bestRun.length < MIN_PADS) return null;
  return { blobs: bestRun, pitch, angleRad: Math.atan2(uy, ux), score: rowScore(bestRun) };
}

function rowScore(blobs: readonly Blob[]): number {
  let contrast = 0;
  for (const b of blobs) contrast += Math.min(b.response, 120);
  // Different colours: the mean distance of each pad's colour from the row's mean colour.
  const mean = [0, 1, 2].map((ch) => blobs.reduce((a, b) => a + b.colour[ch]!, 0) / blobs.length);
  let diversity = 0;
  for (const b of blobs) diversity += Math.abs(b.colour[0] - mean[0]!) + Math.abs(b.colour[1] - mean[1]!) + Math.abs(b.colour[2] - mean[2]!);
  diversity /= blobs.length;
  return contrast * Math.min(1, diversity / 60) * blobs.length;
}

function sameRow(a: PadRow, b: PadRow): boolean {
  const shared = a.blobs.filter((x) => b.blobs.includes(x)).length;
  return shared >= 2;
}

/** The row's centre line in full-image pixels: a least-squares line through its pads, as wide as the strip. */
function lineOfRow(row: PadRow, factor: number, widthPerPitch: number): StripLine {
  const n = row.blobs.length;
  const cx = row.blobs.reduce((a, b) => a + b.x, 0) / n;
  const cy = row.blobs.reduce((a, b) => a + b.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const b of row.blobs) {
    sxx += (b.x - cx) ** 2;
    sxy += (b.x - cx) * (b.y - cy);
    syy += (b.y - cy) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return {
    frame: { originX: cx * factor, originY: cy * factor, angleRad: angle },
    widthPx: row.pitch * widthPerPitch * factor,
    edgeStrength: 0,
  };
}

function isPeak(values: Float32Array, width: number, x: number, y: number, r: number): boolean {
  const v = values[y * width + x]!;
  const height = values.length / width;
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      if (!dx && !dy) continue;
      const xx = x + dx;
      const yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
      const o = values[yy * width + xx]!;
      if (o > v || (o === v && (dy < 0 || (dy === 0 && dx < 0)))) return false;
    }
  }
  return true;
}

/** Summed-area table per channel, (width + 1) × (height + 1). */
function integralImage(img: RgbImage): Float64Array {
  const w = img.width + 1;
  const out = new Float64Array(w * (img.height + 1) * 3);
  for (let y = 0; y < img.height; y++) {
    const row = [0, 0, 0];
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 3;
      const o = ((y + 1) * w + x + 1) * 3;
      const above = (y * w + x + 1) * 3;
      for (let ch = 0; ch < 3; ch++) {
        row[ch]! += img.data[i + ch]!;
        out[o + ch] = out[above + ch]! + row[ch]!;
      }
    }
  }
  return out;
}

/** Mean colour over the pixel box [x0, x1) × [y0, y1), bounds rounded. */
function boxMean(integral: Float64Array, width: number, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const w = width + 1;
  const ax = Math.round(x0);
  const ay = Math.round(y0);
  const bx = Math.max(ax + 1, Math.round(x1));
  const by = Math.max(ay + 1, Math.round(y1));
  const area = (bx - ax) * (by - ay);
  const out: [number, number, number] = [0, 0, 0];
  for (let ch = 0; ch < 3; ch++) {
    out[ch] = (integral[(by * w + bx) * 3 + ch]! - integral[(ay * w + bx) * 3 + ch]! - integral[(by * w + ax) * 3 + ch]! + integral[(ay * w + ax) * 3 + ch]!) / area;
  }
  return out;
}
