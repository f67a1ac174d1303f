// /history — the pool's full chemistry history (issue 7): charts, every reading and chemical added, CSV.
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { HistoryScreen } from '../../features/water/history/HistoryScreen.tsx';

export const Route = createFileRoute('/_app/history')({
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
  component: Screen,
});

function Screen() {
  return (
    <>
      <SubScreenHeader title="Chemistry History" />
      <HistoryScreen />
    </>
  );
}
