// Quality gates: photo conditions under which the colours cannot be trusted. Each gate returns the error
// to answer instead of a reading (never a guess), or null when the photo passes.
import type { Rgb } from './colour-space.ts';
import type { PatchSample } from './pad-sampling.ts';
import { stripError, type StripReadError } from './strip-errors.ts';
import { castRatio, greenMagentaRatio } from './white-balance.ts';

export const GATE_LIMITS = {
  /** Mean 8-bit level of the backing below which the pads are too noisy and compressed to read. */
  minBackingLevel: 60,
  /** Share of backing samples (per pad) washed out at the clip level before the photo counts as overexposed. */
  maxClippedWhites: 0.5,
  /** Median over pads of their brightest channel (8-bit) above which an overexposed photo's pads wash out. */
  maxPadLevel: 235,
  minCastRatio: 0.045,
  greenMagentaRange: [0.55, 1.8] as const,
  /** Share of a pad's centre lost to glare before the pad cannot be read (two clear cells of nine still read). */
  maxPadGlare: 0.8,
  /** Edge blur between pad and backing (mm, see edgeRise): beyond it the pad centre mixes with the backing. */
  maxEdgeRiseMm: 1.2,
  /** Mean CIEDE2000 distance from the chart paths beyond which the colours are not this chart's. */
  maxMeanDeltaE: 12,
};

export interface GateInputs {
  readonly whites: readonly PatchSample[];
  readonly pads: readonly PatchSample[];
  readonly edgeRiseMm: number;
}

/**
 * Too dark: the backing itself is dim. Too bright: the backing is washed out and the pads are washing out
 * too (a slightly clipped backing alone only nudges the pads a little bright, so it is read).
 */
export function checkExposure(whites: readonly PatchSample[], pads: readonly PatchSample[] = []): StripReadError | null {
  const level = mean(whites.map((w) => (w.srgb[0] + w.srgb[1] + w.srgb[2]) / 3));
  if (level < GATE_LIMITS.minBackingLevel) return stripError('too_dark', { backingLevel: round(level) });
  const washed = whites.filter((w) => w.clippedShare > 0.6).length / Math.max(1, whites.length);
  const padLevel = median(pads.map((p) => Math.max(...p.srgb)));
  const clippedPads = pads.filter((p) => p.clippedShare > 0.25).length;
  if ((washed > GATE_LIMITS.maxClippedWhites && padLevel > GATE_LIMITS.maxPadLevel) || clippedPads >= 2) {
    return stripError('too_bright', { washedOutWhites: round(washed), padLevel: round(padLevel), clippedPads });
  }
  return null;
}

export function checkColourCast(whites: readonly PatchSample[]): StripReadError | null {
  const backing: Rgb = [0, 1, 2].map((ch) => mean(whites.map((w) => w.linear[ch]!))) as unknown as Rgb;
  const ratio = castRatio(backing);
  const gm = greenMagentaRatio(backing);
  const [lo, hi] = GATE_LIMITS.greenMagentaRange;
  if (ratio < GATE_LIMITS.minCastRatio || gm < lo || gm > hi) {
    return stripError('colour_cast', { castRatio: round(ratio), greenMagenta: round(gm) });
  }
  return null;
}

export function checkGlare(pads: readonly PatchSample[]): StripReadError | null {
  const worst = Math.max(...pads.map((p) => p.glareShare));
  return worst > GATE_LIMITS.maxPadGlare ? stripError('glare', { glareShare: round(worst) }) : null;
}

export function checkBlur(edgeRiseMm: number): StripReadError | null {
  return edgeRiseMm > GATE_LIMITS.maxEdgeRiseMm ? stripError('blurry', { edgeRiseMm: round(edgeRiseMm) }) : null;
}

export function checkChartFit(meanDeltaE: number): StripReadError | null {
  return meanDeltaE > GATE_LIMITS.maxMeanDeltaE ? stripError('colours_unreadable', { meanDeltaE: round(meanDeltaE) }) : null;
}

/** The photo-condition gates in the order a user should fix them: light first, then glare, then focus. */
export function runPhotoGates(inputs: GateInputs): StripReadError | null {
  return checkExposure(inputs.whites, inputs.pads) ?? checkColourCast(inputs.whites) ?? checkGlare(inputs.pads) ?? checkBlur(inputs.edgeRiseMm);
}

function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
