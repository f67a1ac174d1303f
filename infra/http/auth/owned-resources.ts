// The one way routes load a user's resource: anything that is not the signed-in user's answers
// 404 exactly like something that does not exist, so ids reveal nothing about other accounts.
// Readings, tasks and equipment hang off a pool: load the pool with loadOwnedPool first, or (for a
// read) call the read model's `…InOwnedPool` query, which checks ownership in the same statement
// and answers undefined for a pool that is missing, removed or someone else's: pass that through inOwnedPool.
import { findOwnedPool, type PoolView } from '../../../projections/pools/pools.projection.ts';
import type { SessionUser } from '../context.ts';
import { notFound } from '../errors.ts';
import type { RouteContext } from '../route-context.ts';

const POOL_NOT_FOUND = 'Pool not found';

/** The signed-in user's pool, or a 404 for a pool that is missing, removed or someone else's. */
export async function loadOwnedPool(context: Pick<RouteContext, 'database'>, user: SessionUser, poolId: string): Promise<PoolView> {
  return inOwnedPool(await findOwnedPool(context.database.db, poolId, user.id));
}

/** What a one-statement owned read found, or the 404 loadOwnedPool answers when the pool is not the user's. */
export function inOwnedPool<T>(found: T | undefined): T {
  if (found === undefined) throw notFound(POOL_NOT_FOUND);
  return found;
}

/** The resource when user owns it; otherwise the same 404 a missing resource gets. */
export function ownedOr404<T>(found: { ownerId: string; resource: T } | undefined, user: SessionUser, message = 'Not found'): T {
  if (!found || found.ownerId !== user.id) throw notFound(message);
  return found.resource;
}
