// What a strip reading keeps with its recorded water test, for auditing: per-pad measurements (and the
// pads left unreadable, with why), the photo's hash, the reader version and whether a vision model located the strip. (The values
// themselves are rounded by domain/strip/strip-precision.ts.)
import { analyzePaths, type AnalyzeTestStripResponse } from '../../contracts/strip.contract.ts';
import type { AnalysisDetails } from '../../domain/water/water.events.ts';
import type { AiAssist } from '../../infra/ai/located-strip-reader.ts';
import { STRIP_READER_VERSION } from '../../infra/ai/located-strip-reader.ts';
import type { UnreadablePad } from '../../domain/strip/strip-reader.ts';
import type { PartialStripReading } from '../../domain/strip/strip-reading.ts';
import type { ReadStripPhotoResult } from '../../infra/images/read-strip-photo.ts';
import type { AdmittedPhoto } from './photo-admission.ts';

export type StripSuccess = Extract<ReadStripPhotoResult, { ok: true }>;
/** What gets recorded: a complete reading, or a partial one (some pads unreadable, their fields absent). */
export type StripRead = Pick<StripSuccess, 'pads' | 'notes' | 'chart'> & {
  readonly reading: PartialStripReading;
  readonly confidence: Partial<StripSuccess['confidence']>;
  readonly unreadable: readonly UnreadablePad[];
};
export type StripAnalysis = AnalyzeTestStripResponse['analysis'];

/** The reading to record from the reader's answer, or null when the photo was refused outright. */
export function stripReadOf(result: ReadStripPhotoResult): StripRead | null {
  if (result.ok) return { ...result, unreadable: [] };
  return result.partial ?? null;
}

/** Per field, 0–1; 0 for a pad left unreadable. */
export function confidenceOf(read: StripRead): StripSuccess['confidence'] {
  const of = (field: keyof StripSuccess['confidence']) => read.confidence[field] ?? 0;
  return {
    ph: of('ph'), freeChlorinePpm: of('freeChlorinePpm'), totalChlorinePpm: of('totalChlorinePpm'),
    totalAlkalinityPpm: of('totalAlkalinityPpm'), cyaPpm: of('cyaPpm'), calciumHardnessPpm: of('calciumHardnessPpm'),
  };
}

export function stripAnalysisOf(result: StripRead, photo: AdmittedPhoto & { sha256: string }, ai: AiAssist): StripAnalysis {
  return {
    readerVersion: STRIP_READER_VERSION,
    chart: result.chart,
    photo: { sha256: photo.sha256, url: analyzePaths.photo(photo.sha256), mime: photo.mime, width: photo.width, height: photo.height },
    pads: result.pads.map((p) => ({
      parameter: p.parameter, unit: p.unit, value: p.value, lowerLevel: p.lowerLevel, upperLevel: p.upperLevel,
      confidence: p.confidence, deltaE: p.deltaE, correctedHex: p.correctedHex,
    })),
    unreadablePads: result.unreadable.map((u) => ({ parameter: u.parameter, field: u.field, reason: u.reason, message: u.message })),
    notes: result.notes,
    aiLocated: ai.located,
  };
}

/** What the ReadingRecorded event keeps: the reply's analysis plus the raw values, confidence and the AI's part. */
export function analysisDetailsOf(
  result: StripRead,
  analysis: StripAnalysis,
  ai: AiAssist,
  upload: { filename: string | undefined; declaredMime: string | undefined },
): AnalysisDetails {
  return {
    source: 'strip_photo',
    ...analysis,
    photo: { ...analysis.photo, filename: upload.filename ?? null, declaredMime: upload.declaredMime ?? null },
    measured: result.reading,
    confidence: confidenceOf(result),
    ai: { attempted: ai.attempted, located: ai.located, model: ai.model ?? null, failure: ai.failure ?? null, problems: ai.problems ?? [] },
  };
}
