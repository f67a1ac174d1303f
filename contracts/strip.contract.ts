// The HTTP contract of the strip area: the test-strip photo analysis (spec §7 POST /api/analyze-test-strip,
// issue 5) and the photo evidence route. Request and reply schemas in zod/mini, paths. Shared with the
// UI: zod/mini only.
import { z } from 'zod/mini';
import { routePath } from './route-path.ts';
import { currentTreatmentPlanSchema, readingSchema } from './water.contract.ts';

/** Decoded photo bytes at most (issue 5). */
export const ANALYZE_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Declared pixels at most, checked from the header before anything is decoded. */
export const ANALYZE_MAX_IMAGE_PIXELS = 40_000_000;
/** The JSON body limit of the route: base64 of 15 MB is 20 MB, plus the data-URL prefix and the other fields. */
export const ANALYZE_JSON_BODY_LIMIT = '21mb';

export const ANALYSIS_METHODS = ['camera', 'upload'] as const;

/** The longest data-URL header (`data:image/jpeg;name=…;base64`) looked at; a real one is far shorter. */
const MAX_DATA_URL_HEADER = 256;
const DATA_URL_HEADER = /^data:[\w.+-]*\/?[\w.+-]*(;[\w=.+-]+)*;base64$/i;

/**
 * A base64 data URL, decided in constant time: only the header before the first comma, at most
 * 256 characters, meets the pattern (which backtracks). Run over the whole 20 MB string, a header
 * with no comma kept the pattern busy for seconds per request.
 */
export function isBase64DataUrl(value: string): boolean {
  const comma = value.slice(0, MAX_DATA_URL_HEADER + 1).indexOf(',');
  return comma > 0 && comma <= MAX_DATA_URL_HEADER && DATA_URL_HEADER.test(value.slice(0, comma));
}

/** POST /api/analyze-test-strip. The photo's type is read from its bytes; mimeType and filename are kept as sent. */
export const analyzeTestStripBodySchema = z.object({
  /** Its size is checked by the route, which answers 413 past 15 MB. */
  image: z.string().check(z.refine(isBase64DataUrl, 'Expected the photo as a base64 data URL')),
  poolId: z.uuid(),
  filename: z.optional(z.string().check(z.maxLength(255))),
  mimeType: z.optional(z.string().check(z.maxLength(100))),
  method: z.enum(ANALYSIS_METHODS),
});
export type AnalyzeTestStripBody = z.input<typeof analyzeTestStripBodySchema>;

export const readingConfidenceSchema = z.object({
  ph: z.number(),
  freeChlorinePpm: z.number(),
  totalChlorinePpm: z.number(),
  totalAlkalinityPpm: z.number(),
  cyaPpm: z.number(),
  calciumHardnessPpm: z.number(),
});

export const padAnalysisSchema = z.object({
  parameter: z.string(),
  unit: z.string(),
  /** The measured value before rounding to the reading's precision. */
  value: z.number(),
  lowerLevel: z.number(),
  upperLevel: z.number(),
  confidence: z.number(),
  deltaE: z.number(),
  correctedHex: z.string(),
});

/** A pad the reader could not read while it read the others (a partial reading): its field is null in the reading. */
export const unreadablePadSchema = z.object({
  parameter: z.string(),
  /** The reading's field left empty, e.g. freeChlorinePpm. */
  field: z.string(),
  reason: z.string(),
  /** Short and user-facing, e.g. 'glare on the pad'. */
  message: z.string(),
});
export type UnreadablePadAnalysis = z.output<typeof unreadablePadSchema>;

export const stripAnalysisSchema = z.object({
  readerVersion: z.string(),
  chart: z.object({ name: z.string(), version: z.number() }),
  photo: z.object({ sha256: z.string(), url: z.string(), mime: z.string(), width: z.number(), height: z.number() }),
  /** The pads read; a pad left unreadable is in unreadablePads instead. */
  pads: z.array(padAnalysisSchema),
  /** Pads to test again (empty when all six were read). */
  unreadablePads: z.array(unreadablePadSchema),
  notes: z.array(z.string()),
  /** Whether a vision model located the strip (the values are measured locally either way). */
  aiLocated: z.boolean(),
});

/**
 * 201: the recorded reading (as GET readings/latest), per-field confidence 0–1 (0 for a pad left unreadable,
 * whose field is null in the reading; analysis.unreadablePads says why), and the plan it issued (as GET treatment-plan).
 */
export const analyzeTestStripResponseSchema = z.object({
  reading: readingSchema,
  confidence: readingConfidenceSchema,
  plan: currentTreatmentPlanSchema,
  analysis: stripAnalysisSchema,
});
export type AnalyzeTestStripResponse = z.output<typeof analyzeTestStripResponseSchema>;

export const photoParamsSchema = z.object({ sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)) });

export const stripPaths = {
  analyze: routePath('/api/analyze-test-strip'),
  photo: routePath('/api/photos/:sha256'),
} as const;

/** The analysis route's path and the photo link builder, as the server's modules name them. */
export const analyzePaths = {
  analyze: stripPaths.analyze.pattern,
  photo: stripPaths.photo,
} as const;
