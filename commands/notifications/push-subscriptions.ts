// Subscribing and unsubscribing a browser for pushes (spec §7 /api/notifications/subscribe and
// /unsubscribe, issue 19). A browser belongs to one user: subscribing one that another user holds
// (a shared device, a new sign-in) first ends it on that user's stream ('moved'), then adds it here.
import { pushDecider } from '../../domain/notifications/push.decider.ts';
import { pushStreamOf, type PushKeys } from '../../domain/notifications/push.events.ts';
import type { EventStore, Position } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

export interface SubscribePushInput {
  readonly userId: string;
  readonly endpoint: string;
  readonly keys: PushKeys;
  readonly userAgent: string | null;
  /** Who holds the browser now, from the read model (undefined: nobody). */
  readonly currentHolder: string | undefined;
  readonly now: Date;
}

export async function subscribePush(store: EventStore, input: SubscribePushInput, metadata: CommandMetadata): Promise<Position | undefined> {
  const now = input.now.getTime();
  if (input.currentHolder !== undefined && input.currentHolder !== input.userId) {
    const holder = input.currentHolder;
    await handleCommand(store, pushStreamOf(holder), pushDecider, { type: 'Unsubscribe', userId: holder, endpoint: input.endpoint, reason: 'moved', now }, { userId: metadata.userId });
  }
  const command = { type: 'Subscribe' as const, userId: input.userId, endpoint: input.endpoint, keys: input.keys, userAgent: input.userAgent, now };
  return (await handleCommand(store, pushStreamOf(input.userId), pushDecider, command, metadata)).position;
}

export async function unsubscribePush(
  store: EventStore,
  input: { readonly userId: string; readonly endpoint: string; readonly reason: 'user' | 'gone'; readonly now: Date },
  metadata: CommandMetadata,
): Promise<Position | undefined> {
  const command = { type: 'Unsubscribe' as const, userId: input.userId, endpoint: input.endpoint, reason: input.reason, now: input.now.getTime() };
  return (await handleCommand(store, pushStreamOf(input.userId), pushDecider, command, metadata)).position;
}
