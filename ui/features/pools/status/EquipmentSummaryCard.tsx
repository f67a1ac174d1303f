// Equipment summary on the pool status card (spec §2, §4); tapping it opens /equipment. The card is
// drawn at once; its summary ('No Equipment', 'Needs Attention', 'Fair Condition', 'All Good') comes
// from the equipment area's lazy chunk, so home's first-screen JavaScript does not carry the equipment API.
import { Link } from '@tanstack/react-router';
import { ChevronRight, Wrench } from 'lucide-react';
import { Suspense } from 'react';
import type { PoolId } from '../../../api/pools.api.ts';
import { LazyEquipmentSummaryText } from '../../equipment/home/LazyHomeEquipment.tsx';

export function EquipmentSummaryCard({ poolId }: { poolId: PoolId }) {
  return (
    <Link
      to="/equipment"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      data-testid="equipment-summary"
    >
      <Wrench aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
      <span className="flex flex-1 flex-col">
        <span className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">Equipment</span>
        <Suspense fallback={<span className="text-sm text-slate-600 dark:text-slate-300">Loading...</span>}>
          <LazyEquipmentSummaryText poolId={poolId} />
        </Suspense>
      </span>
      <ChevronRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
