// The user decider: an account is registered once; later sign-ins may refresh its profile (for
// OpenID Connect accounts, from the provider's claims); its owner changes their preferences (only
// what differs is recorded). Repeats decide nothing.
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import { USER_EVENT_TYPES, type UserEvent, type UserProfile } from './user.events.ts';
import {
  changedPreferences, DEFAULT_USER_PREFERENCES, preferenceProblems, withPreferenceChanges, type PreferenceChanges, type UserPreferences,
} from './user-preferences.ts';

export type UserState =
  | { readonly status: 'none' }
  | { readonly status: 'registered'; readonly userId: string; readonly profile: UserProfile; readonly preferences: UserPreferences };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: UserProfile; identityProvider: string; now: EpochMs }
  | { type: 'UpdateProfile'; userId: string; changes: Partial<UserProfile>; now: EpochMs }
  | { type: 'ChangePreferences'; userId: string; changes: PreferenceChanges; now: EpochMs };

/** Emails are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Names are trimmed; empty means absent. */
export function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { email, firstName, lastName, profileImageUrl } = event.data;
      return { status: 'registered', userId: event.data.userId, profile: { email, firstName, lastName, profileImageUrl }, preferences: DEFAULT_USER_PREFERENCES };
    }
    case 'ProfileUpdated':
      return state.status === 'none' ? state : { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'PreferencesChanged':
      return state.status === 'none' ? state : { ...state, preferences: withPreferenceChanges(state.preferences, event.data.changes) };
    default:
      return assertNever(event);
  }
}

function register(command: Extract<UserCommand, { type: 'RegisterUser' }>, state: UserState): UserEvent[] {
  if (state.status === 'registered') return [];
  const profile = { ...command.profile, email: command.profile.email === null ? null : normaliseEmail(command.profile.email) };
  return [{ type: 'UserRegistered', data: { userId: command.userId, registeredAt: command.now, identityProvider: command.identityProvider, ...profile } }];
}

function updateProfile(command: Extract<UserCommand, { type: 'UpdateProfile' }>, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
  const changes: Partial<UserProfile> = {};
  for (const key of ['email', 'firstName', 'lastName', 'profileImageUrl'] as const) {
    const value = command.changes[key];
    if (value !== undefined && value !== state.profile[key]) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ProfileUpdated', data: { userId: state.userId, updatedAt: command.now, changes } }];
}

function changePreferences(command: Extract<UserCommand, { type: 'ChangePreferences' }>, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
  const problems = preferenceProblems(command.changes);
  if (Object.keys(problems).length > 0) throw new DomainError('invalid', Object.values(problems)[0]!, problems);
  const changes = changedPreferences(state.preferences, command.changes);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'PreferencesChanged', data: { userId: state.userId, changedAt: command.now, changes } }];
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  // The user stream also holds the owner's achievement shares and sharing preferences (achievements area).
  evolve: (state, event) => ((USER_EVENT_TYPES as readonly string[]).includes(event.type) ? evolveUser(state, event) : state),
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        return register(command, state);
      case 'UpdateProfile':
        return updateProfile(command, state);
      case 'ChangePreferences':
        return changePreferences(command, state);
      default:
        return assertNever(command);
    }
  },
};
