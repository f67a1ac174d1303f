// The treatment-plan GET's reply, as JSON text, in one statement with the ownership check, and kept
// per pool in this process between requests. A plan's view depends on its read-model row and on which
// of its timers still run: between two timer ends it is the same at every `now` but for asOf (see
// planViewAt). So the reply text is kept with the row's revision and the instant it holds until; the
// statement sends the row only when the revision in the read model differs from the kept one, and the
// reply is the kept text with this request's asOf. The row is read, parsed, viewed and stringified
// once per change of the plan (or timer end) instead of once per request: about a quarter of the route's CPU
// (bench:http). Every instance checks the revision on every request, so none serves a stale plan.
import { sql } from 'kysely';
import type { EpochMs } from '../../domain/chemistry/index.ts';
import { keptPerDatabase } from '../kept-replies.ts';
import { ownedPoolQuery } from '../pools/pools.projection.ts';
import { preparedQuery, readTimestamps, type JsonRow } from '../prepared-query.ts';
import type { ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';
import { planViewAt, type PlanViewRow } from './treatment-plans.projection.ts';

/** Pools whose plan reply a process keeps (a few kB each): the most recently asked. */
const KEPT_PLAN_REPLIES = 2000;
const PLAN_TIMESTAMPS = ['safe_to_swim_at', 'issued_at', 'completed_at'] as const;
/** Matches no revision (they start at 0): the row is sent. */
const NO_REVISION = '-1';

interface KeptPlan {
  readonly revision: string;
  readonly row: PlanViewRow;
  /** The view's JSON without its closing brace, for `now` in [from, until). */
  text?: string;
  from?: EpochMs;
  until?: EpochMs;
}

const keptPlans = keptPerDatabase<KeptPlan>(KEPT_PLAN_REPLIES);

// One JSON value rather than fifteen columns (see JsonRow), and only when the caller does not hold that revision.
const planInOwnedPool = preparedQuery(['poolId', 'ownerId', 'keptRevision'], (db, { poolId, ownerId, keptRevision }) =>
  ownedPoolQuery(db, poolId, ownerId).leftJoin('current_treatment_plans as p', (join) => join.on('p.pool_id', '=', poolId))
    .select([
      sql<string | null>`p.revision::text`.as('revision'),
      sql<JsonRow<PlanViewRow, (typeof PLAN_TIMESTAMPS)[number]> | null>`CASE WHEN p.revision = ${keptRevision} THEN NULL ELSE to_json(p) END`.as('plan'),
    ]));

function replyAt(plan: KeptPlan, now: EpochMs): string {
  if (plan.text === undefined || now < plan.from! || now >= plan.until!) {
    const { view, stableUntil } = planViewAt(plan.row, now);
    plan.text = JSON.stringify(view).slice(0, -1);
    plan.from = now;
    plan.until = stableUntil;
  }
  return `${plan.text},"asOf":${JSON.stringify(new Date(now).toISOString())}}`;
}

/**
 * The owner's pool's current plan as the GET answers it (JSON text of the plan, or of null when there
 * is none); undefined when the pool is missing, removed or not ownerId's.
 */
export async function currentTreatmentPlanReplyInOwnedPool(db: ProjectionDb, poolId: string, ownerId: string, now: EpochMs): Promise<string | undefined> {
  if (!isUuid(poolId) || !isUuid(ownerId)) return undefined;
  const kept = keptPlans(db);
  const held = kept.get(poolId);
  const [row] = await planInOwnedPool(db, { poolId, ownerId, keptRevision: held?.revision ?? NO_REVISION });
  if (!row) return undefined;
  if (row.revision === null) return 'null';
  // The statement leaves the row out only when its revision is the kept one.
  if (row.plan === null) return replyAt(held!, now);
  const plan: KeptPlan = { revision: row.revision, row: readTimestamps(row.plan, PLAN_TIMESTAMPS) };
  kept.set(poolId, plan);
  return replyAt(plan, now);
}
