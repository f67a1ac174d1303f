// /pools/{id}/test — water testing for a given pool (spec §2). A folder route, because the router
// plugin ignores files ending in .test.tsx (pools.$poolId.test.tsx would be skipped as a unit test).
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../../../api/pools.api.ts';
import { SubScreenHeader } from '../../../../shell/chrome/SubScreenHeader.tsx';
import { TestScreen } from '../../../../features/water/test-screen/TestScreen.tsx';

/** Checked by hand: params are parsed in the first screen's bundle, which zod's runtime would weigh down. */
function parseParams({ poolId }: { poolId: string }): { poolId: string } {
  if (poolId.length < 1 || poolId.length > 100) throw new RangeError('poolId must be 1 to 100 characters');
  return { poolId };
}

export const Route = createFileRoute('/_app/pools/$poolId/test')({
  params: { parse: parseParams },
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
  component: Screen,
});

function Screen() {
  const { poolId } = Route.useParams();
  return (
    <>
      <SubScreenHeader title="Water Testing" />
      <TestScreen routePoolId={poolId} />
    </>
  );
}
