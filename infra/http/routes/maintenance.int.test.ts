// Maintenance routes over real HTTP on both databases: scheduling with spec §9's defaults and §5's
// messages and fallbacks, the due state in the pool's time zone, editing, completing on time and
// overdue (recurring tasks move on, one-off tasks are done), skipping, deleting, the upcoming list,
// the starting schedule at onboarding (with its reasons, skippable), Idempotency-Key retries, and
// owner isolation (another user's pool or task is a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayIn } from '../../../domain/maintenance/calendar-day.ts';
import { TASK_MESSAGES } from '../../../domain/maintenance/task-rules.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { signedInClient, startTestServer } from '../testing/api-test-client.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import type { CompleteTaskResponse, MaintenanceTask } from '../../../contracts/maintenance.contract.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Client = Awaited<ReturnType<typeof signedInClient>>;

const today = (zone = 'UTC') => todayIn(Date.now(), zone);
const ONBOARDING = {
  name: 'Salt Pool', type: 'inground', volumeGallons: 20000, surfaceMaterial: 'vinyl', sanitationType: 'salt', hasSaltChlorinator: true,
  filterType: 'sand', onboardingCompleted: true,
};

for (const leg of databaseLegs()) {
  describe(`maintenance routes on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;
    let stranger: Client;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      [owner, stranger] = await Promise.all([signedInClient(server.url, 'maintenance'), signedInClient(server.url, 'stranger')]);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function newPool(client: Client = owner): Promise<string> {
      const response = await client.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(response.status).toBe(201);
      return response.body.id;
    }
    const tasksOf = async (poolId: string) => (await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance`)).body;

    it("schedules a task with spec §9's defaults and lists it, with its due state, in the list and the upcoming list", async () => {
      const poolId = await newPool();
      expect(await tasksOf(poolId)).toEqual([]);
      const created = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: ' Test water ', taskType: 'testing', nextDueDate: today() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        poolId, title: 'Test water', description: null, taskType: 'testing', priority: 'medium', frequency: 'weekly', intervalDays: 7, nextDueDate: today(),
        isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30, status: 'active', timeZone: 'UTC',
        dueState: 'today', daysUntilDue: 0, reason: null, completionCount: 0, lastCompletedAt: null,
      });
      const later = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Winterize', taskType: 'maintenance', nextDueDate: addCalendarDays(today(), 60), frequency: 'annual' })).body;
      expect(later).toMatchObject({ frequency: 'annual', intervalDays: 365, dueState: 'upcoming', daysUntilDue: 60 });
      expect((await tasksOf(poolId)).map((t) => t.id)).toEqual([created.body.id, later.id]);
      const upcoming = await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance/upcoming`);
      expect(upcoming.body.map((t) => t.id)).toEqual([created.body.id]);
    });

    it("answers spec §5's 'Please fill in all required fields.' per field, applies its fallbacks and bounds every number", async () => {
      const poolId = await newPool();
      const missing = await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: '', taskType: '', nextDueDate: '' });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ code: 'validation_failed', message: TASK_MESSAGES.required });
      expect(missing.body.error.fields).toEqual({ title: TASK_MESSAGES.required, taskType: TASK_MESSAGES.required, nextDueDate: TASK_MESSAGES.required });
      expect((await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, {})).body.error.fields).toEqual({
        title: TASK_MESSAGES.required, taskType: TASK_MESSAGES.required, nextDueDate: TASK_MESSAGES.required,
      });
      const badDate = await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: 'x', taskType: 'other', nextDueDate: 'soon' });
      expect(badDate.body.error.fields).toEqual({ nextDueDate: TASK_MESSAGES.dueDate });
      const tooLong = await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: 'x', taskType: 'other', nextDueDate: today(), intervalDays: 9999, frequency: 'custom', reminderMinutes: 100_000 });
      expect(tooLong.body.error.fields).toEqual({ intervalDays: TASK_MESSAGES.intervalDays, reminderMinutes: TASK_MESSAGES.reminderMinutes });
      const zone = await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: 'x', taskType: 'other', nextDueDate: today(), timeZone: 'Mars/Olympus' });
      expect(zone.body.error.fields).toEqual({ timeZone: 'Unknown time zone' });
      expect((await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: 'x'.repeat(201), taskType: 'other', nextDueDate: today() })).status).toBe(400);
      const fallback = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, {
        title: 'Custom', taskType: 'other', frequency: 'custom', intervalDays: '0', estimatedDurationMinutes: 'abc', reminderMinutes: 0, nextDueDate: today(),
      });
      expect(fallback.body).toMatchObject({ intervalDays: 1, estimatedDurationMinutes: 30, reminderMinutes: 1440 });
      expect((await tasksOf(poolId)).map((t) => t.title)).toEqual(['Custom']);
    });

    it("judges 'due today' in the browser's time zone on both sides of midnight UTC, and re-judges every task when it changes", async () => {
      const poolId = await newPool();
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const task = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: zone, taskType: 'testing', nextDueDate: today(zone), timeZone: zone });
        expect(task.body).toMatchObject({ timeZone: zone, dueState: 'today', asOf: today(zone) });
      }
      // The browser's newest zone becomes the pool's calendar: every task is judged in it.
      const tasks = await tasksOf(poolId);
      expect(tasks.map((t) => t.timeZone)).toEqual(['Pacific/Pago_Pago', 'Pacific/Pago_Pago']);
      expect(tasks.find((t) => t.title === 'Pacific/Kiritimati')?.daysUntilDue).toBeGreaterThanOrEqual(1);
    });

    it('edits a task; an unknown task is a 404', async () => {
      const poolId = await newPool();
      const task = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Brush', taskType: 'cleaning', nextDueDate: today() })).body;
      const edited = await owner.patch<MaintenanceTask>(`/api/pools/${poolId}/maintenance/${task.id}`, { priority: 'high', frequency: 'custom', intervalDays: 3, nextDueDate: addCalendarDays(today(), 1) });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ priority: 'high', frequency: 'custom', intervalDays: 3, dueState: 'tomorrow', title: 'Brush' });
      expect((await owner.patch<ErrorBody>(`/api/pools/${poolId}/maintenance/${task.id}`, { title: ' ' })).body.error.fields).toEqual({ title: TASK_MESSAGES.required });
      expect((await owner.patch(`/api/pools/${poolId}/maintenance/00000000-0000-4000-8000-000000000000`, { title: 'x' })).status).toBe(404);
    });

    it('completes a recurring task, moving it on from its due date; an overdue one is recorded as overdue without a backlog', async () => {
      const poolId = await newPool();
      const onTime = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Skim', taskType: 'cleaning', nextDueDate: today() })).body;
      const done = await owner.post<CompleteTaskResponse>(`/api/pools/${poolId}/maintenance/${onTime.id}/complete`, { notes: 'Leaves', durationMinutes: 15, wasOverdue: true, photoUrl: null });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ wasOverdue: false, dueDate: today(), nextDueDate: addCalendarDays(today(), 7) });
      expect(done.body.task).toMatchObject({ nextDueDate: addCalendarDays(today(), 7), completionCount: 1, status: 'active', dueState: 'upcoming' });

      const late = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Brush', taskType: 'cleaning', nextDueDate: addCalendarDays(today(), -15) })).body;
      expect(late.dueState).toBe('overdue');
      const lateDone = await owner.post<CompleteTaskResponse>(`/api/pools/${poolId}/maintenance/${late.id}/complete`, {});
      // Due 15 days ago weekly: the occurrences 8 and 1 days ago are not owed; the next is in 6 days.
      expect(lateDone.body).toMatchObject({ wasOverdue: true, dueDate: addCalendarDays(today(), -15), nextDueDate: addCalendarDays(today(), 6) });
      const events = await server.store.readStream(`maintenance-${poolId}`);
      expect(events.filter((e) => e.type === 'TaskCompleted').map((e) => (e.data as { wasOverdue: boolean }).wasOverdue)).toEqual([false, true]);
      const badCompletion = await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance/${late.id}/complete`, { durationMinutes: 5000, photoUrl: 'javascript:alert(1)' });
      expect(badCompletion.status).toBe(400);
      expect(badCompletion.body.error.fields).toEqual({ durationMinutes: TASK_MESSAGES.durationMinutes, photoUrl: TASK_MESSAGES.photoUrl });
    });

    it('finishes a one-off task (a second completion is a 409), skips and deletes tasks', async () => {
      const poolId = await newPool();
      const oneOff = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Replace light', taskType: 'maintenance', isRecurring: false, nextDueDate: today() })).body;
      const done = await owner.post<CompleteTaskResponse>(`/api/pools/${poolId}/maintenance/${oneOff.id}/complete`, { notes: 'Done' });
      expect(done.body).toMatchObject({ nextDueDate: null, task: { status: 'completed', completionCount: 1 } });
      expect((await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance/${oneOff.id}/complete`, {})).status).toBe(409);
      expect((await owner.get<MaintenanceTask[]>(`/api/pools/${poolId}/maintenance/upcoming`)).body).toEqual([]);
      expect((await owner.post<ErrorBody>(`/api/pools/${poolId}/maintenance/${oneOff.id}/skip`, {})).status).toBe(409);

      const weekly = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Pump basket', taskType: 'maintenance', nextDueDate: today() })).body;
      const skipped = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance/${weekly.id}/skip`, {});
      expect(skipped.body).toMatchObject({ nextDueDate: addCalendarDays(today(), 7), completionCount: 0 });
      expect((await owner.delete(`/api/pools/${poolId}/maintenance/${weekly.id}`)).status).toBe(204);
      expect((await tasksOf(poolId)).map((t) => t.id)).toEqual([oneOff.id]);
      expect((await owner.delete(`/api/pools/${poolId}/maintenance/${weekly.id}`)).status).toBe(204);
      expect((await owner.post(`/api/pools/${poolId}/maintenance/${weekly.id}/complete`, {})).status).toBe(404);
    });

    it('answers a retried POST with the same Idempotency-Key as the first, scheduling one task', async () => {
      const poolId = await newPool();
      const headers = { 'Idempotency-Key': 'task-retry-1' };
      const body = { title: 'Shock', taskType: 'chemical', nextDueDate: today() };
      const first = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, body, headers);
      const second = await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, body, headers);
      expect(second.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(await tasksOf(poolId)).toHaveLength(1);
    });

    it('starts an onboarded pool with a schedule that says why, skippable without losing what the owner touched', async () => {
      const client = await signedInClient(server.url, 'starter');
      const pool = (await client.post<Pool>('/api/pools', ONBOARDING)).body;
      const tasks = (await client.get<MaintenanceTask[]>(`/api/pools/${pool.id}/maintenance`)).body;
      const byKey = new Map(tasks.map((t) => [t.suggestionKey, t]));
      expect([...byKey.keys()].sort()).toEqual(['brush', 'filter', 'pump-basket', 'salt-cell', 'skim', 'test-water-1', 'test-water-2']);
      expect(byKey.get('test-water-1')).toMatchObject({ title: 'Test the water', frequency: 'weekly', nextDueDate: today(), taskType: 'testing' });
      expect(byKey.get('test-water-2')?.nextDueDate).toBe(addCalendarDays(today(), 3));
      expect(byKey.get('filter')).toMatchObject({ title: 'Backwash the sand filter', frequency: 'monthly' });
      expect(byKey.get('salt-cell')).toMatchObject({ frequency: 'quarterly', taskType: 'inspection' });
      expect(byKey.get('brush')?.reason).toContain('soft brush');
      expect(tasks.every((t) => (t.reason ?? '').length > 10)).toBe(true);

      // The owner keeps the first test (edited) and skips the rest of the suggestions.
      await client.patch(`/api/pools/${pool.id}/maintenance/${byKey.get('test-water-1')!.id}`, { priority: 'critical' });
      const skipped = await client.delete<MaintenanceTask[]>(`/api/pools/${pool.id}/maintenance/starting-schedule`);
      expect(skipped.status).toBe(200);
      expect(skipped.body.map((t) => t.suggestionKey)).toEqual(['test-water-1']);
      // Asking for the starting schedule again brings back nothing the owner skipped.
      const again = await client.post<MaintenanceTask[]>(`/api/pools/${pool.id}/maintenance/starting-schedule`, {});
      expect(again.body.map((t) => t.suggestionKey)).toEqual(['test-water-1']);
      // A located pool's days are those of the zone its coordinates lie in, not UTC's.
      const located = await signedInClient(server.url, 'located');
      const inLosAngeles = (await located.post<Pool>('/api/pools', { ...ONBOARDING, latitude: 34.05, longitude: -118.24 })).body;
      const laTasks = (await located.get<MaintenanceTask[]>(`/api/pools/${inLosAngeles.id}/maintenance`)).body;
      expect(laTasks.find((t) => t.suggestionKey === 'test-water-1')).toMatchObject({ timeZone: 'America/Los_Angeles', nextDueDate: today('America/Los_Angeles'), dueState: 'today' });
      // An unlocated pool's starting schedule is dated in the zone the browser sent with onboarding.
      const abroad = await signedInClient(server.url, 'abroad');
      expect((await abroad.post('/api/pools', { ...ONBOARDING, timeZone: 'Mars/Olympus_Mons' })).status).toBe(400);
      const inKiribati = (await abroad.post<Pool>('/api/pools', { ...ONBOARDING, timeZone: 'Pacific/Kiritimati' })).body;
      expect(inKiribati).not.toHaveProperty('timeZone');
      const kiribatiTasks = (await abroad.get<MaintenanceTask[]>(`/api/pools/${inKiribati.id}/maintenance`)).body;
      expect(kiribatiTasks.find((t) => t.suggestionKey === 'test-water-1')).toMatchObject({ timeZone: 'Pacific/Kiritimati', nextDueDate: today('Pacific/Kiritimati') });
      // A pool created before onboarding gets the schedule on request.
      const plain = await newPool();
      const requested = await owner.post<MaintenanceTask[]>(`/api/pools/${plain}/maintenance/starting-schedule`, { timeZone: 'Europe/Paris' });
      expect(requested.body.map((t) => t.suggestionKey).sort()).toEqual(['brush', 'filter', 'pump-basket', 'skim', 'test-water-1', 'test-water-2']);
      expect(requested.body[0]).toMatchObject({ timeZone: 'Europe/Paris', nextDueDate: today('Europe/Paris') });
    });

    it("answers 404 for another user's pool and tasks, exactly as for missing ones", async () => {
      const poolId = await newPool();
      const task = (await owner.post<MaintenanceTask>(`/api/pools/${poolId}/maintenance`, { title: 'Mine', taskType: 'other', nextDueDate: today() })).body;
      const strangerPool = await newPool(stranger);
      for (const response of [
        await stranger.get<ErrorBody>(`/api/pools/${poolId}/maintenance`),
        await stranger.get<ErrorBody>(`/api/pools/${poolId}/maintenance/upcoming`),
        await stranger.post<ErrorBody>(`/api/pools/${poolId}/maintenance`, { title: 'x', taskType: 'other', nextDueDate: today() }),
        await stranger.patch<ErrorBody>(`/api/pools/${poolId}/maintenance/${task.id}`, { title: 'Theirs' }),
        await stranger.post<ErrorBody>(`/api/pools/${poolId}/maintenance/${task.id}/complete`, {}),
        await stranger.post<ErrorBody>(`/api/pools/${poolId}/maintenance/${task.id}/skip`, {}),
        await stranger.delete<ErrorBody>(`/api/pools/${poolId}/maintenance/${task.id}`),
        await stranger.post<ErrorBody>(`/api/pools/${poolId}/maintenance/starting-schedule`, {}),
        await stranger.delete<ErrorBody>(`/api/pools/${poolId}/maintenance/starting-schedule`),
        // The task id under the stranger's own pool names nothing there.
        await stranger.post<ErrorBody>(`/api/pools/${strangerPool}/maintenance/${task.id}/complete`, {}),
        await stranger.delete<ErrorBody>(`/api/pools/${strangerPool}/maintenance/${task.id}`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('not_found');
      }
      expect(await tasksOf(poolId)).toMatchObject([{ id: task.id, title: 'Mine', completionCount: 0 }]);
    });
  });
}
