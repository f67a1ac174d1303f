import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider.ts';
import { normaliseEmail, userDecider } from './user.decider.ts';

const now = '2026-11-22T10:00:00.000Z';
const profile = { email: '  Pat@Example.COM ', firstName: 'Pat', lastName: null, profileImageUrl: null };

describe('user decider', () => {
  it('registers once with a normalised email; a repeat decides nothing', () => {
    const events = userDecider.decide({ type: 'RegisterUser', userId: 'u1', profile, identityProvider: 'local', now }, userDecider.initialState());
    expect(events).toEqual([{ type: 'UserRegistered', data: { userId: 'u1', registeredAt: now, identityProvider: 'local', email: 'pat@example.com', firstName: 'Pat', lastName: null, profileImageUrl: null } }]);
    expect(userDecider.decide({ type: 'RegisterUser', userId: 'u1', profile, identityProvider: 'local', now }, foldEvents(userDecider, events))).toEqual([]);
  });

  it('records only changed profile fields', () => {
    const state = foldEvents(userDecider, userDecider.decide({ type: 'RegisterUser', userId: 'u1', profile, identityProvider: 'local', now }, userDecider.initialState()));
    expect(userDecider.decide({ type: 'UpdateProfile', userId: 'u1', changes: { firstName: 'Pat', lastName: 'Lee' }, now }, state)).toEqual([
      { type: 'ProfileUpdated', data: { userId: 'u1', updatedAt: now, changes: { lastName: 'Lee' } } },
    ]);
    expect(userDecider.decide({ type: 'UpdateProfile', userId: 'u1', changes: { firstName: 'Pat' }, now }, state)).toEqual([]);
  });

  it('refuses to update an account that does not exist', () => {
    expect(() => userDecider.decide({ type: 'UpdateProfile', userId: 'u1', changes: {}, now }, userDecider.initialState())).toThrow('User not found');
  });

  it('normalises emails by trimming and lower-casing', () => {
    expect(normaliseEmail(' A.B@C.D ')).toBe('a.b@c.d');
  });
});
