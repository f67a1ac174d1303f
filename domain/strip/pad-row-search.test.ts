import { describe, expect, it } from 'vitest';
import { DEFAULT_STRIP_CHART as chart } from './default-strip-chart.ts';
import { findPadRowLines, findPadRows, type Blob } from './pad-row-search.ts';
import { drawStrip } from './testing/draw-strip.ts';

const positions = [1, 2, 2.5, 3, 3, 1.5];

/** Distance of a point from a line through (ox, oy) at angle a. */
function offLine(line: { frame: { originX: number; originY: number; angleRad: number } }, [x, y]: [number, number]): number {
  const { originX, originY, angleRad } = line.frame;
  return Math.abs(-(x - originX) * Math.sin(angleRad) + (y - originY) * Math.cos(angleRad));
}

describe('findPadRowLines', () => {
  it('finds the row of pads of a white strip on white paper, where the backing shows no edge', () => {
    const { image, padCentres } = drawStrip(chart, { width: 960, height: 720, angleDeg: 118, pxPerMm: 6, centre: [470, 360], positions, background: [242, 242, 242] });
    const [line] = findPadRowLines(image, chart);
    if (!line) throw new Error('no row found');
    for (const centre of padCentres) expect(offLine(line, centre)).toBeLessThan(4);
    // As wide as the strip: the pitch is 8 mm, the strip 5 mm.
    expect(line.widthPx).toBeGreaterThan(0.8 * 30);
    expect(line.widthPx).toBeLessThan(1.25 * 30);
  });

  it('finds the pads on a busy background of blue tiles with light grout', () => {
    const { image, padCentres } = drawStrip(chart, { width: 960, height: 720, angleDeg: 30, pxPerMm: 6, centre: [480, 360], positions, background: [40, 110, 170] });
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const o = (y * image.width + x) * 3;
        const onStrip = image.data[o] !== 40 || image.data[o + 1] !== 110;
        if (!onStrip && (x % 70 < 5 || y % 70 < 5)) image.data.set([225, 225, 220], o);
      }
    }
    const lines = findPadRowLines(image, chart);
    expect(lines.some((line) => padCentres.every((c) => offLine(line, c) < 4))).toBe(true);
  });
});

describe('findPadRows', () => {
  const blob = (x: number, y: number, colour: [number, number, number]): Blob => ({ x, y, side: 6, response: 60, colour });

  it('prefers a row of differently coloured squares to a grid of same-coloured tiles', () => {
    const tiles = Array.from({ length: 6 }, (_, i) => blob(20 + 10 * i, 20, [40, 110, 170]));
    const pads = [[200, 60, 40], [120, 130, 60], [210, 90, 40], [160, 120, 170], [180, 220, 120], [140, 90, 160]].map((c, i) =>
      blob(20 + 10 * i, 60, c as [number, number, number]),
    );
    const [best] = findPadRows([...tiles, ...pads], 6, 5 / 8);
    expect(best?.blobs.every((b) => b.y === 60)).toBe(true);
    expect(best?.pitch).toBeCloseTo(10, 5);
  });

  it('needs four pads in a row at one pitch', () => {
    const three = [blob(10, 10, [200, 60, 40]), blob(20, 10, [120, 130, 60]), blob(30, 10, [160, 120, 170]), blob(47, 10, [180, 220, 120])];
    expect(findPadRows(three, 6, 5 / 8)).toEqual([]);
  });
});
