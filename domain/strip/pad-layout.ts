// Places the pads along the fitted centre line: the colour profile along the strip is matched against the
// chart geometry (pads, white gaps, handle, tip). Gaps must all show the same backing colour, so the layout
// also holds for pale pads that barely differ from the backing.
import { sampleFrameGrid, type RgbImage, type StripFrame } from './raster.ts';
import type { StripChart } from './strip-chart.schema.ts';
import type { StripLine } from './strip-refine.ts';

export interface PadLayout {
  /** Frame whose t axis runs from the handle towards the tip. */
  readonly frame: StripFrame;
  readonly pxPerMm: number;
  /** Along-strip position (px) of each pad's centre, from the handle. */
  readonly padCentres: readonly number[];
  /** Fit cost per pad area (lower is better): gaps that disagree with each other make it large. */
  readonly cost: number;
  readonly backing: readonly [number, number, number];
  /** Largest 10–90 % edge rise between a pad and a gap, in mm: a blur measure. */
  readonly edgeRiseMm: number;
}

interface Profile {
  readonly start: number;
  readonly sums: Float64Array;
  readonly sq: Float64Array;
  readonly valid: Float64Array;
  readonly values: Float32Array;
}

/** The best placement for each direction along the line (handle at either end), best first. */
export function layoutPads(image: RgbImage, line: StripLine, chart: StripChart): PadLayout[] {
  const g = chart.geometryMm;
  const pxPerMm0 = line.widthPx / g.stripWidth;
  const stripLen = (g.handleLength + g.tipMargin + chart.padOrderFromHandle.length * (g.padSize + g.padGap)) * pxPerMm0;
  const reach = Math.round(stripLen * 1.15);
  const profile = sampleProfile(image, line, reach);
  const layouts: PadLayout[] = [];
  const full: [number, number] = [-Infinity, Infinity];
  for (const dir of [1, -1] as const) {
    // Coarse grid over scale and offset, then a fine search around the best placement.
    let coarse: Placement | null = null;
    for (let k = 0.86; k <= 1.2; k += 0.04) {
      const found = bestOffset(profile, chart, pxPerMm0 * k, dir, full, Math.max(1, 0.5 * pxPerMm0));
      if (found && (!coarse || found.cost < coarse.cost)) coarse = found;
    }
    if (!coarse) continue;
    let best = coarse;
    const around: [number, number] = [coarse.offset - pxPerMm0, coarse.offset + pxPerMm0];
    for (let k = -0.03; k <= 0.03 + 1e-9; k += 0.01) {
      const found = bestOffset(profile, chart, coarse.pxPerMm * (1 + k), dir, around, 1);
      if (found && found.cost < best.cost) best = found;
    }
    layouts.push(finish(profile, chart, best, flip(line.frame, dir), dir));
  }
  return layouts.sort((a, b) => a.cost - b.cost);
}

function flip(frame: StripFrame, dir: 1 | -1): StripFrame {
  return dir === 1 ? frame : { ...frame, angleRad: frame.angleRad + Math.PI };
}

