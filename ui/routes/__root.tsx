// Root route: the auth gate (spec §2), the toast viewport and tooltip timing shared by every screen.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import { NotFoundScreen } from '../components/NotFoundScreen.tsx';
import { AuthGate } from '../features/users/AuthGate.tsx';
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
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <AuthGate>
        <Outlet />
      </AuthGate>
      <LazyToaster />
    </Tooltip.Provider>
  );
}
