// Weather calls (spec §7, contracts/weather.contract.ts): the pool's weather, refetched every 30 min,
// parsed with the contract; saving the pool's location (PATCH /api/pools/{id} with latitude and
// longitude alone), after which the weather is fetched again at once; and again for every pool when the
// owner changes units (the server answers in their units).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { poolsKeys, poolsPaths } from '../../contracts/pools.contract.ts';
import { weatherKeys, weatherPaths, weatherSchema } from '../../contracts/weather.contract.ts';
import { apiRequest, getJson, isApiError } from './client.ts';
import type { PoolId } from './pools.api.ts';

export type { Weather } from '../../contracts/weather.contract.ts';

/** Spec §7 and §9: the weather is refetched every 30 minutes. */
export const WEATHER_REFETCH_MS = 30 * 60_000;

export const weatherQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: weatherKeys.weather(poolId),
    queryFn: ({ signal }) => getJson(weatherPaths.weather(poolId), weatherSchema, signal),
    refetchInterval: WEATHER_REFETCH_MS,
  });

/** Spec §2: an error whose message contains 'location' means the pool needs its location set. */
export function isLocationError(error: unknown): boolean {
  return error instanceof Error && error.message.includes('location');
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** PATCH the pool's location. Spec §7: a non-OK reply is 'Server error: {status}'; any OK body counts as success. */
export async function savePoolLocation(poolId: PoolId, coordinates: Coordinates): Promise<void> {
  try {
    await apiRequest('PATCH', poolsPaths.pool(poolId), coordinates);
  } catch (error) {
    if (isApiError(error)) throw new Error(`Server error: ${error.status}`, { cause: error });
    throw error;
  }
}

/** After a new location: the pool list (it carries the coordinates) and the pool's weather. */
export async function refreshAfterLocation(queryClient: QueryClient, poolId: PoolId): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: poolsKeys.list() }),
    queryClient.invalidateQueries({ queryKey: weatherKeys.weather(poolId) }),
  ]);
}

/** After a change of units: every pool's weather, which the server words in the owner's units. */
export async function refreshWeatherOfEveryPool(queryClient: QueryClient): Promise<void> {
  const [root, , leaf] = weatherKeys.weather('');
  await queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey.length === 3 && queryKey[0] === root && queryKey[2] === leaf });
}
