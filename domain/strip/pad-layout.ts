// Places the pads along the fitted centre line: the colour profile along the strip is matched against the
// chart geometry (pads, white gaps, handle, tip). Gaps must all show the same backing colour, so the layout
// also holds for pale pads that barely differ from the backing.
import { edgeRise } from './edge-blur.ts';
import type { RgbImage, StripFrame } from './raster.ts';
import type { StripChart } from './strip-chart.schema.ts';
import type { StripLine } from './strip-refine.ts';
import { dist2, sampleProfile, segment, type Profile, type Segment } from './strip-profile.ts';

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

export interface LayoutOptions {
  /**
   * Search a wider range of scales and perspective: for a line found from the pads rather than the backing
   * (its width is only an estimate) and for a strip held at a steep angle, whose far end is much smaller.
   */
  readonly wide?: boolean;
}

const QUICK = { scales: [0.85, 1.2], coarseGammas: [0], gammaReach: 0.15 } as const;
const WIDE = { scales: [0.6, 1.45], coarseGammas: [-0.3, 0, 0.3], gammaReach: 0.45 } as const;

export function layoutPads(image: RgbImage, line: StripLine, chart: StripChart, options: LayoutOptions = {}): PadLayout[] {
  const range = options.wide ? WIDE : QUICK;
  const g = chart.geometryMm;
  const pxPerMm0 = line.widthPx / g.stripWidth;
  const stripLen = (g.handleLength + g.tipMargin + chart.padOrderFromHandle.length * (g.padSize + g.padGap)) * pxPerMm0;
  const reach = Math.round(stripLen * 1.15 * (options.wide ? range.scales[1] : 1));
  const profile = sampleProfile(image, line, reach);
  const layouts: PadLayout[] = [];
  const full: [number, number] = [-Infinity, Infinity];
  for (const dir of [1, -1] as const) {
    // Coarse grid over scale and offset (little or no perspective), then a fine search with perspective around
    // the best few placements: keystone can make the coarse winner sit one pad off.
    const coarse: Placement[] = [];
    for (let k = range.scales[0]; k <= range.scales[1] + 1e-9; k += 0.05) {
      for (const gamma of range.coarseGammas) {
        coarse.push(...bestOffsets(profile, chart, pxPerMm0 * k, gamma, dir, full, Math.max(1, 0.5 * pxPerMm0 * k), 3));
      }
    }
    let best: Placement | null = null;
    for (const start of distinctBest(coarse, 3, 2.5 * pxPerMm0)) {
      const around: [number, number] = [start.offset - 1.2 * start.pxPerMm, start.offset + 1.2 * start.pxPerMm];
      for (let k = -0.03; k <= 0.03 + 1e-9; k += 0.03) {
        for (let gamma = -range.gammaReach; gamma <= range.gammaReach + 1e-9; gamma += 0.05) {
          const [found] = bestOffsets(profile, chart, start.pxPerMm * (1 + k), gamma, dir, around, 1, 1);
          if (found && (!best || found.cost < best.cost)) best = found;
        }
      }
    }
    if (best) layouts.push(finish(profile, chart, best, flip(line.frame, dir), dir));
  }
  return layouts.sort((a, b) => a.cost - b.cost);
}

function distinctBest(placements: Placement[], count: number, minApart: number): Placement[] {
  const kept: Placement[] = [];
  for (const p of [...placements].sort((a, b) => a.cost - b.cost)) {
    if (kept.length >= count) break;
    if (kept.every((k) => Math.abs(k.offset - p.offset) > minApart)) kept.push(p);
  }
  return kept;
}

/**
 * Along-strip position (px) of a point xMm from the first pad's handle-side edge. Perspective maps a line onto
 * a line projectively: gamma is how much larger (gamma > 0) the far end of the pad block shows than its near end.
 */
function at(offset: number, pxPerMm: number, gamma: number, xMm: number): number {
  return offset + (pxPerMm * xMm) / Math.max(0.2, 1 - (gamma * xMm) / BLOCK_MM);
}

const BLOCK_MM = 48;

function flip(frame: StripFrame, dir: 1 | -1): StripFrame {
  return dir === 1 ? frame : { ...frame, angleRad: frame.angleRad + Math.PI };
}

interface Placement {
  readonly pxPerMm: number;
  readonly gamma: number;
  readonly offset: number;
  readonly cost: number;
  readonly backing: [number, number, number];
}

