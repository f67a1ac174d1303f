// Layout for signed-in screens: the mobile column, the bottom navigation, and sending the tests entered offline. beforeLoad resolves the
// user once; for a visitor no signed-in route exists (spec §2), so every one of them, / included, is
// not found and none of their loaders runs. The auth gate then shows a visitor the landing screen at /
// and 'Page Not Found' at every other path, the same way for each.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { authUserQueryOptions } from '../api/users.api.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Page } from '../components/Page.tsx';
import { QueuedReadingsSync } from '../features/water/offline/QueuedReadingsSync.tsx';
import { BottomNav } from '../shell/chrome/BottomNav.tsx';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authUserQueryOptions()).catch(() => null);
    if (!user) throw notFound();
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
      <QueuedReadingsSync />
    </Page>
  );
}
