// /equipment — the equipment list of the active pool. Equipment cannot be recorded yet (no equipment
// API), so it shows what is true: 'No Equipment' (or the spec's no-pool message), with no invented items.
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { useActivePool } from '../../features/pools/use-active-pool.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/equipment')({
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
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
  const { pool, isLoading } = useActivePool();
  return (
    <>
      <SubScreenHeader title="Equipment" />
      <main className="flex flex-col gap-4 p-4">
        {isLoading ? (
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
