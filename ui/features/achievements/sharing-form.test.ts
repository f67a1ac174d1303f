// The sharing preferences form's hashtags (spec §5: trimmed, deduplicated, '#'-prefixed) and what it
// sends, and the checks it runs before sending.
import { describe, expect, it } from 'vitest';
import { HASHTAG_MESSAGE } from '../../../contracts/achievements.contract.ts';
import { draftChanged, draftFrom, hashtagsError, hashtagsFrom, HASHTAG_TOO_LONG, preferencesFrom, TOO_MANY_HASHTAGS } from './sharing-form.ts';
import { somePreferences } from './testing/achievement-replies.ts';

describe('custom hashtags', () => {
  it('are trimmed, deduplicated ignoring case, and given a leading #', () => {
    expect(hashtagsFrom('  PoolLife, #poollife  clearwater,,#Summer  # ')).toEqual(['#PoolLife', '#clearwater', '#Summer']);
    expect(hashtagsFrom('   ')).toEqual([]);
  });

  it("are refused with the server's message when one is not a single word", () => {
    expect(hashtagsError('#pool-life')).toBe(HASHTAG_MESSAGE);
    expect(hashtagsError('#pool_life #clear2026')).toBeUndefined();
  });

  it('are refused when too long or too many', () => {
    expect(hashtagsError(`#${'a'.repeat(40)}`)).toBe(HASHTAG_TOO_LONG);
    expect(hashtagsError(`#${'a'.repeat(39)}`)).toBeUndefined();
    expect(hashtagsError(Array.from({ length: 11 }, (_, i) => `tag${i}`).join(' '))).toBe(TOO_MANY_HASHTAGS);
    expect(hashtagsError(Array.from({ length: 11 }, () => 'same').join(' '))).toBeUndefined();
  });
});

describe('the preferences sent', () => {
  it('carry every field, the hashtags as they will be saved', () => {
    const draft = { ...draftFrom(somePreferences({ privacyLevel: 'friends', preferredPlatforms: ['twitter'] })), hashtagsText: ' pool, #Pool sun ' };
    expect(preferencesFrom(draft)).toEqual(somePreferences({ privacyLevel: 'friends', preferredPlatforms: ['twitter'], customHashtags: ['#pool', '#sun'] }));
  });

  it('show the saved hashtags as one line, and count as unchanged until something would save differently', () => {
    const saved = somePreferences({ customHashtags: ['#pool', '#sun'] });
    const draft = draftFrom(saved);
    expect(draft.hashtagsText).toBe('#pool #sun');
    expect(draftChanged({ ...draft, hashtagsText: 'pool,  sun' }, saved)).toBe(false);
    expect(draftChanged({ ...draft, hashtagsText: 'pool' }, saved)).toBe(true);
    expect(draftChanged({ ...draft, includeTips: !draft.includeTips }, saved)).toBe(true);
  });
});
