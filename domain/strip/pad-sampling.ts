// Robust colour samples from the placed pads and from the white backing next to each pad.
// Medians over the pad's centre, without glare (clipped pixels, and cells lifted by a reflection: pad-glare.ts);
// linear light for the white-balance maths.
import { SRGB_TO_LINEAR, type Rgb } from './colour-space.ts';
import { GLARE_CELLS, unglaredCells, type PadCell } from './pad-glare.ts';
import { sampleFrameGrid, type RgbImage } from './raster.ts';
import type { PadLayout } from './pad-layout.ts';
import type { StripChart } from './strip-chart.schema.ts';

export const CLIP_LEVEL = 250;
/** A backing pixel at or above this in every channel is washed out. */
export const WASHED_LEVEL = 253;

export interface PatchSample {
  /** Median 8-bit sRGB of the unclipped pixels. */
  readonly srgb: Rgb;
  readonly linear: Rgb;
  /** Pads: share of pixels with a channel at or above CLIP_LEVEL. Backing: share washed out in every channel. */
  readonly clippedShare: number;
  /** Pads: share of the pad lost to glare (clipped, or lifted by a reflection); the colour is read from the rest. */
  readonly glareShare: number;
  /** Median absolute deviation (8-bit units, summed over channels): texture or noise inside the patch. */
  readonly spread: number;
}

export interface PadSamples {
  readonly pads: PatchSample[];
  /** The white reference for each pad: backing on both sides of it. */
  readonly whites: PatchSample[];
}

export function samplePads(image: RgbImage, layout: PadLayout, chart: StripChart, widthPx: number): PadSamples {
  const g = chart.geometryMm;
  const s = layout.pxPerMm;
  const halfAcross = Math.max(1, widthPx * 0.28);
  const pads = layout.padCentres.map((c) => samplePatch(image, layout, c, g.padSize * s * 0.32, halfAcross, 'pad'));
  const whiteAt = (t: number) => samplePatch(image, layout, t, Math.max(1, g.padGap * s * 0.22), halfAcross, 'backing');
  const offset = ((g.padSize + g.padGap) / 2) * s;
  const whites = layout.padCentres.map((c, j) => {
    const before = j === 0 ? whiteAt(c - (g.padSize / 2 + 1.5) * s) : whiteAt(c - offset);
    const afterT = j === layout.padCentres.length - 1 ? c + (g.padSize / 2 + g.tipMargin / 2) * s : c + offset;
    return combine([before, whiteAt(afterT)]);
  });
  return { pads, whites };
}

function samplePatch(
  image: RgbImage,
  layout: PadLayout,
  centre: number,
  halfAlong: number,
  halfAcross: number,
  kind: 'pad' | 'backing',
): PatchSample {
  const step = Math.max(1, Math.min(halfAlong, halfAcross) / 6);
  const grid = sampleFrameGrid(image, layout.frame, [centre - halfAlong, centre + halfAlong, step], [-halfAcross, halfAcross, step]);
  return kind === 'pad' ? padPatch(grid) : backingPatch(grid);
}

type Grid = ReturnType<typeof sampleFrameGrid>;

