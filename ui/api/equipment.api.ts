// Equipment calls (spec §7, contracts/equipment.contract.ts): the pool's list, adding, editing (the
// whole form, or the status alone for Mark Issue / Mark Fixed), removing, and recording a service.
// Replies are parsed with the contract. The browser's time zone goes with the list and the service, so
// 'today' (a service's day, the warranty and maintenance states) is the owner's today when the pool has
// no location of its own; with one, the server uses the pool's zone.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  equipmentKeys, equipmentListSchema, equipmentPaths, equipmentSchema,
  type CreateEquipmentBody, type Equipment, type UpdateEquipmentBody,
} from '../../contracts/equipment.contract.ts';
import { poolsKeys } from '../../contracts/pools.contract.ts';
import { readApiErrorDetails } from './api-error-body.ts';
import { apiJson, apiRequest, getJson } from './client.ts';
import type { PoolId } from './pools.api.ts';
import { browserTimeZone } from './browser-time-zone.ts';

export type { CreateEquipmentBody, Equipment, UpdateEquipmentBody } from '../../contracts/equipment.contract.ts';
export type SettableEquipmentStatus = 'good' | 'warning';

function withTimeZone(path: string): string {
  const zone = browserTimeZone();
  return zone ? `${path}?${new URLSearchParams({ timeZone: zone })}` : path;
}

export const equipmentQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: equipmentKeys.list(poolId),
    queryFn: ({ signal }) => getJson(withTimeZone(equipmentPaths.poolEquipment(poolId)), equipmentListSchema, signal),
  });

/** POST …/equipment: the form's fields plus status (new equipment is in good order). */
export function createEquipment(poolId: PoolId, body: CreateEquipmentBody): Promise<Equipment> {
  return apiJson('POST', equipmentPaths.poolEquipment(poolId), { payload: { ...body, status: body.status ?? 'good' }, schema: equipmentSchema });
}

/** PATCH /api/equipment/{id}: the form's fields plus poolId and the status it has. */
export function updateEquipment(equipment: Equipment, body: UpdateEquipmentBody): Promise<Equipment> {
  const payload = { ...body, poolId: equipment.poolId, status: equipment.status };
  return apiJson('PATCH', equipmentPaths.equipment(equipment.id), { payload, schema: equipmentSchema });
}

/** The status-only patch of Mark Issue (warning) and Mark Fixed (good). */
export function setEquipmentStatus(equipmentId: string, status: SettableEquipmentStatus): Promise<Equipment> {
  return apiJson('PATCH', equipmentPaths.equipment(equipmentId), { payload: { status }, schema: equipmentSchema });
}

/** POST …/serviced without a date: serviced today (in the pool's zone, else the browser's). */
export function recordEquipmentServiced(equipmentId: string): Promise<Equipment> {
  const zone = browserTimeZone();
  return apiJson('POST', equipmentPaths.serviced(equipmentId), { payload: zone ? { timeZone: zone } : {}, schema: equipmentSchema });
}

export async function deleteEquipment(equipmentId: string): Promise<void> {
  await apiRequest('DELETE', equipmentPaths.equipment(equipmentId));
}

/**
 * After an equipment write: the reply goes into the cached list at once, then everything of the pool is
 * refetched (the list, and the schedule, whose warranty inspections follow the equipment).
 */
export async function refreshEquipment(queryClient: QueryClient, poolId: PoolId, changed?: Equipment | { removedId: string }): Promise<void> {
  if (changed) {
    queryClient.setQueryData(equipmentKeys.list(poolId), (list: Equipment[] | undefined) => {
      if (!list) return list;
      if ('removedId' in changed) return list.filter((item) => item.id !== changed.removedId);
      const known = list.some((item) => item.id === changed.id);
      return known ? list.map((item) => (item.id === changed.id ? changed : item)) : [...list, changed];
    });
  }
  await queryClient.invalidateQueries({ queryKey: poolsKeys.pool(poolId) });
}

/** Spec §8: the server's message for a refused request (4xx), else `fallback`. */
export function equipmentErrorMessage(error: unknown, fallback: string): string {
  const details = readApiErrorDetails(error);
  const refused = details.status !== undefined && details.status >= 400 && details.status < 500 && details.code !== undefined;
  return refused ? details.message : fallback;
}
