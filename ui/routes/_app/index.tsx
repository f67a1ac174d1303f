// / — home for a signed-in user (the auth gate shows the landing screen to a visitor).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions, selectActivePool } from '../../api/pools.api.ts';
import { latestReadingQueryOptions, treatmentPlanQueryOptions } from '../../api/water.api.ts';
import { HomeScreen } from '../../shell/home/HomeScreen.tsx';

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    if (!context.user) return;
    // A failure is shown by the pool section itself (with a retry), not as a broken screen.
    const pools = await context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
    const pool = selectActivePool(pools);
    if (!pool || pool.onboardingCompleted !== true) return;
    // Load the status card's data before the first paint so the card does not grow under the reader.
    await Promise.all([
      context.queryClient.ensureQueryData(latestReadingQueryOptions(pool.id)),
      context.queryClient.ensureQueryData(treatmentPlanQueryOptions(pool.id)),
    ]).catch(() => undefined);
  },
  component: HomeScreen,
});
