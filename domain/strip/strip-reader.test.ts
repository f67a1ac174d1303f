import { describe, expect, it } from 'vitest';
import { hexToSrgb, labToSrgb, mixLab, srgbToLab } from './colour-space.ts';
import type { RgbImage } from './raster.ts';
import { padsFromHandle } from './strip-chart.schema.ts';
import { DEFAULT_STRIP_CHART as chart } from './default-strip-chart.ts';
import { readStrip } from './strip-reader.ts';

/** A flat, evenly lit strip drawn to the chart geometry: pads at the given level positions, backing at 242. */
function drawStrip(opts: { width: number; height: number; angleDeg: number; pxPerMm: number; centre: [number, number]; positions: number[] }): {
  image: RgbImage;
  padCentres: [number, number][];
} {
  const { width, height, pxPerMm } = opts;
  const g = chart.geometryMm;
  const lengthMm = 93;
  const a = (opts.angleDeg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const start: [number, number] = [opts.centre[0] - (ux * lengthMm * pxPerMm) / 2, opts.centre[1] - (uy * lengthMm * pxPerMm) / 2];
  const colours = padsFromHandle(chart).map((pad, j) => {
    const p = opts.positions[j]!;
    const i = Math.min(pad.levels.length - 2, Math.floor(p));
    const lab = mixLab(srgbToLab(hexToSrgb(pad.levels[i]!.hex)), srgbToLab(hexToSrgb(pad.levels[i + 1]!.hex)), p - i);
    // Chart colours are what a pad shows beside the backing at its reference white (sRGB 242).
    return labToSrgb(lab);
  });
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - start[0];
      const dy = y + 0.5 - start[1];
      const u = (dx * ux + dy * uy) / pxPerMm;
      const v = (-dx * uy + dy * ux) / pxPerMm;
      let c: readonly number[] = [110, 100, 90];
      if (u >= 0 && u <= lengthMm && Math.abs(v) <= g.stripWidth / 2) {
        c = [242, 242, 242];
        const k = (u - g.handleLength) / (g.padSize + g.padGap);
        const j = Math.floor(k);
        if (j >= 0 && j < 6 && (k - j) * (g.padSize + g.padGap) <= g.padSize) c = colours[j]!;
      }
      data.set(c.map(Math.round), (y * width + x) * 3);
    }
  }
  const padCentres = colours.map((_, j): [number, number] => {
    const u = (g.handleLength + j * (g.padSize + g.padGap) + g.padSize / 2) * pxPerMm;
    return [start[0] + ux * u, start[1] + uy * u];
  });
  return { image: { width, height, data }, padCentres };
}

describe('readStrip', () => {
  it.each([0, 37, 90, 151, 210, 299])('finds the strip and its pads at %i° and reads their levels', (angleDeg) => {
    const positions = [1, 2, 2.5, 3, 3, 1.5];
    const { image, padCentres } = drawStrip({ width: 900, height: 700, angleDeg, pxPerMm: 6, centre: [460, 340], positions });
    const result = readStrip(image, chart);
    if (!result.ok) throw new Error(result.error.code);
    result.pads.forEach((pad, j) => {
      expect(Math.hypot(pad.centrePx[0] - padCentres[j]![0], pad.centrePx[1] - padCentres[j]![1])).toBeLessThan(6);
      expect(pad.position).toBeCloseTo(positions[j]!, 0);
    });
    expect(result.reading.ph).toBeCloseTo(7.5, 0);
  });

  it('places a pale pad from the geometry of its neighbours', () => {
    const positions = [2, 2, 2, 0, 0, 2];
    const { image, padCentres } = drawStrip({ width: 800, height: 800, angleDeg: 63, pxPerMm: 5.5, centre: [400, 400], positions });
    const result = readStrip(image, chart);
    if (!result.ok) throw new Error(result.error.code);
    const fc = result.pads[3]!;
    expect(Math.hypot(fc.centrePx[0] - padCentres[3]![0], fc.centrePx[1] - padCentres[3]![1])).toBeLessThan(6);
    expect(result.reading.freeChlorinePpm).toBeLessThan(0.3);
  });

  it('answers no_strip_found on an empty surface', () => {
    const data = new Uint8Array(600 * 400 * 3).fill(120);
    const result = readStrip({ width: 600, height: 400, data }, chart);
    expect(result.ok ? 'read' : result.error.code).toBe('no_strip_found');
  });
});
