import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { poolDecider } from './pool.decider.ts';
import { poolRegisteredSchema, type PoolEvent } from './pool.events.ts';
import { POOL_MESSAGES } from './pool-rules.ts';

const poolId = '11111111-1111-4111-8111-111111111111';
const now = 1_795_341_600_000; // 2026-11-22T10:00:00Z
const given = DeciderSpecification.for(poolDecider);
const registered = poolDecider.decide({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' }, now }, { status: 'none' });
const notFound = (error: DomainError) => error.code === 'not_found';

describe('pool decider', () => {
  it('registers the default pool with every profile field', () => {
    given([]).when({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' }, now }).then([{
      type: 'PoolRegistered',
      data: { poolId, ownerId: 'alice', registeredAt: now, profile: expect.objectContaining({ name: 'My Pool', volumeGallons: 20000, location: 'backyard', inGround: true, onboardingCompleted: false }) },
    }]);
  });

  it('decides nothing when the owner repeats the registration, and refuses another owner', () => {
    given(registered).when({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: 'My Pool' }, now }).thenNothingHappens();
    given(registered).when({ type: 'RegisterPool', poolId, ownerId: 'bob', draft: { name: 'X' }, now }).thenThrows(DomainError);
  });

  it('rejects an invalid onboarding with the spec message on the field', () => {
    given([]).when({ type: 'RegisterPool', poolId, ownerId: 'alice', draft: { name: '', volumeGallons: 10 }, now }).thenThrows(DomainError, (error) => {
      expect(error).toMatchObject({ code: 'invalid', message: POOL_MESSAGES.nameAndVolume, fields: { name: POOL_MESSAGES.nameAndVolume, volumeGallons: POOL_MESSAGES.nameAndVolume } });
    });
  });

  it('records only the changed settings, and a location change as PoolLocationSet', () => {
    const updated: PoolEvent[] = [
      { type: 'PoolProfileUpdated', data: { poolId, updatedAt: now, changes: { volumeGallons: 25000 } } },
      { type: 'PoolLocationSet', data: { poolId, setAt: now, latitude: 1, longitude: 2 } },
    ];
    given(registered).when({ type: 'UpdatePoolSettings', poolId, userId: 'alice', draft: { name: 'My Pool', volumeGallons: 25000, latitude: 1, longitude: 2 }, now }).then(updated);
    given([...registered, ...updated]).when({ type: 'UpdatePoolSettings', poolId, userId: 'alice', draft: { volumeGallons: '25000' }, now }).thenNothingHappens();
  });

  it('sets the location only when it changes', () => {
    const set: PoolEvent = { type: 'PoolLocationSet', data: { poolId, setAt: now, latitude: 45, longitude: -120 } };
    given(registered).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: 45, longitude: -120, now }).then([set]);
    given([...registered, set]).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: '45', longitude: '-120', now }).thenNothingHappens();
    given(registered).when({ type: 'SetPoolLocation', poolId, userId: 'alice', latitude: 95, longitude: 0, now }).thenThrows(DomainError, (error) => error.message.includes(POOL_MESSAGES.coordinates));
  });

  it("treats another user's pool, a missing pool and a removed pool as not found", () => {
    const removed: PoolEvent = { type: 'PoolRemoved', data: { poolId, removedAt: now } };
    given(registered).when({ type: 'RemovePool', poolId, userId: 'alice', now }).then([removed]);
    for (const [history, userId] of [[registered, 'bob'], [[], 'alice'], [[...registered, removed], 'alice']] as const) {
      given([...history]).when({ type: 'UpdatePoolSettings', poolId, userId, draft: { name: 'X' }, now }).thenThrows(DomainError, notFound);
    }
    given(registered).when({ type: 'RemovePool', poolId, userId: 'bob', now }).thenThrows(DomainError, notFound);
    given([...registered, removed]).when({ type: 'RemovePool', poolId, userId: 'alice', now }).thenNothingHappens();
  });

  it('still folds a pool registered before times were epoch ms (an ISO registeredAt)', () => {
    const stored = { poolId, ownerId: 'alice', registeredAt: '2026-11-22T10:00:00.000Z', profile: (registered[0] as Extract<PoolEvent, { type: 'PoolRegistered' }>).data.profile };
    const legacy: PoolEvent = { type: 'PoolRegistered', data: poolRegisteredSchema.parse(stored) };
    expect(legacy.data.registeredAt).toBe(now);
    given(legacy).when({ type: 'RemovePool', poolId, userId: 'alice', now: now + 1 }).then([{ type: 'PoolRemoved', data: { poolId, removedAt: now + 1 } }]);
  });
});
