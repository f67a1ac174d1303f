// What a public share page may show, decided by the owner's preferences now: 'private' shows nothing
// (every page of the owner is gone), 'friends' shows the page only to whoever has its link and keeps
// it out of search engines, 'public' is a normal page. A page never shows more than both what was
// shared then (the snapshot) and what the owner allows now: turning shareWithLocation, sharePoolDetails,
// includeBeforeAfter or includeTips off hides them from every earlier share too.
import type { ShareSnapshot } from './achievement-sharing.events.ts';
import type { SharingPreferences } from './sharing-preferences.ts';

export type ShareVisibility =
  | { readonly visible: false }
  | { readonly visible: true; readonly indexable: boolean; readonly snapshot: ShareSnapshot };

export function shareVisibility(snapshot: ShareSnapshot, preferences: SharingPreferences): ShareVisibility {
  if (preferences.privacyLevel === 'private') return { visible: false };
  const beforeAfter = preferences.includeBeforeAfter;
  return {
    visible: true,
    indexable: preferences.privacyLevel === 'public',
    snapshot: {
      ...snapshot,
      location: preferences.shareWithLocation ? snapshot.location : null,
      pool: preferences.sharePoolDetails ? snapshot.pool : null,
      beforeValue: beforeAfter ? snapshot.beforeValue : null,
      afterValue: beforeAfter ? snapshot.afterValue : null,
      tip: preferences.includeTips ? snapshot.tip : null,
    },
  };
}
