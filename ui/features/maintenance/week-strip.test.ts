// The 'This Week' strip: seven days from Sunday around the pool's today, and marks only on the days
// that really have tasks due (one-off, recurring occurrences, overdue carried to today).
import { describe, expect, it } from 'vitest';
import { weekStart, weekStrip, type WeekTask } from './week-strip.ts';

const task = (fields: Partial<WeekTask> & Pick<WeekTask, 'nextDueDate'>): WeekTask => ({
  id: fields.title ?? fields.nextDueDate, title: 'Task', isRecurring: true, frequency: 'weekly', intervalDays: 7, status: 'active', ...fields,
});
/** Day of month → titles due, for the days that have any. */
const marks = (today: string, tasks: WeekTask[]) =>
  Object.fromEntries(weekStrip(today, tasks).filter((day) => day.due.length > 0).map((day) => [day.dayOfMonth, day.due]));

describe('weekStrip', () => {
  it('runs Sunday to Saturday around today, with today highlighted, on any weekday', () => {
    // Wednesday 13 May 2026.
    const days = weekStrip('2026-05-13', []);
    expect(days.map((day) => `${day.weekday} ${day.dayOfMonth}`)).toEqual(['Sun 10', 'Mon 11', 'Tue 12', 'Wed 13', 'Thu 14', 'Fri 15', 'Sat 16']);
    expect(days.filter((day) => day.isToday).map((day) => day.day)).toEqual(['2026-05-13']);
    expect(weekStrip('2026-05-10', [])[0]).toMatchObject({ day: '2026-05-10', isToday: true });
    expect(weekStrip('2026-05-16', []).at(-1)).toMatchObject({ day: '2026-05-16', isToday: true });
  });

  it('crosses months, years and the daylight-saving change', () => {
    expect(weekStrip('2026-06-02', []).map((day) => day.day)).toEqual(['2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06']);
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekStart('2026-03-10')).toBe('2026-03-08');
  });

  it('marks no day when nothing is due this week (never fixed days)', () => {
    expect(marks('2026-05-13', [])).toEqual({});
    expect(marks('2026-05-13', [task({ title: 'Filter', nextDueDate: '2026-06-13', frequency: 'monthly', intervalDays: 30 })])).toEqual({});
  });

  it("marks a weekly task's due day, and a daily task's every day from its due day", () => {
    expect(marks('2026-05-13', [task({ title: 'Skim', nextDueDate: '2026-05-14' })])).toEqual({ 14: ['Skim'] });
    expect(marks('2026-05-13', [task({ title: 'Pump', nextDueDate: '2026-05-15', frequency: 'daily', intervalDays: 1 })])).toEqual({ 15: ['Pump'], 16: ['Pump'] });
    expect(marks('2026-05-10', [task({ title: 'Every 3', nextDueDate: '2026-05-10', frequency: 'custom', intervalDays: 3 })])).toEqual({ 10: ['Every 3'], 13: ['Every 3'], 16: ['Every 3'] });
  });

  it('marks a one-off task once, and a completed one not at all', () => {
    expect(marks('2026-05-13', [task({ title: 'Once', nextDueDate: '2026-05-15', isRecurring: false })])).toEqual({ 15: ['Once'] });
    expect(marks('2026-05-13', [task({ title: 'Done', nextDueDate: '2026-05-15', isRecurring: false, status: 'completed' })])).toEqual({});
  });

  it('keeps an overdue task on its day this week, carries an older one to today, and counts its next occurrences after today', () => {
    const days = weekStrip('2026-05-13', [
      task({ title: 'Brush', nextDueDate: '2026-05-11' }),
      task({ title: 'Test', nextDueDate: '2026-05-01', isRecurring: false }),
      task({ title: 'Pump', nextDueDate: '2026-05-12', frequency: 'daily', intervalDays: 1 }),
    ]);
    const byDate = Object.fromEntries(days.map((day) => [day.dayOfMonth, { due: day.due, hasOverdue: day.hasOverdue }]));
    expect(byDate[11]).toEqual({ due: ['Brush'], hasOverdue: true });
    expect(byDate[12]).toEqual({ due: ['Pump'], hasOverdue: true });
    expect(byDate[13]).toEqual({ due: ['Test'], hasOverdue: true });
    // The daily task, once completed today, is next due tomorrow: it is due every day after today.
    expect([14, 15, 16].map((date) => byDate[date])).toEqual([
      { due: ['Pump'], hasOverdue: false }, { due: ['Pump'], hasOverdue: false }, { due: ['Pump'], hasOverdue: false },
    ]);
    expect(byDate[10]).toEqual({ due: [], hasOverdue: false });
  });
});
