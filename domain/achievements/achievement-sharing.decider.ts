// The sharing decider, over the owner's `user-{userId}` stream: shares and sharing preferences. The
// stream also holds the account's own events (users area), which this decider passes over, as the
// user decider passes over these. A share's snapshot is made here, from the preferences recorded on
// the stream, so what a page may show is decided once, by the rules in force when it was shared.
import { DomainError, type Decider, type DomainEvent } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import type { AchievementDefinition } from './achievement-rules.ts';
import type { AchievementSharingEvent, ShareSnapshot } from './achievement-sharing.events.ts';
import { DEFAULT_SHARING_PREFERENCES, normalizeSharingPreferences, samePreferences, type SharePlatform, type SharingPreferences } from './sharing-preferences.ts';

export interface SharingState {
  readonly shareIds: ReadonlySet<string>;
  readonly preferences: SharingPreferences;
}

/** The achievement as the read model has it when it is shared. */
export type SharedAchievement = Pick<AchievementDefinition, 'title' | 'description' | 'points' | 'achievementType' | 'category' | 'difficulty' | 'unit'> & {
  readonly id: string;
  readonly key: string;
  readonly value: number;
  readonly achievedAt: EpochMs;
  readonly beforeValue: number | null;
  readonly afterValue: number | null;
  /** What before and after measure ('pH'), when they are values. */
  readonly measure: string | null;
};

/** What may be said about the pool, if the preferences allow it. */
export interface SharedPool {
  readonly name: string;
  readonly volumeGallons: number;
  readonly surfaceMaterial: string;
  readonly sanitationType: string;
  /** The pool's region (its time zone's city), when it is located. */
  readonly region: string | null;
}

export type SharingCommand =
  | { type: 'ShareAchievement'; shareId: string; userId: string; token: string; platform: SharePlatform; achievement: SharedAchievement; pool: SharedPool | null; now: EpochMs }
  | { type: 'SetSharingPreferences'; userId: string; preferences: SharingPreferences; now: EpochMs };

/** A line of advice a share page may carry (includeTips), per category. */
export const SHARE_TIPS: Readonly<Record<SharedAchievement['category'], string>> = {
  testing: 'Test your water at least twice a week: small drifts are cheap to fix.',
  chemistry: 'Keep pH between 7.2 and 7.6: chlorine works best there and the water feels soft.',
  maintenance: 'A few minutes of care on schedule saves hours of fixing later.',
  cleaning: 'Brush the walls and clean the filter regularly to keep algae away.',
  equipment: 'Service your pump and filter at their intervals and they last for years.',
  safety: 'Keep free chlorine at or above your CYA-based minimum every day.',
  sharing: 'Share what works: clear water is easier together.',
};

const SHARING_TYPES: ReadonlySet<string> = new Set<AchievementSharingEvent['type']>(['AchievementShared', 'SharingPreferencesSet']);

export function evolveSharing(state: SharingState, event: DomainEvent): SharingState {
  if (!SHARING_TYPES.has(event.type)) return state;
  const sharing = event as AchievementSharingEvent;
  if (sharing.type === 'AchievementShared') return { ...state, shareIds: new Set([...state.shareIds, sharing.data.shareId]) };
  return { ...state, preferences: sharing.data.preferences };
}

export function snapshotOf(achievement: SharedAchievement, pool: SharedPool | null, preferences: SharingPreferences): ShareSnapshot {
  const { title, description, points, achievementType, category, difficulty, value, unit, achievedAt } = achievement;
  return {
    title, description, points, achievementType, category, difficulty, value, unit, achievedAt,
    beforeValue: preferences.includeBeforeAfter ? achievement.beforeValue : null,
    afterValue: preferences.includeBeforeAfter ? achievement.afterValue : null,
    measure: achievement.measure,
    location: preferences.shareWithLocation ? (pool?.region ?? null) : null,
    pool: preferences.sharePoolDetails && pool ? { name: pool.name, volumeGallons: pool.volumeGallons, surfaceMaterial: pool.surfaceMaterial, sanitationType: pool.sanitationType } : null,
    tip: preferences.includeTips ? SHARE_TIPS[category] : null,
    hashtags: [...preferences.customHashtags],
  };
}

function share(command: Extract<SharingCommand, { type: 'ShareAchievement' }>, state: SharingState): AchievementSharingEvent[] {
  if (state.shareIds.has(command.shareId)) return [];
  if (command.token.length < 16) throw new DomainError('invalid', 'A share needs an unguessable token');
  const { shareId, userId, token, platform, achievement, pool, now } = command;
  return [{
    type: 'AchievementShared',
    data: { shareId, userId, achievementId: achievement.id, achievementKey: achievement.key, platform, token, sharedAt: now, snapshot: snapshotOf(achievement, pool, state.preferences) },
  }];
}

function setPreferences(command: Extract<SharingCommand, { type: 'SetSharingPreferences' }>, state: SharingState): AchievementSharingEvent[] {
  const preferences = normalizeSharingPreferences(command.preferences);
  if (samePreferences(preferences, state.preferences)) return [];
  const recorded = { ...preferences, preferredPlatforms: [...preferences.preferredPlatforms], customHashtags: [...preferences.customHashtags] };
  return [{ type: 'SharingPreferencesSet', data: { userId: command.userId, preferences: recorded, setAt: command.now } }];
}

export const sharingDecider: Decider<SharingCommand, AchievementSharingEvent, SharingState> = {
  initialState: () => ({ shareIds: new Set(), preferences: DEFAULT_SHARING_PREFERENCES }),
  evolve: evolveSharing,
  decide(command, state) {
    return command.type === 'ShareAchievement' ? share(command, state) : setPreferences(command, state);
  },
};
