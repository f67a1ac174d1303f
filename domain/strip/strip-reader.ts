// The strip reader: raw pixels + chart in, a reading (or a quality-gate error) out.
// Finds the strip, places the pads, corrects colour from the white backing beside each pad, matches every
// pad against the chart in CIELAB with CIEDE2000, then runs the quality gates. When the quick search (by the
// strip's backing) finds no confident fit, a wider one looks for the row of pads itself and for steeper
// perspective. A pad hidden by glare is left out: the others are still read (a partial reading). Pure: no I/O.
import { chartLabs, matchPadColour, type PadMatch } from './colour-match.ts';
import { hexToSrgb, linearRgbToLab, linearToSrgb, srgbToLinear, type Lab, type Rgb } from './colour-space.ts';
import { layoutPads, type PadLayout } from './pad-layout.ts';
import { samplePads, type PadSamples } from './pad-sampling.ts';
import { checkChartFit, checkGlare, GATE_LIMITS, runPhotoGates } from './quality-gates.ts';
import { frameToImage, type RgbImage } from './raster.ts';
import { padsFromHandle, type ChartPad, type PadParameter, type StripChart } from './strip-chart.schema.ts';
import { stripError, type StripReadError } from './strip-errors.ts';
import { READING_FIELD_OF_PAD, toReading, type PartialStripReading, type ReadingField, type StripReading } from './strip-reading.ts';
import { refineStripLine, type StripLine } from './strip-refine.ts';
import { findStripCandidates, type StripCandidate } from './strip-search.ts';
import { findPadRowLines } from './pad-row-search.ts';
import { correctWithBacking, DEFAULT_BACKING_LINEAR, lightUncertaintyLevels } from './white-balance.ts';

const CONFIDENT_MEAN_DELTA_E = 4;
/** Beyond this the best candidate is not a strip of this chart at all. */
const NO_STRIP_MEAN_DELTA_E = 25;

export interface PadResult {
  readonly parameter: PadParameter;
  readonly unit: string;
  readonly value: number;
  /** The chart levels either side of the value. */
  readonly lowerLevel: number;
  readonly upperLevel: number;
  readonly position: number;
  readonly confidence: number;
  readonly deltaE: number;
  /** White-balanced colour of the pad, as CIELAB and as sRGB hex. */
  readonly lab: Lab;
  readonly correctedHex: string;
  /** Pad centre in the analysed image's pixels. */
  readonly centrePx: readonly [number, number];
}

export interface StripReadSuccess {
  readonly ok: true;
  readonly reading: StripReading;
  readonly confidence: Record<ReadingField, number>;
  readonly pads: PadResult[];
  /** Assumptions and warnings a user or the planner should know (e.g. total hardness standing in for calcium). */
  readonly notes: string[];
  readonly chart: { readonly name: string; readonly version: number };
}

/** Why one pad could not be read while the others could. */
export const UNREADABLE_PAD_REASONS = {
  glare: 'glare on the pad',
} as const;
export type UnreadablePadReason = keyof typeof UNREADABLE_PAD_REASONS;

export interface UnreadablePad {
  readonly parameter: PadParameter;
  readonly field: ReadingField;
  readonly reason: UnreadablePadReason;
  /** Short and user-facing: what was wrong with this pad. */
  readonly message: string;
}

/** The pads that could be read when one or two could not: their fields only, and why the others are missing. */
export interface PartialStripRead {
  readonly reading: PartialStripReading;
  readonly confidence: Partial<Record<ReadingField, number>>;
  readonly pads: PadResult[];
  readonly unreadable: UnreadablePad[];
  readonly notes: string[];
  readonly chart: { readonly name: string; readonly version: number };
}

export interface StripReadFailure {
  readonly ok: false;
  readonly error: StripReadError;
  /** Set when only some pads failed (glare on one pad): the rest, read. The error says what hid the others. */
  readonly partial?: PartialStripRead;
}

export type StripReadOutcome = StripReadSuccess | StripReadFailure;

/** More unreadable pads than this and the photo is retaken rather than half read. */
const MAX_UNREADABLE_PADS = 2;

interface Evaluated {
  line: StripLine;
  layout: PadLayout;
  samples: PadSamples;
  labs: Lab[];
  matches: PadMatch[];
  /** Pads hidden by glare: not matched into the fit, not read. */
  glared: boolean[];
  meanDeltaE: number;
}