/** The best placements by offset for one scale and perspective, lowest cost first (local minima only). */
function bestOffsets(
  p: Profile,
  chart: StripChart,
  pxPerMm: number,
  gamma: number,
  dir: 1 | -1,
  range: readonly [number, number],
  step: number,
  keep: number,
): Placement[] {
  const g = chart.geometryMm;
  const padCount = chart.padOrderFromHandle.length;
  const blockLen = at(0, pxPerMm, gamma, padCount * g.padSize + (padCount - 1) * g.padGap);
  const end = p.start + p.valid.length - 1;
  const from = Math.max(range[0], p.start + 9 * pxPerMm);
  const to = Math.min(range[1], end - blockLen - 10 * pxPerMm);
  const found: Placement[] = [];
  for (let offset = from; offset <= to; offset += step) {
    const c = layoutCost(p, chart, pxPerMm, gamma, dir, offset);
    if (c) found.push({ pxPerMm, gamma, offset, cost: c.cost, backing: c.backing });
  }
  return distinctBest(found, keep, 2.5 * pxPerMm);
}

function finish(p: Profile, chart: StripChart, best: Placement, frame: StripFrame, dir: 1 | -1): PadLayout {
  const g = chart.geometryMm;
  const s = best.pxPerMm;
  const centres = chart.padOrderFromHandle.map((_, j) => at(best.offset, s, best.gamma, j * (g.padSize + g.padGap) + g.padSize / 2));
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
function layoutCost(p: Profile, chart: StripChart, s: number, gamma: number, dir: 1 | -1, offset: number) {
  const g = chart.geometryMm;
  const padCount = chart.padOrderFromHandle.length;
  const mMm = Math.max(1 / s, 0.6);
  const period = g.padSize + g.padGap;
  const gaps: Segment[] = [];
  for (let j = 0; j < padCount - 1; j++) {
    gaps.push(seg(p, dir, at(offset, s, gamma, j * period + g.padSize + mMm), at(offset, s, gamma, (j + 1) * period - mMm)));
  }
  const handle = seg(p, dir, offset - 8 * s, offset - mMm * s);
  const blockMm = (padCount - 1) * period + g.padSize;
  const tip = seg(p, dir, at(offset, s, gamma, blockMm + mMm), at(offset, s, gamma, blockMm + g.tipMargin - mMm));
  const whites = [...gaps, handle, tip].filter((w) => w.ok);
  if (whites.length < padCount - 1) return null;
  const backing: [number, number, number] = [0, 0, 0];
  for (const w of gaps) for (let ch = 0; ch < 3; ch++) backing[ch]! += w.mean[ch]! / gaps.length;
  let cost = 0;
  for (const w of whites) cost += w.variance + dist2(w.mean, backing);
  let contrast = 0;
  for (let j = 0; j < padCount; j++) {
    const padSeg = seg(p, dir, at(offset, s, gamma, j * period + mMm), at(offset, s, gamma, j * period + g.padSize - mMm));
    if (!padSeg.ok) return null;
    cost += padSeg.variance;
    contrast += Math.min(dist2(padSeg.mean, backing), 3600);
  }
  const beyond = seg(p, dir, at(offset, s, gamma, blockMm + g.tipMargin + 1.5), at(offset, s, gamma, blockMm + g.tipMargin + 6));
  const beyondContrast = beyond.ok ? Math.min(dist2(beyond.mean, backing), 3600) : 3600;
  const brightness = backing[0] + backing[1] + backing[2];
  const mm = (x: number) => at(offset, s, gamma, x);
  const phantom = phantomPad(p, dir, backing, mm, -period, g) + phantomPad(p, dir, backing, mm, blockMm + g.padGap, g);
  return { cost: cost - 0.5 * contrast - 0.5 * beyondContrast - 2 * brightness + phantom, backing };
}

/**
 * A pad-like patch one pitch outside the placed block, with backing on its far side too, means the row goes on:
 * the placement is a pitch short at that end. On a white surface the background beyond the tip looks like the
 * backing, so nothing else tells a placement one pitch towards the handle from the right one.
 */
function phantomPad(
  p: Profile,
  dir: 1 | -1,
  backing: readonly number[],
  mm: (x: number) => number,
  startMm: number,
  geometry: { padSize: number; padGap: number },
): number {
  const m = PHANTOM_MARGIN_MM;
  const { padSize, padGap } = geometry;
  const pad = seg(p, dir, mm(startMm + m), mm(startMm + padSize - m));
  const before = seg(p, dir, mm(startMm - padGap + m), mm(startMm - m));
  const after = seg(p, dir, mm(startMm + padSize + m), mm(startMm + padSize + padGap - m));
  if (!pad.ok || !before.ok || !after.ok) return 0;
  const like = (w: Segment) => Math.exp(-dist2(w.mean, backing) / 900);
  return Math.min(dist2(pad.mean, backing), 3600) * Math.min(like(before), like(after));
}

const PHANTOM_MARGIN_MM = 0.8;

function seg(p: Profile, dir: 1 | -1, a: number, b: number): Segment {
  return dir === 1 ? segment(p, a, b) : segment(p, -b, -a);
}
