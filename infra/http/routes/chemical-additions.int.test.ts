// GET /api/pools/{poolId}/chemical-additions over real HTTP: the chemical a completed plan step added,
// bounded by from/to, the reply as the contract says; another user's pool is a 404, signed out a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import { chemicalAdditionListSchema, waterPaths, type ChemicalAddition, type TreatmentPlan } from '../../../contracts/water.contract.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

const NEEDS_TREATMENT = { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100, testMethod: 'manual' };
const HOUR = 3_600_000;

for (const leg of databaseLegs()) {
  describe(`chemical additions route on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      owner = await signedInClient(server.url, 'additions');
    });
    afterAll(async () => {
      await server?.close();
    });

    /** A pool whose plan's first step has been added; returns the pool, the plan and the step. */
    async function poolWithAddition(client: Client = owner) {
      const pool = await client.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(pool.status).toBe(201);
      const poolId = pool.body.id;
      expect((await client.post(waterPaths.readings(poolId), NEEDS_TREATMENT)).status).toBe(201);
      const plan = (await client.get<TreatmentPlan>(waterPaths.treatmentPlan(poolId))).body;
      const step = plan.steps[0]!;
      expect((await client.post(waterPaths.completeStep(poolId), { stepId: step.id })).status).toBe(200);
      return { poolId, plan, step };
    }

    it('lists the chemical a completed step added, as the contract describes it', async () => {
      const before = Date.now();
      const { poolId, plan, step } = await poolWithAddition();
      const reply = await owner.get<ChemicalAddition[]>(waterPaths.chemicalAdditions(poolId));
      expect(reply.status).toBe(200);
      expect(chemicalAdditionListSchema.safeParse(reply.body).success).toBe(true);
      expect(reply.body).toEqual([
        {
          planId: plan.id, stepId: step.id, chemical: step.chemical, product: step.product,
          amount: step.dosage.amount, unit: step.dosage.unit, description: step.dosage.description, addedAt: expect.any(String),
        },
      ]);
      expect(Date.parse(reply.body[0]!.addedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('keeps to the from/to bounds and answers 400 for a bound that is not a time', async () => {
      const { poolId } = await poolWithAddition();
      const at = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
      const path = waterPaths.chemicalAdditions(poolId);
      expect((await owner.get<ChemicalAddition[]>(`${path}?from=${at(Date.now() - HOUR)}`)).body).toHaveLength(1);
      expect((await owner.get<ChemicalAddition[]>(`${path}?to=${at(Date.now() + HOUR)}`)).body).toHaveLength(1);
      expect((await owner.get<ChemicalAddition[]>(`${path}?from=${at(Date.now() + HOUR)}`)).body).toEqual([]);
      expect((await owner.get<ChemicalAddition[]>(`${path}?to=${at(Date.now() - HOUR)}`)).body).toEqual([]);
      expect((await owner.get(`${path}?from=yesterday`)).status).toBe(400);
    });

    it('lists nothing for a pool without additions', async () => {
      const pool = await owner.post<Pool>('/api/pools', { name: 'Quiet Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect((await owner.get<ChemicalAddition[]>(waterPaths.chemicalAdditions(pool.body.id))).body).toEqual([]);
    });

    it("answers 404 for another user's pool and 401 when signed out", async () => {
      const { poolId } = await poolWithAddition();
      const stranger = await signedInClient(server.url, 'additions-stranger');
      expect((await stranger.get(waterPaths.chemicalAdditions(poolId))).status).toBe(404);
      expect((await owner.get('/api/pools/not-a-uuid/chemical-additions')).status).toBe(404);
      expect((await new ApiClient(server.url).get(waterPaths.chemicalAdditions(poolId))).status).toBe(401);
    });
  });
}
