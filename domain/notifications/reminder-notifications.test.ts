import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import type { EquipmentEvent } from '../equipment/equipment.events.ts';
import type { MaintenanceEvent } from '../maintenance/maintenance.events.ts';
import { topicOf } from './due-notification.ts';
import { reminderNotificationsOf } from './reminder-notifications.ts';
import { evolveReminderSources, initialReminderSources } from './reminder-sources.ts';

const POOL = 'pool-1';
const PARIS = 'Europe/Paris';
const at = epochMsOfIso;
type Recorded = { event: MaintenanceEvent | EquipmentEvent; at: string };

function notificationsAfter(history: Recorded[]) {
  const sources = history.reduce((state, { event, at: when }) => evolveReminderSources(state, event, at(when)), initialReminderSources());
  return reminderNotificationsOf(POOL, sources).map(({ key, kind, title, body, url, dueAt, urgency, ttlSeconds, topic }) => ({
    key, kind, title, body, url, due: dueAt, urgency, ttlSeconds, topic,
  }));
}

const scheduled = (changes: Partial<Extract<MaintenanceEvent, { type: 'TaskScheduled' }>['data']> = {}): MaintenanceEvent => ({
  type: 'TaskScheduled',
  data: {
    taskId: 't1', poolId: POOL, title: 'Clean the filter', description: null, taskType: 'cleaning', priority: 'medium', frequency: 'weekly', intervalDays: 7,
    nextDueDate: '2026-06-10', isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30,
    anchorDate: '2026-06-10', timeZone: PARIS, scheduledAt: 0, suggestionKey: null, reason: null, equipmentId: null, ...changes,
  },
});
const updated = (changes: Extract<MaintenanceEvent, { type: 'TaskUpdated' }>['data']['changes']): MaintenanceEvent => ({
  type: 'TaskUpdated', data: { taskId: 't1', poolId: POOL, changes, anchorDate: changes.nextDueDate ?? '2026-06-10', updatedAt: 0 },
});
const completed = (nextDueDate: string | null, timeZone = PARIS): MaintenanceEvent => ({
  type: 'TaskCompleted',
  data: {
    taskId: 't1', poolId: POOL, taskType: 'cleaning', completedAt: 0, completedOn: '2026-06-08', dueDate: '2026-06-10', wasOverdue: false,
    notes: null, durationMinutes: null, photoUrl: null, nextDueDate, timeZone,
  },
});

const TASK_KEY = `task:${POOL}:t1`;
const reminderAt = (due: number, body: string) => ({
  key: TASK_KEY, kind: 'task_reminder', title: 'Clean the filter', body, url: '/schedule', due, urgency: 'normal', ttlSeconds: 12 * 3600, topic: topicOf(TASK_KEY),
});

describe('maintenance task reminders', () => {
  it('reminds reminderMinutes before 09:00 on the due day, where the pool is', () => {
    expect(notificationsAfter([{ event: scheduled(), at: '2026-06-01T10:00:00Z' }])).toEqual([
      reminderAt(at('2026-06-09T07:00:00.000Z'), 'Due Wednesday, June 10'), // 09:00 CEST the day before
    ]);
    expect(notificationsAfter([{ event: scheduled({ reminderMinutes: 60, timeZone: 'America/Los_Angeles' }), at: '2026-06-01T10:00:00Z' }])[0]?.due)
      .toBe(at('2026-06-10T15:00:00.000Z')); // 08:00 PDT on the day
  });

  it('has no reminder when notifications are off, and arms one when they are turned on', () => {
    const off = { event: scheduled({ notificationEnabled: false }), at: '2026-06-01T10:00:00Z' };
    expect(notificationsAfter([off])).toEqual([]);
    expect(notificationsAfter([off, { event: updated({ notificationEnabled: true }), at: '2026-06-02T10:00:00Z' }])).toHaveLength(1);
  });

  it('moves the reminder when the task is rescheduled, under the same key and topic', () => {
    const [moved] = notificationsAfter([
      { event: scheduled(), at: '2026-06-01T10:00:00Z' },
      { event: updated({ nextDueDate: '2026-06-20' }), at: '2026-06-02T10:00:00Z' },
    ]);
    expect(moved).toEqual(reminderAt(at('2026-06-19T07:00:00.000Z'), 'Due Saturday, June 20'));
  });

  it('moves a recurring task to its next occurrence when it is completed or skipped', () => {
    const first = { event: scheduled(), at: '2026-06-01T10:00:00Z' };
    expect(notificationsAfter([first, { event: completed('2026-06-17'), at: '2026-06-08T10:00:00Z' }])[0]?.due).toBe(at('2026-06-16T07:00:00.000Z'));
    const skipped: MaintenanceEvent = { type: 'TaskSkipped', data: { taskId: 't1', poolId: POOL, skippedAt: 0, skippedDueDate: '2026-06-10', nextDueDate: '2026-06-17' } };
    expect(notificationsAfter([first, { event: skipped, at: '2026-06-08T10:00:00Z' }])[0]?.due).toBe(at('2026-06-16T07:00:00.000Z'));
  });

  it('withdraws the reminder when a one-off task is completed or any task deleted', () => {
    const first = { event: scheduled({ isRecurring: false }), at: '2026-06-01T10:00:00Z' };
    expect(notificationsAfter([first, { event: completed(null), at: '2026-06-08T10:00:00Z' }])).toEqual([]);
    const deleted: MaintenanceEvent = { type: 'TaskDeleted', data: { taskId: 't1', poolId: POOL, deletedAt: 0 } };
    expect(notificationsAfter([first, { event: deleted, at: '2026-06-02T10:00:00Z' }])).toEqual([]);
  });

  it('does not remind of a task whose reminder time had passed when it was set (a task added for today)', () => {
    expect(notificationsAfter([{ event: scheduled({ nextDueDate: '2026-06-01' }), at: '2026-06-01T10:00:00Z' }])).toEqual([]);
  });

  it('keeps the reminder time when only the title changes, and says the new title', () => {
    const [renamed] = notificationsAfter([
      { event: scheduled(), at: '2026-06-01T10:00:00Z' },
      { event: updated({ title: 'Backwash the filter' }), at: '2026-06-09T08:00:00Z' },
    ]);
    expect(renamed).toMatchObject({ title: 'Backwash the filter', due: at('2026-06-09T07:00:00.000Z') });
  });

  it("moves reminders still to come to the pool's new zone, and leaves those already due", () => {
    const zoneSet = (timeZone: string): MaintenanceEvent => ({ type: 'MaintenanceTimeZoneSet', data: { poolId: POOL, timeZone, setAt: 0 } });
    expect(notificationsAfter([
      { event: scheduled(), at: '2026-06-01T10:00:00Z' },
      { event: zoneSet('America/New_York'), at: '2026-06-02T10:00:00Z' },
    ])[0]?.due).toBe(at('2026-06-09T13:00:00.000Z'));
    expect(notificationsAfter([
      { event: scheduled(), at: '2026-06-01T10:00:00Z' },
      { event: zoneSet('America/New_York'), at: '2026-06-09T08:00:00Z' },
    ])[0]?.due).toBe(at('2026-06-09T07:00:00.000Z'));
  });
});

