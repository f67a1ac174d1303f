// Equipment summary on the pool status card (spec §2, §4); tapping it opens /equipment. Equipment cannot
// be recorded yet (no equipment API), so every pool has none and the spec §4 summary of no items is
// 'No Equipment'. The summary rule over items arrives with the equipment API.
import { Link } from '@tanstack/react-router';
import { ChevronRight, Wrench } from 'lucide-react';

export function EquipmentSummaryCard() {
  return (
    <Link
      to="/equipment"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      data-testid="equipment-summary"
    >
      <Wrench aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
      <span className="flex flex-1 flex-col">
        <span className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">Equipment</span>
        <span className="text-sm font-semibold">No Equipment</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
