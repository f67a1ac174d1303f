// Sharing an achievement (spec §4, issue 20): AchievementShared on the owner's `user-{userId}` stream,
// with a snapshot made under the preferences recorded there and the unguessable token of its public
// page. A retried request (same Idempotency-Key) appends nothing and answers with the first share.
import { randomBytes } from 'node:crypto';
import { sharingDecider, type SharedAchievement, type SharedPool } from '../../domain/achievements/achievement-sharing.decider.ts';
import type { AchievementShared } from '../../domain/achievements/achievement-sharing.events.ts';
import type { SharePlatform } from '../../domain/achievements/sharing-preferences.ts';
import { userStreamOf } from '../../domain/users/user.events.ts';
import type { EventStore, Position } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface ShareAchievementInput {
  readonly userId: string;
  readonly shareId: string;
  readonly platform: SharePlatform;
  readonly achievement: SharedAchievement;
  readonly pool: SharedPool | null;
  readonly now: Date;
}

/** 128 random bits, URL-safe: the page cannot be found by guessing. */
export const newShareToken = () => randomBytes(16).toString('base64url');

export async function shareAchievement(store: EventStore, input: ShareAchievementInput, metadata: CommandMetadata): Promise<{ position: Position | undefined; shared: AchievementShared['data'] | undefined }> {
  const command = { type: 'ShareAchievement' as const, ...input, token: newShareToken(), now: input.now.getTime() };
  const result = await handleCommand(store, userStreamOf(input.userId), sharingDecider, command, metadata);
  const shared = result.events.find((event): event is AchievementShared => event.type === 'AchievementShared');
  return { position: result.position, shared: shared?.data };
}
