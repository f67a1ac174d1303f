// A share page under the owner's current preferences: private hides it, friends keeps it out of search
// engines, and nothing shows that either the snapshot or today's preferences leave out.
import { describe, expect, it } from 'vitest';
import type { ShareSnapshot } from './achievement-sharing.events.ts';
import { shareVisibility } from './share-visibility.ts';
import { DEFAULT_SHARING_PREFERENCES } from './sharing-preferences.ts';

const snapshot: ShareSnapshot = {
  title: 'pH Perfect', description: 'Bring pH into range', points: 30, achievementType: 'improvement', category: 'chemistry', difficulty: 'medium',
  value: 7.5, unit: 'plans', achievedAt: 1, beforeValue: 8.1, afterValue: 7.5, location: 'Los Angeles',
  pool: { name: 'Backyard', volumeGallons: 18000, surfaceMaterial: 'plaster', sanitationType: 'salt' }, tip: 'Keep pH in range', hashtags: [],
};
const everything = { ...DEFAULT_SHARING_PREFERENCES, shareWithLocation: true, sharePoolDetails: true, includeBeforeAfter: true, includeTips: true };

describe('share visibility', () => {
  it('hides every page of a private owner', () => {
    expect(shareVisibility(snapshot, { ...everything, privacyLevel: 'private' })).toEqual({ visible: false });
  });

  it('shows a public page to search engines and a friends-only page to no search engine', () => {
    expect(shareVisibility(snapshot, everything)).toMatchObject({ visible: true, indexable: true, snapshot });
    expect(shareVisibility(snapshot, { ...everything, privacyLevel: 'friends' })).toMatchObject({ visible: true, indexable: false });
  });

  it('leaves out location, pool details, before/after and tips the owner no longer allows', () => {
    const shown = shareVisibility(snapshot, DEFAULT_SHARING_PREFERENCES);
    expect(shown.visible && shown.snapshot).toMatchObject({ location: null, pool: null, beforeValue: 8.1, afterValue: 7.5, tip: 'Keep pH in range' });
    const bare = shareVisibility(snapshot, { ...everything, includeBeforeAfter: false, includeTips: false });
    expect(bare.visible && bare.snapshot).toMatchObject({ location: 'Los Angeles', beforeValue: null, afterValue: null, tip: null });
  });

  it('never shows what the snapshot left out, whatever the preferences say now', () => {
    const shown = shareVisibility({ ...snapshot, location: null, pool: null }, everything);
    expect(shown.visible && shown.snapshot).toMatchObject({ location: null, pool: null });
  });
});
