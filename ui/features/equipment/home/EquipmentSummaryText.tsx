// The equipment summary on home's pool status card (spec §2, §4): 'No Equipment', 'Needs Attention'
// (any poor or needs-replacement item), 'Fair Condition' (any fair one) or 'All Good', with the count.
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleHelp, CircleX, type LucideIcon } from 'lucide-react';
import { equipmentSummary, type EquipmentSummary } from '../../../../contracts/equipment.contract.ts';
import { equipmentQueryOptions } from '../../../api/equipment.api.ts';
import type { PoolId } from '../../../api/pools.api.ts';

const LOOK: Record<EquipmentSummary['status'], { Icon: LucideIcon; className: string }> = {
  unknown: { Icon: CircleHelp, className: 'text-slate-500 dark:text-slate-400' },
  critical: { Icon: CircleX, className: 'text-red-700 dark:text-red-300' },
  warning: { Icon: CircleAlert, className: 'text-amber-700 dark:text-amber-300' },
  good: { Icon: CircleCheck, className: 'text-green-700 dark:text-green-300' },
};

export function EquipmentSummaryText({ poolId }: { poolId: PoolId }) {
  const list = useQuery(equipmentQueryOptions(poolId));
  if (list.isPending) return <span className="text-sm text-slate-600 dark:text-slate-300">Loading...</span>;
  if (list.isError) return <span className="text-sm">Equipment unavailable</span>;
  const summary = equipmentSummary(list.data);
  const { Icon, className } = LOOK[summary.status];
  const count = list.data.length;
  return (
    <span className="flex items-center gap-1.5" data-status={summary.status}>
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${className}`} />
      <span className="text-sm font-semibold">{summary.label}</span>
      {count > 0 && <span className="text-xs text-slate-600 dark:text-slate-300">· {count} {count === 1 ? 'item' : 'items'}</span>}
    </span>
  );
}
