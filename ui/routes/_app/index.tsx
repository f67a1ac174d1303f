// / — home for a signed-in user (the auth gate shows the landing screen to a visitor).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { preferencesQueryOptions } from '../../api/users.api.ts';
import { latestReadingQueryOptions, loadQuery, treatmentPlanQueryOptions, waterTargetsBasisQueryOptions } from '../../api/water.api.ts';
import { currentActivePool } from '../../features/pools/active-pool-state.ts';
import { HomeScreen } from '../../shell/home/HomeScreen.tsx';

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    // A failure is shown by the pool section itself (with a retry), not as a broken screen.
    const pools = await context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
    const pool = currentActivePool(pools);
    if (!pool || pool.onboardingCompleted !== true) return;
    // Load the status card's data before the first paint so the card does not grow under the reader.
    await Promise.all([
      loadQuery(context.queryClient, latestReadingQueryOptions(pool.id)),
      loadQuery(context.queryClient, treatmentPlanQueryOptions(pool.id)),
      loadQuery(context.queryClient, waterTargetsBasisQueryOptions(pool.id)),
      // The card's volume, temperature and doses in the owner's units.
      loadQuery(context.queryClient, preferencesQueryOptions()),
    ]).catch(() => undefined);
  },
  component: HomeScreen,
});
