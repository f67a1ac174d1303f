// Given (past events) → when (command) → then (new events | error), for the maintenance stream.
import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import { DomainError, foldEvents } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { maintenanceDecider, type MaintenanceCommand } from './maintenance.decider.ts';
import type { MaintenanceEvent, TaskScheduled } from './maintenance.events.ts';
import { TASK_MESSAGES, type TaskDraft } from './task-rules.ts';

const POOL_ID = '11111111-1111-4111-8111-111111111111';
const given = DeciderSpecification.for(maintenanceDecider);
const at = (iso: string) => epochMsOfIso(iso);
const NOW = at('2026-06-01T15:00:00Z');

const schedule = (taskId: string, draft: TaskDraft, now = NOW, timeZone?: string): MaintenanceCommand => ({ type: 'ScheduleTask', poolId: POOL_ID, taskId, draft, now, timeZone });
const complete = (taskId: string, now: number, extra: Partial<Extract<MaintenanceCommand, { type: 'CompleteTask' }>> = {}): MaintenanceCommand =>
  ({ type: 'CompleteTask', poolId: POOL_ID, taskId, now, ...extra });
function after(past: MaintenanceEvent[], command: MaintenanceCommand): MaintenanceEvent[] {
  return [...past, ...maintenanceDecider.decide(command, foldEvents(maintenanceDecider, past))];
}
const completedData = (events: MaintenanceEvent[]) => events.filter((e) => e.type === 'TaskCompleted').map((e) => e.data);
const refused = (code: DomainError['code'], fields?: Record<string, string>) => (error: DomainError) => {
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
};

const weekly = (nextDueDate: string, timeZone = 'UTC') => after([], schedule('t1', { title: 'Test water', taskType: 'testing', nextDueDate }, NOW, timeZone));
const scheduledAs = (frequency: TaskDraft['frequency'], nextDueDate: string, timeZone = 'UTC') =>
  after([], schedule('t1', { title: 'Clean', taskType: 'cleaning', frequency, nextDueDate }, NOW, timeZone));

describe('maintenance decider: scheduling (spec §5 New task, §9 defaults)', () => {
  it('schedules a task with the defaults of spec §9, anchored on its due date', () => {
    given([]).when(schedule('t1', { title: '  Test water ', taskType: 'testing', nextDueDate: '2026-06-03' })).then([{
      type: 'TaskScheduled',
      data: {
        taskId: 't1', poolId: POOL_ID, title: 'Test water', description: null, taskType: 'testing', priority: 'medium', frequency: 'weekly', intervalDays: 7,
        nextDueDate: '2026-06-03', isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30,
        anchorDate: '2026-06-03', timeZone: 'UTC', scheduledAt: NOW, suggestionKey: null, reason: null, equipmentId: null,
      },
    }]);
  });

  it("refuses a task without title, type or due date with 'Please fill in all required fields.' on each", () => {
    given([]).when(schedule('t1', { title: ' ', taskType: '', nextDueDate: '' })).thenThrows(DomainError, refused('invalid', {
      title: TASK_MESSAGES.required, taskType: TASK_MESSAGES.required, nextDueDate: TASK_MESSAGES.required,
    }));
    given([]).when(schedule('t1', { title: 'x', taskType: 'testing', nextDueDate: '2026-02-30' })).thenThrows(DomainError, refused('invalid', { nextDueDate: TASK_MESSAGES.dueDate }));
  });

  it('falls back for a custom interval, duration and reminder below their minimums, and presets the interval by frequency', () => {
    const [custom] = after([], schedule('t1', { title: 'x', taskType: 'other', frequency: 'custom', intervalDays: 0, estimatedDurationMinutes: '0', reminderMinutes: 30, nextDueDate: '2026-06-03' }));
    expect(custom?.data).toMatchObject({ intervalDays: 1, estimatedDurationMinutes: 30, reminderMinutes: 1440 });
    const [monthly] = after([], schedule('t1', { title: 'x', taskType: 'other', frequency: 'monthly', intervalDays: 3, nextDueDate: '2026-06-03' }));
    expect(monthly?.data).toMatchObject({ frequency: 'monthly', intervalDays: 30 });
    given([]).when(schedule('t1', { title: 'x', taskType: 'other', frequency: 'custom', intervalDays: 4000, nextDueDate: '2026-06-03' }))
      .thenThrows(DomainError, refused('invalid', { intervalDays: TASK_MESSAGES.intervalDays }));
  });

  it('takes the day of an ISO date-time in the pool time zone, and a repeated task id decides nothing', () => {
    const [zoneSet, scheduled] = after([], schedule('t1', { title: 'x', taskType: 'other', nextDueDate: '2026-06-02T03:00:00Z' }, NOW, 'America/Los_Angeles'));
    expect(zoneSet).toEqual({ type: 'MaintenanceTimeZoneSet', data: { poolId: POOL_ID, timeZone: 'America/Los_Angeles', setAt: NOW } });
    expect(scheduled?.data).toMatchObject({ nextDueDate: '2026-06-01', timeZone: 'America/Los_Angeles' });
    given(weekly('2026-06-03')).when(schedule('t1', { title: 'Other', taskType: 'other', nextDueDate: '2026-06-09' })).thenNothingHappens();
  });
});