interface Context {
  readonly chart: StripChart;
  readonly pads: ChartPad[];
  readonly paths: Lab[][];
  readonly backing: Rgb;
}

export function readStrip(image: RgbImage, chart: StripChart): StripReadOutcome {
  const pads = padsFromHandle(chart);
  const backing = chart.backingHex ? srgbToLinear(hexToSrgb(chart.backingHex)) : DEFAULT_BACKING_LINEAR;
  const ctx: Context = { chart, pads, paths: pads.map((p) => chartLabs(p)), backing };
  const quick = bestOf(image, ctx, findStripCandidates(image), null);
  const best = !quick || quick.meanDeltaE >= CONFIDENT_MEAN_DELTA_E ? bestOf(image, ctx, widerCandidates(image, chart, quick), quick) : quick;
  if (!best) return { ok: false, error: stripError('no_strip_found') };
  // Glare big enough to hide a pad can also throw the placement off: then glare is the better advice.
  const glareSeen = [best, quick].flatMap((e) => (e && e.glared.some(Boolean) ? [checkGlare(e.samples.pads)] : []))[0] ?? null;
  const readable = best.samples.pads.filter((_, j) => !best.glared[j]);
  const glaredCount = best.glared.filter(Boolean).length;
  // Light, glare and focus first: they explain bad colours better than "no strip" or "wrong chart".
  const gate =
    runPhotoGates({ whites: best.samples.whites, pads: readable, edgeRiseMm: best.layout.edgeRiseMm }) ??
    (glaredCount > MAX_UNREADABLE_PADS || !readable.length ? checkGlare(best.samples.pads) : null);
  if (gate) return { ok: false, error: gate };
  if (best.meanDeltaE > NO_STRIP_MEAN_DELTA_E) return { ok: false, error: glareSeen ?? stripError('no_strip_found') };
  const fit = checkChartFit(best.meanDeltaE);
  if (fit) return { ok: false, error: glareSeen ?? fit };
  return buildResult(best, ctx);
}

/** Candidates the quick search may miss: pad rows on any background, and steep perspective (strip-wide-search.ts). */
function* widerCandidates(image: RgbImage, chart: StripChart, quick: Evaluated | null): Generator<WideCandidate> {
  if (quick) yield { line: quick.line, wide: true };
  for (const line of findPadRowLines(image, chart)) yield { line, wide: true };
}

interface WideCandidate {
  readonly line: StripLine;
  readonly wide: boolean;
}

function bestOf(image: RgbImage, ctx: Context, candidates: Iterable<StripCandidate | WideCandidate>, start: Evaluated | null): Evaluated | null {
  let best = start;
  for (const candidate of candidates) {
    const wide = 'wide' in candidate;
    const line = wide ? candidate.line : refineStripLine(image, candidate);
    if (!line) continue;
    for (const layout of layoutPads(image, line, ctx.chart, wide ? { wide: true } : {})) {
      const evaluated = evaluate(image, line, layout, ctx);
      if (!best || evaluated.meanDeltaE < best.meanDeltaE) best = evaluated;
    }
    // Six pads on the chart's paths within a few ΔE of a placement that fits the geometry: no other
    // candidate will beat that, so skip the rest (most photos need one candidate).
    if (best && best.meanDeltaE < CONFIDENT_MEAN_DELTA_E) break;
  }
  return best;
}

function evaluate(image: RgbImage, line: StripLine, layout: PadLayout, ctx: Context): Evaluated {
  const samples = samplePads(image, layout, ctx.chart, line.widthPx);
  const labs = samples.pads.map((p, j) => linearRgbToLab(correctWithBacking(p.linear, samples.whites[j]!.linear, ctx.backing)));
  const matches = labs.map((lab, j) => matchPadColour(lab, ctx.pads[j]!, ctx.paths[j]));
  const glared = samples.pads.map((p) => p.glareShare > GATE_LIMITS.maxPadGlare);
  const worst = worstFitted(matches, glared);
  // Only one pad, and only while the others fit: light, blur or a wrong placement wash out every pad alike.
  if (worst >= 0 && washedOut(labs[worst]!, matches[worst]!, ctx.paths[worst]!) && meanDeltaEOf(matches, glared, worst) < OTHERS_FIT_DELTA_E) {
    glared[worst] = true;
  }
  const fitted = matches.filter((_, j) => !glared[j]);
  const meanDeltaE = fitted.length ? fitted.reduce((a, m) => a + m.deltaE, 0) / fitted.length : Infinity;
  return { line, layout, samples, labs, matches, glared, meanDeltaE };
}

