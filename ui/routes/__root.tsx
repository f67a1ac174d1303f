// Root route: the auth gate (spec §2), the theme every screen follows, and the toast viewport shared by every screen. (No screen has a
// tooltip; one that adds it wraps it in Radix's Tooltip.Provider with spec §9's 700 ms delay and 300 ms
// skip delay, which keeps Radix's tooltip code out of every first screen until then.)
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/NotFoundScreen.tsx';
import { OfflineBanner } from '../components/Offline.tsx';
import { AuthGate } from '../features/users/AuthGate.tsx';
import { ThemeFollower } from '../shell/theme/use-theme.ts';
import { LazyToaster } from '../shell/toast/LazyToaster.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  return (
    <>
      <ThemeFollower />
      <AuthGate>
        <Outlet />
      </AuthGate>
      <LazyToaster />
      <OfflineBanner />
    </>
  );
}
