// Reminders and warranty notices end to end on both databases, with a push service stand-in on
// 127.0.0.1 that decrypts what it receives: a task's reminder and an item's warranty notice are
// derived from the API's writes, delivered once however many instances tick, withdrawn when the task
// is completed or deleted (even while quiet hours held them), held through the owner's quiet hours
// until morning while a timer's push at the same moment goes out at once. Scheduler instances run on
// a clock the test sets, so the night falls when the test says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayIn } from '../../domain/maintenance/calendar-day.ts';
import { DUE_POLICIES, topicOf } from '../../domain/notifications/due-notification.ts';
import { dueInstant } from '../../domain/notifications/due-time.ts';
import { dueNotificationsProjection } from '../../projections/notifications/due-notifications.projection.ts';
import { rebuildProjection } from '../../projections/rebuild.ts';
import type { Database } from '../db/database.ts';
import { databaseLegs } from '../db/testing/test-database.ts';
import type { ApiClient } from '../http/testing/api-test-client.ts';
import { startPushTestBed, type PushTestBed } from './testing/push-test-setup.ts';

const PARIS = 'Europe/Paris';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const payloadOf = (push: { payload: string }) => JSON.parse(push.payload) as { title: string; body: string; data: { url: string; kind: string } };

describe.each(databaseLegs())('reminders and warranty notices on $name', (leg) => {
  let database: Database;
  let bed: PushTestBed;
  /** A day some days from today in Paris, so each test's reminders fall on their own days. */
  const inDays = (days: number) => addCalendarDays(todayIn(Date.now(), PARIS), days, PARIS);
  const at = (instant: number) => () => instant;

  async function scheduleTask(owner: ApiClient, poolId: string, task: Record<string, unknown>): Promise<string> {
    const created = await owner.post<{ id: string }>(`/api/pools/${poolId}/maintenance`, {
      title: 'Clean the filter', taskType: 'cleaning', frequency: 'weekly', notificationEnabled: true, reminderMinutes: 1440, timeZone: PARIS, ...task,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** The due time the read model holds for a key, once the projection has it (undefined: no row). */
  async function dueAtOf(key: string): Promise<number | undefined> {
    const row = await database.db.selectFrom('due_notifications').select('due_at').where('key', '=', key).executeTakeFirst();
    return row && new Date(row.due_at).getTime();
  }

  beforeAll(async () => {
    database = await leg.open();
    bed = await startPushTestBed(database);
  });

  afterAll(async () => {
    await bed?.close();
  });

  it("delivers a task's reminder once, at 09:00 the day before it is due, to open /schedule", async () => {
    const { owner, poolId, browserId } = await bed.ownerWithBrowser('reminder-once');
    const dueDate = inDays(3);
    const key = `task:${poolId}:${await scheduleTask(owner, poolId, { nextDueDate: dueDate })}`;
    const remindAt = dueInstant(addCalendarDays(dueDate, -1, PARIS), PARIS);
    await expect.poll(() => dueAtOf(key)).toBe(remindAt);

    // Not yet: a minute early, nothing goes out.
    await bed.instance({ clock: at(remindAt - MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(0);
    const clock = at(remindAt + 30 * SECOND);
    await Promise.all([bed.instance({ clock }).tick(), bed.instance({ clock }).tick(), bed.instance({ clock }).tick()]);
    const [push, ...more] = bed.pushesTo(browserId);
    expect(more).toHaveLength(0);
    expect(payloadOf(push!)).toMatchObject({ title: 'Clean the filter', data: { url: '/schedule', kind: 'task_reminder' } });
    expect(payloadOf(push!).body).toMatch(/^Due \w+day, \w+ \d{1,2}/);
    expect(push!.headers).toMatchObject({ urgency: 'normal', topic: topicOf(key) });
    expect(Number(push!.headers.ttl)).toBe(DUE_POLICIES.task_reminder.ttlSeconds - 30);
    await bed.instance({ clock: at(remindAt + HOUR) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(1);
  });

  it('gives notice once when a warranty is 30 days from its end, again only when its date changes', async () => {
    const { owner, poolId, browserId } = await bed.ownerWithBrowser('warranty-once');
    const ends = inDays(45);
    const added = await owner.post<{ id: string }>(`/api/pools/${poolId}/equipment`, { name: 'Variable-speed pump', category: 'pump', warrantyExpiration: ends });
    expect(added.status).toBe(201);
    const key = `warranty:${poolId}:${added.body.id}`;
    // No task has recorded the pool's calendar: its days are UTC days.
    const noticeAt = dueInstant(addCalendarDays(ends, -30), 'UTC');
    await expect.poll(() => dueAtOf(key)).toBe(noticeAt);

    const clock = at(noticeAt + MINUTE);
    await Promise.all([bed.instance({ clock }).tick(), bed.instance({ clock }).tick()]);
    expect(bed.pushesTo(browserId).map(payloadOf)).toEqual([{
      title: 'Warranty ending soon', body: expect.stringContaining('The warranty on Variable-speed pump ends on') as string,
      icon: '/static/icon-192.png', badge: '/static/badge-72.png', tag: topicOf(key), data: { url: '/equipment', kind: 'warranty_ending', poolId },
    }]);

    // Renaming it changes nothing that was sent; a new warranty date arms a new notice.
    expect((await owner.patch(`/api/equipment/${added.body.id}`, { name: 'Pump' })).status).toBe(200);
    await expect.poll(async () => (await database.db.selectFrom('due_notifications').select('body').where('key', '=', key).executeTakeFirst())?.body).toContain('Pump ends');
    await bed.instance({ clock: at(noticeAt + 2 * MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(1);
    expect((await owner.patch(`/api/equipment/${added.body.id}`, { warrantyExpiration: addCalendarDays(ends, 5) })).status).toBe(200);
    const renewedAt = dueInstant(addCalendarDays(ends, -25), 'UTC');
    await expect.poll(() => dueAtOf(key)).toBe(renewedAt);
    await bed.instance({ clock: at(renewedAt + MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(2);
  });

  it('withdraws a reminder when its task is completed or deleted, and moves a recurring one to its next date', async () => {
    const { owner, poolId, browserId } = await bed.ownerWithBrowser('reminder-withdrawn');
    const dueDate = inDays(12);
    const oneOff = await scheduleTask(owner, poolId, { title: 'Replace the O-ring', isRecurring: false, nextDueDate: dueDate });
    const weekly = await scheduleTask(owner, poolId, { title: 'Brush the walls', nextDueDate: dueDate });
    const doomed = await scheduleTask(owner, poolId, { title: 'Check the heater', nextDueDate: dueDate });
    const remindAt = dueInstant(addCalendarDays(dueDate, -1, PARIS), PARIS);
    for (const id of [oneOff, weekly, doomed]) await expect.poll(() => dueAtOf(`task:${poolId}:${id}`)).toBe(remindAt);

    expect((await owner.post(`/api/pools/${poolId}/maintenance/${oneOff}/complete`, { timeZone: PARIS })).status).toBe(200);
    expect((await owner.post(`/api/pools/${poolId}/maintenance/${weekly}/complete`, { timeZone: PARIS })).status).toBe(200);
    expect((await owner.delete(`/api/pools/${poolId}/maintenance/${doomed}`)).status).toBe(204);
    await expect.poll(() => dueAtOf(`task:${poolId}:${oneOff}`)).toBeUndefined();
    await expect.poll(() => dueAtOf(`task:${poolId}:${doomed}`)).toBeUndefined();
    await expect.poll(() => dueAtOf(`task:${poolId}:${weekly}`)).toBe(dueInstant(addCalendarDays(dueDate, 6, PARIS), PARIS));

    await bed.instance({ clock: at(remindAt + MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(0);
  });

  it('holds a reminder due in quiet hours until 08:00, while a timer ending at the same moment goes out at once', async () => {
    const { owner, poolId, browserId } = await bed.ownerWithBrowser('quiet-hours');
    const dueDate = inDays(20);
    // 11 hours before 09:00: 22:00 the evening before, in the default quiet hours (21:00–08:00).
    const key = `task:${poolId}:${await scheduleTask(owner, poolId, { title: 'Test the water', nextDueDate: dueDate, reminderMinutes: 660 })}`;
    const evening = dueInstant(addCalendarDays(dueDate, -1, PARIS), PARIS) + 13 * HOUR;
    await expect.poll(() => dueAtOf(key)).toBe(evening);
    await database.db.insertInto('due_notifications').values({
      key: `wait:quiet:${poolId}`, pool_id: poolId, kind: 'chemical_wait', title: 'Ready for the next step', body: 'Liquid chlorine has had time to circulate.',
      url: '/', due_at: new Date(evening).toISOString(), ttl_seconds: 7200, urgency: 'high', topic: 'cwquiet',
    }).execute();

    await bed.instance({ clock: at(evening + 30 * SECOND) }).tick();
    expect(bed.pushesTo(browserId).map((push) => payloadOf(push).title)).toEqual(['Ready for the next step']);
    const held = await database.db.selectFrom('notification_sends').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    const morning = dueInstant(dueDate, PARIS) - HOUR; // 08:00
    expect([held.status, new Date(held.next_attempt_at!).getTime()]).toEqual(['held', morning]);

    await bed.instance({ clock: at(morning - MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(1);
    await Promise.all([bed.instance({ clock: at(morning + 5 * SECOND) }).tick(), bed.instance({ clock: at(morning + 5 * SECOND) }).tick()]);
    const pushes = bed.pushesTo(browserId);
    expect(pushes.map((push) => payloadOf(push).title)).toEqual(['Ready for the next step', 'Test the water']);
    // Its time to live counts from 08:00, not from 22:00.
    expect(Number(pushes[1]!.headers.ttl)).toBe(DUE_POLICIES.task_reminder.ttlSeconds - 5);
  });

  it("follows the owner's own quiet hours, and withdraws a held reminder whose task is deleted overnight", async () => {
    const { owner, poolId, browserId } = await bed.ownerWithBrowser('own-quiet-hours');
    expect((await owner.request('PUT', '/api/users/me/preferences', { json: { quietHours: { start: '23:00', end: '07:00' } } })).status).toBe(200);
    const dueDate = inDays(28);
    const atTen = await scheduleTask(owner, poolId, { title: 'Skim the surface', nextDueDate: dueDate, reminderMinutes: 660 });
    const atMidnight = await scheduleTask(owner, poolId, { title: 'Empty the skimmer', nextDueDate: dueDate, reminderMinutes: 540 });
    const tenPm = dueInstant(addCalendarDays(dueDate, -1, PARIS), PARIS) + 13 * HOUR;
    await expect.poll(() => dueAtOf(`task:${poolId}:${atMidnight}`)).toBe(tenPm + 2 * HOUR);
    await expect.poll(() => dueAtOf(`task:${poolId}:${atTen}`)).toBe(tenPm);

    // 22:00 is outside 23:00–07:00: sent at once.
    await bed.instance({ clock: at(tenPm + MINUTE) }).tick();
    expect(bed.pushesTo(browserId).map((push) => payloadOf(push).title)).toEqual(['Skim the surface']);
    // Midnight is inside: held until 07:00; the task is deleted meanwhile, so nothing comes in the morning.
    await bed.instance({ clock: at(tenPm + 2 * HOUR + MINUTE) }).tick();
    const key = `task:${poolId}:${atMidnight}`;
    const held = await database.db.selectFrom('notification_sends').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect([held.status, new Date(held.next_attempt_at!).getTime()]).toEqual(['held', tenPm + 9 * HOUR]);
    expect((await owner.delete(`/api/pools/${poolId}/maintenance/${atMidnight}`)).status).toBe(204);
    await expect.poll(() => dueAtOf(key)).toBeUndefined();
    await bed.instance({ clock: at(tenPm + 9 * HOUR + MINUTE) }).tick();
    expect(bed.pushesTo(browserId)).toHaveLength(1);
    expect((await database.db.selectFrom('notification_sends').select('status').where('key', '=', key).executeTakeFirstOrThrow()).status).toBe('withdrawn');
  });

  it('derives the same reminders and notices when rebuilt from the events', async () => {
    const reminders = () => database.db.selectFrom('due_notifications').selectAll().where('kind', 'in', ['task_reminder', 'warranty_ending']).orderBy('key').execute();
    const before = await reminders();
    expect(before.length).toBeGreaterThanOrEqual(5);
    await rebuildProjection({ database, store: bed.server.store, projection: dueNotificationsProjection });
    expect(await reminders()).toEqual(before);
  });
});
