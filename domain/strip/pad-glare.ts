// Glare inside one pad: a reflection adds white light to part of the pad, which lifts every channel of those
// pixels, the darkest one included, or clips them. The pad is split into cells; cells whose darkest channel
// sits well above the darkest cell's are glare, and only the rest of the pad is read.

/** Cells per side of the pad's sampled square. */
export const GLARE_CELLS = 3;
/** A cell counts as glared when its darkest channel is this far (8-bit) above the clearest cell's, plus a share of it. */
const LIFT_LEVELS = 10;
const LIFT_SHARE = 0.12;
/** A cell with more than this share of clipped pixels is glared whatever its colour. */
const CLIPPED_CELL = 0.5;

export interface PadCell {
  /** Unclipped pixels of the cell, 8-bit sRGB. */
  readonly pixels: readonly (readonly [number, number, number])[];
  readonly clipped: number;
}

export interface UnglaredPart {
  /** Indices of the cells read as the pad's colour. */
  readonly cells: number[];
  /** Share of the pad's pixels lost to glare (clipped, or in lifted cells). */
  readonly glareShare: number;
}

/** The cells free of glare: those whose darkest channel is close to the lowest such level among the cells. */
export function unglaredCells(cells: readonly PadCell[]): UnglaredPart {
  const total = cells.reduce((a, c) => a + c.pixels.length + c.clipped, 0);
  const floors = cells.map((c) => (c.clipped > CLIPPED_CELL * (c.pixels.length + c.clipped) || !c.pixels.length ? Infinity : floorOf(c.pixels)));
  const clearest = Math.min(...floors);
  if (!Number.isFinite(clearest) || total === 0) return { cells: [], glareShare: 1 };
  const limit = clearest + LIFT_LEVELS + LIFT_SHARE * clearest;
  const kept = floors.flatMap((f, i) => (f <= limit ? [i] : []));
  const keptPixels = kept.reduce((a, i) => a + cells[i]!.pixels.length, 0);
  return { cells: kept, glareShare: 1 - keptPixels / total };
}

/** Median over the cell of each pixel's darkest channel: what added white light lifts. */
function floorOf(pixels: readonly (readonly [number, number, number])[]): number {
  const mins = Float64Array.from(pixels, (p) => Math.min(p[0], p[1], p[2])).sort();
  const mid = mins.length >> 1;
  return mins.length % 2 ? mins[mid]! : (mins[mid - 1]! + mins[mid]!) / 2;
}
