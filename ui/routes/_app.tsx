// Layout for signed-in screens: the mobile column and the bottom navigation. beforeLoad resolves the
// user once so child loaders can skip fetching for a visitor (who only ever sees / and /login).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { authUserQueryOptions } from '../api/auth.api.ts';
import { Page } from '../components/Page.tsx';
import { BottomNav } from '../features/chrome/BottomNav.tsx';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authUserQueryOptions()).catch(() => null);
    return { user };
  },
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
