// The timer half of the due-notifications read model over a pool's real history (made by the water
// decider): it keeps exactly the timers that may still go out as of the pool's newest timer event,
// and of the plans' steps only those that can still start one, the same rows whatever the batches were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_POLICIES, isDueKind } from '../../domain/notifications/due-notification.ts';
import { buildWaterHistory } from '../../domain/water/testing/water-history.fixture.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { applyTimers, TIMER_EVENT_TYPES } from './due-notifications-timers.ts';

const TIMER_TYPES = new Set<string>(TIMER_EVENT_TYPES);

const START = Date.UTC(2026, 5, 1);

/** A pool's water history as recorded: each event stored at the moment it describes. */
function recordedHistory(poolId: string, days: number): RecordedEvent[] {
  const events = buildWaterHistory({ poolId, days, start: START, seed: 7, pool: { volumeGallons: 15_000, preferredChlorineTypes: ['liquid'], sanitationType: 'chlorine', surfaceMaterial: 'plaster' } });
  let last = START;
  return events.map((event, i) => {
    const data = event.data as Record<string, unknown>;
    const at = [data.at, data.issuedAt, data.takenAt, data.canceledAt, data.completedAt].find((t): t is number => typeof t === 'number') ?? last;
    last = Math.max(last, at);
    return { id: crypto.randomUUID(), streamId: `water-${poolId}`, type: event.type, revision: BigInt(i), position: { commit: BigInt(i + 1), prepare: BigInt(i + 1) }, data, metadata: {}, createdAt: new Date(last) };
  });
}

for (const leg of databaseLegs()) {
  describe(`due-notification timers on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    const timerRows = async (poolId: string) =>
      (await database.db.selectFrom('due_notifications').select(['key', 'kind', 'due_at', 'ttl_seconds']).where('pool_id', '=', poolId).orderBy('key').execute())
        .map((row) => ({ ...row, due_at: new Date(row.due_at).toISOString() }));

    async function fold(poolId: string, events: readonly RecordedEvent[], batch: number) {
      for (let from = 0; from < events.length; from += batch) {
        await database.db.transaction().execute((trx) => applyTimers(trx, events.slice(from, from + batch).filter((e) => TIMER_TYPES.has(e.type))));
      }
      return timerRows(poolId);
    }

    it('keeps only the timers not yet expired at the newest timer event, the same in one batch or many', async () => {
      const [whole, batched] = [crypto.randomUUID(), crypto.randomUUID()];
      const history = recordedHistory(whole, 60);
      const timers = history.filter((e) => e.type === 'TreatmentPlanIssued' || e.type === 'ChemicalAdded');
      const added = history.filter((e) => e.type === 'ChemicalAdded');
      expect(added.length).toBeGreaterThan(10);

      const rows = await fold(whole, history, history.length);
      const newest = Math.max(...timers.map((e) => e.createdAt.getTime()));
      // Every row may still go out; at least one timer of the newest chemical is among them.
      for (const row of rows) {
        expect(isDueKind(row.kind) && (row.kind === 'chemical_wait' || row.kind === 'swim_wait')).toBe(true);
        expect(Date.parse(row.due_at) + row.ttl_seconds * 1000).toBeGreaterThanOrEqual(newest);
        expect(row.ttl_seconds).toBe(DUE_POLICIES[row.kind].ttlSeconds);
      }
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(added.length);

      // The same history under another pool id, folded a few events at a time.
      const again = recordedHistory(batched, 60);
      const rowsBatched = await fold(batched, again, 7);
      const strip = (list: typeof rows, poolId: string) => list.map((row) => ({ ...row, key: row.key.replace(poolId, 'P') }));
      expect(strip(rowsBatched, batched)).toEqual(strip(rows, whole));
    });

    const storedSteps = async (poolId: string) =>
      (await database.db.selectFrom('notification_plan_steps').select(['plan_id', 'step_id']).where('pool_id', '=', poolId).orderBy('plan_id').orderBy('step_id').execute())
        .map((row) => `${row.plan_id}/${row.step_id}`);

    it('keeps a plan’s steps only until their chemical is added or the plan ends, in one batch or many', async () => {
      const poolId = crypto.randomUUID();
      const history = recordedHistory(poolId, 60);
      // Where the history leaves it: the newest plan's steps with a wait whose chemical has not gone
      // in, if that plan is still open.
      const issued = history.filter((e) => e.type === 'TreatmentPlanIssued').at(-1)!.data as { planId: string; steps: { id: string; waitTimeBeforeNext: number; swimWaitMinutes: number }[] };
      const ended = history.some((e) => (e.type === 'TreatmentPlanCompleted' || e.type === 'TreatmentPlanCanceled') && (e.data as { planId: string }).planId === issued.planId);
      const addedSteps = new Set(history.filter((e) => e.type === 'ChemicalAdded').map((e) => (e.data as { stepId: string }).stepId));
      const open = ended ? [] : issued.steps.filter((step) => (step.waitTimeBeforeNext > 0 || step.swimWaitMinutes > 0) && !addedSteps.has(step.id)).map((step) => `${issued.planId}/${step.id}`).sort();
      expect(history.filter((e) => e.type === 'TreatmentPlanIssued').length).toBeGreaterThan(5);

      await fold(poolId, history, history.length);
      expect(await storedSteps(poolId)).toEqual(open);
      const batched = crypto.randomUUID();
      await fold(batched, recordedHistory(batched, 60), 7);
      expect(await storedSteps(batched)).toEqual(open);

      // A plan issued and left open keeps its waiting steps; its chemical going in, then its end, forget them.
      const tail = recordedHistory(crypto.randomUUID(), 60);
      const plan = tail.findIndex((e) => e.type === 'TreatmentPlanIssued' && (e.data as { steps: { waitTimeBeforeNext: number }[] }).steps.filter((s) => s.waitTimeBeforeNext > 0).length > 1);
      expect(plan).toBeGreaterThanOrEqual(0);
      const { planId, poolId: tailPool } = tail[plan]!.data as { planId: string; poolId: string };
      const ofPlan = tail.slice(plan).filter((e) => (e.data as { planId?: string }).planId === planId);
      const firstAdded = ofPlan.findIndex((e) => e.type === 'ChemicalAdded');
      const end = ofPlan.findIndex((e) => e.type === 'TreatmentPlanCompleted' || e.type === 'TreatmentPlanCanceled');
      expect(firstAdded).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(firstAdded);
      await fold(tailPool, ofPlan.slice(0, 1), 1);
      const waiting = await storedSteps(tailPool);
      expect(waiting.length).toBeGreaterThan(1);
      await fold(tailPool, ofPlan.slice(firstAdded, firstAdded + 1), 1);
      const stepId = (ofPlan[firstAdded]!.data as { stepId: string }).stepId;
      expect(await storedSteps(tailPool)).toEqual(waiting.filter((key) => key !== `${planId}/${stepId}`));
      await fold(tailPool, ofPlan.slice(end, end + 1), 1);
      expect(await storedSteps(tailPool)).toEqual([]);
    });
  });
}
