// / — home for a signed-in user (the auth gate shows the landing screen to a visitor).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { HomeScreen } from '../../features/home/HomeScreen.tsx';

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    if (!context.user) return;
    // A failure is shown by the pool section itself (with a retry), not as a broken screen.
    await context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
  },
  component: HomeScreen,
});