/**
 * A reflection spread over the whole pad lifts every cell alike, so no cell is clear: the pad shows far paler
 * than any colour on its chart path. Such a pad is glare too, not a reading.
 */
function washedOut(lab: Lab, match: PadMatch, path: readonly Lab[]): boolean {
  if (match.deltaE < WASHED_OUT_DELTA_E) return false;
  const i = Math.max(0, Math.min(path.length - 2, Math.floor(match.position)));
  const f = Math.min(1, match.position - i);
  const chartL = path[i]![0] + (path[i + 1]![0] - path[i]![0]) * f;
  return lab[0] - chartL > WASHED_OUT_LIGHTNESS;
}

/** ΔE from the chart path, and lightness (L*) above it, of a pad washed out by glare. */
const WASHED_OUT_DELTA_E = 15;
const WASHED_OUT_LIGHTNESS = 8;
/** The other pads' mean ΔE below which one washed-out pad is put down to glare. */
const OTHERS_FIT_DELTA_E = 6;

function worstFitted(matches: readonly PadMatch[], glared: readonly boolean[]): number {
  let worst = -1;
  matches.forEach((m, j) => {
    if (!glared[j] && (worst < 0 || m.deltaE > matches[worst]!.deltaE)) worst = j;
  });
  return worst;
}

function meanDeltaEOf(matches: readonly PadMatch[], glared: readonly boolean[], except: number): number {
  const others = matches.filter((_, j) => !glared[j] && j !== except);
  return others.length ? others.reduce((a, m) => a + m.deltaE, 0) / others.length : Infinity;
}

function buildResult(best: Evaluated, ctx: Context): StripReadOutcome {
  const light = lightUncertaintyLevels(meanOf(best.samples.whites.map((w) => w.srgb)), meanOf(best.samples.whites.map((w) => w.linear)));
  const read = ctx.pads.flatMap((pad, j) => {
    if (best.glared[j]) return [];
    const m = best.matches[j]!;
    return [{ pad, match: { ...m, uncertaintyLevels: Math.hypot(m.uncertaintyLevels, light) }, j }];
  });
  const reading = toReading(read);
  if (!reading.ok) return reading;
  const pads = read.map(({ pad, match, j }) => padResult(best, ctx, pad, match, j));
  const chart = { name: ctx.chart.name, version: ctx.chart.version };
  const unreadable = ctx.pads.flatMap((pad, j): UnreadablePad[] =>
    best.glared[j]
      ? [{ parameter: pad.parameter, field: READING_FIELD_OF_PAD[pad.parameter], reason: 'glare', message: UNREADABLE_PAD_REASONS.glare }]
      : [],
  );
  if (unreadable.length) {
    const partial = { reading: reading.reading, confidence: reading.confidence, pads, unreadable, notes: reading.notes, chart };
    return { ok: false, error: checkGlare(best.samples.pads) ?? stripError('glare'), partial };
  }
  return {
    ok: true,
    reading: reading.reading as StripReading,
    confidence: reading.confidence as Record<ReadingField, number>,
    pads,
    notes: reading.notes,
    chart,
  };
}

function padResult(best: Evaluated, ctx: Context, pad: ChartPad, m: PadMatch, j: number): PadResult {
  const lab = best.labs[j]!;
  const [x, y] = frameToImage(best.layout.frame, best.layout.padCentres[j]!, 0);
  return {
    parameter: pad.parameter,
    unit: pad.unit,
    value: m.value,
    lowerLevel: m.lowerLevel,
    upperLevel: m.upperLevel,
    position: Math.round(m.position * 100) / 100,
    confidence: m.confidence,
    deltaE: Math.round(m.deltaE * 10) / 10,
    lab: [round1(lab[0]), round1(lab[1]), round1(lab[2])],
    correctedHex: toHex(correctWithBacking(best.samples.pads[j]!.linear, best.samples.whites[j]!.linear, ctx.backing)),
    centrePx: [Math.round(x), Math.round(y)],
  };
}

function meanOf(colours: readonly Rgb[]): Rgb {
  return [0, 1, 2].map((ch) => colours.reduce((a, c) => a + c[ch]!, 0) / Math.max(1, colours.length)) as unknown as Rgb;
}

function toHex(linear: Rgb): string {
  const srgb = linearToSrgb(linear);
  return `#${srgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
