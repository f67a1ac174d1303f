// Equipment summary on the pool status card (spec §2, §4); tapping it opens /equipment.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Wrench } from 'lucide-react';
import { equipmentQueryOptions, equipmentSummary } from '../../../api/equipment.api.ts';
import type { PoolId } from '../../../api/pools.api.ts';

export function EquipmentSummaryCard({ poolId }: { poolId: PoolId }) {
  const { data, isError } = useQuery(equipmentQueryOptions(poolId));
  const label = isError ? 'Unavailable' : data ? equipmentSummary(data).label : 'Loading...';
  return (
    <Link
      to="/equipment"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      data-testid="equipment-summary"
    >
      <Wrench aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
      <span className="flex flex-1 flex-col">
        <span className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">Equipment</span>
        <span className="text-sm font-semibold">{label}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
