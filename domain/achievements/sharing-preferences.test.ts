// Spec §5 hashtags and the preferences as recorded.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARING_PREFERENCES, isHashtag, normalizeHashtags, normalizeSharingPreferences } from './sharing-preferences.ts';

describe('sharing preferences', () => {
  it('trims hashtags, adds the leading #, drops empty ones and duplicates (ignoring case), keeping the first', () => {
    expect(normalizeHashtags(['  pool', '#Pool', 'ClearWater ', '#', '', '#clearwater', 'summer_2026'])).toEqual(['#pool', '#ClearWater', '#summer_2026']);
  });

  it('accepts one word of letters, digits and underscores as a hashtag, with or without its #', () => {
    expect(['pool', '#pool', ' #Ñandú_2 ', 'プール'].every(isHashtag)).toBe(true);
    expect(['two words', '#a#b', 'semi;colon', '#'].some(isHashtag)).toBe(false);
  });

  it('lists preferred platforms once each, in the spec’s order', () => {
    expect(normalizeSharingPreferences({ ...DEFAULT_SHARING_PREFERENCES, preferredPlatforms: ['instagram', 'twitter', 'instagram'] }).preferredPlatforms).toEqual(['twitter', 'instagram']);
  });
});