function sampleProfile(image: RgbImage, line: StripLine, reach: number): Profile {
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

interface Segment {
  mean: [number, number, number];
  variance: number;
  ok: boolean;
}

function segment(p: Profile, fromPx: number, toPx: number): Segment {
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

function dist2(a: readonly number[], b: readonly number[]): number {
  return (a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2;
}

interface Placement {
  readonly pxPerMm: number;
  readonly offset: number;
  readonly cost: number;
  readonly backing: [number, number, number];
}

function bestOffset(
  p: Profile,
  chart: StripChart,
  pxPerMm: number,
  dir: 1 | -1,
  range: readonly [number, number],
  step: number,
): Placement | null {
  const g = chart.geometryMm;
  const padCount = chart.padOrderFromHandle.length;
  const period = (g.padSize + g.padGap) * pxPerMm;
  const blockLen = (padCount * g.padSize + (padCount - 1) * g.padGap) * pxPerMm;
  const end = p.start + p.valid.length - 1;
  const from = Math.max(range[0], p.start + 4 * pxPerMm);
  const to = Math.min(range[1], end - blockLen - 4 * pxPerMm);
  let best: Placement | null = null;
  for (let offset = from; offset <= to; offset += step) {
    const found = layoutCost(p, chart, pxPerMm, dir, offset, period);
    if (found && (!best || found.cost < best.cost)) best = { pxPerMm, offset, cost: found.cost, backing: found.backing };
  }
  return best;
}

function finish(p: Profile, chart: StripChart, best: Placement, frame: StripFrame, dir: 1 | -1): PadLayout {
  const g = chart.geometryMm;
  const s = best.pxPerMm;
  const period = (g.padSize + g.padGap) * s;
  const centres = chart.padOrderFromHandle.map((_, j) => best.offset + j * period + (g.padSize * s) / 2);
  return {
    frame,
    pxPerMm: s,
    padCentres: centres,
    cost: best.cost,
    backing: best.backing,
    edgeRiseMm: edgeRise(p, centres, s, g.padSize, dir),
  };
}

/** Cost of one placement; positions are along the profile in direction dir (mirrored when dir = -1). */
function layoutCost(p: Profile, chart: StripChart, pxPerMm: number, dir: 1 | -1, offset: number, period: number) {
  const g = chart.geometryMm;
  const padCount = chart.padOrderFromHandle.length;
  const m = Math.max(1, 0.6 * pxPerMm);
  const seg = (a: number, b: number) => (dir === 1 ? segment(p, a, b) : segment(p, -b, -a));
  const pad = g.padSize * pxPerMm;
  const gaps: Segment[] = [];
  for (let j = 0; j < padCount - 1; j++) gaps.push(seg(offset + j * period + pad + m, offset + (j + 1) * period - m));
  const handle = seg(offset - 8 * pxPerMm, offset - m);
  const blockEnd = offset + (padCount - 1) * period + pad;
  const tip = seg(blockEnd + m, blockEnd + g.tipMargin * pxPerMm - m);
  const whites = [...gaps, handle, tip].filter((s) => s.ok);
  if (whites.length < padCount - 1) return null;
  const backing: [number, number, number] = [0, 0, 0];
  for (const w of gaps) for (let ch = 0; ch < 3; ch++) backing[ch]! += w.mean[ch]! / gaps.length;
  let cost = 0;
  for (const w of whites) cost += w.variance + dist2(w.mean, backing);
  let contrast = 0;
  for (let j = 0; j < padCount; j++) {
    const s = seg(offset + j * period + m, offset + j * period + pad - m);
    if (!s.ok) return null;
    cost += s.variance;
    contrast += Math.min(dist2(s.mean, backing), 3600);
  }
  const beyond = seg(blockEnd + (g.tipMargin + 1.5) * pxPerMm, blockEnd + (g.tipMargin + 6) * pxPerMm);
  const beyondContrast = beyond.ok ? Math.min(dist2(beyond.mean, backing), 3600) : 3600;
  const brightness = backing[0] + backing[1] + backing[2];
  return { cost: cost - 0.5 * contrast - 0.5 * beyondContrast - 2 * brightness, backing };
}

/** 10–90 % rise distance across the pad edges, in mm (largest over pads with enough contrast). */
function edgeRise(p: Profile, centres: readonly number[], pxPerMm: number, padMm: number, dir: 1 | -1): number {
  let worst = 0;
  for (const c of centres) {
    for (const side of [-1, 1]) {
      const edge = (c + side * (padMm / 2) * pxPerMm) * dir;
      const rise = riseAt(p, edge, pxPerMm, side * dir);
      if (rise !== null) worst = Math.max(worst, rise);
    }
  }
  return worst / pxPerMm;
}

function riseAt(p: Profile, edge: number, pxPerMm: number, outward: number): number | null {
  const inside = sampleAt(p, edge - outward * 1.6 * pxPerMm);
  const outside = sampleAt(p, edge + outward * 1.3 * pxPerMm);
  if (!inside || !outside) return null;
  const axis = [0, 1, 2].map((ch) => outside[ch]! - inside[ch]!);
  const norm2 = dist2(axis, [0, 0, 0]);
  if (norm2 < 40 * 40) return null;
  let first = NaN;
  let last = NaN;
  const steps = Math.ceil(2.9 * pxPerMm);
  for (let i = 0; i <= steps; i++) {
    const pos = edge - outward * 1.6 * pxPerMm + outward * i;
    const v = sampleAt(p, pos);
    if (!v) return null;
    const f = ((v[0]! - inside[0]!) * axis[0]! + (v[1]! - inside[1]!) * axis[1]! + (v[2]! - inside[2]!) * axis[2]!) / norm2;
    if (Number.isNaN(first) && f > 0.1) first = i;
    if (Number.isNaN(last) && f > 0.9) last = i;
  }
  return Number.isNaN(first) || Number.isNaN(last) ? null : Math.max(0, last - first);
}

function sampleAt(p: Profile, pos: number): number[] | null {
  const i = Math.round(pos - p.start);
  if (i < 0 || i * 3 + 2 >= p.values.length) return null;
  const v = [p.values[i * 3]!, p.values[i * 3 + 1]!, p.values[i * 3 + 2]!];
  return Number.isNaN(v[0]!) ? null : v;
}
