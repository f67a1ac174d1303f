import { describe, expect, it } from 'vitest';
import { DomainError, foldEvents } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { normaliseEmail, userDecider } from './user.decider.ts';
import { userRegisteredSchema, type UserEvent } from './user.events.ts';
import { DEFAULT_USER_PREFERENCES, PREFERENCE_MESSAGES } from './user-preferences.ts';

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

  it('records only the preferences that differ from the current ones (the defaults at first)', () => {
    const changes = { units: 'metric', quietHours: { start: '21:00', end: '07:30' }, emailAlerts: true, productDeals: false } as const;
    given(registered).when({ type: 'ChangePreferences', userId: 'u1', changes, now }).then([
      { type: 'PreferencesChanged', data: { userId: 'u1', changedAt: now, changes: { units: 'metric', quietHours: { start: '21:00', end: '07:30' }, productDeals: false } } },
    ]);
    const metric: UserEvent = { type: 'PreferencesChanged', data: { userId: 'u1', changedAt: now, changes: { units: 'metric' } } };
    given([registered, metric]).when({ type: 'ChangePreferences', userId: 'u1', changes: { units: 'metric', testMethodOrder: ['camera', 'upload', 'manual'] }, now }).thenNothingHappens();
    given([registered, metric]).when({ type: 'ChangePreferences', userId: 'u1', changes: { units: 'imperial' }, now }).then([
      { type: 'PreferencesChanged', data: { userId: 'u1', changedAt: now, changes: { units: 'imperial' } } },
    ]);
  });

  it('refuses quiet hours that are not 24-hour times or that start when they end, naming the field', () => {
    const when = (quietHours: { start: string; end: string }) => given(registered).when({ type: 'ChangePreferences', userId: 'u1', changes: { quietHours }, now });
    when({ start: '24:00', end: '08:00' }).thenThrows(DomainError, (error) => error.code === 'invalid' && error.fields?.['quietHours.start'] === PREFERENCE_MESSAGES.clockTime);
    when({ start: '21:00', end: '8:00' }).thenThrows(DomainError, (error) => error.fields?.['quietHours.end'] === PREFERENCE_MESSAGES.clockTime);
    when({ start: '22:15', end: '22:15' }).thenThrows(DomainError, (error) => error.fields?.['quietHours.end'] === PREFERENCE_MESSAGES.quietHoursEqual);
  });

  it('refuses a test method order that is not each method once', () => {
    for (const testMethodOrder of [['camera', 'camera', 'manual'], ['camera', 'upload']] as const) {
      given(registered).when({ type: 'ChangePreferences', userId: 'u1', changes: { testMethodOrder }, now })
        .thenThrows(DomainError, (error) => error.fields?.testMethodOrder === PREFERENCE_MESSAGES.testMethodOrder);
    }
  });

  it('folds the preferences: defaults until changed, then each change on top', () => {
    const changed: UserEvent[] = [
      registered,
      { type: 'PreferencesChanged', data: { userId: 'u1', changedAt: now, changes: { testMethodOrder: ['manual', 'camera', 'upload'] } } },
      { type: 'PreferencesChanged', data: { userId: 'u1', changedAt: now, changes: { emailAlerts: false } } },
    ];
    expect(foldEvents(userDecider, [registered])).toMatchObject({ preferences: DEFAULT_USER_PREFERENCES });
    expect(foldEvents(userDecider, changed)).toMatchObject({
      preferences: { ...DEFAULT_USER_PREFERENCES, testMethodOrder: ['manual', 'camera', 'upload'], emailAlerts: false },
    });
  });

  it('refuses to change the preferences of an account that does not exist', () => {
    given([]).when({ type: 'ChangePreferences', userId: 'u1', changes: { units: 'metric' }, now }).thenThrows(DomainError, (error) => error.code === 'not_found');
  });

  it('normalises emails by trimming and lower-casing', () => {
    expect(normaliseEmail(' A.B@C.D ')).toBe('a.b@c.d');
  });
});
