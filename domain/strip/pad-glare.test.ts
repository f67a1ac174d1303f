import { describe, expect, it } from 'vitest';
import { unglaredCells, type PadCell } from './pad-glare.ts';

const cell = (rgb: [number, number, number], count = 16, clipped = 0): PadCell => ({ pixels: Array.from({ length: count }, () => rgb), clipped });

describe('unglaredCells', () => {
  it('keeps every cell of an evenly lit pad', () => {
    const part = unglaredCells(Array.from({ length: 9 }, () => cell([180, 90, 60])));
    expect(part.cells).toHaveLength(9);
    expect(part.glareShare).toBe(0);
  });

  it('drops cells a reflection lifted (every channel brighter) and clipped cells, and counts them as glare', () => {
    const cells = [
      ...Array.from({ length: 5 }, () => cell([180, 90, 60])),
      cell([215, 140, 115]),
      cell([240, 200, 190]),
      cell([255, 255, 255], 2, 14),
      cell([250, 248, 245], 4, 12),
    ];
    const part = unglaredCells(cells);
    expect(part.cells).toEqual([0, 1, 2, 3, 4]);
    expect(part.glareShare).toBeCloseTo(1 - 80 / 144, 5);
  });

  it('keeps a darker and a lighter cell of a pad that is only unevenly lit', () => {
    const part = unglaredCells([cell([170, 85, 55]), cell([186, 93, 61]), ...Array.from({ length: 7 }, () => cell([178, 89, 58]))]);
    expect(part.cells).toHaveLength(9);
  });

  it('reports a pad that is all glare', () => {
    expect(unglaredCells(Array.from({ length: 9 }, () => cell([255, 255, 255], 0, 16)))).toEqual({ cells: [], glareShare: 1 });
  });
});
