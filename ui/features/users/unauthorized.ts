// Spec §2: when a signed-in screen finds the user logged out, toast 'Unauthorized' /
// 'You are logged out. Logging in again...' and send the browser to /api/login 500 ms after the toast
// shows. The toast's code loads with the first toast, and on a slow phone the app may still be starting,
// so the 500 ms count from the toast being on screen, not from the failed call; if the toast cannot show
// at all (its code failed to load), the browser goes anyway after LOGGED_OUT_TOAST_WAIT_MS.
// Runs at most once per page so a burst of failing queries shows one toast and one redirect.
import type { QueryKey } from '@tanstack/react-query';
import { authUserQueryOptions, LOGIN_PATH } from '../../api/users.api.ts';
import { isApiError, type ErrorSource } from '../../api/client.ts';
import { toast } from '../../shell/toast/toast-state.ts';

export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;
export const LOGGED_OUT_TOAST_WAIT_MS = 3000;

let redirecting = false;

export function redirectToLogin(): void {
  window.location.assign(LOGIN_PATH);
}

export function handleLoggedOut(navigate: () => void = redirectToLogin): void {
  if (redirecting) return;
  redirecting = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const goAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      redirecting = false;
      navigate();
    }, ms);
  };
  goAfter(LOGGED_OUT_TOAST_WAIT_MS);
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
    onShown: () => goAfter(LOGGED_OUT_REDIRECT_DELAY_MS),
  });
}

const AUTH_USER_KEY: QueryKey = authUserQueryOptions().queryKey;
const isAuthUserKey = (key: QueryKey | undefined): boolean =>
  key?.length === AUTH_USER_KEY.length && AUTH_USER_KEY.every((segment, index) => key[index] === segment);

/** Set `meta: { [EXPECTS_401]: true }` on calls where 401 is an answer, not a lost session (sign-in). */
export const EXPECTS_401 = 'expects401';

/** QueryClient onError hook: a 401 from any protected call means the session ended. */
export function onQueryError(error: unknown, source: ErrorSource, navigate = redirectToLogin): void {
  if (!isApiError(error, 401) || isAuthUserKey(source.queryKey) || source.meta?.[EXPECTS_401] === true) return;
  handleLoggedOut(navigate);
}

/** A 401 means the session ended: the global handler above toasts and redirects, so callers stay quiet. */
export const endsSession = (error: unknown): boolean => isApiError(error, 401);
