// Test-strip photo analysis (spec §7 POST /api/analyze-test-strip, issue 5) and the photos kept as
// evidence. The use case is commands/strip/analyze-strip-photo.ts; the route charges the per-user
// limit and checks the pool is the user's before any photo is decoded, then answers with the
// reading once the water read models have it. A rejected photo is a 413 (too large), 400 (not an
// image) or 422 (a failed quality gate, with the reader's advice), and nothing is recorded.
// Writes honour Idempotency-Key like the water routes.
import { StripPhotoRejectedError } from '../../../commands/strip/strip-photo-rejected.ts';
import { findCurrentTreatmentPlan } from '../../../projections/water/treatment-plans.projection.ts';
import type { analyzeStripPhoto as AnalyzeStripPhoto, StripPhotoReader } from '../../../commands/strip/analyze-strip-photo.ts';
import type { StripLocator } from '../../ai/strip-locator.ts';
import { findOwnedPhoto } from '../../photos/photos.store.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { loadOwnedPool } from '../auth/owned-resources.ts';
import { HttpError, notFound } from '../errors.ts';
import type { RouteContext } from '../route-context.ts';
import { readingAfterWrite } from './reading-after-write.ts';
import {
  analyzePaths, analyzeTestStripBodySchema, analyzeTestStripResponseSchema, ANALYZE_JSON_BODY_LIMIT, photoParamsSchema,
} from '../../../contracts/strip.contract.ts';
import { createAnalyzeRateLimit } from './strip-rate-limit.ts';

const tags = ['analysis'];

/** The body limits this module needs beyond the app's 1 MB default, for createApp. */
export const ANALYZE_BODY_LIMITS: Readonly<Record<string, string>> = { [analyzePaths.analyze]: ANALYZE_JSON_BODY_LIMIT };

export const stripRoutes = defineRoutes({
  registerRoutes(api, context) {
    registerAnalyzeRoutes(api, context);
    return { bodyLimits: ANALYZE_BODY_LIMITS };
  },
});

/**
 * The strip reader, the photo checks (sharp, HEIC) and the vision model's client load at the first
 * analysis rather than at start-up: they are a third of the server's modules by load time.
 */
function lazyAnalysis(context: RouteContext, locator: StripLocator | undefined | 'from-config') {
  let loading: Promise<{ analyzeStripPhoto: typeof AnalyzeStripPhoto; readStrip: StripPhotoReader }> | undefined;
  const log = context.logger.child({ component: 'strip-analysis' });
  return () => (loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed load is tried again by the next analysis
    throw error;
  }));
  async function load() {
    const [{ analyzeStripPhoto }, { readStripPhotoLocated }, { stripLocatorFromConfig }] = await Promise.all([
      import('../../../commands/strip/analyze-strip-photo.ts'), import('../../ai/located-strip-reader.ts'), import('../../ai/openai-strip-locator.ts'),
    ]);
    const resolved = locator === 'from-config' ? stripLocatorFromConfig(context.config) : locator;
    const readStrip: StripPhotoReader = (bytes) =>
      readStripPhotoLocated(bytes, { locator: resolved, images: context.images, onLocatorFailure: (detail) => log.warn({ detail }, 'strip locator not used') });
    return { analyzeStripPhoto, readStrip };
  }
}

/** locator: the vision model that finds a strip the local reader cannot ('from-config': OPENAI_API_KEY's, if set). */
export function registerAnalyzeRoutes(api: ApiRouter, context: RouteContext, locator: StripLocator | undefined | 'from-config' = 'from-config'): void {
  const db = context.database.db;
  const rateLimit = createAnalyzeRateLimit(context.database, context.config);
  const analysis = lazyAnalysis(context, locator);

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
      // Ownership first (another user's pool is a 404 that costs nothing), then the per-user limit, then any heavy work.
      const pool = await loadOwnedPool(context, user, body.poolId);
      await rateLimit.consume(user.id);
      const metadata = metadataOf(ctx, user);
      const readingId = idFor(metadata, `reading:${body.poolId}`);
      const { analyzeStripPhoto, readStrip } = await analysis();
      const analyzed = await analyzeStripPhoto({ store: context.store, db, readStrip }, {
        ownerId: user.id, poolId: body.poolId, pool, readingId, planId: idFor(metadata, `plan:${body.poolId}`), testMethod: body.method,
        image: body.image, filename: body.filename, declaredMime: body.mimeType, now: new Date(),
      }, metadata).catch(asHttpError);
      const reading = await readingAfterWrite(context, body.poolId, readingId, analyzed.state, analyzed.position);
      const plan = await findCurrentTreatmentPlan(db, body.poolId, Date.now());
      ctx.status = 201;
      return { reading, confidence: analyzed.confidence, plan, analysis: analyzed.analysis };
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
      // Private, and asked again each time so that it leaves with the session (after Sign Out the
      // revalidation is a 401); content-addressed, so the revalidation is a cheap 304.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('Content-Disposition', 'inline');
      ctx.etag = params.sha256;
      ctx.status = 200; // ctx.fresh compares validators only on a 2xx response
      if (ctx.fresh) {
        ctx.status = 304;
        return undefined;
      }
      return Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength);
    },
  });
}

/** A rejected photo as HTTP: too large 413, not an image 400, a failed quality gate 422. */
function asHttpError(error: unknown): never {
  if (!(error instanceof StripPhotoRejectedError)) throw error;
  const status = error.code === 'payload_too_large' ? 413 : error.code === 'unreadable_image' ? 400 : 422;
  throw new HttpError(status, error.code, error.message);
}
