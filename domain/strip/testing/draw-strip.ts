// Draws a flat, evenly lit strip to the chart geometry for the reader's unit tests: pads at given level
// positions, a backing and a background of given colours, and optionally perspective along the strip.
import { hexToSrgb, labToSrgb, mixLab, srgbToLab } from '../colour-space.ts';
import type { RgbImage } from '../raster.ts';
import { padsFromHandle, type StripChart } from '../strip-chart.schema.ts';

export interface DrawStripOptions {
  readonly width: number;
  readonly height: number;
  readonly angleDeg: number;
  /** Scale at the handle end. */
  readonly pxPerMm: number;
  readonly centre: [number, number];
  readonly positions: readonly number[];
  readonly background?: readonly [number, number, number];
  readonly backing?: number;
  /**
   * Perspective along the strip: the tip end shows (1 + perspective) times as large as a flat strip would
   * (negative: smaller), mapped projectively like a tilted camera.
   */
  readonly perspective?: number;
}

export function drawStrip(chart: StripChart, opts: DrawStripOptions): { image: RgbImage; padCentres: [number, number][] } {
  const { width, height, pxPerMm } = opts;
  const g = chart.geometryMm;
  const n = chart.padOrderFromHandle.length;
  const lengthMm = g.handleLength + n * g.padSize + (n - 1) * g.padGap + g.tipMargin;
  const k = opts.perspective ?? 0;
  // Image distance along the strip of a point u mm from the handle: projective, u / (1 - c u).
  const c = (1 - 1 / Math.sqrt(1 + k)) / lengthMm;
  const along = (u: number) => (pxPerMm * u) / (1 - c * u);
  const back = (t: number) => t / (pxPerMm + c * t);
  const a = (opts.angleDeg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const half = along(lengthMm) / 2;
  const start: [number, number] = [opts.centre[0] - ux * half, opts.centre[1] - uy * half];
  const colours = padsFromHandle(chart).map((pad, j) => {
    const p = opts.positions[j]!;
    const i = Math.min(pad.levels.length - 2, Math.floor(p));
    return labToSrgb(mixLab(srgbToLab(hexToSrgb(pad.levels[i]!.hex)), srgbToLab(hexToSrgb(pad.levels[i + 1]!.hex)), p - i));
  });
  const backing = opts.backing ?? 242;
  const background = opts.background ?? [110, 100, 90];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - start[0];
      const dy = y + 0.5 - start[1];
      const t = dx * ux + dy * uy;
      const u = back(t);
      // Across the strip, the local scale is the derivative of along().
      const localScale = pxPerMm / (1 - c * u) ** 2;
      const v = (-dx * uy + dy * ux) / localScale;
      let colour: readonly number[] = background;
      if (t >= 0 && u <= lengthMm && Math.abs(v) <= g.stripWidth / 2) {
        colour = [backing, backing, backing];
        const kk = (u - g.handleLength) / (g.padSize + g.padGap);
        const j = Math.floor(kk);
        if (j >= 0 && j < n && (kk - j) * (g.padSize + g.padGap) <= g.padSize) colour = colours[j]!;
      }
      data.set(colour.map(Math.round), (y * width + x) * 3);
    }
  }
  const padCentres = colours.map((_, j): [number, number] => {
    const t = along(g.handleLength + j * (g.padSize + g.padGap) + g.padSize / 2);
    return [start[0] + ux * t, start[1] + uy * t];
  });
  return { image: { width, height, data }, padCentres };
}
