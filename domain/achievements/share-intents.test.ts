// Share intents: X/Twitter with text, page and hashtags (without their '#'), Facebook and LinkedIn with
// the page, Instagram none (the app uses the Web Share API).
import { describe, expect, it } from 'vitest';
import { shareIntentUrl } from './share-intents.ts';

const page = 'https://pool.example/share/abcDEF0123456789_-x';
const message = { title: 'Steady Routine', points: 30, hashtags: ['#PoolLife', '#ClearWater'] };

describe('share intents', () => {
  it('points X/Twitter at the page with the text and the hashtags', () => {
    const url = new URL(shareIntentUrl('twitter', page, message)!);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('text')).toContain('"Steady Routine" (30 points)');
    expect(url.searchParams.get('hashtags')).toBe('PoolLife,ClearWater');
  });

  it('points Facebook and LinkedIn at the page', () => {
    expect(new URL(shareIntentUrl('facebook', page, message)!).searchParams.get('u')).toBe(page);
    expect(new URL(shareIntentUrl('facebook', page, message)!).searchParams.get('hashtag')).toBe('#PoolLife');
    expect(new URL(shareIntentUrl('linkedin', page, { ...message, hashtags: [] })!).searchParams.get('url')).toBe(page);
  });

  it('has no intent for Instagram', () => {
    expect(shareIntentUrl('instagram', page, message)).toBeNull();
  });
});
