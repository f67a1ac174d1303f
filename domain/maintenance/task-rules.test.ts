import { describe, expect, it } from 'vitest';
import { applyTaskDraft, completionDuration, completionPhotoUrl, TASK_MESSAGES, type TaskValues } from './task-rules.ts';

const base: TaskValues = {
  title: 'Brush', description: null, taskType: 'cleaning', priority: 'medium', frequency: 'weekly', intervalDays: 7, nextDueDate: '2026-06-01',
  isRecurring: true, notificationEnabled: true, reminderMinutes: 1440, estimatedDurationMinutes: 30,
};

describe('New task rules (spec §5)', () => {
  it('requires title, type and due date when creating, and presets the interval by frequency', () => {
    expect(applyTaskDraft(null, {}, 'UTC')).toEqual({
      ok: false, message: TASK_MESSAGES.required, fields: { title: TASK_MESSAGES.required, taskType: TASK_MESSAGES.required, nextDueDate: TASK_MESSAGES.required },
    });
    for (const [frequency, days] of [['daily', 1], ['weekly', 7], ['monthly', 30], ['quarterly', 90], ['annual', 365]] as const) {
      const result = applyTaskDraft(null, { title: 't', taskType: 'other', nextDueDate: '2026-06-01', frequency, intervalDays: 3 }, 'UTC');
      expect(result.ok && result.values.intervalDays).toBe(days);
    }
  });

  it('checks only what an edit sends, and keeps or falls back on a custom interval', () => {
    expect(applyTaskDraft(base, { priority: 'high' }, 'UTC')).toEqual({ ok: true, values: { ...base, priority: 'high' } });
    const toCustom = applyTaskDraft(base, { frequency: 'custom' }, 'UTC');
    expect(toCustom.ok && toCustom.values.intervalDays).toBe(1);
    const custom = { ...base, frequency: 'custom' as const, intervalDays: 10 };
    const kept = applyTaskDraft(custom, { title: 'Brush again' }, 'UTC');
    expect(kept.ok && kept.values.intervalDays).toBe(10);
    const back = applyTaskDraft(custom, { frequency: 'monthly' }, 'UTC');
    expect(back.ok && back.values.intervalDays).toBe(30);
    expect(applyTaskDraft(base, { nextDueDate: '' }, 'UTC')).toMatchObject({ ok: false, fields: { nextDueDate: TASK_MESSAGES.required } });
  });

  it('reads a completion duration and photo', () => {
    expect(completionDuration('')).toEqual({ ok: true, minutes: null });
    expect(completionDuration('45')).toEqual({ ok: true, minutes: 45 });
    expect(completionDuration(0)).toEqual({ ok: false, message: TASK_MESSAGES.durationMinutes });
    expect(completionPhotoUrl('https://example.com/a.jpg')).toEqual({ ok: true, url: 'https://example.com/a.jpg' });
    expect(completionPhotoUrl('//evil.example/a.jpg').ok).toBe(false);
    expect(completionPhotoUrl('data:image/png;base64,AAAA').ok).toBe(false);
  });
});
