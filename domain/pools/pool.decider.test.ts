import { describe, expect, it } from 'vitest';
import { DomainError, foldEvents } from '../shared/decider.ts';
import { poolDecider, type PoolCommand } from './pool.decider.ts';
import type { PoolEvent } from './pool.events.ts';
import { POOL_MESSAGES } from './pool-rules.ts';

const poolId = '11111111-1111-4111-8111-111111111111';
const now = '2026-11-22T10:00:00.000Z';
const given = (events: PoolEvent[]) => ({ when: (command: PoolCommand) => poolDecider.decide(command, foldEvents(poolDecider, events)) });
const registered = poolDecider.decide({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' }, now }, { status: 'none' });

describe('pool decider', () => {
  it('registers the default pool with every profile field', () => {
    expect(registered).toHaveLength(1);
    const event = registered[0]!;
    expect(event.type).toBe('PoolRegistered');
    if (event.type !== 'PoolRegistered') return;
    expect(event.data).toMatchObject({ poolId, ownerId: 'alice', registeredAt: now });
    expect(event.data.profile).toMatchObject({ name: 'My Pool', volumeGallons: 20000, location: 'backyard', inGround: true, onboardingCompleted: false });
  });

  it('decides nothing when the owner repeats the registration, and refuses another owner', () => {
    expect(given(registered).when({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: 'My Pool' }, now })).toEqual([]);
    expect(() => given(registered).when({ type: 'RegisterPool', poolId, ownerId: 'bob', draft: { name: 'X' }, now })).toThrow(DomainError);
  });

  it('rejects an invalid onboarding with the spec message on the field', () => {
    try {
      given([]).when({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: '', volumeGallons: 10 }, now });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid', message: POOL_MESSAGES.nameAndVolume, fields: { name: POOL_MESSAGES.nameAndVolume, volumeGallons: POOL_MESSAGES.nameAndVolume } });
    }
  });

  it('records only the changed settings, and a location change as PoolLocationSet', () => {
    const events = given(registered).when({ type: 'UpdatePoolSettings', poolId, userId: 'alice', draft: { name: 'My Pool', volumeGallons: 25000, latitude: 1, longitude: 2 }, now });
    expect(events).toEqual([
      { type: 'PoolProfileUpdated', data: { poolId, updatedAt: now, changes: { volumeGallons: 25000 } } },
      { type: 'PoolLocationSet', data: { poolId, setAt: now, latitude: 1, longitude: 2 } },
    ]);
    expect(given([...registered, ...events]).when({ type: 'UpdatePoolSettings', poolId, userId: 'alice', draft: { volumeGallons: '25000' }, now })).toEqual([]);
  });

  it('sets the location only when it changes', () => {
    const set = given(registered).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: 45, longitude: -120, now });
    expect(set).toEqual([{ type: 'PoolLocationSet', data: { poolId, setAt: now, latitude: 45, longitude: -120 } }]);
    expect(given([...registered, ...set]).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: '45', longitude: '-120', now })).toEqual([]);
    expect(() => given(registered).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: 95, longitude: 0, now })).toThrow(POOL_MESSAGES.coordinates);
  });

  it("treats another user's pool, a missing pool and a removed pool as not found", () => {
    const removed = given(registered).when({ type: 'RemovePool', poolId, userId: 'alice', now });
    expect(removed).toEqual([{ type: 'PoolRemoved', data: { poolId, removedAt: now } }]);
    for (const [history, userId] of [[registered, 'bob'], [[], 'alice'], [[...registered, ...removed], 'alice']] as const) {
      expect(() => given([...history]).when({ type: 'UpdatePoolSettings', poolId, userId, draft: { name: 'X' }, now })).toThrow(expect.objectContaining({ code: 'not_found' }));
    }
    expect(() => given(registered).when({ type: 'RemovePool', poolId, userId: 'bob', now })).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(given([...registered, ...removed]).when({ type: 'RemovePool', poolId, userId: 'alice', now })).toEqual([]);
  });
});
