// /equipment — the equipment list of the active pool. Equipment cannot be recorded yet (no equipment
// API), so it shows what is true: 'No Equipment' (or the spec's no-pool message), with no invented items.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions, selectActivePool } from '../../api/pools.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/equipment')({
  loader: async ({ context }) => {
    if (!context.user) return;
    await context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
  },
  component: EquipmentScreen,
});

function NoEquipment() {
  return (
    <div className="card flex flex-col gap-1">
      <h2 className="text-lg font-bold">No Equipment</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Equipment tracking for this pool is not available yet.</p>
    </div>
  );
}

function EquipmentScreen() {
  const { data: pools, isPending } = useQuery(poolsQueryOptions());
  const pool = selectActivePool(pools);
  return (
    <>
      <SubScreenHeader title="Equipment" />
      <main className="flex flex-col gap-4 p-4">
        {isPending ? (
          <p className="card text-sm">Loading...</p>
        ) : pool ? (
          <NoEquipment />
        ) : (
          <p className="card text-sm">No pool profile found. Please set up your pool first.</p>
        )}
      </main>
    </>
  );
}
