// /equipment — the active pool's equipment (spec §2): status tiles, the list and its actions
// (features/equipment/EquipmentScreen.tsx). The loader has the pool list ready before it paints.
import { createFileRoute } from '@tanstack/react-router';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { EquipmentScreen } from '../../features/equipment/EquipmentScreen.tsx';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/equipment')({
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQueryOptions()).catch(() => undefined),
  component: Screen,
});

function Screen() {
  return (
    <>
      <SubScreenHeader title="Equipment" />
      <main className="flex flex-col gap-4 p-4">
        <EquipmentScreen />
      </main>
    </>
  );
}
