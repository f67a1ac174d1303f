// /pools/{id}/test — water testing for a given pool (spec §2). A folder route, because the router
// plugin ignores files ending in .test.tsx (pools.$poolId.test.tsx would be skipped as a unit test).
// An id that is not a pool id, or not one of the owner's pools, is 'Page Not Found' like any unknown
// path, rather than a form whose save fails.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../../../api/pools.api.ts';
import { preferencesQueryOptions } from '../../../../api/users.api.ts';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { SubScreenHeader } from '../../../../shell/chrome/SubScreenHeader.tsx';
import { TestScreen } from '../../../../features/water/test-screen/TestScreen.tsx';

const POOL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked by hand: params are parsed in the first screen's bundle, which zod's runtime would weigh down. */
function parseParams({ poolId }: { poolId: string }): { poolId: string } {
  if (!POOL_ID.test(poolId)) throw notFound();
  return { poolId };
}

export const Route = createFileRoute('/_app/pools/$poolId/test')({
  params: { parse: parseParams },
  loader: async ({ context, params }) => {
    const [pools] = await Promise.all([
      context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(preferencesQueryOptions()).catch(() => undefined),
    ]);
    if (pools && !pools.some((pool) => pool.id === params.poolId)) throw notFound();
  },
  // Entered by a full page load (the plan's 'Test Water Quality' link): the spinner until the pools load.
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  pendingMinMs: 0,
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
