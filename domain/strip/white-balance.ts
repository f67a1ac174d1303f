// White balance from the strip's own white backing: a von Kries (diagonal) correction in linear sRGB that
// maps the backing seen next to each pad onto the backing's known colour, which also undoes exposure.
import type { Rgb } from './colour-space.ts';

/**
 * Linear sRGB of the backing as a correctly exposed, white-balanced photo shows it (L* ≈ 95.5, neutral).
 * Measured on the reference samples; a chart may override it with backingHex.
 */
export const DEFAULT_BACKING_LINEAR: Rgb = [0.885, 0.885, 0.885];

export function correctWithBacking(pad: Rgb, seenBacking: Rgb, trueBacking: Rgb = DEFAULT_BACKING_LINEAR): Rgb {
  return [0, 1, 2].map((ch) => (pad[ch]! / Math.max(1e-4, seenBacking[ch]!)) * trueBacking[ch]!) as unknown as Rgb;
}

/** Smallest channel over largest channel of the backing: 1 is neutral light, near 0 is a strong cast. */
export function castRatio(seenBacking: Rgb): number {
  const max = Math.max(...seenBacking);
  return max > 0 ? Math.min(...seenBacking) / max : 0;
}

/** Green against magenta: green over the geometric mean of red and blue (1 is neutral). */
export function greenMagentaRatio(seenBacking: Rgb): number {
  const rb = Math.sqrt(Math.max(1e-6, seenBacking[0] * seenBacking[2]));
  return seenBacking[1] / rb;
}

/** Backing level (8-bit, brightest channel) above which a phone's highlight roll-off compresses the white. */
const ROLL_OFF_LEVEL = 235;

/**
 * Level uncertainty the light adds to every pad: a white near clipping is compressed (the correction from it is
 * off in that channel), and a strong cast leaves the correction more to do. Added to each pad's own uncertainty.
 */
export function lightUncertaintyLevels(seenBackingSrgb: Rgb, seenBackingLinear: Rgb): number {
  const compressed = Math.min(1, Math.max(0, (Math.max(...seenBackingSrgb) - ROLL_OFF_LEVEL) / 15));
  const cast = 1 - castRatio(seenBackingLinear);
  return Math.hypot(0.5 * compressed, 0.4 * cast);
}