describe('maintenance decider: completing recurring tasks', () => {
  it('moves a weekly task completed on its due day one week on, on time', () => {
    const [done] = completedData(after(weekly('2026-06-01'), complete('t1', NOW, { notes: ' clear ', durationMinutes: '12', photoUrl: '' })));
    expect(done).toMatchObject({ dueDate: '2026-06-01', completedOn: '2026-06-01', wasOverdue: false, nextDueDate: '2026-06-08', notes: 'clear', durationMinutes: 12, photoUrl: null, taskType: 'testing' });
  });

  it('counts from the due date when done early, so the schedule keeps its days', () => {
    const [done] = completedData(after(weekly('2026-06-05'), complete('t1', NOW)));
    expect(done).toMatchObject({ dueDate: '2026-06-05', wasOverdue: false, nextDueDate: '2026-06-12' });
  });

  it('completes an overdue task as overdue, and moves it to the next occurrence after today without a backlog', () => {
    // Due Monday May 4; done Monday June 1, four weeks late: May 11, 18, 25 and June 1 are not owed.
    const [done] = completedData(after(weekly('2026-05-04'), complete('t1', NOW)));
    expect(done).toMatchObject({ dueDate: '2026-05-04', completedOn: '2026-06-01', wasOverdue: true, nextDueDate: '2026-06-08' });
  });

  it('keeps a monthly task at the end of each month across short months and a leap February', () => {
    let history = scheduledAs('monthly', '2028-01-31');
    const dues: string[] = [];
    for (const now of ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']) {
      history = after(history, complete('t1', at(`${now}T12:00:00Z`)));
      dues.push(completedData(history).at(-1)!.nextDueDate!);
    }
    expect(dues).toEqual(['2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31']);
  });

  it('keeps an annual task anchored on a leap day on Feb 28 in common years and Feb 29 in leap years', () => {
    let history = scheduledAs('annual', '2028-02-29');
    const dues: string[] = [];
    for (const now of ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28']) {
      history = after(history, complete('t1', at(`${now}T12:00:00Z`)));
      dues.push(completedData(history).at(-1)!.nextDueDate!);
    }
    expect(dues).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it("judges 'due today' and 'overdue' by the pool's calendar on both sides of midnight UTC", () => {
    // New York, Saturday 2026-03-07 (clocks spring forward early on Sunday 03-08).
    const ny = weekly('2026-03-07', 'America/New_York');
    const beforeLocalMidnight = completedData(after(ny, complete('t1', at('2026-03-08T04:30:00Z'))))[0]; // 23:30 EST on the 7th
    expect(beforeLocalMidnight).toMatchObject({ completedOn: '2026-03-07', wasOverdue: false, nextDueDate: '2026-03-14' });
    const afterLocalMidnight = completedData(after(ny, complete('t1', at('2026-03-08T05:30:00Z'))))[0]; // 00:30 EST on the 8th
    expect(afterLocalMidnight).toMatchObject({ completedOn: '2026-03-08', wasOverdue: true, nextDueDate: '2026-03-14' });
    // Auckland is ahead of UTC: 2026-06-01T13:00Z is already June 2 there.
    const auckland = weekly('2026-06-01', 'Pacific/Auckland');
    expect(completedData(after(auckland, complete('t1', at('2026-06-01T13:00:00Z'))))[0]).toMatchObject({ completedOn: '2026-06-02', wasOverdue: true });
  });

  it('steps whole calendar days across daylight-saving changes (spring forward and fall back)', () => {
    const daily = (due: string) => after([], schedule('t1', { title: 'Skim', taskType: 'cleaning', frequency: 'daily', nextDueDate: due }, NOW, 'Europe/Berlin'));
    expect(completedData(after(daily('2026-03-28'), complete('t1', at('2026-03-28T22:30:00Z'))))[0]).toMatchObject({ completedOn: '2026-03-28', nextDueDate: '2026-03-29' });
    expect(completedData(after(daily('2026-03-29'), complete('t1', at('2026-03-29T21:59:00Z'))))[0]).toMatchObject({ completedOn: '2026-03-29', nextDueDate: '2026-03-30' });
    expect(completedData(after(daily('2026-10-25'), complete('t1', at('2026-10-25T22:30:00Z'))))[0]).toMatchObject({ completedOn: '2026-10-25', nextDueDate: '2026-10-26' });
  });

  it('finishes a one-off task, and refuses to complete it twice', () => {
    const oneOff = after([], schedule('t1', { title: 'Replace light', taskType: 'maintenance', isRecurring: false, nextDueDate: '2026-06-01' }));
    const done = after(oneOff, complete('t1', NOW));
    expect(completedData(done)[0]).toMatchObject({ nextDueDate: null, wasOverdue: false });
    given(done).when(complete('t1', NOW + 1)).thenThrows(DomainError, refused('conflict'));
  });

  it('refuses a completion duration out of range, a photo that is no web address, and a task that does not exist', () => {
    given(weekly('2026-06-01')).when(complete('t1', NOW, { durationMinutes: 0 })).thenThrows(DomainError, refused('invalid', { durationMinutes: TASK_MESSAGES.durationMinutes }));
    given([]).when(complete('nope', NOW)).thenThrows(DomainError, refused('not_found'));
    given(weekly('2026-06-01')).when(complete('t1', NOW, { photoUrl: 'javascript:alert(1)' })).thenThrows(DomainError, refused('invalid', { photoUrl: TASK_MESSAGES.photoUrl }));
    expect(completedData(after(weekly('2026-06-01'), complete('t1', NOW, { photoUrl: ' /api/photos/p1 ' })))[0]?.photoUrl).toBe('/api/photos/p1');
  });
});

describe('maintenance decider: the pool calendar', () => {
  it('records a new zone once, before deciding in it; a command without one keeps the zone recorded', () => {
    const inUtc = weekly('2026-06-01');
    given(inUtc).when(complete('t1', NOW, { timeZone: 'UTC' })).then([expect.objectContaining({ type: 'TaskCompleted' }) as MaintenanceEvent]);
    // 2026-06-01T15:00Z is already June 2 in Auckland: the task due June 1 is now late there.
    const [zoneSet, completed] = after(inUtc, complete('t1', NOW, { timeZone: 'Pacific/Auckland' })).slice(inUtc.length);
    expect(zoneSet).toEqual({ type: 'MaintenanceTimeZoneSet', data: { poolId: POOL_ID, timeZone: 'Pacific/Auckland', setAt: NOW } });
    expect(completed?.data).toMatchObject({ completedOn: '2026-06-02', wasOverdue: true, timeZone: 'Pacific/Auckland' });
    const inAuckland = after(inUtc, { type: 'SkipTask', poolId: POOL_ID, taskId: 't1', now: NOW, timeZone: 'Pacific/Auckland' });
    expect(completedData(after(inAuckland, complete('t1', NOW)))[0]).toMatchObject({ timeZone: 'Pacific/Auckland' });
  });

  it('falls back on the approximate zone only while none is known or recorded', () => {
    const [scheduled] = after([], { ...schedule('t1', { title: 'x', taskType: 'other', nextDueDate: '2026-06-01' }), fallbackTimeZone: 'Etc/GMT+8' });
    expect(scheduled).toMatchObject({ type: 'TaskScheduled', data: { timeZone: 'Etc/GMT+8' } });
    const inParis = after([], schedule('t1', { title: 'x', taskType: 'other', nextDueDate: '2026-06-01' }, NOW, 'Europe/Paris'));
    expect(completedData(after(inParis, { ...complete('t1', NOW), fallbackTimeZone: 'Etc/GMT+8' }))[0]).toMatchObject({ timeZone: 'Europe/Paris' });
  });
});

describe('maintenance decider: editing, skipping, deleting', () => {
  it('records only the changed fields and re-anchors on a new due date', () => {
    given(weekly('2026-06-01')).when({ type: 'UpdateTask', poolId: POOL_ID, taskId: 't1', draft: { title: 'Test water', nextDueDate: '2026-06-04', priority: 'high' }, now: NOW })
      .then({ type: 'TaskUpdated', data: { taskId: 't1', poolId: POOL_ID, changes: { nextDueDate: '2026-06-04', priority: 'high' }, anchorDate: '2026-06-04', updatedAt: NOW } });
    given(weekly('2026-06-01')).when({ type: 'UpdateTask', poolId: POOL_ID, taskId: 't1', draft: { title: 'Test water' }, now: NOW }).thenNothingHappens();
    given(weekly('2026-06-01')).when({ type: 'UpdateTask', poolId: POOL_ID, taskId: 't1', draft: { title: '' }, now: NOW })
      .thenThrows(DomainError, refused('invalid', { title: TASK_MESSAGES.required }));
  });

  it('skips an occurrence of a recurring task to the next one after today', () => {
    given(weekly('2026-05-25')).when({ type: 'SkipTask', poolId: POOL_ID, taskId: 't1', now: NOW })
      .then({ type: 'TaskSkipped', data: { taskId: 't1', poolId: POOL_ID, skippedAt: NOW, skippedDueDate: '2026-05-25', nextDueDate: '2026-06-08' } });
  });

  it('deletes a task once; an unknown task is not found', () => {
    const deleted = after(weekly('2026-06-01'), { type: 'DeleteTask', poolId: POOL_ID, taskId: 't1', now: NOW });
    expect(deleted.at(-1)).toEqual({ type: 'TaskDeleted', data: { taskId: 't1', poolId: POOL_ID, deletedAt: NOW } });
    given(deleted).when({ type: 'DeleteTask', poolId: POOL_ID, taskId: 't1', now: NOW }).thenNothingHappens();
    given(deleted).when(complete('t1', NOW)).thenThrows(DomainError, refused('not_found'));
    given([]).when({ type: 'DeleteTask', poolId: POOL_ID, taskId: 't1', now: NOW }).thenThrows(DomainError, refused('not_found'));
  });
});

describe('maintenance decider: the starting schedule', () => {
  const starting: MaintenanceCommand = {
    type: 'ScheduleStartingTasks', poolId: POOL_ID, now: NOW, timeZone: 'UTC', taskIdFor: (key) => `task-${key}`,
    input: { profile: { sanitationType: 'salt', hasSaltChlorinator: true, filterType: 'cartridge', surfaceMaterial: 'plaster' }, equipment: [] },
  };

  it('schedules each suggestion once, with its reason', () => {
    const events = after([], starting);
    expect(events[0]?.type).toBe('MaintenanceTimeZoneSet');
    expect(events.slice(1).map((e) => (e as TaskScheduled).data.suggestionKey)).toEqual(['test-water-1', 'test-water-2', 'skim', 'brush', 'pump-basket', 'filter', 'salt-cell']);
    expect(events.slice(1).every((e) => typeof (e as TaskScheduled).data.reason === 'string')).toBe(true);
    given(events).when(starting).thenNothingHappens();
  });

  it('skipping it deletes the suggested tasks the owner has not edited or done', () => {
    let history = after([], starting);
    history = after(history, complete('task-test-water-1', NOW));
    history = after(history, { type: 'UpdateTask', poolId: POOL_ID, taskId: 'task-brush', draft: { priority: 'high' }, now: NOW });
    const skipped = maintenanceDecider.decide({ type: 'SkipStartingSchedule', poolId: POOL_ID, now: NOW }, foldEvents(maintenanceDecider, history));
    expect(skipped.map((e) => (e.data as { taskId: string }).taskId)).toEqual(['task-test-water-2', 'task-skim', 'task-pump-basket', 'task-filter', 'task-salt-cell']);
    expect(skipped.every((e) => e.type === 'TaskDeleted')).toBe(true);
  });

  it('keeps warranty inspections in step with the equipment until the owner touches them', () => {
    const sync = (equipment: { equipmentId: string; name: string; warrantyExpiration: string | null }[]): MaintenanceCommand =>
      ({ type: 'SyncWarrantyInspections', poolId: POOL_ID, now: NOW, timeZone: 'UTC', taskIdFor: (key) => `task-${key}`, equipment });
    const scheduled = after([], sync([{ equipmentId: 'e1', name: 'Pump', warrantyExpiration: '2026-09-30' }, { equipmentId: 'e2', name: 'Heater', warrantyExpiration: null }]));
    expect(scheduled.map((e) => [e.type, (e.data as { nextDueDate?: string }).nextDueDate])).toEqual([['MaintenanceTimeZoneSet', undefined], ['TaskScheduled', '2026-08-31']]);
    given(scheduled).when(sync([{ equipmentId: 'e1', name: 'Pump', warrantyExpiration: '2026-09-30' }])).thenNothingHappens();
    const moved = after(scheduled, sync([{ equipmentId: 'e1', name: 'Main pump', warrantyExpiration: '2026-10-31' }]));
    expect(moved.at(-1)).toEqual({
      type: 'TaskUpdated',
      data: {
        taskId: 'task-warranty:e1', poolId: POOL_ID, changes: { nextDueDate: '2026-10-01', title: 'Inspect Main pump before its warranty ends' }, anchorDate: '2026-10-01',
        updatedAt: NOW, automatic: true, reason: expect.stringContaining('2026-10-31') as string,
      },
    });
    given(moved).when(sync([])).then({ type: 'TaskDeleted', data: { taskId: 'task-warranty:e1', poolId: POOL_ID, deletedAt: NOW } });
    // A warranty ending within 30 days is inspected at once; left undone, it stays due on that day rather than creeping forward.
    const soon = after([], sync([{ equipmentId: 'e3', name: 'Heater', warrantyExpiration: '2026-06-20' }]));
    expect(soon.at(-1)?.data).toMatchObject({ nextDueDate: '2026-06-01' });
    given(soon).when({ ...sync([{ equipmentId: 'e3', name: 'Heater', warrantyExpiration: '2026-06-20' }]), now: NOW + 5 * 86_400_000 }).thenNothingHappens();
    const edited = after(moved, { type: 'UpdateTask', poolId: POOL_ID, taskId: 'task-warranty:e1', draft: { priority: 'low' }, now: NOW });
    given(edited).when(sync([])).thenNothingHappens();
  });
});
