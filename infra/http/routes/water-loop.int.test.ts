// Issue 12 over real HTTP: one pool (onboarding completes the default pool a test before onboarding
// created, keeping its readings and plan; a retry creates nothing), the targets' basis (the latest
// measured CYA), and plans that follow reality (a volume change re-issues the plan with new doses,
// keeping the steps already done).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL_BODY, type Pool } from '../../../contracts/pools.contract.ts';
import type { Reading, TreatmentPlan, WaterTargetsBasis } from '../../../contracts/water.contract.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { signedInClient, startTestServer } from '../testing/api-test-client.ts';

const WIZARD = {
  name: 'Backyard Pool', type: 'inground', location: 'backyard', volumeGallons: 24000, shape: 'rectangular', inGround: true,
  surfaceMaterial: 'plaster', sanitationType: 'chlorine', hasSaltChlorinator: false, preferredChlorineTypes: ['liquid'],
  onboardingCompleted: true,
};
const LOW_FC_HIGH_PH = { ph: 8.0, freeChlorinePpm: 1, totalAlkalinityPpm: 100, cyaPpm: 40 };

for (const leg of databaseLegs()) {
  describe(`the water loop on ${leg.name}`, () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
    });
    afterAll(async () => {
      await server?.close();
    });

    it('completes the default pool on onboarding: same id, its test and plan kept, no second pool', async () => {
      const owner = await signedInClient(server.url, 'onboard-default');
      const pool = (await owner.post<Pool>('/api/pools', DEFAULT_POOL_BODY)).body;
      const reading = (await owner.post<Reading>(`/api/pools/${pool.id}/readings`, LOW_FC_HIGH_PH)).body;
      const before = (await owner.get<TreatmentPlan>(`/api/pools/${pool.id}/treatment-plan`)).body;

      const onboarded = await owner.post<Pool>('/api/pools', WIZARD, { 'idempotency-key': 'wizard-1' });
      expect(onboarded.status).toBe(200);
      expect(onboarded.body).toMatchObject({ id: pool.id, name: 'Backyard Pool', volumeGallons: 24000, onboardingCompleted: true });
      expect((await owner.get<Pool[]>('/api/pools')).body.map((p) => p.id)).toEqual([pool.id]);
      expect((await owner.get<Reading>(`/api/pools/${pool.id}/readings/latest`)).body.id).toBe(reading.id);

      // The volume went from the default 20,000 to 24,000 gallons: the plan was re-issued with new doses.
      const after = (await owner.get<TreatmentPlan>(`/api/pools/${pool.id}/treatment-plan`)).body;
      expect(after).toMatchObject({ status: 'active', readingId: reading.id });
      expect(after.id).not.toBe(before.id);
      expect(after.summary).toMatch(/^Pool set up: the doses were recalculated for it\./);
      const chlorine = (plan: TreatmentPlan) => plan.steps.find((s) => s.id.endsWith('-fc'))!.dosage.amount;
      expect(chlorine(after) / chlorine(before)).toBeCloseTo(24_000 / 20_000, 1);

      // A retry of the same request finds the pool it completed; it registers nothing.
      const retried = await owner.post<Pool>('/api/pools', WIZARD, { 'idempotency-key': 'wizard-1' });
      expect(retried.body.id).toBe(pool.id);
      expect((await owner.get<Pool[]>('/api/pools')).body).toHaveLength(1);
    });

    it('registers a new pool (201) when there is no pool to complete', async () => {
      const owner = await signedInClient(server.url, 'onboard-fresh');
      const created = await owner.post<Pool>('/api/pools', WIZARD);
      expect(created.status).toBe(201);
      expect((await owner.get<Pool[]>('/api/pools')).body.map((p) => p.id)).toEqual([created.body.id]);
    });

    it('re-issues the plan with new doses on a volume change, keeping the step already done', async () => {
      const owner = await signedInClient(server.url, 'replan');
      const pool = (await owner.post<Pool>('/api/pools', WIZARD)).body;
      await owner.post(`/api/pools/${pool.id}/readings`, LOW_FC_HIGH_PH);
      const first = (await owner.get<TreatmentPlan>(`/api/pools/${pool.id}/treatment-plan`)).body;
      const acid = first.steps[0]!;
      expect(acid.chemical).toMatch(/acid/i);
      await owner.post(`/api/pools/${pool.id}/treatment-plan/complete-step`, { stepId: acid.id });

      const patched = await owner.patch<Pool>(`/api/pools/${pool.id}`, { volumeGallons: 12000 });
      expect(patched.status).toBe(200);
      const revised = (await owner.get<TreatmentPlan>(`/api/pools/${pool.id}/treatment-plan`)).body;
      expect(revised.id).not.toBe(first.id);
      expect(revised.summary).toMatch(/^Pool settings changed: the doses were recalculated; steps already done are kept\./);
      expect(revised.steps[0]).toMatchObject({ id: acid.id, completed: true, completedAt: expect.any(String), dosage: acid.dosage });
      const fc = (plan: TreatmentPlan) => plan.steps.find((s) => s.id.endsWith('-fc'))!;
      expect(fc(revised).dosage.amount).toBeCloseTo(fc(first).dosage.amount / 2, 0);
      // The acid's wait still runs, so the chlorine is not ready yet.
      expect(fc(revised).displayState).toBe('timer_waiting');
      expect(revised.activeTimers.map((t) => t.id)).toContain(`${acid.id}-chemical-wait`);

      // A change the planner does not read (the name) leaves the plan alone.
      await owner.patch(`/api/pools/${pool.id}`, { name: 'Renamed' });
      expect((await owner.get<TreatmentPlan>(`/api/pools/${pool.id}/treatment-plan`)).body.id).toBe(revised.id);
    });

    it("answers the targets' basis: the latest measured CYA and its test, and whether the pool is salt-water", async () => {
      const owner = await signedInClient(server.url, 'targets');
      const pool = (await owner.post<Pool>('/api/pools', { ...WIZARD, sanitationType: 'salt', hasSaltChlorinator: true })).body;
      const path = `/api/pools/${pool.id}/water-targets`;
      expect((await owner.get<WaterTargetsBasis>(path)).body).toEqual({ cya: null, saltwater: true });
      const withCya = (await owner.post<Reading>(`/api/pools/${pool.id}/readings`, { ph: 7.4, freeChlorinePpm: 5, cyaPpm: 70 })).body;
      await owner.post(`/api/pools/${pool.id}/readings`, { ph: 7.5, freeChlorinePpm: 5 });
      expect((await owner.get<WaterTargetsBasis>(path)).body).toEqual({ cya: { ppm: 70, readingId: withCya.id, testedAt: withCya.timestamp }, saltwater: true });
      const stranger = await signedInClient(server.url, 'targets-stranger');
      expect((await stranger.get(path)).status).toBe(404);
    });
  });
}
