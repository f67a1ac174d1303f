// Request and response schemas of the sign-in routes. Shared with the UI: zod only, no server code.
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Emails are trimmed and lower-cased before anything else looks at them. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'Enter a valid email address'));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(MAX_PASSWORD_LENGTH, 'Incorrect email or password'),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type RegisterBody = z.output<typeof registerBodySchema>;

/** The signed-in user (spec §3 User). */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.output<typeof authUserSchema>;

/** GET /api/auth/user: the user, or null for a visitor. */
export const authUserResponseSchema = authUserSchema.nullable();

/** The one answer to a wrong email or a wrong password, so neither reveals whether the account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password';
