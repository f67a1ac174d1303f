// /equipment (spec §2): the active pool's equipment — the four status tiles, then the list with Add,
// Edit, Mark Issue / Mark Fixed, 'Serviced today' and Delete (confirmed). Without a pool: spec §2's
// 'No pool profile found. Please set up your pool first.'; without equipment, an empty state that says
// what tracking gives and offers Add. Home's 'Add Equipment' arrives with the add form open.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { equipmentQueryOptions, type Equipment } from '../../api/equipment.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { useAtom } from '../../state/jotai.ts';
import { useActivePool } from '../pools/use-active-pool.ts';
import { DeleteEquipmentDialog } from './DeleteEquipmentDialog.tsx';
import { EquipmentCard } from './EquipmentCard.tsx';
import { EquipmentFormDialog } from './EquipmentFormDialog.tsx';
import { ADDING, equipmentFormAtom } from './equipment-state.ts';
import { EquipmentTiles } from './EquipmentTiles.tsx';
import { useEquipmentActions } from './use-equipment-actions.ts';

export function EquipmentScreen() {
  const { pool, isLoading, isError } = useActivePool();
  if (isLoading) return <p className="card text-sm">Loading...</p>;
  if (isError) return <p className="card text-sm" role="alert">We couldn't load your pool. Please try again.</p>;
  if (!pool) {
    return (
      <div className="card flex flex-col gap-3">
        <p className="text-sm">No pool profile found. Please set up your pool first.</p>
        <Link to="/" className="btn-primary">
          Go to Home
        </Link>
      </div>
    );
  }
  return <PoolEquipment poolId={pool.id} />;
}

function PoolEquipment({ poolId }: { poolId: PoolId }) {
  const list = useQuery(equipmentQueryOptions(poolId));
  const [form, setForm] = useAtom(equipmentFormAtom);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const actions = useEquipmentActions(poolId);
  const items = list.data ?? [];
  const add = () => setForm(ADDING);
  return (
    <>
      <EquipmentTiles items={items} />
      <section aria-labelledby="equipment-list-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="equipment-list-title" className="text-lg font-bold">
            Equipment{items.length > 0 ? ` (${items.length})` : ''}
          </h2>
          {items.length > 0 && (
            <button type="button" className="btn-primary px-4" onClick={add}>
              <Plus aria-hidden="true" className="size-4" />
              Add
            </button>
          )}
        </div>
        {list.isPending && <p className="card text-sm">Loading equipment...</p>}
        {list.isError && (
          <div className="card flex flex-col gap-3" role="alert">
            <p className="text-sm">We couldn't load your equipment.</p>
            <button type="button" className="btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              Try Again
            </button>
          </div>
        )}
        {list.isSuccess && items.length === 0 && <NoEquipment onAdd={add} />}
        {items.length > 0 && (
          <ul className="flex flex-col gap-3" aria-labelledby="equipment-list-title">
            {items.map((item) => (
              <EquipmentCard
                key={item.id}
                item={item}
                busy={actions.busyId === item.id}
                onEdit={() => setForm({ open: true, equipment: item })}
                onDelete={() => setDeleting(item)}
                onToggleStatus={() => actions.toggleStatus(item)}
                onServiced={() => actions.markServiced(item)}
              />
            ))}
          </ul>
        )}
      </section>
      <EquipmentFormDialog
        open={form.open}
        onOpenChange={(open) => !open && setForm({ open: false })}
        poolId={poolId}
        equipment={form.open ? form.equipment : null}
      />
      <DeleteEquipmentDialog poolId={poolId} equipment={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function NoEquipment({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 dark:bg-slate-800">
        <Wrench aria-hidden="true" className="size-7 text-brand-600 dark:text-brand-500" />
      </span>
      <h3 className="text-base font-bold">No equipment yet</h3>
      <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">
        Add your pump, filter, heater and more to keep track of warranties and maintenance.
      </p>
      <button type="button" className="btn-primary" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add Equipment
      </button>
    </div>
  );
}
