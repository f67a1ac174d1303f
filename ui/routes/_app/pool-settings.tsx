// /pool-settings — edit the active pool (spec §2, §5).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { PoolSettingsScreen } from '../../features/pools/settings/PoolSettingsScreen.tsx';

export const Route = createFileRoute('/_app/pool-settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
  component: PoolSettingsScreen,
});
