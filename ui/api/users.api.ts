// Auth calls (contracts/users.contract.ts): the signed-in user query (spec §7: GET /api/auth/user, no retry,
// reply is the user or nothing) and the local-accounts sign-in and registration requests. The login
// screen's form schemas come from the same contract. Also the user's preferences (/settings).
import { queryOptions } from '@tanstack/react-query';
import {
  authUserResponseSchema, authUserSchema, userPreferencesSchema, usersKeys, usersPaths,
  type AuthUser, type PreferencesBody, type RegisterForm, type SignInForm, type UserPreferences,
} from '../../contracts/users.contract.ts';
import { apiJson, getJson, isApiError } from './client.ts';

export type User = AuthUser;

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.me(),
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await getJson(usersPaths.user(), authUserResponseSchema, signal);
      } catch (error) {
        // A visitor is "nothing", whether the server says so with null or with 401.
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

export type SignInInput = SignInForm;
export type RegisterInput = RegisterForm;

export function signIn(input: SignInInput): Promise<User> {
  return apiJson('POST', usersPaths.login(), { payload: input, schema: authUserSchema });
}

export function register(input: RegisterInput): Promise<User> {
  const payload = {
    email: input.email,
    password: input.password,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  return apiJson('POST', usersPaths.register(), { payload, schema: authUserSchema });
}

/** Browser navigations handled by the server (spec §2). */
export const LOGIN_PATH = usersPaths.browserLogin();
export const LOGOUT_PATH = usersPaths.browserLogout();

/** GET /api/users/me/preferences: units, quiet hours, test method order, e-mail toggles (defaults until changed). */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.preferences(),
    queryFn: ({ signal }): Promise<UserPreferences> => getJson(usersPaths.preferences(), userPreferencesSchema, signal),
  });

/** PUT /api/users/me/preferences with only what changes; the reply is the whole set. */
export function savePreferences(changes: PreferencesBody): Promise<UserPreferences> {
  return apiJson('PUT', usersPaths.preferences(), { payload: changes, schema: userPreferencesSchema });
}
