// Sharing over the owner's stream: a share records a snapshot made under the preferences on the
// stream (location, pool details, before/after and tips only when allowed), a repeated share is a
// no-op, preferences are recorded normalised (spec §5 hashtags) and only when they change, and the
// account's own events on the same stream neither break nor change it.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../common/decider.ts';
import { DeciderSpecification } from '../common/testing/decider-specification.ts';
import { userDecider } from '../users/user.decider.ts';
import type { UserEvent } from '../users/user.events.ts';
import { sharingDecider, type SharedAchievement, type SharedPool, type SharingCommand } from './achievement-sharing.decider.ts';
import type { AchievementSharingEvent, SharingPreferencesSet } from './achievement-sharing.events.ts';
import { DEFAULT_SHARING_PREFERENCES, type SharingPreferences } from './sharing-preferences.ts';

const given = DeciderSpecification.for(sharingDecider);
const userId = 'u1';
const achievement: SharedAchievement = {
  id: 'a1', key: 'ph-corrected:plan1', title: 'pH Perfect', description: 'Bring pH into range', points: 30, achievementType: 'improvement',
  category: 'chemistry', difficulty: 'medium', unit: 'plans', value: 7.5, achievedAt: 1_000, beforeValue: 8.1, afterValue: 7.5, measure: 'pH',
};
const pool: SharedPool = { name: 'Backyard', volumeGallons: 18_000, surfaceMaterial: 'plaster', sanitationType: 'salt', region: 'Los Angeles' };
const share = (shareId = 's1'): SharingCommand => ({ type: 'ShareAchievement', shareId, userId, token: 'tok_0123456789abcdef', platform: 'twitter', achievement, pool, now: 5_000 });
const preferencesSet = (preferences: Partial<SharingPreferences>): SharingPreferencesSet => ({
  type: 'SharingPreferencesSet',
  data: { userId, preferences: { ...DEFAULT_SHARING_PREFERENCES, ...preferences, preferredPlatforms: [...(preferences.preferredPlatforms ?? [])], customHashtags: [...(preferences.customHashtags ?? [])] }, setAt: 1 },
});
const registered: UserEvent = { type: 'UserRegistered', data: { userId, registeredAt: 0, identityProvider: 'local', email: 'a@example.com', firstName: 'Pat', lastName: null, profileImageUrl: null } };

describe('the sharing decider', () => {
  it('shares under the default preferences: before/after and a tip, but no location and no pool details', () => {
    given([]).when(share()).then([{
      type: 'AchievementShared',
      data: {
        shareId: 's1', userId, achievementId: 'a1', achievementKey: 'ph-corrected:plan1', platform: 'twitter', token: 'tok_0123456789abcdef', sharedAt: 5_000,
        snapshot: expect.objectContaining({ title: 'pH Perfect', beforeValue: 8.1, afterValue: 7.5, location: null, pool: null, tip: expect.stringContaining('pH'), hashtags: [] }),
      },
    }]);
  });

  it('includes the region and the pool only when the preferences on the stream allow them, and leaves out before/after when asked', () => {
    const past = [preferencesSet({ shareWithLocation: true, sharePoolDetails: true, includeBeforeAfter: false, includeTips: false, customHashtags: ['#PoolLife'] })];
    const [event] = sharingDecider.decide(share(), foldEvents(sharingDecider, past));
    expect(event?.type === 'AchievementShared' && event.data.snapshot).toMatchObject({
      location: 'Los Angeles', pool: { name: 'Backyard', volumeGallons: 18_000, surfaceMaterial: 'plaster', sanitationType: 'salt' },
      beforeValue: null, afterValue: null, tip: null, hashtags: ['#PoolLife'],
    });
  });

  it('records a share once: the same share id again decides nothing', () => {
    const [first] = sharingDecider.decide(share(), foldEvents(sharingDecider, []));
    given([first!]).when(share()).thenNothingHappens();
    given([first!]).when(share('s2')).then([expect.objectContaining({ type: 'AchievementShared' }) as AchievementSharingEvent]);
  });

  it('refuses a share whose token could be guessed', () => {
    given([]).when({ ...share(), token: 'short' } as SharingCommand).thenThrows();
  });

  it('records preferences with hashtags trimmed, deduplicated and #-prefixed, and nothing when they do not change', () => {
    const command: SharingCommand = { type: 'SetSharingPreferences', userId, now: 9, preferences: { ...DEFAULT_SHARING_PREFERENCES, privacyLevel: 'friends', customHashtags: [' pool ', '#Pool', 'summer', '', '#summer '] } };
    given([]).when(command).then({
      type: 'SharingPreferencesSet',
      data: { userId, setAt: 9, preferences: { ...DEFAULT_SHARING_PREFERENCES, privacyLevel: 'friends', preferredPlatforms: [], customHashtags: ['#pool', '#summer'] } },
    });
    given([preferencesSet({ privacyLevel: 'friends', customHashtags: ['#pool', '#summer'] })]).when(command).thenNothingHappens();
  });

  it('shares the stream with the account: each decider passes over the other’s events', () => {
    const [shared] = sharingDecider.decide(share(), foldEvents(sharingDecider, []));
    const stream = [registered as unknown as AchievementSharingEvent, shared!, preferencesSet({ privacyLevel: 'private' })];
    expect(foldEvents(sharingDecider, stream)).toMatchObject({ preferences: { privacyLevel: 'private' } });
    expect(foldEvents(userDecider, stream as unknown as UserEvent[])).toMatchObject({ status: 'registered', profile: { firstName: 'Pat' } });
  });
});
