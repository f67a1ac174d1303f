// Events of the achievements area, recorded on the owner's `user-{userId}` stream beside the account's
// own events: a share (the platform, when, and a snapshot of what was shared, made under the owner's
// preferences at that moment) and a change of sharing preferences. Achievements themselves are never
// events: they are derived from history by the rules (achievement-rules.ts).
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { eventParser } from '../common/event-parser.ts';
import { SHARE_PLATFORMS } from './sharing-preferences.ts';
import { achievementCoreShape, sharingPreferencesSchema } from './sharing-preferences.schema.ts';

/** What a share page shows: the achievement as it was, and only what the preferences allowed then. */
export const shareSnapshotSchema = z.object({
  ...achievementCoreShape,
  achievedAt: z.number(),
  /** Improvements only, and only with includeBeforeAfter; measure says what they measure ('pH'). */
  beforeValue: z.number().nullable(),
  afterValue: z.number().nullable(),
  measure: z.string().nullable().optional(),
  /** Only with shareWithLocation: the region the pool is in (its time zone's city), never coordinates. */
  location: z.string().nullable(),
  /** Only with sharePoolDetails. */
  pool: z.object({ name: z.string(), volumeGallons: z.number(), surfaceMaterial: z.string(), sanitationType: z.string() }).nullable(),
  /** Only with includeTips. */
  tip: z.string().nullable(),
  hashtags: z.array(z.string()),
});
export type ShareSnapshot = z.output<typeof shareSnapshotSchema>;

export const achievementSharedSchema = z.object({
  shareId: z.string(),
  userId: z.string(),
  achievementId: z.string(),
  achievementKey: z.string(),
  platform: z.enum(SHARE_PLATFORMS),
  /** The unguessable part of the public page's address, /share/{token}. */
  token: z.string(),
  sharedAt: z.number(),
  snapshot: shareSnapshotSchema,
});
export const sharingPreferencesSetSchema = z.object({ userId: z.string(), preferences: sharingPreferencesSchema, setAt: z.number() });

export type AchievementShared = DomainEvent<'AchievementShared', z.output<typeof achievementSharedSchema>>;
export type SharingPreferencesSet = DomainEvent<'SharingPreferencesSet', z.output<typeof sharingPreferencesSetSchema>>;
export type AchievementSharingEvent = AchievementShared | SharingPreferencesSet;

export const ACHIEVEMENT_SHARING_EVENT_TYPES = ['AchievementShared', 'SharingPreferencesSet'] as const satisfies readonly AchievementSharingEvent['type'][];

export const achievementSharingEventDataSchemas = {
  AchievementShared: achievementSharedSchema,
  SharingPreferencesSet: sharingPreferencesSetSchema,
} as const satisfies Record<AchievementSharingEvent['type'], z.ZodType>;

/** A recorded event's data checked against its schema; undefined for an unknown type or bad data (projections skip it). */
export const parseAchievementSharingEvent = eventParser<AchievementSharingEvent>(achievementSharingEventDataSchemas);