const added = (warrantyExpiration: string | null, name = 'Variable-speed pump'): EquipmentEvent => ({
  type: 'EquipmentAdded',
  data: {
    equipmentId: 'e1', poolId: POOL, name, category: 'pump', brand: null, model: null, serialNumber: null, installDate: null, warrantyExpiration,
    maintenanceIntervalDays: null, lastMaintenanceDate: null, notes: null, condition: 'good', status: 'good', addedAt: 0, onboardingKey: null,
  },
});
const equipmentUpdated = (changes: Extract<EquipmentEvent, { type: 'EquipmentUpdated' }>['data']['changes']): EquipmentEvent => ({
  type: 'EquipmentUpdated', data: { equipmentId: 'e1', poolId: POOL, changes, updatedAt: 0 },
});
const WARRANTY_KEY = `warranty:${POOL}:e1`;
const inParis = { event: scheduled({ taskId: 'other', notificationEnabled: false }), at: '2026-01-01T10:00:00Z' };

describe('warranty notices', () => {
  it('gives notice once, at 09:00 on the first day the warranty counts as expiring', () => {
    expect(notificationsAfter([inParis, { event: added('2026-09-30'), at: '2026-06-01T10:00:00Z' }])).toEqual([{
      key: WARRANTY_KEY, kind: 'warranty_ending', title: 'Warranty ending soon', body: 'The warranty on Variable-speed pump ends on Wednesday, September 30.',
      url: '/equipment', due: at('2026-08-31T07:00:00.000Z'), urgency: 'normal', ttlSeconds: 72 * 3600, topic: topicOf(WARRANTY_KEY),
    }]);
  });

  it('gives notice at once when the date set is already within 30 days, and none for an expired warranty', () => {
    expect(notificationsAfter([inParis, { event: added('2026-06-20'), at: '2026-06-01T10:00:00Z' }])[0]?.due).toBe(at('2026-06-01T10:00:00.000Z'));
    expect(notificationsAfter([inParis, { event: added('2026-05-31'), at: '2026-06-01T10:00:00Z' }])).toEqual([]);
    expect(notificationsAfter([inParis, { event: added(null), at: '2026-06-01T10:00:00Z' }])).toEqual([]);
  });

  it('re-arms when the warranty date changes, and not when the name does', () => {
    const first = [inParis, { event: added('2026-06-20'), at: '2026-06-01T10:00:00Z' }];
    expect(notificationsAfter([...first, { event: equipmentUpdated({ name: 'Pump' }), at: '2026-06-03T10:00:00Z' }])[0])
      .toMatchObject({ due: at('2026-06-01T10:00:00.000Z'), body: 'The warranty on Pump ends on Saturday, June 20.' });
    expect(notificationsAfter([...first, { event: equipmentUpdated({ warrantyExpiration: '2026-06-25' }), at: '2026-06-03T10:00:00Z' }])[0]?.due)
      .toBe(at('2026-06-03T10:00:00.000Z'));
    expect(notificationsAfter([...first, { event: equipmentUpdated({ warrantyExpiration: '2027-06-25' }), at: '2026-06-03T10:00:00Z' }])[0]?.due)
      .toBe(at('2027-05-26T07:00:00.000Z'));
  });

  it('withdraws the notice when the equipment is removed or its warranty date cleared', () => {
    const first = [inParis, { event: added('2026-09-30'), at: '2026-06-01T10:00:00Z' }];
    const removed: EquipmentEvent = { type: 'EquipmentRemoved', data: { equipmentId: 'e1', poolId: POOL, removedAt: 0 } };
    expect(notificationsAfter([...first, { event: removed, at: '2026-06-02T10:00:00Z' }])).toEqual([]);
    expect(notificationsAfter([...first, { event: equipmentUpdated({ warrantyExpiration: null }), at: '2026-06-02T10:00:00Z' }])).toEqual([]);
  });

  it('counts days in UTC for a pool whose schedule never recorded a zone', () => {
    expect(notificationsAfter([{ event: added('2026-09-30'), at: '2026-06-01T10:00:00Z' }])[0]?.due).toBe(at('2026-08-31T09:00:00.000Z'));
  });
});
