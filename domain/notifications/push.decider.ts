// The push decider: which browsers a user receives reminders on. Subscribing the same browser again
// with the same keys changes nothing; new keys (the browser re-subscribed) replace the old ones.
// Unsubscribing a browser the user does not have changes nothing.
import { assertNever, type Decider } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import type { PushEvent, PushKeys } from './push.events.ts';

export interface PushSubscriptionState {
  readonly keys: PushKeys;
  readonly userAgent: string | null;
}

export interface PushState {
  readonly subscriptions: ReadonlyMap<string, PushSubscriptionState>;
}

export type PushCommand =
  | { type: 'Subscribe'; userId: string; endpoint: string; keys: PushKeys; userAgent: string | null; now: EpochMs }
  | { type: 'Unsubscribe'; userId: string; endpoint: string; reason: 'user' | 'gone' | 'moved'; now: EpochMs };

export function evolvePush(state: PushState, event: PushEvent): PushState {
  const subscriptions = new Map(state.subscriptions);
  switch (event.type) {
    case 'PushSubscribed':
      subscriptions.set(event.data.endpoint, { keys: event.data.keys, userAgent: event.data.userAgent });
      return { subscriptions };
    case 'PushUnsubscribed':
      subscriptions.delete(event.data.endpoint);
      return { subscriptions };
    default:
      return assertNever(event);
  }
}

function sameKeys(a: PushKeys, b: PushKeys): boolean {
  return a.p256dh === b.p256dh && a.auth === b.auth;
}

export const pushDecider: Decider<PushCommand, PushEvent, PushState> = {
  initialState: () => ({ subscriptions: new Map() }),
  evolve: evolvePush,
  decide(command, state) {
    switch (command.type) {
      case 'Subscribe': {
        const current = state.subscriptions.get(command.endpoint);
        if (current && sameKeys(current.keys, command.keys) && current.userAgent === command.userAgent) return [];
        const { userId, endpoint, keys, userAgent, now } = command;
        return [{ type: 'PushSubscribed', data: { userId, endpoint, keys, userAgent, subscribedAt: now } }];
      }
      case 'Unsubscribe': {
        if (!state.subscriptions.has(command.endpoint)) return [];
        const { userId, endpoint, reason, now } = command;
        return [{ type: 'PushUnsubscribed', data: { userId, endpoint, reason, unsubscribedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
