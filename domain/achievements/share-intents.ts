// Where a share goes: each platform's share-intent address, pointing at the achievement's public page
// (/share/{token}), with the text and hashtags the owner chose. Instagram has no web share intent: the
// app shares the card image through the Web Share API instead, so its address is null.
import type { SharePlatform } from './sharing-preferences.ts';

export interface ShareMessage {
  readonly title: string;
  readonly points: number;
  /** '#PoolLife' style, as the preferences record them. */
  readonly hashtags: readonly string[];
}

/** What a share says, on any platform. */
export function shareText(message: Pick<ShareMessage, 'title' | 'points'>): string {
  return `I just earned "${message.title}" (${message.points} points) for keeping my pool water right!`;
}

export function shareIntentUrl(platform: SharePlatform, pageUrl: string, message: ShareMessage): string | null {
  const page = encodeURIComponent(pageUrl);
  const tags = message.hashtags.map((tag) => tag.replace(/^#/, ''));
  switch (platform) {
    case 'twitter': {
      const hashtags = tags.length > 0 ? `&hashtags=${encodeURIComponent(tags.join(','))}` : '';
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText(message))}&url=${page}${hashtags}`;
    }
    case 'facebook': {
      // Facebook takes one hashtag.
      const hashtag = tags[0] ? `&hashtag=${encodeURIComponent(`#${tags[0]}`)}` : '';
      return `https://www.facebook.com/sharer/sharer.php?u=${page}${hashtag}`;
    }
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${page}`;
    case 'instagram':
      return null;
  }
}
