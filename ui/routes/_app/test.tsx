// /test — water testing for the first pool (spec §2), its methods in the owner's preferred order.
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { preferencesQueryOptions } from '../../api/users.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { TestScreen } from '../../features/water/test-screen/TestScreen.tsx';

export const Route = createFileRoute('/_app/test')({
  loader: ({ context }) => Promise.all([
    context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
    context.queryClient.ensureQueryData(preferencesQueryOptions()).catch(() => undefined),
  ]),
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
