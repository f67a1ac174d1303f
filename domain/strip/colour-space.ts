// Colour-space conversions for strip reading: 8-bit sRGB <-> linear RGB <-> CIE XYZ (D65) <-> CIELAB.
// Pure maths on plain tuples so the matcher and the white-balance code share one definition.

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];
export type Xyz = readonly [number, number, number];

/** D65 reference white, 2° observer, Y normalised to 1. */
export const D65_WHITE: Xyz = [0.95047, 1, 1.08883];

export function srgbChannelToLinear(v8: number): number {
  const v = v8 / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

export function linearChannelToSrgb(linear: number): number {
  const v = linear <= 0.0031308 ? linear * 12.92 : 1.055 * Math.max(linear, 0) ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, v * 255));
}

/** A 256-entry table: 8-bit sRGB code value -> linear light. Hot loops use this instead of pow(). */
export const SRGB_TO_LINEAR: Float32Array = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i++) table[i] = srgbChannelToLinear(i);
  return table;
})();

export function srgbToLinear(rgb: Rgb): Rgb {
  return [srgbChannelToLinear(rgb[0]), srgbChannelToLinear(rgb[1]), srgbChannelToLinear(rgb[2])];
}

export function linearToSrgb(rgb: Rgb): Rgb {
  return [linearChannelToSrgb(rgb[0]), linearChannelToSrgb(rgb[1]), linearChannelToSrgb(rgb[2])];
}

export function linearRgbToXyz([r, g, b]: Rgb): Xyz {
  return [
    0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
    0.2126729 * r + 0.7151522 * g + 0.072175 * b,
    0.0193339 * r + 0.119192 * g + 0.9503041 * b,
  ];
}

export function xyzToLinearRgb([x, y, z]: Xyz): Rgb {
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function labFInverse(f: number): number {
  const cube = f * f * f;
  return cube > EPSILON ? cube : (116 * f - 16) / KAPPA;
}

export function xyzToLab([x, y, z]: Xyz, white: Xyz = D65_WHITE): Lab {
  const fx = labF(x / white[0]);
  const fy = labF(y / white[1]);
  const fz = labF(z / white[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labToXyz([l, a, b]: Lab, white: Xyz = D65_WHITE): Xyz {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  return [labFInverse(fx) * white[0], labFInverse(fy) * white[1], labFInverse(fz) * white[2]];
}

export function linearRgbToLab(rgb: Rgb): Lab {
  return xyzToLab(linearRgbToXyz(rgb));
}

export function labToLinearRgb(lab: Lab): Rgb {
  return xyzToLinearRgb(labToXyz(lab));
}

export function srgbToLab(rgb: Rgb): Lab {
  return linearRgbToLab(srgbToLinear(rgb));
}

export function labToSrgb(lab: Lab): Rgb {
  return linearToSrgb(labToLinearRgb(lab));
}

export function hexToSrgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)];
}

export function mixLab(a: Lab, b: Lab, t: number): Lab {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
