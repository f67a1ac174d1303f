// How blurred the strip is, measured on its colour profile at the placed pads' edges.
import { dist2, sampleAt, type Profile } from './strip-profile.ts';

/**
 * Edge blur in mm: for each pad edge with enough contrast, the pad-to-backing contrast over the steepest slope
 * across the edge (for a Gaussian blur that is about the 10–90 % rise). Median over edges.
 */
export function edgeRise(p: Profile, centres: readonly number[], pxPerMm: number, padMm: number, dir: 1 | -1): number {
  const rises: number[] = [];
  for (const c of centres) {
    for (const side of [-1, 1]) {
      const edge = (c + side * (padMm / 2) * pxPerMm) * dir;
      const rise = riseAt(p, edge, pxPerMm, side * dir, c * dir);
      if (rise !== null) rises.push(rise);
    }
  }
  if (!rises.length) return 0;
  rises.sort((a, b) => a - b);
  return rises[rises.length >> 1]! / pxPerMm;
}

function riseAt(p: Profile, edge: number, pxPerMm: number, outward: number, padCentre: number): number | null {
  const inside = sampleAt(p, padCentre);
  const outside = sampleAt(p, edge + outward * 1.5 * pxPerMm);
  if (!inside || !outside) return null;
  const axis = [0, 1, 2].map((ch) => outside[ch]! - inside[ch]!);
  const contrast = Math.sqrt(dist2(axis, [0, 0, 0]));
  if (contrast < 25) return null;
  const reach = Math.max(2, Math.round(1.5 * pxPerMm));
  let steepest = 0;
  let prev: number | null = null;
  for (let i = -reach; i <= reach; i++) {
    const v = sampleAt(p, edge + outward * i);
    if (!v) return null;
    const f = ((v[0]! - inside[0]!) * axis[0]! + (v[1]! - inside[1]!) * axis[1]! + (v[2]! - inside[2]!) * axis[2]!) / contrast;
    if (prev !== null) steepest = Math.max(steepest, f - prev);
    prev = f;
  }
  return steepest > 0 ? Math.min(contrast / steepest, 3 * reach) : 3 * reach;
}
