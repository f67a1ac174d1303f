// Equipment routes (spec §7), declared from contracts/equipment.contract.ts: list and add a pool's
// equipment, edit it (fields, or the status toggle), remove it, record a service. A pool id goes
// through loadOwnedPool or an owned read; an equipment id through the read model, which knows its
// pool and owner, so another user's equipment is a 404. Writes honour Idempotency-Key and wait for
// the read models their screens refetch; equipment with a warranty gets its inspection scheduled.
import { addEquipment } from '../../../commands/equipment/add-equipment.ts';
import { recordEquipmentService } from '../../../commands/equipment/record-equipment-service.ts';
import { removeEquipment } from '../../../commands/equipment/remove-equipment.ts';
import { updateEquipment } from '../../../commands/equipment/update-equipment.ts';
import type { CommandMetadata } from '../../../commands/common/handle-command.ts';
import { poolCalendar, poolFallbackTimeZone, poolTimeZone, type PoolPlace } from '../../../commands/maintenance/pool-time-zone.ts';
import { syncWarrantyInspections } from '../../../commands/maintenance/schedule-starting-tasks.ts';
import {
  createEquipmentBodySchema, equipmentListQuerySchema, equipmentListSchema, equipmentParamsSchema, equipmentPaths, equipmentSchema,
  equipmentServicedBodySchema, poolEquipmentParamsSchema, updateEquipmentBodySchema, type Equipment,
} from '../../../contracts/equipment.contract.ts';
import type { EquipmentState } from '../../../domain/equipment/equipment.decider.ts';
import { maintenanceState, warrantyState } from '../../../domain/equipment/equipment-status.rules.ts';
import { DEFAULT_TIME_ZONE, isCalendarDay, todayIn } from '../../../domain/maintenance/calendar-day.ts';
import {
  equipmentProjection, findEquipment, findEquipmentOfOwner, listEquipment, listEquipmentInOwnedPool, type EquipmentView,
} from '../../../projections/equipment/equipment.projection.ts';
import { findPoolTimeZone, maintenanceTasksProjection } from '../../../projections/maintenance/maintenance-tasks.projection.ts';
import type { PoolView } from '../../../projections/pools/pools.projection.ts';
import type { Position } from '../../eventstore/event-store.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { idFor, metadataOf } from '../command-metadata.ts';
import { inOwnedPool, loadOwnedPool } from '../auth/owned-resources.ts';
import { badRequest, notFound } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import type { SessionUser } from '../context.ts';

const tags = ['equipment'];
/** What the equipment screen refetches after a write. */
export const EQUIPMENT_READ_MODELS = [equipmentProjection] as const;
const EQUIPMENT_NOT_FOUND = 'Equipment not found';
const notFoundResponse = { 404: { description: 'No such pool or equipment for this user' } };

/** Equipment with spec §4's warranty and maintenance states as of today in `zone`. */
export function withStates(view: EquipmentView, zone: string): Equipment {
  const today = todayIn(Date.now(), zone);
  return { ...view, warrantyState: warrantyState(view.warrantyExpiration, today), maintenanceState: maintenanceState(view, today), asOf: today };
}

/** The zone equipment states are judged in: the one asked for, else the pool's calendar (as the schedule does), else UTC. */
async function calendarOf(context: RouteContext, pool: PoolPlace & { id: string }, asked?: string): Promise<string> {
  return poolTimeZone(pool, asked) ?? (await findPoolTimeZone(context.database.db, pool.id)) ?? poolFallbackTimeZone(pool) ?? DEFAULT_TIME_ZONE;
}

async function ownedEquipment(context: RouteContext, user: SessionUser, equipmentId: string): Promise<EquipmentView> {
  const found = await findEquipmentOfOwner(context.database.db, equipmentId, user.id);
  if (!found) throw notFound(EQUIPMENT_NOT_FOUND);
  return found;
}

/** After a write: the equipment as the read model has it, or (when the read model is late) as the command left it. */
async function equipmentAfterWrite(
  context: RouteContext, poolId: string, equipmentId: string, result: { position: Position | undefined; state: EquipmentState }, zone: string,
): Promise<Equipment> {
  await waitForReadModels(context, result.position, EQUIPMENT_READ_MODELS);
  const found = (await findEquipment(context.database.db, equipmentId)) ?? viewOf(poolId, result.state, equipmentId);
  if (!found) throw notFound(EQUIPMENT_NOT_FOUND);
  return withStates(found, zone);
}

function viewOf(poolId: string, state: EquipmentState, equipmentId: string): EquipmentView | undefined {
  const entry = state.items.get(equipmentId);
  if (!entry || entry.removed) return undefined;
  const now = new Date().toISOString();
  return { id: equipmentId, poolId, ...entry.details, status: entry.status, createdAt: now, updatedAt: now };
}

/**
 * Equipment with a warranty gets an inspection 30 days before it ends: after every equipment write the
 * inspections follow the pool's equipment (scheduled, re-dated, or dropped with the equipment).
 */
async function syncInspections(context: RouteContext, pool: PoolView, metadata: CommandMetadata): Promise<void> {
  const equipment = await listEquipment(context.database.db, pool.id);
  const result = await syncWarrantyInspections(context.store, {
    poolId: pool.id, ...poolCalendar(pool, undefined), now: new Date(),
    equipment: equipment.map(({ id, name, warrantyExpiration }) => ({ equipmentId: id, name, warrantyExpiration })),
  }, metadata);
  await waitForReadModels(context, result.position, [maintenanceTasksProjection]);
}

