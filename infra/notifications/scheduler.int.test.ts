// Due pushes end to end on both databases, with a push service stand-in on 127.0.0.1: completing a
// plan's chemical derives its notifications (ready for the next step, safe to swim) at the times the
// plan view shows; two scheduler instances send each due notification exactly once; what fell due
// while no instance ran goes out once, unless past its TTL; 429 is retried with back-off; a claim left
// by an instance that died is taken over.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreatmentPlan } from '../../contracts/water.contract.ts';
import type { Database } from '../db/database.ts';
import { databaseLegs } from '../db/testing/test-database.ts';
import { retryDelayMs } from './scheduler.ts';
import { startPushTestBed, type PushTestBed } from './testing/push-test-setup.ts';

const NEEDS_TREATMENT = { ph: 8.0, freeChlorinePpm: 0.5, totalAlkalinityPpm: 100, testMethod: 'manual' };
const MINUTE = 60_000;

describe.each(databaseLegs())('due notifications on $name', (leg) => {
  let database: Database;
  let bed: PushTestBed;
  const instance = (retryBaseMs?: number) => bed.instance(retryBaseMs ? { retryBaseMs } : {});
  const ownerWithBrowser = (name: string) => bed.ownerWithBrowser(name);
  const pushesTo = (browserId: string) => bed.pushesTo(browserId);

  /** A due notification as the read model holds it, due `ago` ms ago. */
  async function due(poolId: string, key: string, agoMs: number, ttlSeconds = 7200): Promise<void> {
    await database.db.insertInto('due_notifications').values({
      key, pool_id: poolId, kind: 'chemical_wait', title: 'Ready for the next step', body: 'Liquid chlorine has had time to circulate.', url: '/',
      due_at: new Date(Date.now() - agoMs).toISOString(), ttl_seconds: ttlSeconds, urgency: 'high', topic: 'cwtest',
    }).execute();
  }

  beforeAll(async () => {
    database = await leg.open();
    bed = await startPushTestBed(database);
  });

  afterAll(async () => {
    await bed?.close();
  });

  it("derives a chemical's pushes from completing its step, due when the plan's timers end", async () => {
    const { owner, poolId } = await ownerWithBrowser('due-derive');
    await owner.post(`/api/pools/${poolId}/readings`, NEEDS_TREATMENT);
    const plan = (await owner.get<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan`)).body;
    const done = (await owner.post<TreatmentPlan>(`/api/pools/${poolId}/treatment-plan/complete-step`, { stepId: plan.readyStepId })).body;
    const timers = Object.fromEntries(done.activeTimers.map((t) => [t.type, t]));
    await expect.poll(async () => (await database.db.selectFrom('due_notifications').selectAll().where('pool_id', '=', poolId).execute()).length).toBe(2);
    const rows = await database.db.selectFrom('due_notifications').selectAll().where('pool_id', '=', poolId).orderBy('kind').execute();
    expect(rows.map((r) => [r.kind, r.title, new Date(r.due_at).toISOString(), r.urgency])).toEqual([
      ['chemical_wait', 'Ready for the next step', timers.chemical_wait!.endTime, 'high'],
      ['swim_wait', 'Safe to swim now', timers.swim_wait!.endTime, 'high'],
    ]);
    expect(rows[0]!.body).toContain(done.steps[0]!.chemical);
    // Not due yet: nothing goes out.
    expect((await instance().tick()).claimed).toBe(0);
  });

  it('sends each due notification once, however many instances tick at the same time', async () => {
    const { poolId, browserId } = await ownerWithBrowser('due-once');
    await due(poolId, `wait:once:${poolId}`, 30_000);
    const [a, b, c] = [instance(), instance(), instance()];
    const results = await Promise.all([a.tick(), b.tick(), c.tick()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    const pushes = pushesTo(browserId);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload)).toMatchObject({ title: 'Ready for the next step', data: { url: '/', kind: 'chemical_wait' } });
    expect(pushes[0]!.headers).toMatchObject({ urgency: 'high', topic: 'cwtest' });
    expect(Number(pushes[0]!.headers.ttl)).toBeGreaterThan(7000);
    await a.tick();
    expect(pushesTo(browserId)).toHaveLength(1);
  });

  it('sends what fell due while no instance ran, once, but nothing past its TTL or not yet due', async () => {
    const { poolId, browserId } = await ownerWithBrowser('due-restart');
    await due(poolId, `wait:missed:${poolId}`, 90 * MINUTE);
    await due(poolId, `wait:stale:${poolId}`, 3 * 60 * MINUTE);
    await due(poolId, `wait:later:${poolId}`, -10 * MINUTE);
    const restarted = instance();
    expect((await restarted.tick()).sent).toBe(1);
    expect((await restarted.tick()).sent).toBe(0);
    expect(pushesTo(browserId)).toHaveLength(1);
  });

  it('retries after 429 with back-off, and takes over a claim an instance left behind', async () => {
    const { poolId, browserId } = await ownerWithBrowser('due-retry');
    await due(poolId, `wait:retry:${poolId}`, 1000);
    const scheduler = instance(300);
    bed.service.respondWith({ status: 429 });
    expect(await scheduler.tick()).toEqual({ claimed: 1, sent: 0, retrying: 1, held: 0 });
    expect((await scheduler.tick()).claimed).toBe(0); // backing off
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await scheduler.tick()).toEqual({ claimed: 1, sent: 1, retrying: 0, held: 0 });
    expect(pushesTo(browserId)).toHaveLength(1);

    // An instance claimed this one and died: once its lease has run out, another sends it.
    const key = `wait:orphan:${poolId}`;
    await due(poolId, key, 1000);
    const dueAt = (await database.db.selectFrom('due_notifications').select('due_at').where('key', '=', key).executeTakeFirstOrThrow()).due_at;
    await database.db.insertInto('notification_sends').values({
      key, due_at: dueAt, user_id: null, status: 'sending', attempts: 1, claimed_by: 'dead', claimed_until: new Date(Date.now() + 60_000),
      next_attempt_at: null, sent_at: null, delivered: 0,
    }).execute();
    expect((await scheduler.tick()).claimed).toBe(0);
    await sql`UPDATE notification_sends SET claimed_until = now() - interval '1 second' WHERE key = ${key}`.execute(database.db);
    expect((await scheduler.tick()).sent).toBe(1);
    expect(pushesTo(browserId)).toHaveLength(2);
  });

  it('deletes finished sends no claim can consider again, keeps the rest, and sends nothing twice', async () => {
    const { poolId, browserId } = await ownerWithBrowser('due-prune');
    const HOUR = 60 * MINUTE;
    const send = async (key: string, agoMs: number, status: 'sent' | 'expired' | 'held') => {
      // A warranty notice (the longest TTL, held by quiet hours) whose due row is still in the read model.
      const dueAt = new Date(Date.now() - agoMs);
      await database.db.insertInto('due_notifications').values({
        key, pool_id: poolId, kind: 'warranty_ending', title: 'Warranty ending', body: 'The pump’s warranty ends in 30 days.', url: '/equipment',
        due_at: dueAt.toISOString(), ttl_seconds: 72 * 3600, urgency: 'normal', topic: 'cwprune',
      }).execute();
      await database.db.insertInto('notification_sends').values({
        key, due_at: dueAt, user_id: null, status, attempts: 1, claimed_by: null, claimed_until: null,
        next_attempt_at: status === 'held' ? new Date(Date.now() + HOUR) : null, sent_at: status === 'sent' ? dueAt : null, delivered: status === 'sent' ? 1 : 0,
      }).execute();
    };
    const old = `warranty:old:${poolId}`;
    const oldExpired = `warranty:old-expired:${poolId}`;
    const recent = `warranty:recent:${poolId}`;
    const oldHeld = `warranty:old-held:${poolId}`;
    await send(old, 98 * HOUR, 'sent'); // past 72 h TTL + 24 h hold + 1 h: gone
    await send(oldExpired, 120 * HOUR, 'expired');
    await send(recent, 90 * HOUR, 'sent'); // a claim could still look at it: kept
    await send(oldHeld, 98 * HOUR, 'held'); // not finished: kept
    await instance().tick();
    const left = (await database.db.selectFrom('notification_sends').select('key').where('key', 'in', [old, oldExpired, recent, oldHeld]).execute()).map((row) => row.key);
    expect(left.sort()).toEqual([oldHeld, recent].sort());
    // Their due rows remain, and none is sent again.
    expect((await instance().tick()).claimed).toBe(0);
    expect(pushesTo(browserId)).toHaveLength(0);
  });

  it('backs off from 30 s, doubling to 30 minutes, and never sooner than Retry-After', () => {
    expect([1, 2, 3, 10].map((n) => retryDelayMs(n, null))).toEqual([30_000, 60_000, 120_000, 30 * MINUTE]);
    expect(retryDelayMs(1, 5 * MINUTE)).toBe(5 * MINUTE);
  });
});
