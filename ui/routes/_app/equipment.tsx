// /equipment — the equipment list of the active pool. Until the equipment API lands it shows what is
// true: 'No Equipment' (or the spec's no-pool message), with no invented items.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { equipmentQueryOptions } from '../../api/equipment.api.ts';
import { poolsQueryOptions, selectActivePool } from '../../api/pools.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/equipment')({
  loader: async ({ context }) => {
    if (!context.user) return;
    await context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined);
  },
  component: EquipmentScreen,
});

function EquipmentList({ poolId }: { poolId: string | number }) {
  const { data, isPending, isError } = useQuery(equipmentQueryOptions(poolId));
  if (isPending) return <p className="card text-sm">Loading equipment...</p>;
  if (isError) return <p className="card text-sm">Equipment is unavailable right now. Please try again later.</p>;
  if (data.length === 0) {
    return (
      <div className="card flex flex-col gap-1">
        <h2 className="text-lg font-bold">No Equipment</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">Equipment tracking for this pool is not available yet.</p>
      </div>
    );
  }
  return (
    <ul className="card flex flex-col gap-2">
      {data.map((item) => (
        <li key={item.id} className="text-sm">
          {item.name}
        </li>
      ))}
    </ul>
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
          <EquipmentList poolId={pool.id} />
        ) : (
          <p className="card text-sm">No pool profile found. Please set up your pool first.</p>
        )}
      </main>
    </>
  );
}
