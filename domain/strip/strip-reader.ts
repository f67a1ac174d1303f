// The strip reader: raw pixels + chart in, a reading (or a quality-gate error) out.
// Finds the strip, places the pads, corrects colour from the white backing beside each pad, matches every
// pad against the chart in CIELAB with CIEDE2000, then runs the quality gates. Pure: no I/O.
import { chartLabs, matchPadColour, type PadMatch } from './colour-match.ts';
import { hexToSrgb, linearRgbToLab, linearToSrgb, srgbToLinear, type Lab, type Rgb } from './colour-space.ts';
import { layoutPads, type PadLayout } from './pad-layout.ts';
import { samplePads, type PadSamples } from './pad-sampling.ts';
import { checkChartFit, runPhotoGates } from './quality-gates.ts';
import { frameToImage, type RgbImage } from './raster.ts';
import { padsFromHandle, type ChartPad, type PadParameter, type StripChart } from './strip-chart.schema.ts';
import { stripError, type StripReadError } from './strip-errors.ts';
import { toReading, type ReadingField, type StripReading } from './strip-reading.ts';
import { refineStripLine, type StripLine } from './strip-refine.ts';
import { findStripCandidates } from './strip-search.ts';
import { correctWithBacking, DEFAULT_BACKING_LINEAR } from './white-balance.ts';

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

export interface StripReadFailure {
  readonly ok: false;
  readonly error: StripReadError;
}

export type StripReadOutcome = StripReadSuccess | StripReadFailure;

interface Evaluated {
  line: StripLine;
  layout: PadLayout;
  samples: PadSamples;
  labs: Lab[];
  matches: PadMatch[];
  meanDeltaE: number;
}

export function readStrip(image: RgbImage, chart: StripChart): StripReadOutcome {
  const pads = padsFromHandle(chart);
  const paths = pads.map((p) => chartLabs(p));
  const backing = chart.backingHex ? srgbToLinear(hexToSrgb(chart.backingHex)) : DEFAULT_BACKING_LINEAR;
  let best: Evaluated | null = null;
  for (const candidate of findStripCandidates(image)) {
    const line = refineStripLine(image, candidate);
    if (!line) continue;
    for (const layout of layoutPads(image, line, chart)) {
      const evaluated = evaluate(image, line, layout, chart, pads, paths, backing);
      if (!best || evaluated.meanDeltaE < best.meanDeltaE) best = evaluated;
    }
    // Six pads on the chart's paths within a few ΔE of a placement that fits the geometry: no other
    // candidate will beat that, so skip the rest (most photos need one candidate).
    if (best && best.meanDeltaE < CONFIDENT_MEAN_DELTA_E) break;
  }
  if (!best) return { ok: false, error: stripError('no_strip_found') };
  // Light, glare and focus first: they explain bad colours better than "no strip" or "wrong chart".
  const gate = runPhotoGates({
    whites: best.samples.whites,
    pads: best.samples.pads,
    edgeRiseMm: best.layout.edgeRiseMm,
  });
  if (gate) return { ok: false, error: gate };
  if (best.meanDeltaE > NO_STRIP_MEAN_DELTA_E) return { ok: false, error: stripError('no_strip_found') };
  const fit = checkChartFit(best.meanDeltaE);
  if (fit) return { ok: false, error: fit };
  return buildResult(best, pads, chart, backing);
}

function evaluate(
  image: RgbImage,
  line: StripLine,
  layout: PadLayout,
  chart: StripChart,
  pads: ChartPad[],
  paths: Lab[][],
  backing: Rgb,
): Evaluated {
  const samples = samplePads(image, layout, chart, line.widthPx);
  const labs = samples.pads.map((p, j) => linearRgbToLab(correctWithBacking(p.linear, samples.whites[j]!.linear, backing)));
  const matches = labs.map((lab, j) => matchPadColour(lab, pads[j]!, paths[j]));
  const meanDeltaE = matches.reduce((a, m) => a + m.deltaE, 0) / Math.max(1, matches.length);
  return { line, layout, samples, labs, matches, meanDeltaE };
}

function buildResult(best: Evaluated, pads: ChartPad[], chart: StripChart, backing: Rgb): StripReadOutcome {
  const reading = toReading(pads.map((pad, j) => ({ pad, match: best.matches[j]! })));
  if (!reading.ok) return reading;
  const padResults = pads.map((pad, j): PadResult => {
    const m = best.matches[j]!;
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
      correctedHex: toHex(correctWithBacking(best.samples.pads[j]!.linear, best.samples.whites[j]!.linear, backing)),
      centrePx: [Math.round(x), Math.round(y)],
    };
  });
  return {
    ok: true,
    reading: reading.reading,
    confidence: reading.confidence,
    pads: padResults,
    notes: reading.notes,
    chart: { name: chart.name, version: chart.version },
  };
}

function toHex(linear: Rgb): string {
  const srgb = linearToSrgb(linear);
  return `#${srgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
