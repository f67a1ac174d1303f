// Events of the `user-{userId}` stream: the account's profile. Credentials and sessions are not
// events; they live in infrastructure tables. Times are epoch ms (domain/common/time.ts); events
// stored with ISO strings are read as epoch ms.
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { epochMsSchema } from '../common/time.ts';

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

export type UserRegistered = DomainEvent<'UserRegistered', z.output<typeof userRegisteredSchema>>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', z.output<typeof profileUpdatedSchema>>;
export type UserEvent = UserRegistered | ProfileUpdated;

export const USER_EVENT_TYPES = ['UserRegistered', 'ProfileUpdated'] as const satisfies readonly UserEvent['type'][];
