// How a strip reading becomes a recorded water test: the values rounded to what a strip can resolve
// (and to the whole numbers the reading rules require), and the analysis details kept with the
// event for auditing: per-pad measurements, the photo's hash, the reader version and whether a
// vision model located the strip.
import type { ReadingInput } from '../../../domain/water/reading-rules.ts';
import type { AnalysisDetails } from '../../../domain/water/water.events.ts';
import type { AiAssist } from '../../ai/located-strip-reader.ts';
import { STRIP_READER_VERSION } from '../../ai/located-strip-reader.ts';
import type { ReadStripPhotoResult } from '../../images/read-strip-photo.ts';
import { analyzePaths, type AnalyzeTestStripResponse } from '../../../contracts/strip.contract.ts';
import type { AdmittedPhoto } from './photo-upload.ts';

type StripSuccess = Extract<ReadStripPhotoResult, { ok: true }>;
type StripAnalysis = AnalyzeTestStripResponse['analysis'];

const round = (value: number, step: number) => Math.round(value / step) * step;
const tenths = (value: number) => Math.round(value * 10) / 10;

/** pH and chlorine to 0.1 (a strip resolves no finer), alkalinity, CYA and hardness to whole ppm. */
export function readingInputOf(result: StripSuccess): ReadingInput {
  const r = result.reading;
  return {
    ph: tenths(r.ph),
    freeChlorinePpm: tenths(r.freeChlorinePpm),
    totalChlorinePpm: tenths(r.totalChlorinePpm),
    totalAlkalinityPpm: round(r.totalAlkalinityPpm, 1),
    cyaPpm: round(r.cyaPpm, 1),
    calciumHardnessPpm: round(r.calciumHardnessPpm, 1),
    temperatureF: null,
    notes: null,
  };
}

export function stripAnalysisOf(result: StripSuccess, photo: AdmittedPhoto & { sha256: string }, ai: AiAssist): StripAnalysis {
  return {
    readerVersion: STRIP_READER_VERSION,
    chart: result.chart,
    photo: { sha256: photo.sha256, url: analyzePaths.photo(photo.sha256), mime: photo.mime, width: photo.width, height: photo.height },
    pads: result.pads.map((p) => ({
      parameter: p.parameter, unit: p.unit, value: p.value, lowerLevel: p.lowerLevel, upperLevel: p.upperLevel,
      confidence: p.confidence, deltaE: p.deltaE, correctedHex: p.correctedHex,
    })),
    notes: result.notes,
    aiLocated: ai.located,
  };
}

/** What the ReadingRecorded event keeps: the reply's analysis plus the raw values, confidence and the AI's part. */
export function analysisDetailsOf(
  result: StripSuccess,
  analysis: StripAnalysis,
  ai: AiAssist,
  upload: { filename: string | undefined; declaredMime: string | undefined },
): AnalysisDetails {
  return {
    source: 'strip_photo',
    ...analysis,
    photo: { ...analysis.photo, filename: upload.filename ?? null, declaredMime: upload.declaredMime ?? null },
    measured: result.reading,
    confidence: result.confidence,
    ai: { attempted: ai.attempted, located: ai.located, model: ai.model ?? null, failure: ai.failure ?? null, problems: ai.problems ?? [] },
  };
}
