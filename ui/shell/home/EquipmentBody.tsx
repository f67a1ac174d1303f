// The body of home section 5 (spec §2), Equipment Status for the active pool: the first 3 items with
// 'View all N items' and 'Add Equipment' (features/equipment/home/HomeEquipmentList.tsx). Its code loads
// only when the section is opened, so home's first screen does not carry it; once the items show, the
// page scrolls to the bottom (the section's own scroll ran while they were loading).
import { Suspense } from 'react';
import { useActivePool } from '../../features/pools/use-active-pool.ts';
import { LazyHomeEquipmentList } from '../../features/equipment/home/LazyHomeEquipment.tsx';

export function EquipmentBody() {
  const { pool } = useActivePool();
  if (!pool) return null;
  return (
    <Suspense fallback={<p className="text-sm">Loading equipment...</p>}>
      <LazyHomeEquipmentList poolId={pool.id} />
    </Suspense>
  );
}
