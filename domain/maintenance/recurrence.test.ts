import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import { isTimeZone, solarTimeZone, todayIn } from './calendar-day.ts';
import { firstOccurrenceAfter, nextDueDate, occurrence, stepOf } from './recurrence.ts';
import { startingSchedule } from './starting-schedule.ts';
import { taskDueState, taskDueText } from './task-due.rules.ts';

describe('recurrence', () => {
  it('steps in days for daily, weekly and custom, and in calendar months for monthly, quarterly and annual', () => {
    expect(stepOf('daily', 99)).toEqual({ unit: 'days', count: 1 });
    expect(stepOf('weekly', 99)).toEqual({ unit: 'days', count: 7 });
    expect(stepOf('custom', 10)).toEqual({ unit: 'days', count: 10 });
    expect(stepOf('quarterly', 90)).toEqual({ unit: 'months', count: 3 });
  });

  it('counts every occurrence from the anchor, so clamping at a short month never drifts the day', () => {
    const monthly = stepOf('monthly', 30);
    expect([1, 2, 3, 4].map((k) => occurrence('2026-01-31', monthly, k))).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(firstOccurrenceAfter('2026-01-31', monthly, '2026-02-28')).toBe('2026-03-31');
    expect(firstOccurrenceAfter('2026-01-31', stepOf('quarterly', 90), '2026-01-31')).toBe('2026-04-30');
    expect(firstOccurrenceAfter('2024-02-29', stepOf('annual', 365), '2027-06-01')).toBe('2028-02-29');
  });

  it('goes from the due date or today, whichever is later', () => {
    const schedule = { anchorDate: '2026-06-01', step: stepOf('custom', 10), dueDate: '2026-06-11' };
    expect(nextDueDate(schedule, '2026-06-05')).toBe('2026-06-21');
    expect(nextDueDate(schedule, '2026-07-01')).toBe('2026-07-11');
    expect(nextDueDate(schedule, '2026-07-11')).toBe('2026-07-21');
  });

  it('steps calendar days in a zone across its daylight-saving changes', () => {
    const weekly = stepOf('weekly', 7);
    expect(occurrence('2026-03-05', weekly, 1, 'America/New_York')).toBe('2026-03-12');
    expect(occurrence('2026-10-29', weekly, 1, 'America/New_York')).toBe('2026-11-05');
    expect(occurrence('2026-03-28', stepOf('daily', 1), 1, 'Europe/Berlin')).toBe('2026-03-29');
  });
});

describe('task due state (spec §4)', () => {
  it('is overdue, today, tomorrow or in N days', () => {
    expect(taskDueText(taskDueState('2026-05-31', '2026-06-01'))).toBe('Overdue');
    expect(taskDueText(taskDueState('2026-06-01', '2026-06-01'))).toBe('Due today');
    expect(taskDueText(taskDueState('2026-06-02', '2026-06-01'))).toBe('Due tomorrow');
    expect(taskDueText(taskDueState('2026-06-05', '2026-06-01'))).toBe('Due in 4 days');
  });

  it("knows today by the pool's zone on both sides of midnight UTC", () => {
    const instant = epochMsOfIso('2026-06-02T02:00:00Z');
    expect(todayIn(instant, 'UTC')).toBe('2026-06-02');
    expect(todayIn(instant, 'America/Los_Angeles')).toBe('2026-06-01');
    expect(taskDueState('2026-06-01', todayIn(instant, 'America/Los_Angeles')).state).toBe('today');
    expect(taskDueState('2026-06-01', todayIn(instant, 'UTC')).state).toBe('overdue');
  });
});

describe('solar time zone (the fallback for a located pool without a known zone)', () => {
  it("is the fixed-offset zone of the longitude's mean solar time", () => {
    expect(solarTimeZone(-118.2)).toBe('Etc/GMT+8');
    expect(solarTimeZone(2.35)).toBe('UTC');
    expect(solarTimeZone(151.2)).toBe('Etc/GMT-10');
    expect(solarTimeZone(180)).toBe('Etc/GMT-12');
    expect(solarTimeZone(-180)).toBe('Etc/GMT+12');
    expect([-180, -118, 0, 7.6, 151, 180].map(solarTimeZone).every(isTimeZone)).toBe(true);
    expect(todayIn(epochMsOfIso('2026-06-02T02:00:00Z'), solarTimeZone(-118.2))).toBe('2026-06-01');
  });
});

describe('starting schedule', () => {
  const profile = { sanitationType: 'chlorine', hasSaltChlorinator: false, filterType: 'sand', surfaceMaterial: 'vinyl' } as const;

  it('tests twice a week, brushes, skims and checks the pump basket weekly, and backwashes a sand filter monthly', () => {
    const tasks = startingSchedule({ profile, equipment: [], today: '2026-06-01' });
    expect(tasks.map((t) => [t.key, t.values.frequency, t.values.nextDueDate])).toEqual([
      ['test-water-1', 'weekly', '2026-06-01'], ['test-water-2', 'weekly', '2026-06-04'], ['skim', 'weekly', '2026-06-02'],
      ['brush', 'weekly', '2026-06-03'], ['pump-basket', 'weekly', '2026-06-05'], ['filter', 'monthly', '2026-07-01'],
    ]);
    expect(tasks.find((t) => t.key === 'brush')?.reason).toContain('soft brush');
    expect(tasks.every((t) => t.reason.length > 10)).toBe(true);
  });

  it('cleans a cartridge quarterly, inspects a salt cell quarterly, and inspects equipment 30 days before its warranty ends', () => {
    const tasks = startingSchedule({
      profile: { ...profile, sanitationType: 'salt', filterType: 'cartridge' },
      equipment: [
        { equipmentId: 'e1', name: 'Pump', warrantyExpiration: '2026-09-15' },
        { equipmentId: 'e2', name: 'Heater', warrantyExpiration: '2026-06-10' },
        { equipmentId: 'e3', name: 'Old filter', warrantyExpiration: '2025-01-01' },
        { equipmentId: 'e4', name: 'Cover', warrantyExpiration: null },
      ],
      today: '2026-06-01',
    });
    const byKey = new Map(tasks.map((t) => [t.key, t]));
    expect(byKey.get('filter')?.values).toMatchObject({ frequency: 'quarterly', nextDueDate: '2026-09-01', title: 'Clean the filter cartridge' });
    expect(byKey.get('salt-cell')?.values).toMatchObject({ frequency: 'quarterly', taskType: 'inspection' });
    expect(byKey.get('warranty:e1')?.values).toMatchObject({ nextDueDate: '2026-08-16', isRecurring: false, taskType: 'inspection' });
    expect(byKey.get('warranty:e1')?.equipmentId).toBe('e1');
    expect(byKey.get('warranty:e2')?.values.nextDueDate).toBe('2026-06-01');
    expect(byKey.has('warranty:e3')).toBe(false);
    expect(byKey.has('warranty:e4')).toBe(false);
  });
});
