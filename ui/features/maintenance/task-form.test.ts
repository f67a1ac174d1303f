// The New task form's rules (spec §5) and defaults (spec §9).
import { describe, expect, it } from 'vitest';
import { formErrors, missingRequired, newTaskForm, payloadOf, withFrequency } from './task-form.ts';

const filled = () => ({ ...newTaskForm('2026-05-13'), title: '  Clean the skimmer  ', taskType: 'cleaning' as const });

describe('task form', () => {
  it("starts from spec §9's defaults, due today", () => {
    expect(newTaskForm('2026-05-13')).toMatchObject({
      priority: 'medium', frequency: 'weekly', intervalDays: '7', reminderHours: '24', estimatedDurationMinutes: '30',
      nextDueDate: '2026-05-13', isRecurring: true, notificationEnabled: true, taskType: '',
    });
  });

  it('requires title, type and due date', () => {
    expect(missingRequired(newTaskForm('2026-05-13'))).toBe(true);
    expect(missingRequired(filled())).toBe(false);
    expect(missingRequired({ ...filled(), title: '   ' })).toBe(true);
    expect(missingRequired({ ...filled(), nextDueDate: '' })).toBe(true);
  });

  it('presets the interval by frequency and sends it only for custom', () => {
    expect(withFrequency(filled(), 'monthly').intervalDays).toBe('30');
    expect(withFrequency(filled(), 'annual').intervalDays).toBe('365');
    expect(payloadOf(withFrequency(filled(), 'monthly'))).not.toHaveProperty('intervalDays');
    const custom = { ...withFrequency(filled(), 'custom'), intervalDays: '3' };
    expect(payloadOf(custom).intervalDays).toBe(3);
  });

  it('falls back: interval 1, duration 30, reminder 24 hours (sent in minutes)', () => {
    const values = { ...withFrequency(filled(), 'custom'), intervalDays: '0', estimatedDurationMinutes: 'abc', reminderHours: '0' };
    expect(payloadOf(values)).toMatchObject({ intervalDays: 1, estimatedDurationMinutes: 30, reminderMinutes: 1440 });
    expect(payloadOf({ ...filled(), reminderHours: '2' }).reminderMinutes).toBe(120);
  });

  it('trims the text and sends an empty description as null', () => {
    expect(payloadOf(filled())).toMatchObject({ title: 'Clean the skimmer', description: null, taskType: 'cleaning', nextDueDate: '2026-05-13' });
  });

  it('names a value past its bound as the server would', () => {
    expect(formErrors(filled())).toEqual({});
    expect(formErrors({ ...filled(), estimatedDurationMinutes: '5000' })).toEqual({ estimatedDurationMinutes: 'Duration must be at most 1440 minutes' });
    expect(formErrors({ ...filled(), nextDueDate: '2026-02-30' })).toEqual({ nextDueDate: 'Due date must be a valid date (YYYY-MM-DD)' });
  });
});
