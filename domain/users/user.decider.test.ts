import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { normaliseEmail, userDecider } from './user.decider.ts';
import { userRegisteredSchema, type UserEvent } from './user.events.ts';

const now = 1_795_341_600_000; // 2026-11-22T10:00:00Z
const profile = { email: '  Pat@Example.COM ', firstName: 'Pat', lastName: null, profileImageUrl: null };
const given = DeciderSpecification.for(userDecider);
const registered: UserEvent = { type: 'UserRegistered', data: { userId: 'u1', registeredAt: now, identityProvider: 'local', email: 'pat@example.com', firstName: 'Pat', lastName: null, profileImageUrl: null } };

describe('user decider', () => {
  it('registers once with a normalised email; a repeat decides nothing', () => {
    given([]).when({ type: 'RegisterUser', userId: 'u1', profile, identityProvider: 'local', now }).then([registered]);
    given(registered).when({ type: 'RegisterUser', userId: 'u1', profile, identityProvider: 'local', now }).thenNothingHappens();
  });

  it('records only changed profile fields', () => {
    given(registered).when({ type: 'UpdateProfile', userId: 'u1', changes: { firstName: 'Pat', lastName: 'Lee' }, now }).then([
      { type: 'ProfileUpdated', data: { userId: 'u1', updatedAt: now, changes: { lastName: 'Lee' } } },
    ]);
    given(registered).when({ type: 'UpdateProfile', userId: 'u1', changes: { firstName: 'Pat' }, now }).thenNothingHappens();
  });

  it('refuses to update an account that does not exist', () => {
    given([]).when({ type: 'UpdateProfile', userId: 'u1', changes: {}, now }).thenThrows(DomainError, (error) => error.message.includes('User not found'));
  });

  it('still folds an account registered before times were epoch ms (an ISO registeredAt)', () => {
    const legacy: UserEvent = { type: 'UserRegistered', data: userRegisteredSchema.parse({ ...registered.data, registeredAt: '2026-11-22T10:00:00.000Z' }) };
    expect(legacy.data.registeredAt).toBe(now);
    given(legacy).when({ type: 'UpdateProfile', userId: 'u1', changes: { lastName: 'Lee' }, now }).then([
      { type: 'ProfileUpdated', data: { userId: 'u1', updatedAt: now, changes: { lastName: 'Lee' } } },
    ]);
  });

  it('normalises emails by trimming and lower-casing', () => {
    expect(normaliseEmail(' A.B@C.D ')).toBe('a.b@c.d');
  });
});
