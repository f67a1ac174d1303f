// Request and response schemas of the test-strip photo analysis (spec §7 POST /api/analyze-test-strip,
// issue 5) and the photo evidence route. Shared with the UI: zod and the pure domain only.
import { z } from 'zod';
import { currentTreatmentPlanSchema, readingSchema } from './water.contract.ts';

/** Decoded photo bytes at most (issue 5). */
export const ANALYZE_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Declared pixels at most, checked from the header before anything is decoded. */
export const ANALYZE_MAX_IMAGE_PIXELS = 40_000_000;
/** The JSON body limit of the route: base64 of 15 MB is 20 MB, plus the data-URL prefix and the other fields. */
export const ANALYZE_JSON_BODY_LIMIT = '21mb';

export const ANALYSIS_METHODS = ['camera', 'upload'] as const;

/** POST /api/analyze-test-strip. The photo's type is read from its bytes; mimeType and filename are kept as sent. */
export const analyzeTestStripBodySchema = z.object({
  /** Its size is checked by the route, which answers 413 past 15 MB. */
  image: z
    .string()
    .regex(/^data:[\w.+-]*\/?[\w.+-]*(;[\w=.+-]+)*;base64,/i, 'Expected the photo as a base64 data URL'),
  poolId: z.uuid(),
  filename: z.string().max(255).optional(),
  mimeType: z.string().max(100).optional(),
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

export const stripAnalysisSchema = z.object({
  readerVersion: z.string(),
  chart: z.object({ name: z.string(), version: z.number() }),
  photo: z.object({ sha256: z.string(), url: z.string(), mime: z.string(), width: z.number(), height: z.number() }),
  pads: z.array(padAnalysisSchema),
  notes: z.array(z.string()),
  /** Whether a vision model located the strip (the values are measured locally either way). */
  aiLocated: z.boolean(),
});

/** 201: the recorded reading (as GET readings/latest), per-field confidence 0–1, and the plan it issued (as GET treatment-plan). */
export const analyzeTestStripResponseSchema = z.object({
  reading: readingSchema,
  confidence: readingConfidenceSchema,
  plan: currentTreatmentPlanSchema,
  analysis: stripAnalysisSchema,
});
export type AnalyzeTestStripResponse = z.output<typeof analyzeTestStripResponseSchema>;

export const photoParamsSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const analyzePaths = {
  analyze: '/api/analyze-test-strip',
  photo: (sha256: string) => `/api/photos/${sha256}`,
} as const;
