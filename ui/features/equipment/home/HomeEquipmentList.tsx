// Home section 5's body (spec §2 'Equipment widget (home)', §9: 3 items): the first three items of the
// active pool with their status, 'View all N items' and 'Add Equipment' (both to /equipment). Once its
// items are on screen it scrolls the page to the bottom, as the section's opening asks (spec §2): the
// scroll when the section opened ran before this chunk and its data had arrived.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { equipmentQueryOptions } from '../../../api/equipment.api.ts';
import type { PoolId } from '../../../api/pools.api.ts';
import { useSetAtom } from '../../../state/jotai.ts';
import { StatusBadge } from '../EquipmentBadges.tsx';
import { ADDING, equipmentFormAtom } from '../equipment-state.ts';
import { equipmentSubtitle } from '../equipment-format.ts';

export const HOME_EQUIPMENT_ITEMS = 3;

export function scrollToPageBottom(): void {
  requestAnimationFrame(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }));
}

export function HomeEquipmentList({ poolId }: { poolId: PoolId }) {
  const list = useQuery(equipmentQueryOptions(poolId));
  const setForm = useSetAtom(equipmentFormAtom);
  const loaded = list.isSuccess || list.isError;
  useEffect(() => {
    if (loaded) scrollToPageBottom();
  }, [loaded]);

  if (list.isPending) return <p className="text-sm">Loading equipment...</p>;
  if (list.isError) return <p className="text-sm" role="alert">We couldn't load your equipment.</p>;
  const items = list.data;
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No equipment yet. Add it to track warranties and maintenance.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Equipment">
          {items.slice(0, HOME_EQUIPMENT_ITEMS).map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-xl bg-slate-100 p-3 dark:bg-slate-800" data-testid="home-equipment-item">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{item.name}</p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-300">{equipmentSubtitle(item)}</p>
              </div>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-3">
        {items.length > 0 && (
          <Link to="/equipment" className="btn-secondary flex-1 px-3 text-sm">
            View all {items.length} {items.length === 1 ? 'item' : 'items'}
          </Link>
        )}
        <Link to="/equipment" className="btn-primary flex-1 px-3 text-sm" onClick={() => setForm(ADDING)}>
          Add Equipment
        </Link>
      </div>
    </div>
  );
}
