// /test — water testing for the first pool (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { TestScreen } from '../../features/water/test-screen/TestScreen.tsx';

export const Route = createFileRoute('/_app/test')({
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
  component: Screen,
});

function Screen() {
  return (
    <>
      <SubScreenHeader title="Water Testing" />
      <TestScreen />
    </>
  );
}
