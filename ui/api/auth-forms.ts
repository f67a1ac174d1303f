// Sign-in and registration form schemas (zod/mini), apart from auth.api.ts so that the user query every
// screen starts with does not load zod; only the login screen's chunk does.
import { z } from 'zod/mini';

/** Passwords need at least this many characters (the server applies the same rule). */
export const MIN_PASSWORD_LENGTH = 10;

export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  ),
});
export type SignInInput = z.output<typeof signInSchema>;

const optionalName = z.optional(z.string().check(z.trim(), z.maxLength(100, 'Use at most 100 characters')));

export const registerSchema = z.extend(signInSchema, {
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.output<typeof registerSchema>;
