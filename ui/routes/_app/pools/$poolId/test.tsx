// /pools/{id}/test — water testing for a given pool (spec §2). A folder route, because the router
// plugin ignores files ending in .test.tsx (pools.$poolId.test.tsx would be skipped as a unit test).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { poolsQueryOptions } from '../../../../api/pools.api.ts';
import { SubScreenHeader } from '../../../../features/chrome/SubScreenHeader.tsx';
import { TestScreen } from '../../../../features/testing/TestScreen.tsx';

const paramsSchema = z.object({ poolId: z.string().check(z.minLength(1), z.maxLength(100)) });

export const Route = createFileRoute('/_app/pools/$poolId/test')({
  params: { parse: (params) => paramsSchema.parse(params) },
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
