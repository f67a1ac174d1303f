// Read model "what has this owner achieved, and how close are they to the rest": the rule set
// (domain/achievements) run over each owner's facts. Per batch: the pools registered in it are
// recorded with their owner; every other event that can change a fact the rule set reads (tests,
// plans, task completions, equipment, shares; not chemicals added, which no rule reads) is routed to
// its pool's owner (or, on the user stream, the user),
// folded into that owner's stored fact entries, and each touched owner is evaluated again from all
// their facts, replacing their achievements and progress rows. Owners' rows are a function of their
// facts and zone alone, so a rebuild, a live run and any batching end in the same rows.
//
// The projection's version follows the rule set's: a new RULE_SET_VERSION rebuilds it from the whole
// history (the runner at start-up, or `npm run projections:rebuild achievements`) into shadow tables
// while the old ones keep serving. achievedAt is always the earning event's own time.
import type { AchievementFact } from '../../domain/achievements/achievement-facts.ts';
import { RULE_SET, type RuleSet } from '../../domain/achievements/achievement-rules.ts';
import { parseAchievementSharingEvent } from '../../domain/achievements/achievement-sharing.events.ts';
import { evaluationContextOf, factsOf, foldFactEvent, type FactSourceEvent } from '../../domain/achievements/facts-from-events.ts';
import { EQUIPMENT_STREAM_PREFIX, parseEquipmentEvent } from '../../domain/equipment/equipment.events.ts';
import { MAINTENANCE_STREAM_PREFIX, parseMaintenanceEvent } from '../../domain/maintenance/maintenance.events.ts';
import { poolRegisteredSchema } from '../../domain/pools/pool.events.ts';
import { parseWaterEvent, WATER_STREAM_PREFIX } from '../../domain/water/water.events.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type Projection, type ProjectionDb } from '../projection.ts';
import { evaluationRows } from './achievement-rows.ts';
import { ACHIEVEMENT_TABLES, achievementMigrations } from './achievement-tables.ts';
import { chunks } from '../statement-rows.ts';
import { writeEvaluations, type Evaluation } from './evaluation-writes.ts';
import { OwnerStates, type OwnerState } from './owner-states.ts';

/**
 * Bumped when this projection's own code or tables change (not its rules): the version is the rule
 * set's times 1000 plus this, so either change rebuilds it.
 */
export const PROJECTION_REVISION = 2;

/**
 * The most events one call of apply folds. Each call evaluates every owner it touches from all their
 * facts, so a rebuild's batch of 5,000 events cut into statement-sized slices evaluated the same
 * owners five times over. Its statements stay bounded at any size: rows go in chunks
 * (statement-rows.ts), and a list of owners or pools costs at most three parameters each (30,000
 * for 10,000 events, of PostgreSQL's 65,535).
 */
const ACHIEVEMENTS_APPLY_SLICE = 10_000;

/** How long a live batch gathers events before the owners it touches are evaluated. */
export const LIVE_BATCH_WINDOW_MS = 1000;

/** The events that can change an owner's facts, by the kind of fact they make (the rest only advance the checkpoint). */
const SOURCE_EVENT_TYPES = {
  always: ['PoolRegistered', 'TaskScheduled', 'MaintenanceTimeZoneSet', 'EquipmentUpdated', 'EquipmentRemoved'],
  test: ['ReadingRecorded', 'ReadingCorrected', 'ReadingDeleted'],
  plan_issued: ['TreatmentPlanIssued'],
  plan_completed: ['TreatmentPlanCompleted'],
  chemical_added: ['ChemicalAdded'],
  task_completed: ['TaskCompleted'],
  equipment_registered: ['EquipmentAdded'],
  equipment_serviced: ['EquipmentServiced'],
  shared: ['AchievementShared'],
} as const satisfies Record<AchievementFact['kind'] | 'always', readonly string[]>;

/** What the rule set needs read: events of kinds of fact it never reads are passed over. */
function sourceEventTypes(ruleSet: RuleSet): string[] {
  const kinds = new Set<keyof typeof SOURCE_EVENT_TYPES>(['always', ...ruleSet.reads]);
  // A service is judged against the equipment's registration (its interval and category).
  if (kinds.has('equipment_serviced')) kinds.add('equipment_registered');
  return [...kinds].flatMap((kind) => SOURCE_EVENT_TYPES[kind]);
}

const POOL_STREAMS: readonly { prefix: string; parse: (type: string, data: unknown) => FactSourceEvent | undefined }[] = [
  { prefix: WATER_STREAM_PREFIX, parse: parseWaterEvent },
  { prefix: MAINTENANCE_STREAM_PREFIX, parse: parseMaintenanceEvent },
  { prefix: EQUIPMENT_STREAM_PREFIX, parse: parseEquipmentEvent },
];
const USER_STREAM_PREFIX = 'user-';

type Routed = { event: FactSourceEvent } & ({ poolId: string } | { ownerId: string });

