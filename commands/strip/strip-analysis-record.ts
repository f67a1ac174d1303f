// What a strip reading keeps with its recorded water test, for auditing: per-pad measurements, the
// photo's hash, the reader version and whether a vision model located the strip. (The values
// themselves are rounded by domain/strip/strip-precision.ts.)
import { analyzePaths, type AnalyzeTestStripResponse } from '../../contracts/strip.contract.ts';
import type { AnalysisDetails } from '../../domain/water/water.events.ts';
import type { AiAssist } from '../../infra/ai/located-strip-reader.ts';
import { STRIP_READER_VERSION } from '../../infra/ai/located-strip-reader.ts';
import type { ReadStripPhotoResult } from '../../infra/images/read-strip-photo.ts';
import type { AdmittedPhoto } from './photo-admission.ts';

export type StripSuccess = Extract<ReadStripPhotoResult, { ok: true }>;
export type StripAnalysis = AnalyzeTestStripResponse['analysis'];

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
