// Changing a user's preferences (issue 19, /settings): units, quiet hours, test method order and the
// e-mail toggles, recorded on `user-{userId}`; only what differs from the current ones is appended.
import { userDecider } from '../../domain/users/user.decider.ts';
import { userStreamOf } from '../../domain/users/user.events.ts';
import type { PreferenceChanges } from '../../domain/users/user-preferences.ts';
import type { EventStore, Position } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface ChangePreferencesInput {
  readonly userId: string;
  readonly changes: PreferenceChanges;
  readonly now: Date;
}

export async function changePreferences(store: EventStore, input: ChangePreferencesInput, metadata: CommandMetadata): Promise<Position | undefined> {
  const command = { type: 'ChangePreferences' as const, userId: input.userId, changes: input.changes, now: input.now.getTime() };
  return (await handleCommand(store, userStreamOf(input.userId), userDecider, command, metadata)).position;
}
