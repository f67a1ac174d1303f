// Saving sharing preferences (spec §3, §5): SharingPreferencesSet on the owner's `user-{userId}` stream,
// hashtags trimmed, deduplicated and #-prefixed by the decider; nothing when nothing changes.
import { sharingDecider } from '../../domain/achievements/achievement-sharing.decider.ts';
import type { SharingPreferences } from '../../domain/achievements/sharing-preferences.ts';
import { userStreamOf } from '../../domain/users/user.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export async function setSharingPreferences(store: EventStore, input: { userId: string; preferences: SharingPreferences; now: Date }, metadata: CommandMetadata) {
  const command = { type: 'SetSharingPreferences' as const, userId: input.userId, preferences: input.preferences, now: input.now.getTime() };
  const result = await handleCommand(store, userStreamOf(input.userId), sharingDecider, command, metadata);
  return { position: result.position, preferences: result.state.preferences };
}