function route(recorded: RecordedEvent, registered: Map<string, string>): Routed | undefined {
  if (recorded.type === 'PoolRegistered') {
    const parsed = poolRegisteredSchema.safeParse(recorded.data);
    if (parsed.success && !registered.has(parsed.data.poolId)) registered.set(parsed.data.poolId, parsed.data.ownerId);
    return undefined;
  }
  if (recorded.streamId.startsWith(USER_STREAM_PREFIX)) {
    const event = parseAchievementSharingEvent(recorded.type, recorded.data);
    return event && { event, ownerId: recorded.streamId.slice(USER_STREAM_PREFIX.length) };
  }
  const source = POOL_STREAMS.find(({ prefix }) => recorded.streamId.startsWith(prefix));
  const event = source?.parse(recorded.type, recorded.data);
  return source && event && { event, poolId: recorded.streamId.slice(source.prefix.length) };
}

/**
 * Pools' owners as recorded. A pool's owner never changes (its first registration stands) and a pool
 * id is a uuid, so what was read or recorded once is remembered rather than asked at every batch.
 */
class PoolOwners {
  readonly #known = new Map<string, string>();

  /** The owner of each pool the batch names: recorded earlier, or registered in this batch (recorded now). */
  async of(db: ProjectionDb, poolIds: readonly string[], registered: Map<string, string>): Promise<Map<string, string>> {
    if (this.#known.size > 100_000) this.#known.clear();
    const unknown = poolIds.filter((poolId) => !this.#known.has(poolId) && !registered.has(poolId));
    if (unknown.length > 0) {
      for (const row of await db.selectFrom('achievement_pools').select(['pool_id', 'owner_id']).where('pool_id', 'in', unknown).execute()) this.#known.set(row.pool_id, row.owner_id);
    }
    // Registrations are always recorded (each schema and database keeps its own rows); the first one stands.
    const rows = [...registered].map(([pool_id, owner_id]) => ({ pool_id, owner_id }));
    for (const chunk of chunks(rows)) {
      const inserted = await db.insertInto('achievement_pools').values(chunk).onConflict((oc) => oc.column('pool_id').doNothing()).returning(['pool_id', 'owner_id']).execute();
      for (const row of inserted) this.#known.set(row.pool_id, row.owner_id);
      const earlier = chunk.filter((row) => !this.#known.has(row.pool_id)).map((row) => row.pool_id);
      if (earlier.length > 0) for (const row of await db.selectFrom('achievement_pools').select(['pool_id', 'owner_id']).where('pool_id', 'in', earlier).execute()) this.#known.set(row.pool_id, row.owner_id);
    }
    return new Map(poolIds.flatMap((poolId) => {
      const owner = this.#known.get(poolId);
      return owner === undefined ? [] : [[poolId, owner] as const];
    }));
  }
}

function evaluate(owner: string, state: OwnerState, ruleSet: RuleSet): Evaluation {
  const entries = [...state.entries.values()];
  return { owner, state, ...evaluationRows(owner, factsOf(entries), evaluationContextOf(entries), ruleSet) };
}

function applyWith(ruleSet: RuleSet) {
  const owners = new OwnerStates();
  const pools = new PoolOwners();
  return async function apply(db: ProjectionDb, events: readonly RecordedEvent[]): Promise<void> {
    const registered = new Map<string, string>();
    const routed = events.map((event) => route(event, registered)).filter((item): item is Routed => item !== undefined);
    const poolIds = [...new Set(routed.flatMap((item) => ('poolId' in item ? [item.poolId] : [])))];
    const poolOwners = await pools.of(db, [...new Set([...poolIds, ...registered.keys()])], registered);
    const byOwner = new Map<string, FactSourceEvent[]>();
    for (const item of routed) {
      const owner = 'ownerId' in item ? item.ownerId : poolOwners.get(item.poolId);
      if (owner === undefined) continue; // a pool never registered: nobody to credit
      const list = byOwner.get(owner);
      if (list) list.push(item.event);
      else byOwner.set(owner, [item.event]);
    }
    if (byOwner.size === 0) return;
    const states = await owners.load(db, [...byOwner.keys()]);
    const changed = new Map<string, Set<string>>();
    for (const [owner, ownerEvents] of byOwner) {
      const keys = new Set<string>();
      for (const event of ownerEvents) for (const key of foldFactEvent(states.get(owner)!.entries, event)) keys.add(key);
      if (keys.size > 0) changed.set(owner, keys);
    }
    if (changed.size > 0) {
      await owners.saveEntries(db, states, changed);
      await writeEvaluations(db, [...changed.keys()].map((owner) => evaluate(owner, states.get(owner)!, ruleSet)));
    }
    await owners.save(db, states);
  };
}

/** The achievements read model under a rule set (a test runs a changed one; the app runs RULE_SET). */
export function createAchievementsProjection(ruleSet: RuleSet): Projection<'achievements'> {
  return defineProjection({
    name: 'achievements',
    version: ruleSet.version * 1000 + PROJECTION_REVISION,
    tables: ACHIEVEMENT_TABLES,
    eventTypes: sourceEventTypes(ruleSet),
    migrations: achievementMigrations,
    apply: applyWith(ruleSet),
    // Each batch evaluates every touched owner from all their facts (tens of ms for an owner with
    // 20,000 tests): a burst of writes is gathered for a second into one evaluation, instead of one
    // per write taking the event loop from the requests. A check waiting for it closes the batch.
    liveBatchWindowMs: LIVE_BATCH_WINDOW_MS,
    applySlice: ACHIEVEMENTS_APPLY_SLICE,
  });
}

export const achievementsProjection = createAchievementsProjection(RULE_SET);
