import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from '../common/time.ts';
import { deliveryDecision, DUE_POLICIES, topicOf } from './due-notification.ts';

const HOUR = 3_600_000;
const at = epochMsOfIso;
const quiet = { quietHours: { start: '21:00', end: '08:00' }, timeZone: 'Europe/Paris' };
const reminder = (dueIso: string) => ({ kind: 'task_reminder' as const, dueAt: at(dueIso), ttlSeconds: DUE_POLICIES.task_reminder.ttlSeconds });
const timer = (dueIso: string) => ({ kind: 'chemical_wait' as const, dueAt: at(dueIso), ttlSeconds: DUE_POLICIES.chemical_wait.ttlSeconds });

describe('when a due notification goes out', () => {
  it('sends a reminder due in the day at once, kept by the push service for its TTL', () => {
    expect(deliveryDecision(reminder('2026-06-10T09:00:00+02:00'), at('2026-06-10T09:00:05+02:00'), quiet))
      .toEqual({ action: 'send', expiresAt: at('2026-06-10T21:00:00+02:00') });
  });

  it('holds a reminder due in quiet hours until they end, and its TTL runs from then', () => {
    const late = reminder('2026-06-10T22:00:00+02:00');
    expect(deliveryDecision(late, at('2026-06-10T22:00:00+02:00'), quiet)).toEqual({ action: 'hold', until: at('2026-06-11T08:00:00+02:00') });
    expect(deliveryDecision(late, at('2026-06-11T03:00:00+02:00'), quiet)).toEqual({ action: 'hold', until: at('2026-06-11T08:00:00+02:00') });
    expect(deliveryDecision(late, at('2026-06-11T08:00:00+02:00'), quiet)).toEqual({ action: 'send', expiresAt: at('2026-06-11T20:00:00+02:00') });
  });

  it('never holds a timer: the swim wait ends at night and the push goes out at night', () => {
    expect(deliveryDecision(timer('2026-06-10T23:30:00+02:00'), at('2026-06-10T23:30:02+02:00'), quiet))
      .toEqual({ action: 'send', expiresAt: at('2026-06-11T01:30:00+02:00') });
    expect(deliveryDecision({ ...timer('2026-06-10T23:30:00+02:00'), kind: 'swim_wait' }, at('2026-06-10T23:31:00+02:00'), quiet).action).toBe('send');
  });

  it('drops what is past its TTL, timers and reminders alike', () => {
    expect(deliveryDecision(timer('2026-06-10T10:00:00+02:00'), at('2026-06-10T12:00:00+02:00'), quiet)).toEqual({ action: 'drop' });
    expect(deliveryDecision(reminder('2026-06-10T10:00:00+02:00'), at('2026-06-10T20:59:00+02:00'), quiet).action).toBe('send');
    expect(deliveryDecision(reminder('2026-06-11T08:00:00+02:00'), at('2026-06-11T20:00:00+02:00'), quiet)).toEqual({ action: 'drop' });
  });

  it('drops a reminder that quiet hours would hold past its TTL (a server down all evening)', () => {
    // Due at 19:00; the server is back at 22:00: held until 08:00, when it is 13 hours old.
    expect(deliveryDecision(reminder('2026-06-10T19:00:00+02:00'), at('2026-06-10T22:00:00+02:00'), quiet)).toEqual({ action: 'drop' });
    // Due at 20:30, back at 21:30: held until 08:00, 11.5 hours on, still within its 12.
    expect(deliveryDecision(reminder('2026-06-10T20:30:00+02:00'), at('2026-06-10T21:30:00+02:00'), quiet)).toEqual({ action: 'hold', until: at('2026-06-11T08:00:00+02:00') });
  });

  it('holds a warranty notice through the user own quiet hours, whatever they are', () => {
    const notice = { kind: 'warranty_ending' as const, dueAt: at('2026-06-10T12:30:00Z'), ttlSeconds: DUE_POLICIES.warranty_ending.ttlSeconds };
    const siesta = { quietHours: { start: '12:00', end: '16:00' }, timeZone: 'UTC' };
    expect(deliveryDecision(notice, at('2026-06-10T12:30:00Z'), siesta)).toEqual({ action: 'hold', until: at('2026-06-10T16:00:00Z') });
    expect(deliveryDecision(notice, at('2026-06-10T16:00:00Z'), siesta)).toEqual({ action: 'send', expiresAt: at('2026-06-10T16:00:00Z') + 72 * HOUR });
  });

  it('sends a reminder at once when no quiet hours apply', () => {
    expect(deliveryDecision(reminder('2026-06-10T23:00:00+02:00'), at('2026-06-10T23:00:00+02:00'), null))
      .toEqual({ action: 'send', expiresAt: at('2026-06-11T11:00:00+02:00') });
  });

  it('holds anything not yet due until it is', () => {
    expect(deliveryDecision(timer('2026-06-10T10:00:00Z'), at('2026-06-10T09:00:00Z'), quiet)).toEqual({ action: 'hold', until: at('2026-06-10T10:00:00Z') });
  });

  it('gives each key its own short URL-safe topic, the same every time', () => {
    const topic = topicOf('task:pool-1:task-1');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(topicOf('task:pool-1:task-1')).toBe(topic);
    expect(topicOf('task:pool-1:task-2')).not.toBe(topic);
  });
});
