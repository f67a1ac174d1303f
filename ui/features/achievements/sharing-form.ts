// The sharing preferences form (spec §3 Sharing preferences, §5 hashtags): a draft of the saved
// preferences in which the hashtags are one line of text, what that line becomes when saved (split on
// spaces and commas, then trimmed, deduplicated and '#'-prefixed by the contract's normalizeHashtags),
// and what is wrong with it, in the server's words, before anything is sent.
import { HASHTAG_LIMITS, HASHTAG_MESSAGE, normalizeHashtags } from '../../../contracts/achievements.contract.ts';
import { isHashtag } from '../../../domain/achievements/sharing-preferences.ts';
import type { SharingPreferencesBody } from '../../api/achievements.api.ts';

export interface SharingDraft extends Omit<SharingPreferencesBody, 'customHashtags'> {
  /** As typed: '#PoolLife, clear water'. */
  hashtagsText: string;
}

export function draftFrom({ customHashtags, ...preferences }: SharingPreferencesBody): SharingDraft {
  return { ...preferences, hashtagsText: customHashtags.join(' ') };
}

/** The hashtags a line of text holds, as they will be saved. */
export function hashtagsFrom(text: string): string[] {
  return normalizeHashtags(text.split(/[\s,]+/));
}

export const TOO_MANY_HASHTAGS = `Use at most ${HASHTAG_LIMITS.count} hashtags`;
export const HASHTAG_TOO_LONG = `Each hashtag may have at most ${HASHTAG_LIMITS.length} characters`;

/** Why the hashtags cannot be saved, or undefined when they can. */
export function hashtagsError(text: string): string | undefined {
  const tags = hashtagsFrom(text);
  if (tags.some((tag) => !isHashtag(tag))) return HASHTAG_MESSAGE;
  if (tags.some((tag) => tag.length > HASHTAG_LIMITS.length)) return HASHTAG_TOO_LONG;
  if (tags.length > HASHTAG_LIMITS.count) return TOO_MANY_HASHTAGS;
  return undefined;
}

/** The PUT body: every field, the hashtags normalised. */
export function preferencesFrom({ hashtagsText, ...draft }: SharingDraft): SharingPreferencesBody {
  return { ...draft, customHashtags: hashtagsFrom(hashtagsText) };
}

/** Whether the draft would save anything different. */
export function draftChanged(draft: SharingDraft, saved: SharingPreferencesBody): boolean {
  return JSON.stringify(preferencesFrom(draft)) !== JSON.stringify(preferencesFrom(draftFrom(saved)));
}
