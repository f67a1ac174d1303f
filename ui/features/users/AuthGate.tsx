// Chooses what a path shows from the auth state (spec §2): 'Loading...' while GET /api/auth/user runs,
// an offline screen when it could not reach the server;
// a visitor sees the landing screen at /, the sign-in screen at /login and 'Page Not Found' elsewhere;
// a signed-in user gets the routed screens.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { authUserQueryOptions } from '../../api/users.api.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { OfflineScreen } from '../../components/Offline.tsx';
import { NotFoundScreen } from '../../components/NotFoundScreen.tsx';

// A visitor's / is served as the pre-rendered landing page, without the app; in the app it shows only
// after signing out. So its code stays out of a signed-in user's first screen.
const LandingScreen = lazy(() => import('../../shell/landing/LandingScreen.tsx').then((module) => ({ default: module.LandingScreen })));

/** Paths a visitor may open besides the landing screen. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/login']);

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function AuthGate({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useQuery(authUserQueryOptions());
  const path = normalisePath(useLocation({ select: (location) => location.pathname }));

  if (isPending) return <LoadingScreen />;
  // The server could not be asked (offline, or unreachable): saying so beats guessing a visitor.
  // Trying again reloads: the routes resolved while the server was unreachable are re-resolved too.
  if (isError) return <OfflineScreen onRetry={() => window.location.reload()} />;
  if (user) return children;
  if (path === '/') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LandingScreen />
      </Suspense>
    );
  }
  if (PUBLIC_PATHS.has(path)) return children;
  return <NotFoundScreen />;
}
