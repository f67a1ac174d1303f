import { describe, expect, it } from 'vitest';
import { drawStrip as drawChartStrip, type DrawStripOptions } from './testing/draw-strip.ts';
import { DEFAULT_STRIP_CHART as chart } from './default-strip-chart.ts';
import { readStrip } from './strip-reader.ts';

function drawStrip(opts: Omit<DrawStripOptions, 'positions'> & { positions: number[] }) {
  return drawChartStrip(chart, opts);
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

  it('finds a white strip on white paper by its pads', () => {
    const positions = [1, 2, 2.5, 3, 3, 1.5];
    const { image, padCentres } = drawStrip({ width: 900, height: 700, angleDeg: 24, pxPerMm: 6, centre: [450, 350], positions, background: [238, 236, 233] });
    const result = readStrip(image, chart);
    if (!result.ok) throw new Error(result.error.code);
    result.pads.forEach((pad, j) => expect(Math.hypot(pad.centrePx[0] - padCentres[j]![0], pad.centrePx[1] - padCentres[j]![1])).toBeLessThan(6));
  });

  it('places the pads of a strip shot at a steep angle, its far end much smaller', () => {
    const positions = [2, 1, 3, 2, 3, 2];
    const { image, padCentres } = drawStrip({ width: 1000, height: 700, angleDeg: 200, pxPerMm: 7, centre: [520, 330], positions, perspective: -0.4 });
    const result = readStrip(image, chart);
    if (!result.ok) throw new Error(result.error.code);
    result.pads.forEach((pad, j) => {
      expect(Math.hypot(pad.centrePx[0] - padCentres[j]![0], pad.centrePx[1] - padCentres[j]![1])).toBeLessThan(5);
      expect(pad.position).toBeCloseTo(positions[j]!, 0);
    });
  });

  it('reads the other five pads when glare hides one (a partial reading), and says which and why', () => {
    const positions = [1, 2, 2.5, 3, 3, 1.5];
    const { image, padCentres } = drawStrip({ width: 900, height: 700, angleDeg: 37, pxPerMm: 6, centre: [460, 340], positions });
    const [gx, gy] = padCentres[3]!;
    for (let y = Math.floor(gy - 14); y <= gy + 14; y++) {
      for (let x = Math.floor(gx - 14); x <= gx + 14; x++) if (Math.hypot(x - gx, y - gy) < 14) image.data.set([255, 255, 255], (y * image.width + x) * 3);
    }
    const result = readStrip(image, chart);
    expect(result.ok).toBe(false);
    if (result.ok || !result.partial) throw new Error('expected a partial reading');
    expect(result.error.code).toBe('glare');
    expect(result.partial.unreadable).toEqual([{ parameter: 'freeChlorine', field: 'freeChlorinePpm', reason: 'glare', message: 'glare on the pad' }]);
    expect(result.partial.reading.freeChlorinePpm).toBeUndefined();
    expect(result.partial.reading.ph).toBeCloseTo(7.5, 0);
    expect(result.partial.pads.map((p) => p.parameter)).not.toContain('freeChlorine');
  });

  it('refuses a photo with glare on more than two pads', () => {
    const { image, padCentres } = drawStrip({ width: 900, height: 700, angleDeg: 0, pxPerMm: 6, centre: [450, 350], positions: [1, 2, 2.5, 3, 3, 1.5] });
    for (const [gx, gy] of padCentres.slice(1, 4)) {
      for (let y = Math.floor(gy - 14); y <= gy + 14; y++) for (let x = Math.floor(gx - 14); x <= gx + 14; x++) image.data.set([255, 255, 255], (y * image.width + x) * 3);
    }
    const result = readStrip(image, chart);
    expect(result.ok ? 'read' : result.error.code).toBe('glare');
    expect(!result.ok && result.partial).toBeFalsy();
  });
});
