// Layout for signed-in screens: the mobile column and the bottom navigation. beforeLoad resolves the
// user once so child loaders can skip fetching for a visitor (who only ever sees / and /login).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { authUserQueryOptions } from '../api/users.api.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Page } from '../components/Page.tsx';
import { BottomNav } from '../shell/chrome/BottomNav.tsx';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authUserQueryOptions()).catch(() => null);
    return { user };
  },
  // The first visit waits for the user here; show the same spinner as the auth gate meanwhile.
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AppLayout,
});

function AppLayout() {
  return (
    <Page className="pb-24">
      <Outlet />
      <BottomNav />
    </Page>
  );
}
