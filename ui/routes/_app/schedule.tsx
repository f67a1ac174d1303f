// /schedule — the active pool's maintenance schedule (spec §2). The loader warms the pool list and,
// for the active pool, its tasks and upcoming tasks, so the screen paints whole; a failed fetch is
// left to the screen, which says so.
import { createFileRoute } from '@tanstack/react-router';
import { maintenanceTasksQueryOptions, upcomingTasksQueryOptions } from '../../api/maintenance.api.ts';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { loadQuery } from '../../api/water.api.ts';
import { ScheduleScreen } from '../../features/maintenance/ScheduleScreen.tsx';
import { currentActivePool } from '../../features/pools/active-pool-state.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/schedule')({
  loader: async ({ context: { queryClient } }) => {
    const pools = await queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
    const pool = currentActivePool(pools);
    if (!pool) return;
    await Promise.all([loadQuery(queryClient, maintenanceTasksQueryOptions(pool.id)), loadQuery(queryClient, upcomingTasksQueryOptions(pool.id))]).catch(() => undefined);
  },
  component: Screen,
});

function Screen() {
  return (
    <>
      <SubScreenHeader title="Maintenance Schedule" />
      <ScheduleScreen />
    </>
  );
}
