// Overall Status (spec §2, §4): tapping it scrolls to the treatment plan, else to Treatment Needed.
import { CircleAlert, CircleCheck, CircleHelp, CircleX, type LucideIcon } from 'lucide-react';
import type { OverallStatus, StatusLevel } from '../../../../domain/chemistry/index.ts';

const LOOK: Record<StatusLevel, { Icon: LucideIcon; className: string }> = {
  unknown: { Icon: CircleHelp, className: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
  critical: { Icon: CircleX, className: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200' },
  warning: { Icon: CircleAlert, className: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  good: { Icon: CircleCheck, className: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200' },
};

export function scrollToTreatment(): void {
  const target = document.getElementById('treatment-plan') ?? document.getElementById('treatment-needed');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function OverallStatusCard({ status }: { status: OverallStatus }) {
  const { Icon, className } = LOOK[status.level];
  return (
    <button
      type="button"
      onClick={scrollToTreatment}
      className={`flex min-h-11 w-full items-center gap-3 rounded-xl p-3 text-left ${className}`}
      aria-label={`Overall Status: ${status.label}. Show treatment`}
      data-testid="overall-status"
    >
      <Icon aria-hidden="true" className="size-7 shrink-0" />
      <span className="flex flex-col">
        <span className="text-xs font-medium uppercase">Overall Status</span>
        <span className="text-base font-bold">{status.label}</span>
        {status.issues.length > 0 && <span className="text-xs">{status.issues.join(' · ')}</span>}
      </span>
    </button>
  );
}
