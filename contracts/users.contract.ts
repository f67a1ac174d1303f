// The HTTP contract of the users area (the /api/auth/* routes, the browser sign-in redirects and the
// signed-in user's preferences): request and reply schemas in zod/mini (the UI's first screen parses
// the user reply with it), paths and query keys. Shared with the UI: zod/mini and the zod-free domain.
import { z } from 'zod/mini';
import { isClockTime, isTestMethodOrder, PREFERENCE_MESSAGES, UNIT_SYSTEMS } from '../domain/users/user-preferences.ts';
import { TEST_METHODS } from '../domain/water/test-methods.ts';
import { routePath } from './route-path.ts';

export { DEFAULT_USER_PREFERENCES, PREFERENCE_MESSAGES, UNIT_SYSTEMS, type UnitSystem, type UserPreferences } from '../domain/users/user-preferences.ts';

export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 1024;

const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/** Emails are trimmed and lower-cased before anything else looks at them. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email(INVALID_EMAIL_MESSAGE).check(z.maxLength(254, INVALID_EMAIL_MESSAGE)),
);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(MAX_PASSWORD_LENGTH, 'Incorrect email or password')),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z.string().check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  ),
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type RegisterBody = z.output<typeof registerBodySchema>;

/** GET /api/callback: what the identity provider sends back (anything else passes through). */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(1024))),
});

/** The signed-in user (spec §3 User). */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
});
export type AuthUser = z.output<typeof authUserSchema>;

/** GET /api/auth/user: the user, or null for a visitor. */
export const authUserResponseSchema = z.nullable(authUserSchema);

/** The one answer to a wrong email or a wrong password, so neither reveals whether the account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password';

// The sign-in and registration forms check what the server checks, with the same messages; the
// server also trims and lower-cases the email, so the form only asks for a valid address.
export const signInFormSchema = z.object({
  email: z.email(INVALID_EMAIL_MESSAGE),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
});
export type SignInForm = z.output<typeof signInFormSchema>;

const optionalFormName = z.optional(z.string().check(z.trim(), z.maxLength(100, 'Use at most 100 characters')));
export const registerFormSchema = z.extend(signInFormSchema, { firstName: optionalFormName, lastName: optionalFormName });
export type RegisterForm = z.output<typeof registerFormSchema>;

const clockTimeSchema = z.string().check(z.maxLength(5), z.refine(isClockTime, PREFERENCE_MESSAGES.clockTime));
const quietHoursSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema });
const testMethodOrderSchema = z.array(z.enum(TEST_METHODS)).check(z.maxLength(TEST_METHODS.length), z.refine(isTestMethodOrder, PREFERENCE_MESSAGES.testMethodOrder));

/** GET /api/users/me/preferences (and the PUT's reply): the caller's preferences, defaults filled in. */
export const userPreferencesSchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  quietHours: quietHoursSchema,
  testMethodOrder: testMethodOrderSchema,
  emailAlerts: z.boolean(),
  productDeals: z.boolean(),
});

/** PUT /api/users/me/preferences: any of the preferences; one left out keeps its value. Quiet hours go together. */
export const preferencesBodySchema = z.partial(userPreferencesSchema);
export type PreferencesBody = z.output<typeof preferencesBodySchema>;

export const usersPaths = {
  user: routePath('/api/auth/user'),
  register: routePath('/api/auth/register'),
  login: routePath('/api/auth/login'),
  /** Browser navigations handled by the server (spec §2). */
  browserLogin: routePath('/api/login'),
  browserLogout: routePath('/api/logout'),
  oidcCallback: routePath('/api/callback'),
  preferences: routePath('/api/users/me/preferences'),
} as const;

export const usersKeys = {
  all: ['users'] as const,
  /** The signed-in user (or null): every screen starts from it. */
  me: () => ['users', 'me'] as const,
  preferences: () => ['users', 'me', 'preferences'] as const,
};
