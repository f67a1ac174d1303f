import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToSrgb, labToSrgb, linearRgbToXyz, srgbToLab, srgbToLinear, linearToSrgb, xyzToLab } from './colour-space.ts';

describe('colour-space conversions', () => {
  it('maps sRGB white to L* 100 and the D65 white point', () => {
    const lab = srgbToLab([255, 255, 255]);
    expect(lab[0]).toBeCloseTo(100, 3);
    expect(Math.abs(lab[1])).toBeLessThan(0.01);
    expect(Math.abs(lab[2])).toBeLessThan(0.01);
    const xyz = linearRgbToXyz([1, 1, 1]);
    expect(xyz[0]).toBeCloseTo(0.95047, 4);
    expect(xyz[2]).toBeCloseTo(1.08883, 3);
  });

  it('gives the published CIELAB of the sRGB primaries', () => {
    const red = srgbToLab([255, 0, 0]);
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 1);
    expect(red[2]).toBeCloseTo(67.2, 1);
    const blue = srgbToLab([0, 0, 255]);
    expect(blue[0]).toBeCloseTo(32.3, 1);
    expect(blue[1]).toBeCloseTo(79.19, 1);
    expect(blue[2]).toBeCloseTo(-107.86, 1);
  });

  it('uses the sRGB transfer curve (mid grey 128 is 21.6 % linear)', () => {
    expect(srgbToLinear([128, 128, 128])[0]).toBeCloseTo(0.2159, 4);
    expect(xyzToLab([0.2159 * 0.95047, 0.2159, 0.2159 * 1.08883])[0]).toBeCloseTo(53.59, 1);
  });

  it('round-trips sRGB through linear light and CIELAB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        const back = labToSrgb(srgbToLab([r, g, b]));
        const lin = linearToSrgb(srgbToLinear([r, g, b]));
        for (const [i, v] of [r, g, b].entries()) {
          expect(Math.abs(back[i]! - v)).toBeLessThan(0.01);
          expect(Math.abs(lin[i]! - v)).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('parses #rrggbb and refuses anything else', () => {
    expect(hexToSrgb('#d78416')).toEqual([215, 132, 22]);
    expect(() => hexToSrgb('red')).toThrow();
  });
});