export const equipmentRoutes = defineRoutes({ registerRoutes: registerEquipmentRoutes });

function registerEquipmentRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;

  api.route({
    method: 'get',
    path: equipmentPaths.poolEquipment.pattern,
    summary: "The pool's equipment in the order it was added, with its warranty and maintenance states as of today",
    tags,
    auth: 'user',
    params: poolEquipmentParamsSchema,
    query: equipmentListQuerySchema,
    responses: { 200: { description: 'Equipment', schema: equipmentListSchema }, ...notFoundResponse },
    handler: async (_ctx, { params, query, user }) => {
      const { items, place } = inOwnedPool(await listEquipmentInOwnedPool(db, params.poolId, user.id));
      const zone = await calendarOf(context, { id: params.poolId, ...place }, query.timeZone);
      return items.map((item) => withStates(item, zone));
    },
  });

  api.route({
    method: 'post',
    path: equipmentPaths.poolEquipment.pattern,
    summary: 'Add equipment (spec §5: name and category required, interval at least 1, warranty not before install)',
    tags,
    auth: 'user',
    params: poolEquipmentParamsSchema,
    body: createEquipmentBodySchema,
    responses: { 201: { description: 'The equipment', schema: equipmentSchema }, 400: { description: 'Spec §5 messages per field' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const pool = await loadOwnedPool(context, user, params.poolId);
      const metadata = metadataOf(ctx, user);
      const { status, ...draft } = body;
      const equipmentId = idFor(metadata, `equipment:${params.poolId}`);
      const result = await addEquipment(context.store, { poolId: params.poolId, equipmentId, draft, status, now: new Date() }, metadata);
      const equipment = await equipmentAfterWrite(context, pool.id, equipmentId, result, await calendarOf(context, pool));
      await syncInspections(context, pool, metadata);
      ctx.status = 201;
      return equipment;
    },
  });

  api.route({
    method: 'patch',
    path: equipmentPaths.equipment.pattern,
    summary: 'Edit equipment: any fields and its status, or the status alone (Mark Issue / Mark Fixed: good or warning)',
    tags,
    auth: 'user',
    params: equipmentParamsSchema,
    body: updateEquipmentBodySchema,
    responses: { 200: { description: 'The equipment', schema: equipmentSchema }, 400: { description: 'Spec §5 messages per field' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const current = await ownedEquipment(context, user, params.id);
      const { status, poolId, ...draft } = body;
      if (poolId !== undefined && poolId !== current.poolId) throw badRequest('Equipment cannot move to another pool', { poolId: 'Equipment cannot move to another pool' });
      const metadata = metadataOf(ctx, user);
      const result = await updateEquipment(context.store, { poolId: current.poolId, equipmentId: params.id, draft, status, now: new Date() }, metadata);
      const pool = await loadOwnedPool(context, user, current.poolId);
      const equipment = await equipmentAfterWrite(context, pool.id, params.id, result, await calendarOf(context, pool));
      await syncInspections(context, pool, metadata);
      return equipment;
    },
  });

  api.route({
    method: 'delete',
    path: equipmentPaths.equipment.pattern,
    summary: 'Remove equipment',
    tags,
    auth: 'user',
    params: equipmentParamsSchema,
    responses: { 204: { description: 'Removed' }, ...notFoundResponse },
    handler: async (ctx, { params, user }) => {
      const current = await ownedEquipment(context, user, params.id);
      const metadata = metadataOf(ctx, user);
      const result = await removeEquipment(context.store, { poolId: current.poolId, equipmentId: params.id, now: new Date() }, metadata);
      await waitForReadModels(context, result.position, EQUIPMENT_READ_MODELS);
      await syncInspections(context, await loadOwnedPool(context, user, current.poolId), metadata);
      ctx.status = 204;
    },
  });

  api.route({
    method: 'post',
    path: equipmentPaths.serviced.pattern,
    summary: "Record a service: the day (today in the pool's time zone when absent) and notes; it becomes the last maintenance date",
    tags,
    auth: 'user',
    params: equipmentParamsSchema,
    body: equipmentServicedBodySchema,
    responses: { 200: { description: 'The equipment', schema: equipmentSchema }, 400: { description: 'A bad or future date' }, ...notFoundResponse },
    handler: async (ctx, { params, body, user }) => {
      const current = await ownedEquipment(context, user, params.id);
      const date = body.date?.trim() || undefined;
      if (date !== undefined && !isCalendarDay(date)) throw badRequest('Enter a valid date (YYYY-MM-DD)', { date: 'Enter a valid date (YYYY-MM-DD)' });
      const pool = await loadOwnedPool(context, user, current.poolId);
      const timeZone = await calendarOf(context, pool, body.timeZone);
      const result = await recordEquipmentService(context.store, {
        poolId: current.poolId, equipmentId: params.id, servicedOn: date, notes: body.notes, timeZone, now: new Date(),
      }, metadataOf(ctx, user));
      return equipmentAfterWrite(context, pool.id, params.id, result, timeZone);
    },
  });
}
