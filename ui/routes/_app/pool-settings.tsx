// /pool-settings — edit the active pool (spec §2, §5).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { preferencesQueryOptions } from '../../api/users.api.ts';
import { PoolSettingsScreen } from '../../features/pools/settings/PoolSettingsScreen.tsx';

export const Route = createFileRoute('/_app/pool-settings')({
  // The pool, and the owner's units its volume is shown in.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(preferencesQueryOptions()).catch(() => undefined),
    ]),
  component: PoolSettingsScreen,
});
