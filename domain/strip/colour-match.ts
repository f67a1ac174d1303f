// Matches a white-balanced pad colour against the chart: the path through the pad's levels in CIELAB,
// searched segment by segment with CIEDE2000. The closest point gives the value (interpolated on the level
// scale), the two bracketing levels and a confidence.
import { deltaE2000 } from './ciede2000.ts';
import { hexToSrgb, mixLab, srgbToLab, type Lab } from './colour-space.ts';
import { levelScale, valueAtPosition } from './level-scale.ts';
import type { ChartPad } from './strip-chart.schema.ts';

export interface PadMatch {
  readonly value: number;
  /** Fractional position on the level scale (0 = first level). */
  readonly position: number;
  readonly lowerLevel: number;
  readonly upperLevel: number;
  /** CIEDE2000 distance from the colour to the nearest point of the chart path. */
  readonly deltaE: number;
  /** 0–1: high when the colour sits on the path and only one stretch of the path fits. */
  readonly confidence: number;
  /** How far (in levels) the true value may plausibly lie from position: one standard uncertainty. */
  readonly uncertaintyLevels: number;
}

/** Level error of a colour right on the path (pad tolerance, print, camera): the floor of the uncertainty. */
const BASE_UNCERTAINTY_LEVELS = 0.3;

/** Step count per segment for the coarse scan before the golden-section refinement. */
const COARSE_STEPS = 12;

export function chartLabs(pad: ChartPad): Lab[] {
  return pad.levels.map((l) => srgbToLab(hexToSrgb(l.hex)));
}

export function matchPadColour(lab: Lab, pad: ChartPad, labs: readonly Lab[] = chartLabs(pad)): PadMatch {
  const candidates: { position: number; deltaE: number }[] = [];
  for (let i = 0; i < labs.length - 1; i++) {
    const a = labs[i]!;
    const b = labs[i + 1]!;
    const t = closestOnSegment(lab, a, b);
    candidates.push({ position: i + t, deltaE: deltaE2000(lab, mixLab(a, b, t)) });
  }
  candidates.sort((x, y) => x.deltaE - y.deltaE);
  const best = candidates[0] ?? { position: 0, deltaE: Infinity };
  const rival = candidates.find((c) => Math.abs(c.position - best.position) > 1.0);
  const scale = levelScale(pad.levels, pad.unit);
  const lower = Math.min(pad.levels.length - 2, Math.floor(best.position));
  return {
    value: roundValue(valueAtPosition(scale, best.position)),
    position: best.position,
    lowerLevel: pad.levels[lower]?.value ?? 0,
    upperLevel: pad.levels[lower + 1]?.value ?? 0,
    deltaE: best.deltaE,
    confidence: confidenceOf(best.deltaE, rival?.deltaE),
    uncertaintyLevels: uncertaintyOf(best, labs),
  };
}

/**
 * A colour off the path by ΔE could have come from anywhere within about ΔE of the nearest point along it: over
 * a stretch where one level changes the colour by stepΔE, that is ΔE / stepΔE levels.
 */
function uncertaintyOf(best: { position: number; deltaE: number }, labs: readonly Lab[]): number {
  const i = Math.max(0, Math.min(labs.length - 2, Math.floor(best.position)));
  const step = Math.max(3, deltaE2000(labs[i]!, labs[i + 1]!));
  return Math.hypot(BASE_UNCERTAINTY_LEVELS, best.deltaE / step);
}

function closestOnSegment(lab: Lab, a: Lab, b: Lab): number {
  let bestT = 0;
  let bestD = Infinity;
  for (let k = 0; k <= COARSE_STEPS; k++) {
    const t = k / COARSE_STEPS;
    const d = deltaE2000(lab, mixLab(a, b, t));
    if (d < bestD) {
      bestD = d;
      bestT = t;
    }
  }
  let lo = Math.max(0, bestT - 1 / COARSE_STEPS);
  let hi = Math.min(1, bestT + 1 / COARSE_STEPS);
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 20; i++) {
    const m1 = hi - phi * (hi - lo);
    const m2 = lo + phi * (hi - lo);
    if (deltaE2000(lab, mixLab(a, b, m1)) < deltaE2000(lab, mixLab(a, b, m2))) hi = m2;
    else lo = m1;
  }
  return (lo + hi) / 2;
}

/** Off-path distance lowers confidence smoothly; a second, distant stretch of the path that fits almost as well lowers it too. */
function confidenceOf(deltaE: number, rivalDeltaE: number | undefined): number {
  const onPath = 1 / (1 + (deltaE / 8) ** 2);
  const margin = rivalDeltaE === undefined ? 1 : Math.min(1, 0.4 + (rivalDeltaE - deltaE) / 10);
  return Math.round(Math.max(0, Math.min(1, onPath * margin)) * 100) / 100;
}

function roundValue(v: number): number {
  if (v === 0) return 0;
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(v))));
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
