// The body of home section 5 (spec §2), Equipment Status: the first 3 items with 'View all N items' and
// 'Add Equipment' (both to /equipment); loaded when the section is first opened (HomeSections.tsx).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { equipmentQueryOptions } from '../../api/equipment.api.ts';
import type { PoolId } from '../../api/pools.api.ts';

const WIDGET_ITEMS = 3;

export function EquipmentBody({ poolId }: { poolId: PoolId }) {
  const { data, isPending, isError } = useQuery(equipmentQueryOptions(poolId));
  if (isPending) return <p className="text-sm">Loading equipment...</p>;
  if (isError) return <p className="text-sm">Equipment is unavailable right now.</p>;
  return (
    <div className="flex flex-col gap-2">
      {data.length === 0 ? (
        <p className="text-sm">No Equipment</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {data.slice(0, WIDGET_ITEMS).map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
      {data.length > WIDGET_ITEMS && (
        <Link to="/equipment" className="btn-secondary">
          View all {data.length} items
        </Link>
      )}
      <Link to="/equipment" className="btn-secondary">
        Add Equipment
      </Link>
    </div>
  );
}
