// Pool routes (spec §7), declared from contracts/pools.contract.ts: list, onboard or create the default
// pool, read one, change settings or location, remove. Every pool id goes through loadOwnedPool, so another user's pool is a 404;
// writes wait for the pools projection so the UI's refetch sees them.
import { onboardPool } from '../../../commands/pools/onboard-pool.ts';
import { registerPool } from '../../../commands/pools/register-pool.ts';
import { removePool } from '../../../commands/pools/remove-pool.ts';
import { setPoolLocation } from '../../../commands/pools/set-pool-location.ts';
import { updatePool } from '../../../commands/pools/update-pool.ts';
import { changesTreatment, reviseTreatmentPlan, type ReviseTreatmentPlanInput } from '../../../commands/water/revise-treatment-plan.ts';
import type { CommandMetadata } from '../../../commands/common/handle-command.ts';
import type { PoolState } from '../../../domain/pools/pool.decider.ts';
import type { PoolEvent } from '../../../domain/pools/pool.events.ts';
import { findPool, listPoolsOfOwner, poolsProjection, type PoolView } from '../../../projections/pools/pools.projection.ts';
import { poolListReply } from '../../../projections/pools/pool-list-reply.ts';
import { setUpOnboardedPool } from './maintenance.routes.ts';
import { WATER_READ_MODELS } from './reading-after-write.ts';
import { defineRoutes } from '../area.ts';
import { JsonText, type ApiRouter } from '../api-router.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { loadOwnedPool } from '../auth/owned-resources.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import {
  createPoolBodySchema, poolIdParamsSchema, poolListSchema, poolSchema, poolsPaths, updatePoolBodySchema, type PoolDraftBody,
} from '../../../contracts/pools.contract.ts';

const tags = ['pools'];
const READ_MODELS = [poolsProjection] as const;

/** After a write: the pool as the read model now has it (or as the command left it, if the read model is slow). */
async function poolAfterWrite(context: RouteContext, poolId: string, state: PoolState, position: Parameters<typeof waitForReadModels>[1]): Promise<PoolView> {
  await waitForReadModels(context, position, READ_MODELS);
  const found = await findPool(context.database.db, poolId);
  if (found) return found.pool;
  if (state.status === 'none') throw new Error('pool state missing after write');
  const now = new Date().toISOString();
  return { id: poolId, ...state.profile, createdAt: now, updatedAt: now };
}

/**
 * After a profile change the planner reads (volume, sanitation, surface, chlorine): the active
 * treatment plan is re-issued with the new doses, keeping its done steps. Waits for the plan's read model.
 */
async function replanAfter(
  context: RouteContext, change: { poolId: string; events: readonly PoolEvent[]; pool: PoolView; because: ReviseTreatmentPlanInput['because'] }, metadata: CommandMetadata,
): Promise<void> {
  const { poolId, events, pool, because } = change;
  if (!changesTreatment(events)) return;
  const planId = idFor(metadata, `plan-revision:${poolId}`);
  const revised = await reviseTreatmentPlan(context.store, { poolId, planId, pool, because, now: new Date() }, metadata);
  await waitForReadModels(context, revised.position, WATER_READ_MODELS);
}

const isLocationOnly = (body: PoolDraftBody) => {
  const sent = Object.entries(body).filter(([, value]) => value !== undefined).map(([key]) => key);
  return sent.length === 2 && sent.includes('latitude') && sent.includes('longitude');
};

export const poolsRoutes = defineRoutes({ registerRoutes: registerPoolRoutes });

function registerPoolRoutes(api: ApiRouter, context: RouteContext): void {
  api.route({
    method: 'get',
    path: poolsPaths.pools.pattern,
    summary: "The signed-in user's pools, oldest first",
    tags,
    auth: 'user',
    responses: { 200: { description: 'Pools', schema: poolListSchema } },
    handler: async (_ctx, { user }) => new JsonText(await poolListReply(context.database.db, user.id)),
  });

  api.route({
    method: 'post',
    path: poolsPaths.pools.pattern,
    summary: 'Register a pool: the full onboarding profile, or {name, type, volumeGallons, location} for the default pool. '
      + 'Onboarding (onboardingCompleted true) completes a pool the user has that was never onboarded (200) instead of creating a second one (201)',
    tags,
    auth: 'user',
    body: createPoolBodySchema,
    responses: { 200: { description: 'The pool onboarding completed', schema: poolSchema }, 201: { description: 'The new pool', schema: poolSchema } },
    handler: async (ctx, { body: { timeZone, ...body }, user }) => {
      const metadata = metadataOf(ctx, user);
      // With an Idempotency-Key a retried request names the same pool, so it creates nothing new.
      const newPoolId = idFor(metadata, 'pool-id');
      const now = new Date();
      if (body.onboardingCompleted === true) {
        const ownPools = await listPoolsOfOwner(context.database.db, user.id);
        const onboarded = await onboardPool(context.store, { ownPools, newPoolId, draft: body, now }, metadata);
        const pool = await poolAfterWrite(context, onboarded.poolId, onboarded.result.state, onboarded.result.position);
        if (!onboarded.created) await replanAfter(context, { poolId: onboarded.poolId, events: onboarded.result.events, pool, because: 'pool_set_up' }, metadata);
        await setUpOnboardedPool(context, pool, metadata, timeZone);
        ctx.status = onboarded.created ? 201 : 200;
        return pool;
      }
      const result = await registerPool(context.store, { poolId: newPoolId, draft: body, now }, metadata);
      ctx.status = 201;
      return poolAfterWrite(context, newPoolId, result.state, result.position);
    },
  });

  api.route({
    method: 'get',
    path: poolsPaths.pool.pattern,
    summary: 'One pool',
    tags,
    auth: 'user',
    params: poolIdParamsSchema,
    responses: { 200: { description: 'The pool', schema: poolSchema }, 404: { description: 'No such pool for this user' } },
    handler: async (_ctx, { params, user }) => loadOwnedPool(context, user, params.id),
  });

  api.route({
    method: 'patch',
    path: poolsPaths.pool.pattern,
    summary: 'Change pool settings (any profile fields), or set its location with latitude and longitude alone',
    tags,
    auth: 'user',
    params: poolIdParamsSchema,
    body: updatePoolBodySchema,
    responses: { 200: { description: 'The updated pool', schema: poolSchema }, 404: { description: 'No such pool for this user' } },
    handler: async (ctx, { params, body, user }) => {
      await loadOwnedPool(context, user, params.id);
      const metadata = metadataOf(ctx, user);
      const now = new Date();
      const result = isLocationOnly(body)
        ? await setPoolLocation(context.store, { poolId: params.id, latitude: body.latitude, longitude: body.longitude, now }, metadata)
        : await updatePool(context.store, { poolId: params.id, draft: body, now }, metadata);
      const pool = await poolAfterWrite(context, params.id, result.state, result.position);
      await replanAfter(context, { poolId: params.id, events: result.events, pool, because: 'settings_changed' }, metadata);
      return pool;
    },
  });

  api.route({
    method: 'delete',
    path: poolsPaths.pool.pattern,
    summary: 'Remove a pool',
    tags,
    auth: 'user',
    params: poolIdParamsSchema,
    responses: { 204: { description: 'Removed' }, 404: { description: 'No such pool for this user' } },
    handler: async (ctx, { params, user }) => {
      await loadOwnedPool(context, user, params.id);
      const result = await removePool(context.store, { poolId: params.id, now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, result.position, READ_MODELS);
      ctx.status = 204;
    },
  });
}
