// Registers an account on `user-{id}`, or refreshes its profile (later OpenID Connect sign-ins).
import { userDecider } from '../../domain/users/user.decider.ts';
import { userStreamOf, type UserProfile } from '../../domain/users/user.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand } from '../common/handle-command.ts';

export interface RegisterUserInput {
  userId: string;
  profile: UserProfile;
  identityProvider: string;
  now: Date;
}

export function registerUser(store: EventStore, input: RegisterUserInput) {
  const command = { type: 'RegisterUser' as const, userId: input.userId, profile: input.profile, identityProvider: input.identityProvider, now: input.now.getTime() };
  return handleCommand(store, userStreamOf(input.userId), userDecider, command, { userId: input.userId });
}

export function updateUserProfile(store: EventStore, input: { userId: string; changes: Partial<UserProfile>; now: Date }) {
  const command = { type: 'UpdateProfile' as const, userId: input.userId, changes: input.changes, now: input.now.getTime() };
  return handleCommand(store, userStreamOf(input.userId), userDecider, command, { userId: input.userId });
}
