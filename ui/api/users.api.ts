// Auth calls: the signed-in user query (spec §7: GET /api/auth/user, no retry, reply is the user or nothing)
// and the local-accounts sign-in and registration requests (their form schemas are in auth-forms.ts).
import { queryOptions } from '@tanstack/react-query';
import type { RegisterInput, SignInInput } from './auth-forms.ts';
import { apiJson, fetchQueryKey, isApiError, type ReplySchema } from './client.ts';

export interface User {
  id: string | number;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  [key: string]: unknown;
}

/**
 * The user reply, or null, checked by hand: every screen waits for it, and zod's runtime would weigh
 * about a tenth of the first screen's JavaScript for these five fields.
 */
const nullableUserSchema: ReplySchema<User | null> = {
  parse(data) {
    if (data === null) return null;
    const invalid = (why: string) => new TypeError(`GET /api/auth/user: ${why}`);
    if (typeof data !== 'object' || Array.isArray(data)) throw invalid('expected an object or null');
    const user = data as Record<string, unknown>;
    if (typeof user.id !== 'string' && typeof user.id !== 'number') throw invalid('id must be a string or a number');
    for (const key of ['firstName', 'lastName', 'email', 'profileImageUrl']) {
      const value = user[key];
      if (value !== undefined && value !== null && typeof value !== 'string') throw invalid(`${key} must be text`);
    }
    return user as User;
  },
};

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'auth', 'user'] as const,
    queryFn: async (context): Promise<User | null> => {
      try {
        return await fetchQueryKey(context, nullableUserSchema);
      } catch (error) {
        // A visitor is "nothing", whether the server says so with null or with 401.
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

export type { RegisterInput, SignInInput } from './auth-forms.ts';

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
