// Readings and treatment-plan routes over real HTTP: recording, correcting and deleting tests (the
// plan canceled with its reading), the §5 messages as 400 fields, Idempotency-Key retries, the
// concurrent complete-step 409, paging, the audit CSV, and owner isolation (another user's pool is a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import type { DeleteReadingResponse, Reading, ReadingPage, TreatmentPlan } from '../../../contracts/water.contract.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Client = Awaited<ReturnType<typeof signedInClient>>;

const NEEDS_TREATMENT = { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100, testMethod: 'manual' };
const BALANCED = { ph: 7.4, freeChlorinePpm: 3, testMethod: 'manual' };
const HOUR = 3_600_000;

for (const leg of databaseLegs()) {
  describe(`water routes on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      owner = await signedInClient(server.url, 'water');
    });
    afterAll(async () => {
      await server?.close();
    });

    async function newPool(client: Client = owner): Promise<string> {
      const response = await client.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(response.status).toBe(201);
      return response.body.id;
    }
    const put = <T>(client: ApiClient, path: string, json: unknown, headers?: Record<string, string>) => client.request<T>('PUT', path, { json, headers });

    it('records a reading, shows it as latest and recent, and issues an active plan whose first step is ready', async () => {
      const poolId = await newPool();
      expect((await owner.get(`/api/pools/${poolId}/readings/latest`)).text).toBe('null');
      expect((await owner.get(`/api/pools/${poolId}/treatment-plan`)).text).toBe('null');

      const created = await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...NEEDS_TREATMENT, notes: '  after rain  ', timestamp: new Date().toISOString() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ poolId, testMethod: 'manual', ph: 8, freeChlorinePpm: 0.5, totalChlorinePpm: null, totalAlkalinityPpm: 100, notes: 'after rain' });

      expect((await owner.get<Reading>(`/api/pools/${poolId}/readings/latest`)).body.id).toBe(created.body.id);
      expect((await owner.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body.map((r) => r.id)).toEqual([created.body.id]);

      const plan = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      expect(plan).toMatchObject({ status: 'active', readingId: created.body.id, activeTimers: [] });
      expect(plan.steps.length).toBeGreaterThan(1);
      expect(plan.steps.map((s) => s.displayState)).toEqual(['ready', ...plan.steps.slice(1).map(() => 'waiting')]);
      expect(plan.readyStepId).toBe(plan.steps[0]?.id);
      expect(Date.parse(plan.safeToSwimAt)).toBeGreaterThan(Date.now());
      expect(new Date(plan.safeToSwimAt).toISOString()).toBe(plan.safeToSwimAt);
    });

    it("answers 400 with spec §5's messages per field", async () => {
      const poolId = await newPool();
      const bad = await owner.post<ErrorBody>(`/api/pools/${poolId}/readings`, {
        ph: 14.5, freeChlorinePpm: -1, totalChlorinePpm: 60, totalAlkalinityPpm: 1200, cyaPpm: '301', calciumHardnessPpm: -5, temperatureF: 121,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        ph: 'pH must be 14 or lower',
        freeChlorinePpm: 'Free chlorine must be 0 or higher',
        totalChlorinePpm: 'Total chlorine seems too high',
        totalAlkalinityPpm: 'Alkalinity seems too high',
        cyaPpm: 'CYA seems too high',
        calciumHardnessPpm: 'Calcium hardness must be 0 or higher',
        temperatureF: 'Temperature must be at most 120°F',
      });
      const empty = await owner.post<ErrorBody>(`/api/pools/${poolId}/readings`, { ph: '', freeChlorinePpm: 'abc', totalAlkalinityPpm: 90, temperatureF: 20 });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toEqual({ ph: 'Please enter at least pH or chlorine levels', temperatureF: 'Temperature must be at least 32°F' });
      const fraction = await owner.post<ErrorBody>(`/api/pools/${poolId}/readings`, { ph: 7.4, cyaPpm: 30.5 });
      expect(fraction.body.error.fields).toEqual({ cyaPpm: 'CYA must be a whole number' });
      const method = await owner.post<ErrorBody>(`/api/pools/${poolId}/readings`, { ph: 7.4, testMethod: 'guess' });
      expect(method.status).toBe(400);
      expect(Object.keys(method.body.error.fields ?? {})).toEqual(['testMethod']);
      expect((await owner.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toEqual([]);
    });

    it('answers a retried POST with the same Idempotency-Key as the first, appending nothing', async () => {
      const poolId = await newPool();
      const headers = { 'Idempotency-Key': 'retry-0001' };
      const first = await owner.post<Reading>(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT, headers);
      const planBefore = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      const second = await owner.post<Reading>(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT, headers);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect((await owner.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toHaveLength(1);
      expect((await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body.id).toBe(planBefore.id);
      const events = await server.store.readStream(`water-${poolId}`);
      expect(events.map((e) => e.type)).toEqual(['ReadingRecorded', 'TreatmentPlanIssued']);
    });

    it('corrects a reading with PUT and re-plans from it; 404 for an unknown reading', async () => {
      const poolId = await newPool();
      const created = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT)).body;
      const planBefore = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      const corrected = await put<Reading>(owner, `/api/pools/${poolId}/readings/${created.id}`, { ...BALANCED, timestamp: created.timestamp });
      expect(corrected.status).toBe(200);
      expect(corrected.body).toMatchObject({ id: created.id, ph: 7.4, freeChlorinePpm: 3, totalAlkalinityPpm: null, timestamp: created.timestamp });
      const planAfter = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      expect(planAfter.id).not.toBe(planBefore.id);
      expect(planAfter).toMatchObject({ status: 'completed', steps: [], readingId: created.id });

      const unknown = await put<ErrorBody>(owner, `/api/pools/${poolId}/readings/00000000-0000-4000-8000-000000000000`, BALANCED);
      expect(unknown.status).toBe(404);
      const invalid = await put<ErrorBody>(owner, `/api/pools/${poolId}/readings/${created.id}`, { ph: -1 });
      expect(invalid.body.error.fields).toEqual({ ph: 'pH must be 0 or higher' });
    });

    it('cancels the plan when its reading is deleted, and says so; an older reading leaves it alone', async () => {
      const poolId = await newPool();
      const older = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...BALANCED, timestamp: new Date(Date.now() - 24 * HOUR).toISOString() })).body;
      const latest = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT)).body;
      expect((await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body.status).toBe('active');

      const olderGone = await owner.delete<DeleteReadingResponse>(`/api/pools/${poolId}/readings/${older.id}`);
      expect(olderGone).toMatchObject({ status: 200, body: { treatmentPlanCanceled: false } });
      expect((await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body.readingId).toBe(latest.id);

      const headers = { 'Idempotency-Key': 'delete-latest' };
      const latestGone = await owner.delete<DeleteReadingResponse>(`/api/pools/${poolId}/readings/${latest.id}`, headers);
      expect(latestGone).toMatchObject({ status: 200, body: { treatmentPlanCanceled: true } });
      // Home must say what is true: the plan was canceled, because its test was deleted.
      expect((await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body).toMatchObject({ status: 'canceled', cancelReason: 'reading_deleted', readyStepId: null });
      expect((await owner.get(`/api/pools/${poolId}/readings/latest`)).text).toBe('null');
      // The retry answers as the first did.
      expect((await owner.delete<DeleteReadingResponse>(`/api/pools/${poolId}/readings/${latest.id}`, headers)).body).toEqual({ treatmentPlanCanceled: true });
      expect((await owner.delete(`/api/pools/${poolId}/readings/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    });

    it("answers 409 with why for a test older than the pool's 100 most recent, which stays in the history", async () => {
      const poolId = await newPool();
      const oldest = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...BALANCED, timestamp: new Date(Date.now() - 400 * HOUR).toISOString() })).body;
      for (let i = 0; i < 100; i++) {
        await owner.post(`/api/pools/${poolId}/readings`, { ...BALANCED, timestamp: new Date(Date.now() - (300 - i) * HOUR).toISOString() });
      }
      const corrected = await put<ErrorBody>(owner, `/api/pools/${poolId}/readings/${oldest.id}`, { ...BALANCED, ph: 7.3 });
      expect(corrected).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: "Only the pool's 100 most recent tests can be corrected or deleted" } } });
      expect((await owner.delete<ErrorBody>(`/api/pools/${poolId}/readings/${oldest.id}`)).status).toBe(409);
      const page = (await owner.get<ReadingPage>(`/api/pools/${poolId}/readings?limit=200`)).body;
      expect(page.items).toHaveLength(101);
    }, 60_000);

    it('completes the ready step (starting its timers), refuses the next while its wait runs, and lets one of two racing clients win', async () => {
      const poolId = await newPool();
      await owner.post(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT);
      const plan = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      const [first, second] = plan.steps;
      const path = `/api/pools/${poolId}/treatment-plan/complete-step`;

      const racing = await Promise.all([owner.post<TreatmentPlan | ErrorBody>(path, { stepId: first!.id }), owner.post<TreatmentPlan | ErrorBody>(path, { stepId: first!.id })]);
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
      const done = racing.find((r) => r.status === 200)!.body as TreatmentPlan;
      expect(done.steps[0]).toMatchObject({ completed: true, displayState: 'completed' });
      expect(done.steps[1]?.displayState).toBe('timer_waiting');
      expect(done.activeTimers.map((t) => t.type).sort()).toEqual(['chemical_wait', 'swim_wait']);
      expect(done.activeTimers[0]?.id).toContain(first!.id);

      const tooSoon = await owner.post<ErrorBody>(path, { stepId: second!.id });
      expect(tooSoon.status).toBe(409);
      expect((await owner.post<ErrorBody>(path, { stepId: 'step-99-nothing' })).status).toBe(404);
      expect((await owner.post<ErrorBody>(path, {})).status).toBe(400);

      const events = await server.store.readStream(`water-${poolId}`);
      expect(events.filter((e) => e.type === 'ChemicalAdded')).toHaveLength(1);
    });

    it('answers 409 when no plan is active', async () => {
      const poolId = await newPool();
      const response = await owner.post<ErrorBody>(`/api/pools/${poolId}/treatment-plan/complete-step`, { stepId: 'step-1-fc' });
      expect(response.status).toBe(409);
    });

    it('pages the full history newest first with a cursor, bounded by from and to', async () => {
      const poolId = await newPool();
      const base = Date.now() - 10 * 24 * HOUR;
      const ids: string[] = [];
      for (let day = 0; day < 5; day++) {
        const r = await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...BALANCED, timestamp: new Date(base + day * 24 * HOUR).toISOString() });
        ids.push(r.body.id);
      }
      const newestFirst = [...ids].reverse();
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
        const page: ReadingPage = (await owner.get<ReadingPage>(`/api/pools/${poolId}/readings${query}`)).body;
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((r) => r.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(newestFirst);

      const from = new Date(base + 24 * HOUR).toISOString();
      const to = new Date(base + 3 * 24 * HOUR).toISOString();
      const bounded = await owner.get<ReadingPage>(`/api/pools/${poolId}/readings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect(bounded.body.items.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect((await owner.get<ErrorBody>(`/api/pools/${poolId}/readings?cursor=nonsense`)).body.error.fields).toEqual({ cursor: 'Invalid cursor' });
      expect((await owner.get(`/api/pools/${poolId}/readings?from=yesterday`)).status).toBe(400);
    });

    it('exports every reading (deleted flagged) and every chemical added as a CSV attachment', async () => {
      const poolId = await newPool();
      const kept = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...NEEDS_TREATMENT, notes: '=HYPERLINK("x"), "quoted"' })).body;
      const plan = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
      await owner.post(`/api/pools/${poolId}/treatment-plan/complete-step`, { stepId: plan.steps[0]!.id });
      const gone = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, { ...BALANCED, timestamp: new Date(Date.now() - HOUR).toISOString() })).body;
      await owner.delete(`/api/pools/${poolId}/readings/${gone.id}`);

      const csv = await owner.get(`/api/pools/${poolId}/history.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="clearwater-history-${poolId}.csv"`);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^record_type,time,reading_id,test_method,ph,/);
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(new RegExp(`^reading,[^,]+,${gone.id},manual,7.4,3,.*,true,`));
      expect(lines[2]).toContain(`reading,${kept.timestamp},${kept.id},manual,8,0.5,,100,`);
      expect(lines[2]).toContain(`"'=HYPERLINK(""x""), ""quoted""",false`);
      expect(lines[3]).toMatch(new RegExp(`^chemical_added,.*,${plan.id},${plan.steps[0]!.id},`));
    });

    it("answers 404 for another user's pool on every route, and 401 when signed out", async () => {
      const poolId = await newPool();
      const reading = (await owner.post<Reading>(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT)).body;
      const stranger = await signedInClient(server.url, 'stranger');
      const base = `/api/pools/${poolId}`;
      const attempts = [
        stranger.post(`${base}/readings`, BALANCED),
        put(stranger, `${base}/readings/${reading.id}`, BALANCED),
        stranger.delete(`${base}/readings/${reading.id}`),
        stranger.get(`${base}/readings/latest`),
        stranger.get(`${base}/readings/recent`),
        stranger.get(`${base}/readings`),
        stranger.get(`${base}/history.csv`),
        stranger.get(`${base}/treatment-plan`),
        stranger.post(`${base}/treatment-plan/complete-step`, { stepId: 'step-1-ph' }),
      ];
      expect((await Promise.all(attempts)).map((r) => r.status)).toEqual(attempts.map(() => 404));
      expect((await owner.get(`/api/pools/not-a-uuid/readings/latest`)).status).toBe(404);
      expect((await new ApiClient(server.url).get(`${base}/readings/latest`)).status).toBe(401);
      expect((await owner.get<Reading[]>(`${base}/readings/recent`)).body).toHaveLength(1);
    });
  });
}
