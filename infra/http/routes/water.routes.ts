// Readings and treatment-plan routes (spec §7, issue 4), declared from contracts/water.contract.ts:
// record, correct and delete water tests; the latest, the recent 20, the paged history and the audit
// CSV; the chemicals added; the current plan and marking its ready step added. Every pool id goes through loadOwnedPool, or (GET
// routes) a read model query that checks ownership in the same statement (inOwnedPool), so another user's pool is a 404.
// Writes honour Idempotency-Key and wait for the read models their screens refetch.
import { Readable } from 'node:stream';
import { completeTreatmentStep } from '../../../commands/water/complete-treatment-step.ts';
import { correctReading } from '../../../commands/water/correct-reading.ts';
import { deleteReading } from '../../../commands/water/delete-reading.ts';
import { recordReading } from '../../../commands/water/record-reading.ts';
import { chemicalAdditionsPage, listChemicalAdditionsInOwnedPool, type AdditionCursor } from '../../../projections/water/chemical-additions.projection.ts';
import {
  auditReadingsPage, decodeReadingCursor, latestReadingReplyInOwnedPool, findOwnedPoolWithCya, findReading, listReadingHistoryInOwnedPool,
  listRecentReadingsInOwnedPool, type AuditReadingCursor,
} from '../../../projections/water/readings.projection.ts';
import { currentTreatmentPlanReplyInOwnedPool } from '../../../projections/water/current-plan-reply.ts';
import { findCurrentTreatmentPlan } from '../../../projections/water/treatment-plans.projection.ts';
import { JsonText, type ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { inOwnedPool, loadOwnedPool } from '../auth/owned-resources.ts';
import { badRequest, conflict } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import { historyCsvChunks } from './water-history-csv.ts';
import { readingAfterWrite, WATER_READ_MODELS } from './reading-after-write.ts';
import {
  chemicalAdditionListSchema, chemicalAdditionsQuerySchema, completeStepBodySchema, createReadingBodySchema, currentTreatmentPlanSchema,
  deleteReadingResponseSchema, latestReadingSchema, poolParamsSchema, readingListSchema, readingPageSchema, readingParamsSchema,
  readingHistoryQuerySchema, readingSchema, treatmentPlanSchema, updateReadingBodySchema, waterPaths, waterTargetsBasisSchema,
} from '../../../contracts/water.contract.ts';
import { isSaltwater } from '../../../domain/chemistry/index.ts';
import { DomainError } from '../../../domain/common/decider.ts';
import { KEPT_READINGS } from '../../../domain/water/water.decider.ts';

const tags = ['water'];
/** Rows per page of the streamed audit export. */
const CSV_PAGE_ROWS = 1000;
/** What the home and test screens refetch after a reading or plan change (spec §7). */
const notFoundResponse = { 404: { description: 'No such pool (or reading) for this user' } };

/**
 * A test the pool's history holds but the decider no longer keeps (older than its KEPT_READINGS most
 * recent) answers 409 with why, rather than 404 as if it did not exist.
 */
async function unlessTooOld<T>(context: RouteContext, poolId: string, readingId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found' && (await findReading(context.database.db, poolId, readingId))) {
      throw conflict(`Only the pool's ${KEPT_READINGS} most recent tests can be corrected or deleted`);
    }
    throw error;
  }
}

export const waterRoutes = defineRoutes({ registerRoutes: registerWaterRoutes });

function registerWaterRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;

  api.route({
    method: 'post',
    path: waterPaths.readings.pattern,
    summary: 'Record a water test; when it is the latest, a new treatment plan supersedes the active one',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    body: createReadingBodySchema,
    responses: { 201: { description: 'The reading', schema: readingSchema }, 400: { description: 'Spec §5 messages per field' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const metadata = metadataOf(ctx, user);
      const { testMethod, timestamp, analysis, ...reading } = body;
      const readingId = idFor(metadata, `reading:${params.poolId}`);
      const result = await recordReading(context.store, {
        poolId: params.poolId, readingId, planId: idFor(metadata, `plan:${params.poolId}`), pool, testMethod, reading, now: new Date(),
        ...(timestamp ? { timestamp: new Date(timestamp) } : {}), ...(analysis ? { analysis } : {}),
      }, metadata);
      ctx.status = 201;
      return readingAfterWrite(context, params.poolId, readingId, result.state, result.position);
    },
  });

  api.route({
    method: 'put',
    path: waterPaths.reading.pattern,
    summary: 'Correct a water test (all fields); correcting the latest re-plans the treatment',
    tags,
    auth: 'user',
    params: readingParamsSchema,
    body: updateReadingBodySchema,
    responses: {
      200: { description: 'The corrected reading', schema: readingSchema }, 400: { description: 'Spec §5 messages per field' },
      409: { description: 'The test is older than the ones that can still be changed' }, ...notFoundResponse,
    },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const metadata = metadataOf(ctx, user);
      const { testMethod, timestamp, ...reading } = body;
      const result = await unlessTooOld(context, params.poolId, params.readingId, () => correctReading(context.store, {
        poolId: params.poolId, readingId: params.readingId, planId: idFor(metadata, `plan:${params.poolId}`), pool, reading, now: new Date(),
        ...(testMethod ? { testMethod } : {}), ...(timestamp ? { timestamp: new Date(timestamp) } : {}),
      }, metadata));
      return readingAfterWrite(context, params.poolId, params.readingId, result.state, result.position);
    },
  });

  api.route({
    method: 'delete',
    path: waterPaths.reading.pattern,
    summary: 'Delete a water test; deleting the one behind the active treatment plan cancels the plan',
    tags,
    auth: 'user',
    params: readingParamsSchema,
    responses: {
      200: { description: 'Whether the active plan was canceled', schema: deleteReadingResponseSchema },
      409: { description: 'The test is older than the ones that can still be changed' }, ...notFoundResponse,
    },
    handler: async (ctx, { params, user }) => {
      await loadOwnedPool(context, user, params.poolId);
      const metadata = metadataOf(ctx, user);
      const result = await unlessTooOld(context, params.poolId, params.readingId,
        () => deleteReading(context.store, { poolId: params.poolId, readingId: params.readingId, now: new Date() }, metadata));
      await waitForReadModels(context, result.position, WATER_READ_MODELS);
      return { treatmentPlanCanceled: result.treatmentPlanCanceled };
    },
  });

  api.route({
    method: 'get',
    path: waterPaths.latestReading.pattern,
    summary: 'The newest water test, or null',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'The latest reading or null', schema: latestReadingSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, user }) => new JsonText(inOwnedPool(await latestReadingReplyInOwnedPool(db, params.poolId, user.id))),
  });

  api.route({
    method: 'get',
    path: waterPaths.waterTargets.pattern,
    summary: "What the pool's targets follow: its latest measured CYA (and the test it came from) and whether it is a salt-water pool",
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'The basis of the targets', schema: waterTargetsBasisSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, user }) => {
      const { pool, cya } = inOwnedPool(await findOwnedPoolWithCya(db, params.poolId, user.id));
      return { cya: cya ? { ...cya, testedAt: cya.testedAt.toISOString() } : null, saltwater: isSaltwater(pool) };
    },
  });

  api.route({
    method: 'get',
    path: waterPaths.recentReadings.pattern,
    summary: 'The last 20 water tests, newest first',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'Recent readings', schema: readingListSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, user }) => inOwnedPool(await listRecentReadingsInOwnedPool(db, params.poolId, user.id)),
  });

  api.route({
    method: 'get',
    path: waterPaths.readings.pattern,
    summary: 'The full history of water tests, newest first, paged with an opaque cursor (from/to bound the test time)',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    query: readingHistoryQuerySchema,
    responses: { 200: { description: 'A page of readings', schema: readingPageSchema }, 400: { description: 'Bad bounds or cursor' }, ...notFoundResponse },
    handler: async (_ctx, { params, query, user }) => {
      const page = await listReadingHistoryInOwnedPool(db, params.poolId, user.id, {
        limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}),
        ...(query.from ? { from: new Date(query.from) } : {}), ...(query.to ? { to: new Date(query.to) } : {}),
      });
      // Not the user's pool is a 404 before a bad cursor is a 400, as when ownership was checked first.
      const owned = inOwnedPool(page);
      if (query.cursor !== undefined && !decodeReadingCursor(query.cursor)) throw badRequest('Invalid query parameters', { cursor: 'Invalid cursor' });
      return owned;
    },
  });

  api.route({
    method: 'get',
    path: waterPaths.historyCsv.pattern,
    summary: 'Every reading (deleted ones flagged) and every chemical added, as CSV, for auditing',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'CSV attachment', contentType: 'text/csv' }, ...notFoundResponse },
    handler: async (ctx, { params, user }) => {
      await loadOwnedPool(context, user, params.poolId);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="clearwater-history-${params.poolId}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      const chunks = historyCsvChunks(
        (cursor: AuditReadingCursor | null) => auditReadingsPage(db, params.poolId, cursor, CSV_PAGE_ROWS),
        (cursor: AdditionCursor | null) => chemicalAdditionsPage(db, params.poolId, cursor, CSV_PAGE_ROWS),
      );
      return Readable.from(chunks);
    },
  });

  api.route({
    method: 'get',
    path: waterPaths.chemicalAdditions.pattern,
    summary: 'Every chemical added through the treatment plans, newest first (from/to bound the time it was added)',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    query: chemicalAdditionsQuerySchema,
    responses: { 200: { description: 'The chemicals added', schema: chemicalAdditionListSchema }, 400: { description: 'Bad bounds' }, ...notFoundResponse },
    handler: async (_ctx, { params, query, user }) => {
      const range = { ...(query.from ? { from: new Date(query.from) } : {}), ...(query.to ? { to: new Date(query.to) } : {}) };
      return inOwnedPool(await listChemicalAdditionsInOwnedPool(db, params.poolId, user.id, range)).reverse();
    },
  });

  api.route({
    method: 'get',
    path: waterPaths.treatmentPlan.pattern,
    summary: 'The current treatment plan (active, or completed while its timers matter), or null; timers and step states as of now',
    tags,
    auth: 'user',
    params: poolParamsSchema,
    responses: { 200: { description: 'The plan or null', schema: currentTreatmentPlanSchema }, ...notFoundResponse },
    handler: async (ctx, { params, user }) => {
      const reply = inOwnedPool(await currentTreatmentPlanReplyInOwnedPool(db, params.poolId, user.id, Date.now()));
      ctx.set('Cache-Control', 'no-store');
      return new JsonText(reply);
    },
  });

  api.route({
    method: 'post',
    path: waterPaths.completeStep.pattern,
    summary: "Mark the active plan's ready step as added (starts its timers); 409 when it is not ready or already added",
    tags,
    auth: 'user',
    params: poolParamsSchema,
    body: completeStepBodySchema,
    responses: {
      200: { description: 'The plan after the step', schema: treatmentPlanSchema },
      409: { description: 'No active plan, step not ready, or already added' },
      ...notFoundResponse,
    },
    handler: async (ctx, { params, body, user }) => {
      await loadOwnedPool(context, user, params.poolId);
      const result = await completeTreatmentStep(context.store, { poolId: params.poolId, stepId: body.stepId, now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, result.position, WATER_READ_MODELS);
      const plan = await findCurrentTreatmentPlan(db, params.poolId, Date.now());
      if (!plan) throw conflict('There is no active treatment plan');
      return plan;
    },
  });
}
