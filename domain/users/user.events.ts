// Events of the `user-{userId}` stream: the account's profile and preferences. Credentials and sessions are not
// events; they live in infrastructure tables. Times are epoch ms (domain/common/time.ts); events
// stored with ISO strings are read as epoch ms.
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { eventParser } from '../common/event-parser.ts';
import { epochMsSchema } from '../common/time.ts';
import { TEST_METHODS } from '../water/test-methods.ts';
import { isClockTime, isTestMethodOrder, PREFERENCE_MESSAGES, UNIT_SYSTEMS } from './user-preferences.ts';

export const userStreamOf = (userId: string) => `user-${userId}`;

export const userProfileSchema = z.object({
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

export const userRegisteredSchema = userProfileSchema.extend({
  userId: z.string(),
  registeredAt: epochMsSchema,
  /** 'local' or the OpenID Connect issuer that vouched for the account. */
  identityProvider: z.string(),
});
export const profileUpdatedSchema = z.object({
  userId: z.string(),
  updatedAt: epochMsSchema,
  changes: userProfileSchema.partial(),
});

const clockTimeSchema = z.string().refine(isClockTime, PREFERENCE_MESSAGES.clockTime);
/** Only what changed; a field left out keeps its value. */
export const preferenceChangesSchema = z.object({
  units: z.enum(UNIT_SYSTEMS).optional(),
  quietHours: z.object({ start: clockTimeSchema, end: clockTimeSchema }).optional(),
  testMethodOrder: z.array(z.enum(TEST_METHODS)).readonly().refine(isTestMethodOrder, PREFERENCE_MESSAGES.testMethodOrder).optional(),
  emailAlerts: z.boolean().optional(),
  productDeals: z.boolean().optional(),
});
export const preferencesChangedSchema = z.object({
  userId: z.string(),
  changedAt: epochMsSchema,
  changes: preferenceChangesSchema,
});

export type UserRegistered = DomainEvent<'UserRegistered', z.output<typeof userRegisteredSchema>>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', z.output<typeof profileUpdatedSchema>>;
export type PreferencesChanged = DomainEvent<'PreferencesChanged', z.output<typeof preferencesChangedSchema>>;
export type UserEvent = UserRegistered | ProfileUpdated | PreferencesChanged;

/** The account's own events (the users read model); preferences have their own read model. */
export const USER_PROFILE_EVENT_TYPES = ['UserRegistered', 'ProfileUpdated'] as const satisfies readonly UserEvent['type'][];
export const USER_EVENT_TYPES = [...USER_PROFILE_EVENT_TYPES, 'PreferencesChanged'] as const satisfies readonly UserEvent['type'][];

/** A recorded event's data checked against its schema; undefined for an unknown type or bad data (projections skip it). */
export const parseUserEvent = eventParser<UserEvent>({
  UserRegistered: userRegisteredSchema,
  ProfileUpdated: profileUpdatedSchema,
  PreferencesChanged: preferencesChangedSchema,
});
