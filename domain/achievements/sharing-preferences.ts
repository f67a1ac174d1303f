// Sharing preferences (spec §3) and how they are cleaned before they are recorded: hashtags trimmed,
// deduplicated and given a leading '#' (spec §5). Zod-free, so the contract (and the UI through it)
// shares the same lists, defaults and rules. Privacy: 'public' (the default) shows share pages to
// anyone, 'friends' only through their unguessable link and never to search engines, 'private'
// shows none.

export const SHARE_PLATFORMS = ['twitter', 'facebook', 'linkedin', 'instagram'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];
export const PRIVACY_LEVELS = ['private', 'friends', 'public'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

export interface SharingPreferences {
  readonly autoShareAchievements: boolean;
  readonly preferredPlatforms: readonly SharePlatform[];
  readonly shareWithLocation: boolean;
  readonly sharePoolDetails: boolean;
  readonly privacyLevel: PrivacyLevel;
  readonly includeBeforeAfter: boolean;
  readonly includeTips: boolean;
  readonly customHashtags: readonly string[];
}

/** Until an owner saves theirs: public pages, nothing about where the pool is or what it is like. */
export const DEFAULT_SHARING_PREFERENCES: SharingPreferences = {
  autoShareAchievements: false,
  preferredPlatforms: [],
  shareWithLocation: false,
  sharePoolDetails: false,
  privacyLevel: 'public',
  includeBeforeAfter: true,
  includeTips: true,
  customHashtags: [],
};

export const HASHTAG_LIMITS = { count: 10, length: 40 } as const;
export const HASHTAG_MESSAGE = 'Hashtags may only contain letters, numbers and underscores';
const HASHTAG = /^#?[\p{L}\p{N}_]+$/u;

/** Whether a hashtag, trimmed, is one word of letters, digits and underscores (with or without its '#'). */
export function isHashtag(text: string): boolean {
  return HASHTAG.test(text.trim());
}

/** Spec §5: trimmed, empty ones dropped, a leading '#' added, duplicates (ignoring case) removed, first one kept. */
export function normalizeHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed === '#') continue;
    const tag = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The preferences as they are recorded: hashtags normalised, platforms once each in the spec's order. */
export function normalizeSharingPreferences(preferences: SharingPreferences): SharingPreferences {
  return {
    ...preferences,
    preferredPlatforms: SHARE_PLATFORMS.filter((platform) => preferences.preferredPlatforms.includes(platform)),
    customHashtags: normalizeHashtags(preferences.customHashtags),
  };
}

export function samePreferences(a: SharingPreferences, b: SharingPreferences): boolean {
  const keys = Object.keys(DEFAULT_SHARING_PREFERENCES) as (keyof SharingPreferences)[];
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
