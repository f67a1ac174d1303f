// What the signed-in home (ui/routes/_app/index.tsx's loader) asks the API for first: the pool list, then
// the active pool's latest reading, treatment plan, the basis of its water targets and the owner's
// preferences (the units the card shows). GET / names them in a Link preload header, so the
// browser fetches them alongside the app's JavaScript instead of one round trip after another once the
// app has run. Read from the same read model as GET /api/pools, with the same active-pool rule as the UI,
// and the paths from the same contract path builders the UI's query options call.
import type { Context } from 'koa';
import { poolsPaths } from '../../../contracts/pools.contract.ts';
import { usersPaths } from '../../../contracts/users.contract.ts';
import { waterPaths } from '../../../contracts/water.contract.ts';
import { activePool } from '../../../domain/pools/active-pool.ts';
import { listPoolsOfOwner } from '../../../projections/pools/pools.projection.ts';
import type { RouteContext } from '../route-context.ts';

/** The API paths to preload for the signed-in user's home; undefined when nobody is signed in. */
export type HomePreloads = (ctx: Context) => Promise<readonly string[] | undefined>;

export function homePreloads(context: RouteContext): HomePreloads {
  return async (ctx) => {
    const user = ctx.state.user;
    if (!user) return undefined;
    const pool = activePool(await listPoolsOfOwner(context.database.db, user.id));
    if (!pool?.onboardingCompleted) return [poolsPaths.pools()];
    return [
      poolsPaths.pools(), waterPaths.latestReading(pool.id), waterPaths.treatmentPlan(pool.id), waterPaths.waterTargets(pool.id), usersPaths.preferences(),
    ];
  };
}
