// Local UI state of /achievements: the open tab, the Earned tab's filters and sub-tab, the Browse
// tab's filters (atoms, so they survive switching tabs and coming back to the screen), and which
// achievement the share menu is open for (a check can open it, when the owner asked for that).
import type { Achievement } from '../../api/achievements.api.ts';
import { atom } from '../../state/jotai.ts';
import { ALL_PROGRESS, type BrowseFilters } from './browse-view.ts';
import { NO_FILTERS, type EarnedFilters, type EarnedView } from './earned-view.ts';

export const ACHIEVEMENT_TABS = ['earned', 'browse', 'settings'] as const;
export type AchievementTab = (typeof ACHIEVEMENT_TABS)[number];

export const achievementTabAtom = atom<AchievementTab>('earned');
export const earnedViewAtom = atom<EarnedView>('recent');
export const earnedFiltersAtom = atom<EarnedFilters>(NO_FILTERS);
export const browseFiltersAtom = atom<BrowseFilters>(ALL_PROGRESS);
export const sharingAchievementAtom = atom<Achievement | null>(null);
