// The one way routes load a user's resource: anything that is not the signed-in user's answers
// 404 exactly like something that does not exist, so ids reveal nothing about other accounts.
// Readings, tasks and equipment hang off a pool: load the pool with loadOwnedPool first.
import { findPool, type PoolView } from '../../../projections/pools/pools.projection.ts';
import type { SessionUser } from '../context.ts';
import { notFound } from '../errors.ts';
import type { RouteContext } from '../route-context.ts';

/** The signed-in user's pool, or a 404 for a pool that is missing, removed or someone else's. */
export async function loadOwnedPool(context: Pick<RouteContext, 'database'>, user: SessionUser, poolId: string): Promise<PoolView> {
  const found = await findPool(context.database.db, poolId);
  return ownedOr404(found && { ownerId: found.ownerId, resource: found.pool }, user, 'Pool not found');
}

/** The resource when user owns it; otherwise the same 404 a missing resource gets. */
export function ownedOr404<T>(found: { ownerId: string; resource: T } | undefined, user: SessionUser, message = 'Not found'): T {
  if (!found || found.ownerId !== user.id) throw notFound(message);
  return found.resource;
}
