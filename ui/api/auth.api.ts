// Auth calls: the signed-in user query (spec §7: GET /api/auth/user, no retry, reply is the user or nothing)
// and the local-accounts sign-in and registration requests.
import { queryOptions } from '@tanstack/react-query';
// zod/mini keeps the schemas out of the first screen's weight budget.
import { z } from 'zod/mini';
import { apiJson, fetchQueryKey, isApiError } from './client.ts';

export const userSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  profileImageUrl: z.nullish(z.string()),
});
export type User = z.output<typeof userSchema>;

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'auth', 'user'] as const,
    queryFn: async (context): Promise<User | null> => {
      try {
        return await fetchQueryKey(context, z.nullable(userSchema));
      } catch (error) {
        // A visitor is "nothing", whether the server says so with null or with 401.
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

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

export function signIn(input: SignInInput): Promise<unknown> {
  return apiJson('POST', '/api/auth/login', { payload: input });
}

export function register(input: RegisterInput): Promise<unknown> {
  const payload = {
    email: input.email,
    password: input.password,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  return apiJson('POST', '/api/auth/register', { payload });
}

/** Browser navigations handled by the server (spec §2). */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
