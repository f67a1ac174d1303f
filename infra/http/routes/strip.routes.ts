// Test-strip photo analysis (spec §7 POST /api/analyze-test-strip, issue 5) and the photos kept as
// evidence. The photo is admitted from its header (size, real format, pixels) before anything is
// decoded, read by the local colour reader (with the vision model as a locator when configured),
// stored, and recorded as a camera/upload reading through the same command as a manual reading, so
// it issues the plan the same way. A failed quality gate is a 422 with the reader's advice, and
// nothing is recorded. Writes honour Idempotency-Key like the water routes.
import { recordReading } from '../../../commands/water/record-reading.ts';
import { findCurrentTreatmentPlan } from '../../../projections/water/treatment-plans.projection.ts';
import { readStripPhotoLocated } from '../../ai/located-strip-reader.ts';
import { stripLocatorFromConfig } from '../../ai/openai-strip-locator.ts';
import type { StripLocator } from '../../ai/strip-locator.ts';
import { findOwnedPhoto, savePhoto } from '../../photos/photos.store.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineArea } from '../area.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { loadOwnedPool } from '../auth/owned-resources.ts';
import { HttpError, notFound } from '../errors.ts';
import type { RouteContext } from '../route-context.ts';
import { readingAfterWrite } from './reading-after-write.ts';
import {
  analyzePaths, analyzeTestStripBodySchema, analyzeTestStripResponseSchema, ANALYZE_JSON_BODY_LIMIT, photoParamsSchema,
} from '../../../contracts/strip.contract.ts';
import { createAnalyzeRateLimit } from './strip-rate-limit.ts';
import { admitPhoto, bytesOfDataUrl } from './photo-upload.ts';
import { analysisDetailsOf, readingInputOf, stripAnalysisOf } from './strip-analysis-record.ts';

const tags = ['analysis'];

/** The body limits this module needs beyond the app's 1 MB default, for createApp. */
export const ANALYZE_BODY_LIMITS: Readonly<Record<string, string>> = { [analyzePaths.analyze]: ANALYZE_JSON_BODY_LIMIT };

/** The strip reader writes readings through the water area's command, so its read models are the water area's. */
export const stripArea = defineArea({
  name: 'strip',
  projections: [],
  registerRoutes(api, context) {
    registerAnalyzeRoutes(api, context);
    return { bodyLimits: ANALYZE_BODY_LIMITS };
  },
});

export function registerAnalyzeRoutes(api: ApiRouter, context: RouteContext, locator: StripLocator | undefined = stripLocatorFromConfig(context.config)): void {
  const db = context.database.db;
  const rateLimit = createAnalyzeRateLimit(context.database, context.config);
  const log = context.logger.child({ component: 'strip-analysis' });

  api.route({
    method: 'post',
    path: analyzePaths.analyze,
    summary: 'Read a dipped test strip from a photo, record it as a camera or upload reading and issue its treatment plan',
    tags,
    auth: 'user',
    body: analyzeTestStripBodySchema,
    responses: {
      201: { description: 'The reading, per-field confidence and the plan', schema: analyzeTestStripResponseSchema },
      400: { description: 'Not a JPEG, PNG, WebP, GIF or HEIC/HEIF photo, or invalid fields' },
      404: { description: 'No such pool for this user' },
      413: { description: 'Larger than 15 MB or 40 megapixels' },
      422: { description: "A quality gate failed (no strip, light, glare, blur, colours); the message says what to change" },
      429: { description: 'Too many analyses; Retry-After says when to try again' },
    },
    handler: async (ctx, { body, user }) => {
      await rateLimit.consume(user.id);
      const pool = await loadOwnedPool(context, user, body.poolId);
      const metadata = metadataOf(ctx, user);
      const photo = await admitPhoto(bytesOfDataUrl(body.image));
      const { result, ai } = await readStripPhotoLocated(photo.bytes, { locator, onLocatorFailure: (detail) => log.warn({ detail }, 'strip locator not used') });
      if (!result.ok) {
        throw new HttpError(result.error.code === 'unreadable_image' ? 400 : 422, result.error.code, result.error.message);
      }
      const sha256 = await savePhoto(db, { ownerId: user.id, bytes: photo.bytes, mime: photo.mime, width: photo.width, height: photo.height });
      const analysis = stripAnalysisOf(result, { ...photo, sha256 }, ai);
      const readingId = idFor(metadata, `reading:${body.poolId}`);
      const recorded = await recordReading(context.store, {
        poolId: body.poolId, readingId, planId: idFor(metadata, `plan:${body.poolId}`), pool, testMethod: body.method,
        reading: readingInputOf(result), analysis: analysisDetailsOf(result, analysis, ai, { filename: body.filename, declaredMime: body.mimeType }),
        now: new Date(),
      }, metadata);
      const reading = await readingAfterWrite(context, body.poolId, readingId, recorded.state, recorded.position);
      const plan = await findCurrentTreatmentPlan(db, body.poolId, Date.now());
      ctx.status = 201;
      return { reading, confidence: result.confidence, plan, analysis };
    },
  });

  api.route({
    method: 'get',
    path: '/api/photos/:sha256',
    summary: "A strip photo behind one of the user's readings (the reading's analysis links it)",
    tags,
    auth: 'user',
    params: photoParamsSchema,
    responses: { 200: { description: 'The photo as uploaded', contentType: 'image/*' }, 404: { description: 'No such photo for this user' } },
    handler: async (ctx, { params, user }) => {
      const photo = await findOwnedPhoto(db, user.id, params.sha256);
      if (!photo) throw notFound('Photo not found');
      ctx.type = photo.mime;
      // Content-addressed, so it never changes; private because it is one user's.
      ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
      ctx.set('Content-Disposition', 'inline');
      return Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength);
    },
  });
}