/** Pads drop clipped pixels and glared cells. */
function padPatch(grid: Grid): PatchSample {
  const cells = Array.from({ length: GLARE_CELLS * GLARE_CELLS }, () => ({ pixels: [] as [number, number, number][], clipped: 0 }));
  let clipped = 0;
  let total = 0;
  for (let it = 0; it < grid.tCount; it++) {
    const row = Math.min(GLARE_CELLS - 1, Math.floor((it * GLARE_CELLS) / grid.tCount)) * GLARE_CELLS;
    for (let ir = 0; ir < grid.rCount; ir++) {
      const i = (it * grid.rCount + ir) * 3;
      const r = grid.data[i]!;
      if (Number.isNaN(r)) continue;
      total++;
      const cell = cells[row + Math.min(GLARE_CELLS - 1, Math.floor((ir * GLARE_CELLS) / grid.rCount))]!;
      const px: [number, number, number] = [r, grid.data[i + 1]!, grid.data[i + 2]!];
      if (px[0] >= CLIP_LEVEL || px[1] >= CLIP_LEVEL || px[2] >= CLIP_LEVEL) {
        clipped++;
        cell.clipped++;
      } else cell.pixels.push(px);
    }
  }
  const clippedShare = total ? clipped / total : 1;
  const part = unglaredCells(cells as PadCell[]);
  const channels: [number[], number[], number[]] = [[], [], []];
  for (const c of part.cells) for (const px of cells[c]!.pixels) for (let ch = 0; ch < 3; ch++) channels[ch as 0 | 1 | 2].push(px[ch]!);
  // Glare brightens a halo around the clipped spot too: with any clipping, keep only the darker half.
  if (clippedShare > 0.01) keepDarkerHalf(channels);
  return summarise(channels, clippedShare, Math.max(clippedShare, part.glareShare));
}

/**
 * The backing keeps clipped pixels: a clipped white is still the best lower bound of the white, and dropping it
 * would bias the white low and every pad bright.
 */
function backingPatch(grid: Grid): PatchSample {
  const channels: [number[], number[], number[]] = [[], [], []];
  let clipped = 0;
  let total = 0;
  for (let i = 0; i < grid.data.length; i += 3) {
    const r = grid.data[i]!;
    if (Number.isNaN(r)) continue;
    total++;
    const gch = grid.data[i + 1]!;
    const b = grid.data[i + 2]!;
    if (Math.min(r, gch, b) >= WASHED_LEVEL) clipped++;
    channels[0].push(r);
    channels[1].push(gch);
    channels[2].push(b);
  }
  const clippedShare = total ? clipped / total : 1;
  return summarise(channels, clippedShare, 0);
}

function summarise(channels: [number[], number[], number[]], clippedShare: number, glareShare: number): PatchSample {
  const srgb: Rgb = channels[0].length ? [median(channels[0]), median(channels[1]), median(channels[2])] : [255, 255, 255];
  const spread = channels.reduce((acc, ch, i) => acc + mad(ch, srgb[i]!), 0);
  return { srgb, linear: toLinear(srgb), clippedShare, glareShare, spread };
}

function keepDarkerHalf(channels: [number[], number[], number[]]): void {
  const lum = channels[0].map((r, i) => r + channels[1][i]! + channels[2][i]!);
  const cut = median(lum);
  for (const ch of channels) {
    const kept = ch.filter((_, i) => lum[i]! <= cut);
    ch.length = 0;
    ch.push(...kept);
  }
}

function toLinear(srgb: Rgb): Rgb {
  const at = (v: number) => {
    const lo = Math.floor(v);
    const f = v - lo;
    return SRGB_TO_LINEAR[lo]! * (1 - f) + (SRGB_TO_LINEAR[Math.min(255, lo + 1)] ?? 1) * f;
  };
  return [at(srgb[0]), at(srgb[1]), at(srgb[2])];
}

function combine(samples: PatchSample[]): PatchSample {
  const usable = samples.filter((s) => s.clippedShare < 0.5);
  const use = usable.length ? usable : samples;
  const linear: Rgb = [0, 1, 2].map((ch) => use.reduce((a, s) => a + s.linear[ch]!, 0) / use.length) as unknown as Rgb;
  const srgb: Rgb = [0, 1, 2].map((ch) => use.reduce((a, s) => a + s.srgb[ch]!, 0) / use.length) as unknown as Rgb;
  return {
    srgb,
    linear,
    clippedShare: Math.max(...samples.map((s) => s.clippedShare)),
    glareShare: 0,
    spread: Math.max(...use.map((s) => s.spread)),
  };
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function mad(values: number[], centre: number): number {
  return values.length ? median(values.map((v) => Math.abs(v - centre))) : 0;
}
