import { describe, it } from 'vitest';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { pushDecider } from './push.decider.ts';
import type { PushEvent } from './push.events.ts';

const given = DeciderSpecification.for(pushDecider);
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
const keys = { p256dh: 'BPk', auth: 'sec' };
const subscribed: PushEvent = { type: 'PushSubscribed', data: { userId: 'u1', endpoint, keys, userAgent: 'Chrome', subscribedAt: 1 } };
const subscribe = { type: 'Subscribe' as const, userId: 'u1', endpoint, keys, userAgent: 'Chrome', now: 5 };

describe('the push decider', () => {
  it('subscribes a new browser', () => {
    given([]).when(subscribe).then([{ type: 'PushSubscribed', data: { userId: 'u1', endpoint, keys, userAgent: 'Chrome', subscribedAt: 5 } }]);
  });

  it('changes nothing when the same browser subscribes again with the same keys', () => {
    given([subscribed]).when(subscribe).thenNothingHappens();
  });

  it('records new keys when the browser re-subscribed', () => {
    given([subscribed]).when({ ...subscribe, keys: { p256dh: 'BNew', auth: 'new' } }).then([
      { type: 'PushSubscribed', data: { userId: 'u1', endpoint, keys: { p256dh: 'BNew', auth: 'new' }, userAgent: 'Chrome', subscribedAt: 5 } },
    ]);
  });

  it('unsubscribes a browser it has, with the reason, and ignores one it has not', () => {
    const unsubscribe = { type: 'Unsubscribe' as const, userId: 'u1', endpoint, reason: 'gone' as const, now: 9 };
    given([subscribed]).when(unsubscribe).then([{ type: 'PushUnsubscribed', data: { userId: 'u1', endpoint, reason: 'gone', unsubscribedAt: 9 } }]);
    given([]).when(unsubscribe).thenNothingHappens();
    given([subscribed, { type: 'PushUnsubscribed', data: { userId: 'u1', endpoint, reason: 'user', unsubscribedAt: 6 } }]).when(unsubscribe).thenNothingHappens();
  });
});
