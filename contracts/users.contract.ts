// The HTTP contract of the users area (the /api/auth/* routes and the browser sign-in redirects): request
// and reply schemas in zod/mini (the UI's first screen parses the user reply with it), paths and query
// keys. Shared with the UI: zod only, no server code.
import { z } from 'zod/mini';
import { routePath } from './route-path.ts';

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

export const usersPaths = {
  user: routePath('/api/auth/user'),
  register: routePath('/api/auth/register'),
  login: routePath('/api/auth/login'),
  /** Browser navigations handled by the server (spec §2). */
  browserLogin: routePath('/api/login'),
  browserLogout: routePath('/api/logout'),
  oidcCallback: routePath('/api/callback'),
} as const;

export const usersKeys = {
  all: ['users'] as const,
  /** The signed-in user (or null): every screen starts from it. */
  me: () => ['users', 'me'] as const,
};
